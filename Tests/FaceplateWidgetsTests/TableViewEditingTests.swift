import Testing
import Faceplate
import FaceplateGraphics
import FaceplateTestSupport
import FaceplateWidgets

/// Rows that can be deleted, inserted and moved while editing, logging what the table asks of them.
@MainActor final class EditingRows: TableViewDataSource, TableViewDelegate {
    var rows = (0..<20).map { "Row \($0)" }
    var log: [String] = []
    /// The furthest row a move may drop at, when set (the delegate's proposal rule).
    var furthestTarget: Int?
    var styles: [Int: TableViewCell.EditingStyle] = [:]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(indexPath.row)")
        switch editingStyle {
        case .delete:
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            rows.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .fade)
        case .none:
            break
        }
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row)→\(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard let furthestTarget, proposedDestinationIndexPath.row > furthestTarget else { return proposedDestinationIndexPath }
        return IndexPath(row: furthestTarget, section: proposedDestinationIndexPath.section)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
}

/// Editing mode as UIKit's table has it, driven by real touches: the minus and its Delete button, the
/// plus, the reorder drag, selection while editing, and the edit button item.
@Suite @MainActor struct TableViewEditingTests {
    let driver = makeDriver(width: 400, height: 300)
    let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)
    let rows = EditingRows()

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        driver.window.addSubview(table)
        table.dataSource = rows
        table.delegate = rows
        driver.window.layoutPass()
    }

    func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
    func settle() { var n = 0; while driver.application.animator.isRunning && n < 200 { driver.frame { _ in }; n += 1 } }
    func y(_ row: Int) -> Double { Double(row) * 44 + 22 }
    /// The row showing `text` on screen, by where its cell is.
    func shownRow(of text: String) -> Int? {
        table.visibleCells.first { $0.textLabel?.text == text }.map { Int(($0.frame.minY / 44).rounded()) }
    }

    @Test func editingShowsTheControlsAndIndentsTheContent() {
        #expect(cell(0)?.contentView.frame.minX == 0)
        table.setEditing(true, animated: true)
        settle()
        #expect(table.isEditing && cell(0)?.isEditing == true)
        #expect(cell(0)?.editingStyle == .delete && cell(0)?.showsReorderControl == true)
        #expect(cell(0)?.contentView.frame.minX == 38)             // the editing control's room
        #expect(abs((cell(0)?.contentView.frame.maxX ?? 0) - (400 - 44)) < 0.5)   // the reorder control's
        table.isEditing = false
        #expect(cell(0)?.isEditing == false)
        settle()
        driver.window.layoutPass()
        #expect(cell(0)?.contentView.frame.minX == 0)
    }

    @Test func theMinusRevealsDeleteWhoseTapCommitsTheDeletionAndTheRowAnimatesAway() {
        table.isEditing = true
        driver.tap(at: Point(x: 20, y: y(2)))
        settle()
        #expect(rows.log.isEmpty)                                   // the minus only reveals the button
        #expect((cell(2)?.frame.minX ?? 0) < -60)                   // the row slid over its Delete button
        driver.tap(at: Point(x: 390, y: y(2)))
        #expect(rows.log == ["commit delete 2"])
        #expect(driver.application.animator.isRunning)              // the row goes with an animation
        settle()
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(cell(2)?.textLabel?.text == "Row 3" && cell(2)?.frame.minX == 0)
    }

    @Test func aTapBesideTheOpenDeleteClosesItAndThePlusCommitsAnInsertion() {
        table.isEditing = true
        driver.tap(at: Point(x: 20, y: y(1)))
        settle()
        driver.tap(at: Point(x: 200, y: y(4)))
        settle()
        #expect(cell(1)?.frame.minX == 0 && rows.log.isEmpty)
        rows.styles[3] = .insert
        table.isEditing = false
        table.isEditing = true
        #expect(cell(3)?.editingStyle == .insert)
        driver.tap(at: Point(x: 20, y: y(3)))
        settle()
        #expect(rows.log == ["commit insert 3"])
        #expect(cell(3)?.textLabel?.text == "New")
    }

    @Test func draggingTheReorderControlMovesTheRowLiveAndTheDropCallsMoveRowAt() {
        table.isEditing = true
        driver.touchDown(at: Point(x: 380, y: y(2)))
        driver.move(to: Point(x: 380, y: y(5)), steps: 8)
        settle()
        // Mid-drag: the dragged row under the finger, rows 3…5 moved up into its gap.
        #expect(shownRow(of: "Row 2") == 5)
        #expect(shownRow(of: "Row 3") == 2 && shownRow(of: "Row 5") == 4 && shownRow(of: "Row 6") == 6)
        #expect(table.contentOffset.y == 0)                         // the table did not scroll
        #expect(rows.log.isEmpty)
        driver.touchUp()
        settle()
        #expect(rows.log == ["move 2→5"])
        #expect(cell(5)?.textLabel?.text == "Row 2" && cell(2)?.textLabel?.text == "Row 3")
        #expect(shownRow(of: "Row 2") == 5 && shownRow(of: "Row 4") == 3)
        // Dragged back up past row 0's middle.
        driver.drag(from: Point(x: 380, y: y(5)), to: Point(x: 380, y: 10), steps: 8)
        settle()
        #expect(rows.log == ["move 2→5", "move 5→0"])
        #expect(cell(0)?.textLabel?.text == "Row 2")
    }

    @Test func theDelegatesTargetIsHonoured() {
        rows.furthestTarget = 3
        table.isEditing = true
        driver.drag(from: Point(x: 380, y: y(1)), to: Point(x: 380, y: y(6)), steps: 8)
        settle()
        #expect(rows.log == ["move 1→3"])
        #expect(cell(3)?.textLabel?.text == "Row 1")
    }

    @Test func aDragOutsideTheReorderControlScrollsAndNothingMovesOutsideEditing() {
        table.isEditing = true
        driver.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), steps: 8)
        settle()
        #expect(table.contentOffset.y > 100 && rows.log.isEmpty)
        table.contentOffset = .zero
        table.isEditing = false
        driver.drag(from: Point(x: 380, y: y(1)), to: Point(x: 380, y: y(4)), steps: 8)
        settle()
        #expect(rows.log.isEmpty)
    }

    @Test func selectionWhileEditingFollowsAllowsSelectionDuringEditing() {
        table.isEditing = true
        driver.tap(at: Point(x: 200, y: y(4)))
        #expect(rows.log.isEmpty && table.indexPathForSelectedRow == nil)       // off by default
        table.allowsSelectionDuringEditing = true
        driver.tap(at: Point(x: 200, y: y(4)))
        #expect(rows.log == ["select 4"])
        driver.tap(at: Point(x: 200, y: y(6)))                      // row 6 is the last fully on screen
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 6, section: 0)])
        table.allowsMultipleSelectionDuringEditing = true
        driver.tap(at: Point(x: 200, y: y(5)))
        #expect(table.indexPathsForSelectedRows?.count == 2)
        table.isEditing = false
        table.allowsSelection = false
        driver.tap(at: Point(x: 200, y: y(1)))
        #expect(rows.log == ["select 4", "select 6", "select 5"])
    }

    @Test func multipleSelectionWhileEditingShowsSelectionCirclesInsteadOfEditingStyles() {
        rows.styles[1] = .insert
        table.allowsMultipleSelectionDuringEditing = true
        table.isEditing = true
        driver.window.layoutPass()
        #expect(cell(1)?.editingStyle == TableViewCell.EditingStyle.none)    // the delegate's style is not used
        #expect(cell(1)?.contentView.frame.minX == 38)                       // the circle's room
        driver.tap(at: Point(x: 200, y: y(1)))
        driver.tap(at: Point(x: 20, y: y(3)))                               // on the circle: selects, no commit
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        #expect(rows.log == ["select 1", "select 3"])
        let image = render(driver)
        /// Whether the row's circle is filled in the tint colour (blue), as a selected row's is.
        func ticked(_ row: Int) -> Bool {
            let p = image.pixel(x: 13, y: Int(y(row)))
            return p & 0xFF > 0xC0 && (p >> 16) & 0xFF < 0x60
        }
        #expect(ticked(1) && ticked(3) && !ticked(2))
        table.allowsMultipleSelectionDuringEditing = false
        #expect(cell(1)?.editingStyle == .insert && cell(2)?.editingStyle == .delete)
    }

    @Test func swipeToDeleteIsOffWhileEditing() {
        final class Swiping: TableViewDelegate {
            var asked = 0
            func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
                asked += 1
                return SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
            }
        }
        let swiping = Swiping()
        table.delegate = swiping
        driver.window.layoutPass()
        table.isEditing = true
        driver.drag(from: Point(x: 300, y: y(2)), to: Point(x: 200, y: y(2)), steps: 8)
        settle()
        #expect(swiping.asked == 0 && cell(2)?.frame.minX == 0)
        table.isEditing = false
        driver.drag(from: Point(x: 300, y: y(2)), to: Point(x: 200, y: y(2)), steps: 8)
        settle()
        #expect(swiping.asked == 1 && (cell(2)?.frame.minX ?? 0) < 0)
    }
}

/// The edit button item and a table view controller's editing.
@Suite @MainActor struct TableViewControllerEditingTests {
    final class Programs: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    }

    @Test func theEditButtonTogglesEditingAndTheControllerPutsItsTableInIt() throws {
        let driver = makeDriver(width: 400, height: 300)
        let programs = Programs()
        let nav = NavigationController(rootViewController: programs)
        programs.editButtonItem.accessibilityIdentifier = "edit"
        programs.navigationItem.rightBarButtonItem = programs.editButtonItem
        driver.window.rootViewController = nav
        driver.window.layoutIfNeeded()
        #expect(programs.editButtonItem.title == "Edit" && programs.editButtonItem.style == .plain)
        driver.tap(try #require(driver.view(withIdentifier: "edit")))
        #expect(programs.isEditing && programs.tableView.isEditing)
        #expect(programs.editButtonItem.title == "Done" && programs.editButtonItem.style == .done)
        driver.window.layoutIfNeeded()
        driver.tap(try #require(driver.view(withIdentifier: "edit")))
        #expect(!programs.isEditing && !programs.tableView.isEditing)
        #expect(programs.editButtonItem.title == "Edit")
        programs.setEditing(true, animated: false)
        #expect(programs.tableView.isEditing && programs.editButtonItem.title == "Done")
    }
}

/// An editing table as iOS draws it, pinned as a golden (Tests/Goldens/table-editing.png, looked at
/// when recorded): minus and plus discs, indented content, reorder grips, an editing accessory, and one
/// row's Delete button revealed by its minus (the swipe's slide, which in an inset-grouped table
/// runs past the section's leading edge as a swiped row does).
@Suite @MainActor struct TableViewEditingGoldenTests {
    @Test func editingTable() {
        let driver = makeDriver(width: 400, height: 300)
        let table = TableView(frame: driver.window.bounds, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let rows = EditingRows()
        rows.rows = ["Morning", "Leave home", "Back home", "Night", "Holiday"]
        rows.styles[4] = .insert
        table.dataSource = rows
        table.delegate = rows
        driver.window.addSubview(table)
        driver.window.layoutPass()
        table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingAccessoryType = .disclosureIndicator
        table.setEditing(true, animated: false)
        driver.window.layoutPass()
        let minus = table.rectForRow(at: IndexPath(row: 2, section: 0))
        driver.tap(at: Point(x: minus.minX + 20, y: minus.midY))
        var n = 0
        while driver.application.animator.isRunning && n < 100 { driver.frame { _ in }; n += 1 }
        assertMatchesGolden(render(driver), named: "table-editing")
    }
}
