/// Where one scanout buffer is in its life cycle.
public enum BufferState: Equatable, Sendable {
    /// Nobody uses it: it may be handed out for drawing.
    case free
    /// Handed out by `nextBuffer()`; the app is drawing into it.
    case drawing
    /// Drawn and presented, waiting for the display to accept a flip (one is still in flight).
    case ready
    /// Submitted to the kernel; the flip has not completed, so the display may start reading it any time.
    case queued
    /// Being scanned out.
    case onScreen
}

/// The buffer bookkeeping of a flipping display, kept free of hardware so it can be tested: which buffer
/// may be drawn into, which flip to issue next, and how old each buffer's content is.
///
/// Rules: only a `.free` buffer is handed out; at most one flip is in flight (legacy page flips allow
/// one per CRTC); presented buffers wait as `.ready` in presentation order. A buffer's *age* counts
/// presented frames: the buffer presented last has age 1, the one before it age 2; a buffer whose content
/// never was, or no longer is, a presented frame has age 0. Storage is fixed at creation (no allocation
/// per frame).
public struct BufferRing: Sendable {
    /// Each buffer's state, by index.
    public private(set) var states: ContiguousArray<BufferState>
    /// The presentation number of the frame each buffer holds; 0 = unknown content.
    private var frames: ContiguousArray<Int>
    /// How many frames have been presented so far.
    public private(set) var presentedCount = 0

    /// Creates a ring of `count` buffers (2 for double, 3 for triple buffering), all free with unknown content.
    public init(count: Int) {
        precondition(count >= 1, "a buffer ring needs at least one buffer")
        states = ContiguousArray(repeating: .free, count: count)
        frames = ContiguousArray(repeating: 0, count: count)
    }

    /// The number of buffers.
    public var count: Int { states.count }
    /// Whether a flip has been submitted and has not completed.
    public var isFlipPending: Bool { states.contains(.queued) }
    /// The buffer being scanned out, if any.
    public var onScreenIndex: Int? { states.firstIndex(of: .onScreen) }

    /// The age of buffer `index` (see the type's documentation).
    public func age(of index: Int) -> Int {
        frames[index] == 0 ? 0 : presentedCount - frames[index] + 1
    }

    /// Hands out a buffer to draw into: the one already `.drawing`, else the free buffer with the newest
    /// content (the smallest redraw). Nil when every buffer is ready, queued or on screen.
    public mutating func acquire() -> (index: Int, age: Int)? {
        if let i = states.firstIndex(of: .drawing) { return (i, age(of: i)) }
        var best = -1
        for i in states.indices where states[i] == .free {
            if best < 0 || frames[i] > frames[best] { best = i }
        }
        guard best >= 0 else { return nil }
        states[best] = .drawing
        return (best, age(of: best))
    }

    /// What the display should do after ``present()``.
    public enum Submission: Equatable, Sendable {
        /// Show buffer `index` now (modeset, or a page flip): call ``flipQueued(_:)`` or ``shown(_:)`` next.
        case flip(index: Int)
        /// A flip is in flight; the buffer waits as `.ready` and ``flipCompleted()`` returns it later.
        case wait
        /// Nothing was being drawn.
        case nothingDrawn
    }

    /// Marks the drawing buffer as the newest presented frame.
    public mutating func present() -> Submission {
        guard let i = states.firstIndex(of: .drawing) else { return .nothingDrawn }
        presentedCount += 1
        frames[i] = presentedCount
        states[i] = .ready
        return isFlipPending ? .wait : .flip(index: nextReady()!)
    }

    /// The oldest ready buffer (presentation order), if any.
    private func nextReady() -> Int? {
        var best = -1
        for i in states.indices where states[i] == .ready {
            if best < 0 || frames[i] < frames[best] { best = i }
        }
        return best >= 0 ? best : nil
    }

    /// The flip of ready buffer `index` was submitted to the kernel (asynchronous page flip).
    public mutating func flipQueued(_ index: Int) {
        precondition(states[index] == .ready, "only a ready buffer can be queued")
        states[index] = .queued
    }

    /// Ready buffer `index` is on screen at once (modeset, fbdev pan, copy): the previous one is free.
    public mutating func shown(_ index: Int) {
        precondition(states[index] == .ready || states[index] == .queued, "only a presented buffer can be shown")
        for i in states.indices where states[i] == .onScreen { states[i] = .free }
        states[index] = .onScreen
    }

    /// Ready buffer `index` was copied to the display (fbdev without panning, headless): nobody reads it,
    /// so it is free again, and its content is still the newest frame (age 1 on the next acquire).
    public mutating func copiedOut(_ index: Int) {
        precondition(states[index] == .ready, "only a presented buffer can be copied out")
        states[index] = .free
    }

    /// The in-flight flip completed: the queued buffer is on screen, the previous one is free. Returns the
    /// next ready buffer to flip, if one is waiting (triple buffering).
    @discardableResult
    public mutating func flipCompleted() -> Int? {
        guard let q = states.firstIndex(of: .queued) else { return nil }
        shown(q)
        return nextReady()
    }

    /// Submitting the flip of `index` failed: the buffer returns to the free list (its content is still
    /// that frame, so its age stays meaningful); the screen keeps what it had.
    public mutating func flipFailed(_ index: Int) {
        precondition(states[index] == .ready || states[index] == .queued, "only a presented buffer can fail to flip")
        states[index] = .free
    }

    /// Forgets every buffer's content (age 0 everywhere), e.g. after another program drew or a VT switch.
    public mutating func invalidateContents() {
        for i in frames.indices { frames[i] = 0 }
    }
}
