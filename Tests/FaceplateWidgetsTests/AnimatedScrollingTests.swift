import Testing
import Faceplate
import FaceplateWidgets
import FaceplateGraphics

/// `setContentOffset(_:animated:)`, `scrollToRow(…animated:)` and the cells' `animated:` looks: the
/// model changes at once where UIKit's does, the screen glides there on the clock's frames.
@Suite @MainActor struct AnimatedScrollingTests {
    let driver = makeDriver(width: 400, height: 300)
    let scroll = ScrollView(frame: Rect(0, 0, 400, 300))
    let log = ScrollLog()
    let button = Button(title: "Row 1", frame: Rect(20, 100, 200, 60))

    init() {
        scroll.contentSize = Size(400, 1200)
        scroll.delegate = log
        scroll.addSubview(button)
        driver.window.addSubview(scroll)
    }

    // MARK: Scroll view

    @Test func anAnimatedOffsetGlidesThereAndTellsTheDelegateAtTheEnd() {
        scroll.setContentOffset(Point(x: 0, y: 600), animated: true)
        #expect(scroll.contentOffset == .zero)                       // it starts at the next frame
        #expect(driver.application.animator.isRunning)
        driver.advance(by: 0)
        driver.advance(by: ScrollView.scrollAnimationDuration / 2)  // half the time: half the way (ease in-out)
        #expect(abs(scroll.contentOffset.y - 300) < 1)
        #expect(log.calls.isEmpty)
        var frames = 0
        while driver.application.animator.isRunning && frames < 60 { driver.advance(by: 1.0 / 60); frames += 1 }
        #expect(scroll.contentOffset == Point(x: 0, y: 600))
        #expect(log.scrolls >= 9, "the delegate hears every frame")
        #expect(log.calls == ["didEndScrollingAnimation"])
    }

    @Test func withoutAnimationTheOffsetJumps() {
        scroll.setContentOffset(Point(x: 0, y: 600), animated: false)
        #expect(scroll.contentOffset == Point(x: 0, y: 600))
        #expect(!driver.application.animator.isRunning)
        driver.advance(by: 1)
        #expect(log.calls.isEmpty)
    }

    @Test func aFingerStopsTheGlideAndDoesNotTapTheContent() {
        scroll.setContentOffset(Point(x: 0, y: 600), animated: true)
        driver.advance(by: 0); driver.advance(by: 0.1)
        button.frame = Rect(x: 20, y: 0, width: 200, height: 1200)     // under the finger wherever it lands
        let events = ControlEventLog(button, ControlEventLog.touches)
        driver.touchDown(at: Point(x: 100, y: 150))
        #expect(!driver.application.animator.isRunning)
        let caught = scroll.contentOffset
        #expect(caught.y > 0 && caught.y < 600)
        driver.touchUp()
        driver.advance(by: 1)
        #expect(scroll.contentOffset == caught)
        #expect(events.events.isEmpty)
        #expect(log.calls.isEmpty)
    }

    @Test func aNewOffsetTakesOverFromWhereTheContentIs() {
        scroll.setContentOffset(Point(x: 0, y: 600), animated: true)
        driver.advance(by: 0); driver.advance(by: 0.1)
        let mid = scroll.contentOffset.y
        scroll.setContentOffset(Point(x: 0, y: 100), animated: true)
        driver.advance(by: 0)
        #expect(scroll.contentOffset.y == mid)                       // no jump
        driver.advance(by: 1)
        #expect(scroll.contentOffset == Point(x: 0, y: 100))
        #expect(log.calls == ["didEndScrollingAnimation"])
        // A jump stops a glide where it is.
        scroll.setContentOffset(Point(x: 0, y: 900), animated: true)
        driver.advance(by: 0); driver.advance(by: 0.1)
        scroll.setContentOffset(Point(x: 0, y: 50))
        driver.advance(by: 1)
        #expect(scroll.contentOffset == Point(x: 0, y: 50))
        #expect(log.calls == ["didEndScrollingAnimation"])
    }

    @Test func aScrollViewInNoWindowJumps() {
        let lone = ScrollView(frame: Rect(0, 0, 100, 100))
        lone.contentSize = Size(100, 1000)
        lone.setContentOffset(Point(x: 0, y: 500), animated: true)
        #expect(lone.contentOffset == Point(x: 0, y: 500))
    }

    // MARK: Table view

    func makeTable() -> (TableView, TableLog) {
        scroll.removeFromSuperview()
        let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let rows = TableLog(rows: 100)
        table.dataSource = rows
        table.delegate = rows
        driver.window.addSubview(table)
        driver.window.layoutPass()
        return (table, rows)
    }

    @Test func scrollToRowAnimatedGlides() {
        let (table, _) = makeTable()
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        #expect(table.contentOffset == .zero)
        driver.advance(by: 0); driver.advance(by: ScrollView.scrollAnimationDuration / 2)
        #expect(abs(table.contentOffset.y - 44 * 25) < 1)
        driver.advance(by: 1)
        #expect(table.contentOffset == Point(x: 0, y: 44 * 50))
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
        table.selectRow(at: IndexPath(row: 10, section: 0), animated: true, scrollPosition: .top)
        #expect(table.contentOffset == Point(x: 0, y: 44 * 50))      // the selection's scroll glides too
        driver.advance(by: 0); driver.advance(by: 1)
        #expect(table.contentOffset == Point(x: 0, y: 44 * 10))
    }

    // MARK: Cells

    /// The red channel of the row's background, right of its text.
    func shade(_ table: TableView, row: Int) -> UInt32 {
        let y = Int(table.rectForRow(at: IndexPath(row: row, section: 0)).midY - table.contentOffset.y)
        return (render(driver).pixel(x: 350, y: y) >> 16) & 0xFF
    }

    @Test func anAnimatedDeselectFadesTheSelectedLookAway() {
        let (table, _) = makeTable()
        let white = shade(table, row: 1)
        driver.tap(at: Point(x: 350, y: 44 + 22))                    // a tap selects at once
        let grey = shade(table, row: 1)
        #expect(grey < white)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)   // the model: at once
        #expect(shade(table, row: 1) == grey)
        driver.advance(by: 0); driver.advance(by: TableViewCell.selectionFadeDuration / 2)
        let mid = shade(table, row: 1)
        #expect(grey < mid && mid < white)
        driver.advance(by: TableViewCell.selectionFadeDuration / 2)
        #expect(shade(table, row: 1) == white)
        #expect(!driver.application.animator.isRunning)
        // Without animation it goes at once.
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(shade(table, row: 1) == grey)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(shade(table, row: 1) == white)
        #expect(!driver.application.animator.isRunning)
    }

    @Test func anAnimatedHighlightFadesInAndOut() {
        let (table, _) = makeTable()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let white = shade(table, row: 2)
        cell.setHighlighted(true, animated: true)
        #expect(cell.isHighlighted)
        driver.advance(by: 0); driver.advance(by: TableViewCell.selectionFadeDuration / 2)
        let mid = shade(table, row: 2)
        driver.advance(by: 1)
        let grey = shade(table, row: 2)
        #expect(grey < mid && mid < white)
        cell.setHighlighted(false, animated: true)
        driver.advance(by: 0); driver.advance(by: TableViewCell.selectionFadeDuration / 2)
        #expect(shade(table, row: 2) > grey && shade(table, row: 2) < white)
        cell.prepareForReuse()                                       // no animation: the fade stops
        #expect(shade(table, row: 2) == white)
        #expect(!driver.application.animator.isRunning)
    }
}
