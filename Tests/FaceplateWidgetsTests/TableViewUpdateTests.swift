import Testing
import Faceplate
import FaceplateWidgets

/// A one-section data source of named rows, each cell filled with its own colour, so a pixel tells
/// which row is drawn where.
@MainActor final class ColouredRows: TableViewDataSource, TableViewDelegate {
    var sections: [[Int]]
    /// What the data source reports, when a test wants it to disagree with the rows.
    var countOverride: Int?
    init(_ sections: [[Int]]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { countOverride ?? sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let item = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = "Item \(item)"
        cell.backgroundColor = ColouredRows.colour(item)
        return cell
    }
    static func colour(_ item: Int) -> Color { Color(hex: UInt32(0x100000 * ((item % 15) + 1) + 0x40 * (item % 4))) }
}

@Suite @MainActor struct TableViewUpdateTests {
    let driver = TestDriver(size: Size(400, 300))
    let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)
    let buffer = PixelBuffer(width: 400, height: 300, format: .xrgb8888)
    let compositor: Compositor

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        driver.window.addSubview(table)
        compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 300))
    }

    func show(_ rows: ColouredRows) {
        table.dataSource = rows
        table.delegate = rows
        table.separatorStyle = .none
        driver.window.layoutPass()
        render()
    }

    func render() { compositor.render(into: buffer, age: 1) }
    /// The item drawn at `y` (a pixel near the row's leading edge, clear of its text), or nil.
    func item(atY y: Int, x: Int = 4) -> Int? {
        let p = buffer.pixel(x: x, y: y) & 0xFF_FFFF
        for i in 0..<60 where ColouredRows.colour(i).rgb == p { return i }
        return nil
    }
    func texts() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
    /// Runs frames until the animations end; returns how many it took.
    @discardableResult func finishAnimations() -> Int {
        var n = 0
        while driver.application.animator.isRunning && n < 200 { driver.frame { _ in }; render(); n += 1 }
        return n
    }

    // MARK: The model changes at once

    @Test func deletingARowShiftsTheRowsBelowAtOnceAndItsCellFadesBeforeItIsPooled() {
        let rows = ColouredRows([Array(0..<20)])
        show(rows)
        let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let third = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        rows.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        // The model: at once, as in UIKit.
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === third)     // the same cell, one row up
        #expect(third.frame.minY == 44)
        #expect(table.visibleCells.allSatisfy { $0 !== deleted })
        #expect(texts().prefix(3) == ["Item 0", "Item 2", "Item 3"])
        // The screen: the deleted row is still there, fading; the row below slides up over the frames.
        #expect(!deleted.isHidden && deleted.superview === table && deleted.alpha == 0)
        driver.frame { _ in }                      // starts the clock
        driver.advance(by: TableView.rowAnimationDuration / 2)
        render()
        #expect(item(atY: 44 + 44 + 10) == 2)      // item 2 is still below where it will be…
        #expect(item(atY: 44 + 10) != 2)           // …and not yet in its new place
        let frames = finishAnimations()
        #expect(frames > 0 && frames < 30)
        #expect(deleted.isHidden)                  // pooled once the fade ended
        #expect(item(atY: 44 + 10) == 2)
        #expect(item(atY: 88 + 10) == 3)
    }

    @Test func insertedRowsSlideInFromTheSideTheyAreGiven() {
        let rows = ColouredRows([Array(0..<20)])
        show(rows)
        rows.sections[0].insert(50, at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.textLabel?.text == "Item 50")
        #expect(cell.frame == Rect(x: 0, y: 0, width: 400, height: 44))
        driver.frame { _ in }
        driver.advance(by: TableView.rowAnimationDuration / 2)
        render()
        #expect(item(atY: 10, x: 4) == 50)          // the row's trailing part is in from the left…
        #expect(item(atY: 10, x: 396) != 50)        // …its leading edge not yet at the right
        finishAnimations()
        #expect(item(atY: 10, x: 396) == 50)
        #expect(item(atY: 54) == 0)
    }

    // MARK: Batches

    @Test func aBatchDeletesBeforeItInsertsWithIndicesBeforeAndAfter() {
        let rows = ColouredRows([Array(0..<10)])
        show(rows)
        let a = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let d = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        var done: Bool?
        // [0 1 2 3 …] → [50 0 1 3 …]: insert at 0 (after), delete row 2 (before), in either order.
        rows.sections[0].remove(at: 2)
        rows.sections[0].insert(50, at: 0)
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }, completion: { done = $0 })
        #expect(texts().prefix(5) == ["Item 50", "Item 0", "Item 1", "Item 3", "Item 4"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === a)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === d)
        #expect(done == nil)                       // not before the rows are in place
        finishAnimations()
        #expect(done == true)
        #expect(driver.application.diagnostics.overflowCount(.tableView) == 0)
    }

    @Test func aMovedRowKeepsItsCellAndTheSelectionFollowsItsRow() {
        let rows = ColouredRows([Array(0..<10)])
        show(rows)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        let moved = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        rows.sections[0].insert(rows.sections[0].remove(at: 1), at: 5)
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 5, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) === moved)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))   // item 4 moved up a row
        #expect(texts().prefix(6) == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 5", "Item 1"])
        finishAnimations()
        render()
        #expect(item(atY: 5 * 44 + 10) == 1)
    }

    @Test func sectionsInsertAndDeleteWithTheirRows() {
        let rows = ColouredRows([[0, 1], [2, 3], [4, 5]])
        show(rows)
        rows.sections.remove(at: 0)
        rows.sections.insert([7, 8, 9], at: 1)
        table.performBatchUpdates({
            table.deleteSections([0], with: .top)
            table.insertSections([1], with: .bottom)
        })
        #expect(table.numberOfSections == 3)
        #expect(texts() == ["Item 2", "Item 3", "Item 7", "Item 8", "Item 9", "Item 4", "Item 5"])
        finishAnimations()
        #expect(item(atY: 2 * 44 + 10) == 7)
    }

    @Test func reloadingARowAsksForANewCellAndReconfiguringKeepsItsPlace() {
        let rows = ColouredRows([Array(0..<10)])
        show(rows)
        rows.sections[0][2] = 42
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Item 42")
        rows.sections[0][3] = 43
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
        table.reconfigureRows(at: [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)   // reused in place
        #expect(cell?.textLabel?.text == "Item 43")
        finishAnimations()
        #expect(item(atY: 2 * 44 + 10) == 42)
    }

    // MARK: A data source that does not add up

    @Test func countsThatDoNotAddUpAreReportedInOneLineAndTheTableReloads() throws {
        let rows = ColouredRows([Array(0..<10)])
        show(rows)
        var lines: [String] = []
        driver.application.diagnostics.log = { lines.append($0) }
        var done: Bool?
        // The data source forgets to add the row it inserts (UIKit raises NSInternalInconsistencyException).
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                  completion: { done = $0 })
        #expect(done == false)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("invalid number of rows in section 0") == true)
        #expect(lines.first?.contains("(10)") == true && lines.first?.contains("1 inserted, 0 deleted") == true)
        #expect(!driver.application.animator.isRunning)
        #expect(texts().first == "Item 0")          // reloaded from the data source as it is
        // A row that is not there, and a section count that is off, are reported as well.
        table.deleteRows(at: [IndexPath(row: 30, section: 0)], with: .fade)
        rows.sections.append([1])
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        try #require(lines.count == 3)
        #expect(lines[1].contains("attempt to delete row 30"))
        #expect(lines[2].contains("invalid number of sections"))
        #expect(table.numberOfSections == 2)
    }

    @Test func changesBeforeTheFirstLoadOrOutsideAWindowApplyAtOnce() {
        let rows = ColouredRows([Array(0..<5)])
        table.dataSource = rows
        rows.sections[0].append(5)
        var done: Bool?
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade) }, completion: { done = $0 })
        #expect(done == true)
        #expect(table.numberOfRows(inSection: 0) == 6)
        table.removeFromSuperview()
        let last = table.cellForRow(at: IndexPath(row: 5, section: 0))
        rows.sections[0].remove(at: 5)
        table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        #expect(last?.isHidden == true)             // pooled at once: nothing animates outside a window
        #expect(table.numberOfRows(inSection: 0) == 5)
    }
}
