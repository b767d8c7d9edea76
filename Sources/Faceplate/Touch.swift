/// One finger on the panel, from touch-down to lift-off (UIKit's `UITouch`).
///
/// A touch keeps its identity for the finger's whole life and sticks to the view it began in, even
/// when it moves outside it. Touch objects come from a fixed pool (``Capacities/touches``), so an
/// object is reused for a later finger: keep ``identifier``, not the object, to recognise a finger later.
@MainActor public final class Touch {
    /// The phase of a touch within an event.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched down in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down and did not move in this event.
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system cancelled the touch (its device went away, or a gesture took it over).
        case cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// Where the view's copy of a touch stands, which can lag the touch when gesture recognizers delay
    /// delivery (`delaysTouchesBegan`, `delaysTouchesEnded`).
    enum ViewDelivery { case none, pendingBegan, active, pendingEnded, finished }

    /// The pool slot; also the bit of this touch in a ``TouchSet``.
    public nonisolated let index: Int
    /// A number unique to this finger for the application's lifetime (1, 2, 3, …).
    @exclusivity(unchecked) public internal(set) var identifier = 0
    /// The phase in the event being delivered.
    @exclusivity(unchecked) public internal(set) var phase: Phase = .cancelled
    /// When the touch last changed, in seconds of the application's clock (`CLOCK_MONOTONIC` on a panel).
    @exclusivity(unchecked) public internal(set) var timestamp: Double = 0
    /// How many taps in a row this touch is: 2 for the second tap of a double tap. Counted per finger:
    /// each finger of a two-finger double tap has 2, as in UIKit.
    @exclusivity(unchecked) public internal(set) var tapCount = 0
    /// The view the touch began in (its hit-test view); it keeps it until it ends, and keeps it alive
    /// until then, as UIKit's touch retains its view: a view removed and let go of mid-touch still
    /// receives the touch's later phases here.
    public internal(set) var view: View? {
        get { viewStorage?.takeUnretainedValue() }
        set {
            // `if let`, not `newValue.map { … }`: a closure made in main-actor code checks the executor
            // at run time when it is called (a runtime call).
            let old = viewStorage
            if let newValue { viewStorage = Unmanaged.passRetained(newValue) } else { viewStorage = nil }
            old?.release()
        }
    }
    /// ``view``, retained by hand: one retain when it is set, one release when it is cleared (the pool
    /// clears it when the touch is released) or when the touch goes. Not a strong stored property,
    /// whose every read is an exclusivity-checked access (a runtime call, several per tap);
    /// an `Unmanaged` is a plain value, which the policy above ``View/bounds`` lets go unchecked.
    @exclusivity(unchecked) nonisolated(unsafe) private var viewStorage: Unmanaged<View>?
    /// The window the touch began in. Unretained, not `weak`: touches belong to the application's pool
    /// and windows to its ``Application/windows`` for the application's lifetime, and a weak reference
    /// would give the window a side table, making every retain and release of it a slow runtime call.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var window: Window?
    /// The gesture recognizers that receive this touch: those on ``view`` and its ancestors.
    /// Unchecked exclusivity, as ``View/subviews``: written only by the dispatcher's `append` and the
    /// pool's `removeAll(keepingCapacity:)`, standard-library calls that run no code of ours or an app's
    /// while they write; the dispatcher reads it several times per touch.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    @exclusivity(unchecked) var locationInWindow = Point.zero
    @exclusivity(unchecked) var previousLocationInWindow = Point.zero
    @exclusivity(unchecked) var beganLocationInWindow = Point.zero
    @exclusivity(unchecked) var inputSlot = -1
    @exclusivity(unchecked) var viewDelivery = ViewDelivery.none
    @exclusivity(unchecked) var cancelledByRecognizer = false
    @exclusivity(unchecked) var changedThisFrame = false

    init(index: Int, recognizerCapacity: Int) {
        self.index = index
        gestureRecognizers.reserveCapacity(recognizerCapacity)
    }

    /// Lets go of ``view`` (an application, and with it its touch pool, that goes away mid-touch).
    deinit { viewStorage?.release() }

    /// The touch's position in `view`'s coordinates, or in the window's when `view` is nil.
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The position before the latest move, in `view`'s coordinates (window's when nil).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Whether the touch is over (ended or cancelled).
    public var isFinished: Bool { phase == .ended || phase == .cancelled }
}

/// The fixed pool of ``Touch`` objects an application dispatches with.
final class TouchTable {
    let touches: ContiguousArray<Touch>
    /// Touches in use: down, or ended but still owed to a view.
    @exclusivity(unchecked) var activeMask: UInt32 = 0

    @MainActor init(capacity: Int, recognizersPerTouch: Int) {
        precondition(capacity > 0 && capacity <= 32, "Capacities.touches must be 1...32")
        touches = ContiguousArray((0..<capacity).map { Touch(index: $0, recognizerCapacity: recognizersPerTouch) })
    }

    /// The touches not in use, one bit each.
    var freeMask: UInt32 { ~activeMask & (touches.count == 32 ? UInt32.max : (UInt32(1) << touches.count) - 1) }

    /// Marks touch `index` (a bit of ``freeMask``) active and returns it.
    func activate(_ index: Int) -> Touch {
        activeMask |= 1 << UInt32(index)
        return touches[index]
    }

    @MainActor func release(_ touch: Touch) {
        activeMask &= ~(UInt32(1) << touch.index)
        touch.view = nil
        touch.inputSlot = -1
        touch.gestureRecognizers.removeAll(keepingCapacity: true)
    }

    /// The active touch fed by input `slot`, if any.
    @MainActor func touch(forSlot slot: Int) -> Touch? {
        var m = activeMask
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            if touches[i].inputSlot == slot && !touches[i].isFinished { return touches[i] }
        }
        return nil
    }
}
