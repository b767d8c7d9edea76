/// Recognizes a quick straight flick in a direction (UIKit's `UISwipeGestureRecognizer`). Discrete.
@MainActor open class SwipeGestureRecognizer: GestureRecognizer {
    /// Swipe directions.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    /// The permitted directions. Default `.right`.
    public var direction: Direction = .right
    /// Fingers required. Default 1.
    public var numberOfTouchesRequired = 1
    /// Distance (points) along the direction that recognizes. Default 50.
    public var minimumDistance: Double = 50
    /// Seconds within which the distance must be covered. Default 0.5.
    public var maximumDuration: Double = 0.5

    private var start = Point.zero

    open override func touchesBegan(_ touches: TouchSet, with event: Event) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        start = location(in: nil)
        scheduleTimer(after: maximumDuration)
    }

    open override func touchesMoved(_ touches: TouchSet, with event: Event) {
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let c = location(in: nil)
        let dx = c.x - start.x, dy = c.y - start.y
        let horizontal = dx.magnitude >= dy.magnitude
        let along = horizontal ? dx.magnitude : dy.magnitude, across = horizontal ? dy.magnitude : dx.magnitude
        let dir: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if along >= 20 && !direction.contains(dir) { state = .failed; return }   // clearly the wrong way
        if across > along / 2 && across > 20 { state = .failed; return }          // not straight
        if along >= minimumDistance && direction.contains(dir) { state = .recognized }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event) {
        if state == .possible && numberOfTouches == 0 { state = .failed }
    }

    open override func timerFired(token: Int) { if state == .possible { state = .failed } }
    open override func reset() { start = .zero }
}
