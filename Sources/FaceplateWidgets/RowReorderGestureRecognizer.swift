import Faceplate

/// The drag that moves a ``TableView`` row by its reorder control while the table is editing. It
/// begins the moment a finger lands on a reorder control (the row lifts at once, as UIKit's does) and
/// fails at once anywhere else, so the scroll view's pan, which waits for it, is not held back.
@MainActor final class RowReorderGestureRecognizer: PanGestureRecognizer {
    weak var tableView: TableView?

    override init() {
        super.init()
        name = "TableView.rowReorder"
    }

    override func touchesBegan(_ touches: TouchSet, with event: Event) {
        let first = state == .possible && numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        guard first, let tableView, let touch = touches.first else { return }
        state = tableView.rowReorderTouchBegan(at: touch.location(in: tableView)) ? .began : .failed
    }
}
