import Faceplate

/// VoiceOver's gestures, scripted, for driving a ``ScreenReader`` from tests.
extension TestDriver {
    /// One finger rests at `point` long enough to explore it, then lifts.
    public func explore(at point: Point) {
        touchDown(at: point)
        advance(by: ReaderGestures.exploreDelay + frameInterval)
        touchUp()
    }

    /// A tap, then the double-tap window passing: the reader speaks the element under `point`.
    public func readerTap(at point: Point) {
        tap(at: point)
        advance(by: application.multiTapInterval + frameInterval)
    }

    /// A double tap at `point` (anywhere: the reader activates its focused element), then the
    /// double-tap window passing.
    public func readerDoubleTap(at point: Point = Point(x: 1, y: 1)) {
        tap(at: point)
        tap(at: point)
        advance(by: application.multiTapInterval + frameInterval)
    }

    /// A quick flick of `fingers` fingers from the middle of the window, 120 points in `direction`
    /// (.right, .left, .up or .down).
    public func flick(_ direction: FlickDirection, fingers: Int = 1) {
        let n = Swift.min(Swift.max(fingers, 1), 5)
        let c = Point(x: window.bounds.midX, y: window.bounds.midY)
        let (dx, dy): (Double, Double) = switch direction {
        case .right: (120, 0)
        case .left: (-120, 0)
        case .up: (0, -120)
        case .down: (0, 120)
        }
        frame { f in for i in 0..<n { f.down(i, at: Point(x: c.x + Double(i) * 30, y: c.y)) } }
        for step in 1...4 {
            let t = Double(step) / 4
            frame { f in for i in 0..<n { f.move(i, to: Point(x: c.x + Double(i) * 30 + dx * t, y: c.y + dy * t)) } }
        }
        frame { f in for i in 0..<n { f.up(i) } }
        advance(by: application.multiTapInterval + frameInterval)
    }

    /// `count` taps with `fingers` fingers together, a few frames apart, then the tap window passing.
    public func multiFingerTap(fingers: Int, count: Int = 1) {
        let n = Swift.min(Swift.max(fingers, 1), 5)
        let c = Point(x: window.bounds.midX, y: window.bounds.midY)
        for k in 0..<Swift.max(count, 1) {
            if k > 0 { advance(by: 0.05) }
            frame { f in for i in 0..<n { f.down(i, at: Point(x: c.x + Double(i) * 40, y: c.y)) } }
            frame { f in for i in 0..<n { f.up(i) } }
        }
        advance(by: application.multiTapInterval + frameInterval)
    }
}

/// Which way a scripted flick goes (``Faceplate/TestDriver/flick(_:fingers:)``).
public enum FlickDirection: Sendable {
    /// Towards the right edge: the next element.
    case right
    /// Towards the left edge: the previous element.
    case left
    /// Towards the top: adjusts up; with three fingers, the next page.
    case up
    /// Towards the bottom: adjusts down; with three fingers, the previous page.
    case down
}
