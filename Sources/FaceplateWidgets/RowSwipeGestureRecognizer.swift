/// The horizontal pan that swipes a ``TableView`` row open to its actions. It decides at the same
/// distance the scroll view's pan does — across: it begins (the scroll view's pan, which waits for it
/// to fail, stays still); along the table, or over a row with no actions: it fails and the table
/// scrolls. While a row is open it also takes the taps that close it or choose an action.
@MainActor final class RowSwipeGestureRecognizer: PanGestureRecognizer {
    weak var tableView: TableView?
    /// How far the finger moves before the recognizer decides.
    static let decisionDistance = 10.0

    override init() {
        super.init()
        hysteresis = .infinity          // the pan never begins on its own: `touchesMoved` decides
        name = "TableView.rowSwipe"
    }

    override func touchesBegan(_ touches: TouchSet, with event: Event) {
        let first = state == .possible && numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        guard first, let tableView, let touch = touches.first else { return }
        switch tableView.rowSwipeTouchBegan(at: touch.location(in: tableView)) {
        case .track: break
        case .consume: state = .ended
        case .ignore: state = .failed
        }
    }

    override func touchesMoved(_ touches: TouchSet, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let tableView else { return }
        let t = translation(in: nil)
        guard (t.x * t.x + t.y * t.y).squareRoot() >= RowSwipeGestureRecognizer.decisionDistance else { return }
        state = abs(t.x) > abs(t.y) && tableView.rowSwipeMayBegin(toward: t.x) ? .began : .failed
    }

    override func touchesEnded(_ touches: TouchSet, with event: Event) {
        if state == .possible && numberOfTouches == 0 {
            state = tableView?.rowSwipeTapEnded() == true ? .ended : .failed
            return
        }
        super.touchesEnded(touches, with: event)
    }
}
