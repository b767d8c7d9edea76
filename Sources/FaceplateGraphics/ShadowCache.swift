#if canImport(Glibc)
import Glibc
#endif

/// Blurred corner masks for drop shadows, computed once and blitted every frame after.
///
/// Blurring is far too slow to do per frame on a panel's CPU, but a blurred rounded rectangle is mostly
/// made of repeats: the four corners are mirror images, each edge is one 1-D profile repeated along it,
/// and the middle is solid. So an entry stores one corner tile, whose last column and row *are* the edge
/// profiles (9-slice), keyed by radius and blur only — buttons of every size share it. A side too short
/// for two corner tiles gets a tile covering half the shadow along that axis instead, keyed by that side's
/// length too.
///
/// All memory (mask arena, entry table, blur scratch) is allocated in `init`. When an entry does not fit,
/// the least recently used ones are evicted and counted in ``evictions``; a mask bigger than the scratch
/// is skipped and counted in ``oversized``. Nothing is allocated later and nothing traps.
public final class ShadowCache {
    /// Bytes of mask storage.
    public let capacity: Int
    /// Most masks held at once.
    public let maxEntries: Int
    /// Longest side of the area a mask is blurred over (tile plus blur extent), in pixels.
    public let maxTileSide: Int
    /// Masks computed (first use, or use after eviction).
    public private(set) var builds = 0
    /// Masks found already computed.
    public private(set) var hits = 0
    /// Masks dropped to make room.
    public private(set) var evictions = 0
    /// Shadows not drawn because their mask would exceed ``maxTileSide`` or ``capacity``.
    public private(set) var oversized = 0

    struct Key: Equatable {
        /// Radius and blur in quarter pixels; widths are 0 where the tile is clamped (the usual case).
        var radius4: Int32, blur4: Int32, width: Int32, height: Int32
    }
    struct Entry {
        var key: Key
        var offset: Int, tileWidth: Int, tileHeight: Int
        var lastUse: UInt64
    }
    /// What ``mask(width:height:radius:blur:)`` hands the blitter.
    struct Mask {
        /// Row-major coverage, 0…255, `tileWidth × tileHeight`, for the top-left quarter.
        var pixels: UnsafePointer<UInt8>
        var tileWidth: Int, tileHeight: Int
        /// How far the shadow reaches beyond the shape on each side, in pixels.
        var extent: Int
    }

    /// The mask arena's storage: its own mapping without huge pages (SparseCacheMemory says why).
    let arenaMemory: SparseCacheMemory
    private let arena: UnsafeMutablePointer<UInt8>
    private let entries: UnsafeMutablePointer<Entry>
    private var count = 0, used = 0
    private var clock: UInt64 = 0
    private let shape: UnsafeMutablePointer<Float>, pass: UnsafeMutablePointer<Float>, kernel: UnsafeMutablePointer<Float>
    /// Mask byte → blend alpha (0…256) for the colour alpha in `tableAlpha`: one load per shadow pixel
    /// instead of a multiply, rebuilt only when the shadow colour's alpha changes.
    private let table: UnsafeMutablePointer<UInt16>
    private var tableAlpha: UInt32 = .max

    /// Allocates the cache. The defaults hold dozens of distinct widget shadows (radius + 3 × blur up to
    /// ~160 px) in about 330 KB: a 128 KB mask arena plus two float scratch planes for blurring.
    public init(capacity: Int = 128 * 1024, maxEntries: Int = 64, maxTileSide: Int = 160) {
        precondition(capacity > 0 && maxEntries > 0 && maxTileSide > 0, "shadow cache sizes must be positive")
        self.capacity = capacity; self.maxEntries = maxEntries; self.maxTileSide = maxTileSide
        arenaMemory = SparseCacheMemory(count: capacity)
        arena = arenaMemory.base
        entries = .allocate(capacity: maxEntries)
        shape = .allocate(capacity: maxTileSide * maxTileSide)
        pass = .allocate(capacity: maxTileSide * maxTileSide)
        kernel = .allocate(capacity: maxTileSide)
        table = .allocate(capacity: 256)
    }

    deinit {
        entries.deinitialize(count: count); entries.deallocate()
        shape.deallocate(); pass.deallocate(); kernel.deallocate(); table.deallocate()
    }

    /// The mask-byte → alpha table for a paint alpha of `alpha` (0…256).
    func alphaTable(_ alpha: UInt32) -> UnsafePointer<UInt16> {
        if alpha != tableAlpha {
            for c in 0..<256 { table[c] = UInt16((alpha * widen(UInt8(c)) + 128) >> 8) }
            tableAlpha = alpha
        }
        return UnsafePointer(table)
    }

    /// How many masks are held now.
    public var entryCount: Int { count }

    /// The mask for a `width × height` shape (whole pixels) with corner `radius` blurred by `blur`, built
    /// on first use. `nil` when it cannot be held (counted in ``oversized``).
    func mask(width: Int, height: Int, radius: Double, blur: Double) -> Mask? {
        let blur4 = Int32(Swift.min(Swift.max(blur, 0), 4096) * 4 + 0.5)
        let r = Swift.min(Swift.max(radius, 0), Double(Swift.min(width, height)) / 2)
        let radius4 = Int32((r * 4).rounded(.down))
        let rq = Double(radius4) / 4, e = (Int(blur4) + 3) / 4
        let rCeil = ceilInt(rq)
        // Long enough sides use a fixed corner tile; short ones a half-shadow tile tied to their length.
        let clampedX = width >= 2 * (rCeil + e + 1), clampedY = height >= 2 * (rCeil + e + 1)
        let cornerTile = 2 * e + rCeil + 1
        let tw = clampedX ? cornerTile : (width + 2 * e + 1) / 2
        let th = clampedY ? cornerTile : (height + 2 * e + 1) / 2
        let key = Key(radius4: radius4, blur4: blur4, width: clampedX ? 0 : Int32(width), height: clampedY ? 0 : Int32(height))
        clock &+= 1
        for i in 0..<count where entries[i].key == key {
            entries[i].lastUse = clock; hits += 1
            return Mask(pixels: UnsafePointer(arena + entries[i].offset), tileWidth: tw, tileHeight: th, extent: e)
        }
        let bytes = tw * th
        guard tw + e <= maxTileSide, th + e <= maxTileSide, bytes <= capacity else { oversized += 1; return nil }
        while count == maxEntries || used + bytes > capacity { evictLeastRecentlyUsed() }
        let offset = used
        build(into: arena + offset, tileWidth: tw, tileHeight: th, extent: e, radius: rq, blur: Double(blur4) / 4,
              shapeWidth: clampedX ? Double(4 * maxTileSide) : Double(width),
              shapeHeight: clampedY ? Double(4 * maxTileSide) : Double(height))
        (entries + count).initialize(to: Entry(key: key, offset: offset, tileWidth: tw, tileHeight: th, lastUse: clock))
        count += 1; used += bytes; builds += 1
        return Mask(pixels: UnsafePointer(arena + offset), tileWidth: tw, tileHeight: th, extent: e)
    }

    /// Drops the least recently used mask and slides the later ones down so the arena stays contiguous.
    private func evictLeastRecentlyUsed() {
        guard count > 0 else { return }
        var victim = 0
        for i in 1..<count where entries[i].lastUse < entries[victim].lastUse { victim = i }
        let off = entries[victim].offset, size = entries[victim].tileWidth * entries[victim].tileHeight
        if off + size < used { (arena + off).update(from: arena + off + size, count: used - off - size) }
        used -= size
        for i in 0..<count where entries[i].offset > off { entries[i].offset -= size }
        count -= 1
        if victim != count { entries[victim] = entries[count] }
        evictions += 1
    }

    /// Rasterises the shape's top-left area into the scratch with the canvas's own coverage rule, blurs it
    /// with a separable Gaussian (σ = blur / 2, as CSS box-shadow defines blur, cut off at ±blur and
    /// renormalised so the shadow ends exactly `extent` pixels out), and stores it as bytes.
    private func build(into out: UnsafeMutablePointer<UInt8>, tileWidth tw: Int, tileHeight th: Int, extent e: Int,
                       radius: Double, blur: Double, shapeWidth: Double, shapeHeight: Double) {
        let dw = tw + e, dh = th + e
        let outline = RoundedRectShape(Rect(x: Double(e), y: Double(e), width: shapeWidth, height: shapeHeight), radius: radius)
        for y in 0..<dh { for x in 0..<dw { shape[y * dw + x] = Float(outline.coverage(x, y)) / 256 } }
        let taps = 2 * e + 1
        if e == 0 {
            kernel[0] = 1
        } else {
            let sigma = Swift.max(blur / 2, 0.25)
            var sum: Float = 0
            for k in 0..<taps {
                let d = Double(k - e)
                kernel[k] = Float(exp(-d * d / (2 * sigma * sigma))); sum += kernel[k]
            }
            for k in 0..<taps { kernel[k] /= sum }
        }
        // Horizontal: pass[y][x] for x < tw over all dh rows. Samples left of the domain are outside the shape.
        for y in 0..<dh {
            let row = shape + y * dw
            for x in 0..<tw {
                var acc: Float = 0
                for k in 0..<taps { let sx = x + k - e; if sx >= 0 { acc += kernel[k] * row[sx] } }
                pass[y * tw + x] = acc
            }
        }
        // Vertical, straight into bytes.
        for y in 0..<th {
            for x in 0..<tw {
                var acc: Float = 0
                for k in 0..<taps { let sy = y + k - e; if sy >= 0 { acc += kernel[k] * pass[sy * tw + x] } }
                out[y * tw + x] = UInt8(Swift.min(Swift.max(acc * 255 + 0.5, 0), 255))
            }
        }
    }
}
