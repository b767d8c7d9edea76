import Testing
import Faceplate
import FaceplateWidgets

/// A tile that shows a text: what an item is, for the tests to read.
final class TextTile: CollectionViewCell {
    let label = Label()
    required init(frame: Rect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// Sections of numbered items shown as ``TextTile``s.
@MainActor final class NumberedItems: CollectionViewDataSource {
    var sections: [[Int]]
    /// What the data source reports, when a test wants it to disagree with the items.
    var countOverride: Int?
    init(_ sections: [[Int]]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { countOverride ?? sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TextTile
        let list = sections[indexPath.section]
        let item = indexPath.item < list.count ? list[indexPath.item] : 999
        cell.label.text = "\(item)"
        cell.backgroundColor = ColouredRows.colour(item)
        return cell
    }
}

/// Items change with animation: inserted ones fade in, deleted ones fade out, the others slide, and
/// kept items keep their cells — through performBatchUpdates and through the diffable data source.
@Suite @MainActor struct CollectionViewUpdateTests {
    let driver = TestDriver(size: Size(400, 300))
    let layout = CollectionViewFlowLayout()
    let grid: CollectionView

    let buffer = PixelBuffer(width: 400, height: 300, format: .xrgb8888)
    let compositor: Compositor

    init() {
        layout.itemSize = Size(width: 90, height: 90)
        grid = CollectionView(frame: Rect(0, 0, 400, 300), collectionViewLayout: layout)
        grid.register(TextTile.self, forCellWithReuseIdentifier: "tile")
        driver.window.addSubview(grid)
        compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 300))
    }

    /// The colour drawn at (`x`, `y`) after a render.
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        compositor.render(into: buffer, age: 0)
        return buffer.pixel(x: x, y: y) & 0xFF_FFFF
    }

    func texts() -> [String] { grid.indexPathsForVisibleItems.sorted().map { (grid.cellForItem(at: $0) as! TextTile).label.text ?? "" } }
    func cell(_ item: Int, _ section: Int = 0) -> CollectionViewCell? { grid.cellForItem(at: IndexPath(item: item, section: section)) }
    /// Runs frames until the animations end; returns how many it took.
    @discardableResult func finishAnimations() -> Int {
        var n = 0
        while driver.application.animator.isRunning && n < 200 { driver.frame { _ in }; n += 1 }
        return n
    }

    @Test func aBatchDeletesInsertsAndMovesWithKeptItemsSlidingInTheirOwnCells() {
        let items = NumberedItems([Array(0..<10)])
        grid.dataSource = items
        driver.window.layoutPass()
        let cellOf0 = cell(0)!, cellOf1 = cell(1)!, cellOf2 = cell(2)!, cellOf5 = cell(5)!
        var done: Bool?
        // [0 1 2 3 4 5 …] → [50 0 5 3 4 2 …]: delete 1 (before), insert 0 (after), move 5 ↔ 2.
        items.sections[0] = [50, 0, 5, 3, 4, 2, 6, 7, 8, 9]
        grid.performBatchUpdates({
            grid.insertItems(at: [IndexPath(item: 0, section: 0)])
            grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
            grid.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 2, section: 0))
            grid.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 5, section: 0))
        }, completion: { done = $0 })
        #expect(texts() == ["50", "0", "5", "3", "4", "2", "6", "7", "8", "9"])
        #expect(cell(1) === cellOf0 && cell(2) === cellOf5 && cell(5) === cellOf2)
        #expect(abs(cellOf0.frame.minX - layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minX) < 1e-9)   // the model: at once
        #expect(grid.visibleCells.allSatisfy { $0 !== cellOf1 })
        // The screen: the new item fades in where item 0 was; item 0 slides a column right, over the
        // gap between the columns (x 90…103); the deleted item fades out before it is pooled.
        let background = grid.backgroundColor!.rgb, colourOf0 = ColouredRows.colour(0).rgb, colourOf50 = ColouredRows.colour(50).rgb
        #expect(pixel(96, 10) == background)
        driver.frame { _ in }
        driver.advance(by: CollectionView.itemAnimationDuration / 2)
        #expect(pixel(96, 10) == colourOf0)                           // item 0 on its way
        #expect(pixel(20, 10) != colourOf50 && pixel(20, 10) != background)   // item 50 half faded in
        #expect(done == nil)                                          // not before the items are in place
        #expect(!cellOf1.isHidden)                                    // the deleted item's cell is still fading
        let frames = finishAnimations()
        #expect(frames > 0 && frames < 30)
        #expect(done == true)
        #expect(cellOf1.isHidden)                                     // …and was pooled when it ended
        #expect(pixel(96, 10) == background)
        #expect(pixel(20, 10) == colourOf50)
        #expect(pixel(120, 10) == colourOf0)
        #expect(driver.application.diagnostics.overflowCount(.collectionView) == 0)
    }

    @Test func countsThatDoNotAddUpAreReportedAndReloadInstead() {
        let items = NumberedItems([Array(0..<10)])
        grid.dataSource = items
        driver.window.layoutPass()
        var done: Bool?
        items.sections[0].append(10)
        items.countOverride = 12
        grid.performBatchUpdates({ grid.insertItems(at: [IndexPath(item: 10, section: 0)]) }, completion: { done = $0 })
        #expect(done == false)
        #expect(driver.application.diagnostics.overflowCount(.collectionView) == 1)
        #expect(grid.numberOfItems(inSection: 0) == 12)
    }

    @Test func theSelectionFollowsItsItemThroughAnInsertion() {
        let items = NumberedItems([Array(0..<10)])
        grid.dataSource = items
        driver.window.layoutPass()
        grid.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        items.sections[0].insert(99, at: 0)
        grid.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(cell(4)?.isSelected == true)
        finishAnimations()
    }

    // MARK: The diffable data source

    func snapshot(_ sections: [(String, [Int])]) -> DiffableDataSourceSnapshot<String, Int> {
        var s = DiffableDataSourceSnapshot<String, Int>()
        for (id, items) in sections {
            s.appendSections([id])
            s.appendItems(items, toSection: id)
        }
        return s
    }

    func makeSource() -> CollectionViewDiffableDataSource<String, Int> {
        CollectionViewDiffableDataSource<String, Int>(collectionView: grid) { grid, path, item in
            let cell = grid.dequeueReusableCell(withReuseIdentifier: "tile", for: path) as? TextTile
            cell?.label.text = "\(item)"
            return cell
        }
    }

    @Test func applyingASnapshotAnimatesTheDifferenceAndMovedItemsKeepTheirCells() {
        let source = makeSource()
        #expect(grid.dataSource === source)
        source.apply(snapshot([("a", [1, 2, 3, 4, 5]), ("b", [6, 7])]), animatingDifferences: false)
        driver.window.layoutPass()
        #expect(texts() == ["1", "2", "3", "4", "5", "6", "7"])
        let cellOf5 = cell(4), cellOf2 = cell(1)
        var done = false
        source.apply(snapshot([("a", [5, 1, 3, 8]), ("b", [6, 2, 7])]), completion: { done = true })
        #expect(texts() == ["5", "1", "3", "8", "6", "2", "7"])
        #expect(cell(0) === cellOf5)                                  // moved, not remade
        #expect(cell(1, 1) === cellOf2)                               // across sections too
        #expect(source.itemIdentifier(for: IndexPath(item: 3, section: 0)) == 8)
        #expect(source.indexPath(for: 2) == IndexPath(item: 1, section: 1))
        #expect(driver.application.animator.isRunning)
        #expect(!done)
        finishAnimations()
        #expect(done)
        #expect(driver.application.diagnostics.overflowCount(.collectionView) == 0)
        // Without animation the change is in place at once.
        source.apply(snapshot([("b", [7, 6])]), animatingDifferences: false)
        #expect(texts() == ["7", "6"])
        #expect(!driver.application.animator.isRunning)
    }

    @Test func reloadedItemsGetNewCellsAndReconfiguredOnesKeepTheirs() {
        let source = makeSource()
        source.apply(snapshot([("a", [1, 2, 3])]))
        driver.window.layoutPass()
        let cellOf2 = cell(1), cellOf3 = cell(2)
        var s = source.snapshot()
        s.reconfigureItems([3])
        source.apply(s, animatingDifferences: false)
        #expect(cell(2) === cellOf3)
        s = source.snapshot()
        s.reloadItems([2])
        source.apply(s)
        #expect(cell(1) !== cellOf2)
        #expect(texts() == ["1", "2", "3"])
        finishAnimations()
    }
}
