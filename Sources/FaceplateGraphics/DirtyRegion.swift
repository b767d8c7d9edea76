/// A bounded set of dirty rectangles: what must be repainted.
///
/// Adding a rectangle merges it with an existing one when the merged box wastes little (repainting a
/// few extra pixels is cheaper than another pass), drops it when it is already covered, and, when the
/// set is full, folds everything into one bounding box rather than allocating — LVGL's "overflow to
/// full screen", but only as big as the damage.
public struct DirtyRegion: Equatable {
    /// The rectangles, pairwise not contained in one another.
    public private(set) var rects: ContiguousArray<PixelRect>
    /// How many rectangles the region keeps before collapsing into a bounding box.
    public let capacity: Int
    /// Where rectangles are clipped to (the screen, in logical pixels).
    public var bounds: PixelRect
    /// How many times the region overflowed into one bounding box.
    public private(set) var overflowCount = 0

    /// Creates an empty region of at most `capacity` rectangles inside `bounds`.
    public init(capacity: Int = 16, bounds: PixelRect) {
        precondition(capacity >= 1)
        self.capacity = capacity
        self.bounds = bounds
        rects = []
        rects.reserveCapacity(capacity + 1)
    }

    /// Whether nothing is dirty.
    public var isEmpty: Bool { rects.isEmpty }
    /// The bounding box of all rectangles.
    public var boundingBox: PixelRect {
        rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
    }
    /// Pixels covered (overlaps between rectangles counted once per rectangle).
    public var area: Int {
        rects.reduce(0) { $0 + $1.area }
    }

    /// Marks `rect` dirty.
    public mutating func add(_ rect: PixelRect) {
        var r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        var i = 0
        while i < rects.count {
            let e = rects[i]
            if e.contains(r) { return }
            if r.contains(e) { rects.swapAt(i, rects.count - 1); rects.removeLast(); continue }
            // Merge when the box around both wastes no more than a quarter of the smaller one.
            let u = e.union(r)
            if u.area - (e.area + r.area - e.intersection(r).area) <= min(e.area, r.area) / 4 {
                rects.swapAt(i, rects.count - 1)
                rects.removeLast()
                r = u
                i = 0            // the bigger box may now swallow or merge with others
                continue
            }
            i += 1
        }
        if rects.count < capacity {
            rects.append(r)
        } else {
            overflowCount += 1
            let b = boundingBox.union(r)
            rects.removeAll(keepingCapacity: true)
            rects.append(b)
        }
    }

    /// Marks a logical rectangle (snapped outwards to whole pixels) dirty.
    public mutating func add(_ rect: Rect) { add(PixelRect(covering: rect)) }

    /// Adds every rectangle of `other`.
    public mutating func formUnion(_ other: DirtyRegion) {
        for rect in other.rects { add(rect) }
    }

    /// Marks the whole of ``bounds`` dirty.
    public mutating func addAll() { rects.removeAll(keepingCapacity: true); rects.append(bounds) }

    /// Empties the region (keeping its storage).
    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    public static func == (a: DirtyRegion, b: DirtyRegion) -> Bool { a.rects == b.rects && a.bounds == b.bounds }
}

/// The damage of recent frames, so a buffer that is `age` frames old is brought up to date by
/// repainting only what changed since it was last shown (buffer age, as Slint and EGL do).
public struct DamageHistory {
    private var frames: ContiguousArray<DirtyRegion>
    private var newest = 0
    private var count = 0

    /// Remembers `depth` frames (2 for double buffering, 3 for triple); older buffers repaint fully.
    public init(depth: Int, capacity: Int = 16, bounds: PixelRect) {
        // Each frame gets its own storage now: copies of one region would share it, and the first
        // `depth` frames would each allocate when they first write their slot.
        frames = []
        frames.reserveCapacity(max(depth, 1))
        while frames.count < max(depth, 1) { frames.append(DirtyRegion(capacity: capacity, bounds: bounds)) }
    }

    /// Records a frame's damage as the newest.
    public mutating func push(_ region: DirtyRegion) {
        newest = (newest + 1) % frames.count
        frames[newest].removeAll()
        frames[newest].formUnion(region)
        count = min(count + 1, frames.count)
    }

    /// What a buffer last shown `age` frames ago needs in addition to `current`: the damage of the
    /// `age − 1` frames since. Age 0 means unknown contents: everything.
    public func repaintRegion(current: DirtyRegion, age: Int) -> DirtyRegion {
        var r = DirtyRegion(capacity: current.capacity, bounds: current.bounds)
        repaintRegion(current: current, age: age, into: &r)
        return r
    }

    /// The same, written into `region` rectangle by rectangle, so no storage is shared and a warm
    /// frame allocates nothing.
    public func repaintRegion(current: DirtyRegion, age: Int, into region: inout DirtyRegion) {
        region.removeAll()
        guard age > 0, age - 1 <= count, age - 1 <= frames.count else { region.addAll(); return }
        region.formUnion(current)
        var k = 0
        while k < age - 1 {
            region.formUnion(frames[(newest - k + frames.count) % frames.count])
            k += 1
        }
    }

    /// Forgets everything (after a modeset or regaining the display: every buffer repaints fully).
    public mutating func removeAll() { count = 0 }
}
