/// Recognizes fingers dragging (UIKit's `UIPanGestureRecognizer`). Continuous: `.began` once the
/// centroid moves past a small threshold, `.changed` as it moves, `.ended` when fewer than
/// ``minimumNumberOfTouches`` remain.
@MainActor open class PanGestureRecognizer: GestureRecognizer {
    /// Fewest fingers. Default 1.
    public var minimumNumberOfTouches = 1
    /// Most fingers. Default unlimited.
    public var maximumNumberOfTouches = Int.max
    /// Movement (points) before the pan begins. Default 10.
    public var hysteresis: Double = 10

    private var start = Point.zero            // window coordinates
    private var offset = Point.zero           // added by setTranslation and finger changes
    private var lastCentroid = Point.zero
    private var lastTime: Double = 0
    private var velocityValue = Point.zero
    private var lastCount = 0

    /// The movement since the pan started, in `view`'s coordinate scale (window points when nil).
    public func translation(in view: View?) -> Point {
        Point(x: lastCentroid.x - start.x + offset.x, y: lastCentroid.y - start.y + offset.y)
    }
    /// Resets the translation so that it currently reads `translation`.
    public func setTranslation(_ translation: Point, in view: View?) {
        offset = Point(x: translation.x - (lastCentroid.x - start.x), y: translation.y - (lastCentroid.y - start.y))
    }
    /// The speed of the pan in points per second, smoothed over recent moves.
    public func velocity(in view: View?) -> Point { velocityValue }

    private func centroid() -> Point { location(in: nil) }

    open override func touchesBegan(_ touches: TouchSet, with event: Event) {
        let n = numberOfTouches
        if state == .possible {
            if n > maximumNumberOfTouches { state = .failed; return }
            if lastCount == 0 { start = centroid(); lastCentroid = start; lastTime = event.timestamp; offset = .zero }
        }
        rebase(n)
    }

    /// A finger joining or leaving moves the centroid; keep the translation continuous.
    private func rebase(_ n: Int) {
        let c = centroid()
        offset = Point(x: offset.x + lastCentroid.x - c.x, y: offset.y + lastCentroid.y - c.y)
        lastCentroid = c
        lastCount = n
    }

    open override func touchesMoved(_ touches: TouchSet, with event: Event) {
        let c = centroid()
        let dt = event.timestamp - lastTime
        if dt > 0 {
            let v = Point(x: (c.x - lastCentroid.x) / dt, y: (c.y - lastCentroid.y) / dt)
            velocityValue = Point(x: velocityValue.x * 0.3 + v.x * 0.7, y: velocityValue.y * 0.3 + v.y * 0.7)
        }
        lastCentroid = c
        lastTime = event.timestamp
        switch state {
        case .possible:
            let n = numberOfTouches
            guard n >= minimumNumberOfTouches && n <= maximumNumberOfTouches else { return }
            let t = translation(in: nil)
            if (t.x * t.x + t.y * t.y).squareRoot() >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event) {
        // A finger that rested before lifting has no speed left: fade the last measured velocity out
        // over 100 ms of stillness, so a slow release does not fling.
        let still = event.timestamp - lastTime
        if still > 0 {
            let keep = Swift.max(0, 1 - still / 0.1)
            velocityValue = Point(x: velocityValue.x * keep, y: velocityValue.y * keep)
        }
        let n = numberOfTouches
        if state == .began || state == .changed {
            if n < minimumNumberOfTouches { state = .ended } else { rebase(n) }
        } else if n == 0 {
            state = .failed
        } else {
            rebase(n)
        }
    }

    open override func reset() {
        start = .zero; offset = .zero; lastCentroid = .zero; velocityValue = .zero; lastCount = 0; lastTime = 0
    }
}
