import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct DiffableDataSourceSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    @Test func sectionsAndItemsAreAddedFoundMovedAndDeletedByIdentifier() {
        var s = Snapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5])                                    // to the last section
        s.insertItems([9], beforeItem: 2)
        s.insertItems([8], afterItem: 5)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 9, 2, 3])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5, 8])
        #expect(s.numberOfItems == 7 && s.numberOfSections == 2)
        #expect(s.indexOfItem(4) == 4)
        #expect(s.sectionIdentifier(containingItem: 8) == "b")
        s.moveItem(1, afterItem: 4)
        #expect(s.itemIdentifiers == [9, 2, 3, 4, 1, 5, 8])
        #expect(s.sectionIdentifier(containingItem: 1) == "b")
        s.deleteItems([2, 8])
        s.insertSections(["c"], beforeSection: "a")
        s.moveSection("b", beforeSection: "c")
        #expect(s.sectionIdentifiers == ["b", "c", "a"])
        #expect(s.indexOfItem(9) == 3)
        s.deleteSections(["b"])
        #expect(s.itemIdentifiers == [9, 3])
        #expect(s.sectionIdentifier(containingItem: 4) == nil)
        s.reloadItems([3])
        s.reconfigureItems([9])
        #expect(s.reloadedItemIdentifiers == [3] && s.reconfiguredItemIdentifiers == [9])
    }

    @Test func aBadCallLeavesTheSnapshotAsItWasInsteadOfTrapping() {
        var s = Snapshot()
        s.appendItems([1])                                       // no section yet
        s.appendSections(["a"])
        s.appendItems([1, 1, 2])                                 // 1 twice
        s.appendSections(["a"])
        s.deleteItems([7])
        s.moveItem(1, beforeItem: 7)
        s.insertItems([3], afterItem: 7)
        #expect(s.sectionIdentifiers == ["a"])
        #expect(s.itemIdentifiers == [1, 2])
    }
}

@Suite @MainActor struct TableViewDiffableDataSourceTests {
    let driver = TestDriver(size: Size(400, 300))
    let table = TableView(frame: Rect(0, 0, 400, 600), style: .plain)
    let source: TableViewDiffableDataSource<String, Int>

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        driver.window.addSubview(table)
        source = TableViewDiffableDataSource<String, Int>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = "\(item)"
            return cell
        }
    }

    func texts() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
    func finish() { var n = 0; while driver.application.animator.isRunning && n < 200 { driver.frame { _ in }; n += 1 } }
    func snapshot(_ sections: [(String, [Int])]) -> DiffableDataSourceSnapshot<String, Int> {
        var s = DiffableDataSourceSnapshot<String, Int>()
        for (id, items) in sections { s.appendSections([id]); s.appendItems(items, toSection: id) }
        return s
    }

    @Test func makingItSetsTheTablesDataSourceAndTheFirstSnapshotLoads() {
        #expect(table.dataSource === source)
        source.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
        driver.window.layoutPass()
        #expect(texts() == ["1", "2", "3"])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 2)
        #expect(source.indexPath(for: 3) == IndexPath(row: 2, section: 0))
        #expect(source.sectionIdentifier(for: 0) == "a" && source.index(for: "a") == 0)
    }

    @Test func applyingAnimatesOnlyTheDifferenceAndMovedItemsKeepTheirCells() {
        source.apply(snapshot([("a", [1, 2, 3, 4, 5]), ("b", [6, 7])]))
        driver.window.layoutPass()
        let cellOf5 = table.cellForRow(at: IndexPath(row: 4, section: 0))
        let cellOf2 = table.cellForRow(at: IndexPath(row: 1, section: 0))
        var done = false
        source.apply(snapshot([("a", [5, 1, 3, 8]), ("b", [6, 2, 7])]), completion: { done = true })
        #expect(texts() == ["5", "1", "3", "8", "6", "2", "7"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOf5)   // moved, not remade
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellOf2)   // across sections too
        #expect(driver.application.animator.isRunning)
        #expect(!done)
        finish()
        #expect(done)
        #expect(driver.application.diagnostics.overflowCount(.tableView) == 0)
    }

    @Test func reloadedItemsGetNewCellsAndReconfiguredOnesKeepTheirs() {
        source.apply(snapshot([("a", [1, 2, 3])]))
        driver.window.layoutPass()
        let cellOf2 = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let cellOf3 = table.cellForRow(at: IndexPath(row: 2, section: 0))
        var s = source.snapshot()
        s.reconfigureItems([3])
        source.apply(s, animatingDifferences: false)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOf3)
        s = source.snapshot()
        s.reloadItems([2])
        source.apply(s)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) !== cellOf2)
        #expect(texts() == ["1", "2", "3"])
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    /// Random edits of a two-to-four-section list: every apply must add up (no inconsistency reported)
    /// and leave the table showing exactly the new snapshot.
    @Test func randomSnapshotsAlwaysAddUp() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var nextItem = 100
        var sections: [(String, [Int])] = [("s0", [1, 2, 3]), ("s1", [4, 5]), ("s2", [6, 7, 8, 9])]
        source.apply(snapshot(sections))
        driver.window.layoutPass()
        for round in 0..<60 {
            // Edit: delete, insert, move items; now and then add, drop or reorder a section.
            for _ in 0..<(1 + next(4)) {
                let s = next(sections.count)
                switch next(4) {
                case 0 where !sections[s].1.isEmpty: sections[s].1.remove(at: next(sections[s].1.count))
                case 1: sections[s].1.insert(nextItem, at: next(sections[s].1.count + 1)); nextItem += 1
                case 2 where !sections[s].1.isEmpty:
                    let item = sections[s].1.remove(at: next(sections[s].1.count))
                    let t = next(sections.count)
                    sections[t].1.insert(item, at: next(sections[t].1.count + 1))
                default: break
                }
            }
            if round % 7 == 3 && sections.count < 4 { sections.insert(("n\(round)", [nextItem]), at: next(sections.count + 1)); nextItem += 1 }
            if round % 11 == 5 && sections.count > 2 { sections.remove(at: next(sections.count)) }
            if round % 13 == 6 { sections.swapAt(0, sections.count - 1) }
            source.apply(snapshot(sections), animatingDifferences: round % 2 == 0)
            let shown = texts()
            let expected = sections.flatMap(\.1).prefix(shown.count).map { "\($0)" }
            #expect(shown == Array(expected), "round \(round)")
            #expect(table.numberOfSections == sections.count)
            finish()
        }
        #expect(driver.application.diagnostics.overflowCount(.tableView) == 0)
    }
}
