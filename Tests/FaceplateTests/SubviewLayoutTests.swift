import Testing
import Faceplate

/// Counts its `layoutSubviews()` calls and lays its one subview out to fill it, as a cell lays out
/// its label.
@MainActor final class CountingContainer: View {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        subviews.first?.frame = bounds.insetBy(dx: 4, dy: 4)
    }
}

/// UIKit lays out a view added to a window in the window's next layout pass, and lays out the view it
/// was added to: `addSubview` marks both as needing layout.
@Suite @MainActor struct SubviewLayoutTests {
    @Test func aViewSizedBeforeJoiningTheWindowIsLaidOutInTheWindowsNextPass() {
        let driver = TestDriver(size: Size(400, 300))
        driver.window.layoutPass()                         // nothing is pending any more
        let cell = CountingContainer(frame: Rect(0, 0, 200, 44))
        let label = View()
        cell.addSubview(label)                            // laid out by the cell, which has no window yet
        driver.window.addSubview(cell)                    // as a data callback adds a cell later on
        driver.window.layoutPass()
        #expect(cell.layouts == 1)
        #expect(label.frame == Rect(4, 4, 192, 36))
    }

    @Test func addingASubviewLaysOutTheViewItWasAddedTo() {
        let driver = TestDriver(size: Size(400, 300))
        let container = CountingContainer(frame: Rect(0, 0, 200, 100))
        driver.window.addSubview(container)
        driver.window.layoutPass()
        #expect(container.layouts == 1)
        container.addSubview(View())
        driver.window.layoutPass()
        #expect(container.layouts == 2)
        #expect(container.subviews[0].frame == Rect(4, 4, 192, 92))
        container.addSubview(container.subviews[0])       // moving a subview within its superview: no layout
        driver.window.layoutPass()
        #expect(container.layouts == 2)
    }
}
