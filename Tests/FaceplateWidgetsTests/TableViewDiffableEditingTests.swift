import Testing
import Faceplate
import FaceplateTestSupport
import FaceplateWidgets

/// A diffable data source whose rows can be deleted and moved, as a UIKit subclass allows it.
@MainActor final class EditableItems: TableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var s = snapshot()
        s.deleteItems([item])
        apply(s)
    }
}

/// Editing a table fed by a diffable data source: nothing is editable until a subclass says so, and a
/// reorder drag leaves the data source's snapshot in the order the table shows.
@Suite @MainActor struct TableViewDiffableEditingTests {
    let driver = makeDriver(width: 400, height: 300)
    let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)
    let provider: TableViewDiffableDataSource<String, Int>.CellProvider = { table, path, item in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
        cell.textLabel?.text = "\(item)"
        return cell
    }
    var items: DiffableDataSourceSnapshot<String, Int> {
        var s = DiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5], toSection: "b")
        return s
    }

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        driver.window.addSubview(table)
    }

    func settle() { var n = 0; while driver.application.animator.isRunning && n < 200 { driver.frame { _ in }; n += 1 } }
    /// A point on the row at (`row`, `section`), `x` across.
    func point(_ row: Int, _ section: Int, x: Double) -> Point {
        Point(x: x, y: table.rectForRow(at: IndexPath(row: row, section: section)).midY)
    }
    func text(_ row: Int, _ section: Int) -> String? { table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text }

    @Test func thePlainDiffableDataSourceOffersNoEditing() {
        let source = TableViewDiffableDataSource<String, Int>(tableView: table, cellProvider: provider)
        source.apply(items, animatingDifferences: false)
        driver.window.layoutPass()
        table.isEditing = true
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.isEditing == true && cell?.editingStyle == TableViewCell.EditingStyle.none && cell?.showsReorderControl == false)
    }

    @Test func aReorderDragMovesTheItemInTheSnapshotAndTheMinusDeletesThroughCommit() {
        let source = EditableItems(tableView: table, cellProvider: provider)
        source.apply(items, animatingDifferences: false)
        driver.window.layoutPass()
        table.isEditing = true
        driver.drag(from: point(0, 0, x: 380), to: point(2, 0, x: 380), steps: 8)
        settle()
        #expect(source.snapshot().itemIdentifiers(inSection: "a") == [2, 3, 1])
        #expect(text(2, 0) == "1")
        driver.drag(from: point(0, 0, x: 380), to: point(1, 1, x: 380), steps: 8)    // into the other section
        settle()
        #expect(source.snapshot().itemIdentifiers(inSection: "a") == [3, 1])
        #expect(source.snapshot().itemIdentifiers(inSection: "b") == [4, 2, 5])
        #expect(text(1, 1) == "2")
        driver.tap(at: point(0, 0, x: 20))
        settle()
        driver.tap(at: point(0, 0, x: 390))
        settle()
        #expect(source.snapshot().itemIdentifiers == [1, 4, 2, 5])
        #expect(text(0, 0) == "1")
    }
}
