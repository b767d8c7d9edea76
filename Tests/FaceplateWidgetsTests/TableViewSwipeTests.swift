import Testing
import Faceplate
import FaceplateWidgets

/// Rows with a trailing Delete (and, when asked, a leading Flag) that log what happens.
@MainActor final class SwipeRows: TableViewDataSource, TableViewDelegate {
    var rows = (0..<30).map { "Row \($0)" }
    var log: [String] = []
    var leading = false
    var fullSwipe = true
    /// Rows that offer no actions.
    var plain: Set<Int> = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard !plain.contains(indexPath.row) else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            self.log.append("delete \(indexPath.row)")
            self.rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let more = ContextualAction(style: .normal, title: "More") { [unowned self] _, _, done in
            self.log.append("more \(indexPath.row)")
            done(false)
        }
        let config = SwipeActionsConfiguration(actions: [delete, more])
        config.performsFirstActionWithFullSwipe = fullSwipe
        return config
    }
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard leading else { return nil }
        return SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            self.log.append("flag \(indexPath.row)")
            done(true)
        }])
    }
}

@Suite @MainActor struct TableViewSwipeTests {
    let driver = TestDriver(size: Size(400, 300))
    let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)
    let rows = SwipeRows()

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        driver.window.addSubview(table)
        table.dataSource = rows
        table.delegate = rows
        driver.window.layoutPass()
    }

    func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
    func settle() { var n = 0; while driver.application.animator.isRunning && n < 200 { driver.frame { _ in }; n += 1 } }
    /// A finger drags across row `row` by `dx` and lifts.
    func swipe(row: Int, by dx: Double, from x: Double = 300) {
        let y = Double(row) * 44 + 22
        driver.drag(from: Point(x: x, y: y), to: Point(x: x + dx, y: y), steps: 8)
        settle()
    }

    @Test func aSwipeAcrossARowRevealsItsActionsAndATapOnDeleteDeletesIt() {
        swipe(row: 2, by: -80)
        let open = cell(2)!.frame.minX
        #expect(open < -100)                                  // open by the two buttons' width
        #expect(table.contentOffset.y == 0)                   // the table did not scroll
        #expect(rows.log.isEmpty)
        // The outer (first) button is Delete, at the row's trailing edge.
        driver.tap(at: Point(x: 390, y: 2 * 44 + 22))
        settle()
        #expect(rows.log == ["delete 2"])
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(cell(2)?.textLabel?.text == "Row 3")
        #expect(cell(2)?.frame.minX == 0)
    }

    @Test func theSecondButtonRunsItsOwnActionAndTheRowCloses() {
        swipe(row: 1, by: -80)
        let c = cell(1)!
        // More sits inside Delete: just left of the Delete button.
        driver.tap(at: Point(x: 400 + c.frame.minX + 10, y: 44 + 22))
        settle()
        #expect(rows.log == ["more 1"])
        #expect(c.frame.minX == 0)
    }

    @Test func aFullSwipePerformsTheFirstActionAndCanBeTurnedOff() {
        swipe(row: 0, by: -300, from: 380)
        #expect(rows.log == ["delete 0"])
        #expect(cell(0)?.textLabel?.text == "Row 1")
        rows.fullSwipe = false
        swipe(row: 0, by: -300, from: 380)
        #expect(rows.log == ["delete 0"])                     // no second delete…
        #expect((cell(0)?.frame.minX ?? 0) < -100)           // …the row just opens
    }

    @Test func aSmallSwipeSnapsBackAndAVerticalDragScrollsInstead() {
        swipe(row: 1, by: -20)
        #expect(cell(1)?.frame.minX == 0)
        driver.drag(from: Point(x: 200, y: 250), to: Point(x: 210, y: 100), steps: 8)
        settle()
        #expect(table.contentOffset.y > 100)                 // the scroll view's pan took it
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    @Test func aTapElsewhereClosesTheOpenRowWithoutSelecting() {
        swipe(row: 3, by: -80)
        #expect(cell(3)!.frame.minX < 0)
        driver.tap(at: Point(x: 100, y: 22))
        settle()
        #expect(cell(3)?.frame.minX == 0)
        #expect(rows.log.isEmpty)                            // the tap only closed the row
        driver.tap(at: Point(x: 100, y: 22))
        #expect(rows.log == ["select 0"])                    // the next one selects
    }

    @Test func rowsWithoutActionsDoNotMoveAndLeadingActionsComeFromTheOtherSide() {
        rows.plain = [4]
        swipe(row: 4, by: -80)
        #expect(cell(4)?.frame.minX == 0)
        swipe(row: 5, by: 80, from: 100)                     // no leading actions: nothing
        #expect(cell(5)?.frame.minX == 0)
        rows.leading = true
        swipe(row: 5, by: 80, from: 100)
        #expect((cell(5)?.frame.minX ?? 0) > 50)
        driver.tap(at: Point(x: 10, y: 5 * 44 + 22))
        settle()
        #expect(rows.log == ["flag 5"])
        #expect(cell(5)?.frame.minX == 0)
    }
}

extension TableViewSwipeTests {
    @Test func anOpenRowScrolledAwayComesBackClosed() {
        swipe(row: 0, by: -80)
        #expect(cell(0)!.frame.minX < 0)
        table.contentOffset = Point(x: 0, y: 44 * 20)
        table.contentOffset = .zero
        #expect(cell(0)?.frame.minX == 0)
        driver.tap(at: Point(x: 100, y: 22))
        #expect(rows.log == ["select 0"])                    // nothing open any more: the tap selects
    }
}
