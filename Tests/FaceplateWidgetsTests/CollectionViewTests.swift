import Testing
import Faceplate
import FaceplateWidgets

/// A grid of 90-point tiles, four a row (100 points from row to row), in a 400 × 300 collection view.
@Suite @MainActor struct CollectionViewTests {
    let driver = TestDriver(size: Size(400, 300))
    let layout = CollectionViewFlowLayout()
    let grid: CollectionView

    init() {
        layout.itemSize = Size(width: 90, height: 90)
        grid = CollectionView(frame: Rect(0, 0, 400, 300), collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        driver.window.addSubview(grid)
    }

    func show(_ log: CollectionLog) {
        grid.dataSource = log
        grid.delegate = log
        driver.window.layoutPass()
        log.calls.removeAll()
    }

    /// The middle of item `item`'s tile on screen.
    func point(of item: Int) -> Point {
        let f = grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return Point(x: f.midX - grid.contentOffset.x, y: f.midY - grid.contentOffset.y)
    }

    // MARK: Reuse

    @Test func aFlingAcrossTenThousandItemsMakesNoMoreCellsThanFitOnScreenAndOneRow() {
        let log = CollectionLog([10_000])
        show(log)
        var mostVisible = grid.visibleCells.count
        var seen = Set<IndexPath>()
        for _ in 0..<20 {
            driver.touchDown(at: Point(x: 200, y: 280))
            driver.move(to: Point(x: 200, y: 20), steps: 2)
            driver.touchUp()
            for _ in 0..<90 {
                driver.advance(by: 1.0 / 60)
                mostVisible = max(mostVisible, grid.visibleCells.count)
                for p in grid.indexPathsForVisibleItems { seen.insert(p) }
            }
        }
        grid.scrollToItem(at: IndexPath(item: 9_999, section: 0), at: .bottom, animated: false)
        #expect(grid.indexPathsForVisibleItems.contains(IndexPath(item: 9_999, section: 0)))
        #expect(seen.count > 1_000)                              // the flings really crossed many items
        // Three rows fit in 300 points; a scroll shows a fourth in part: 16 cells, and no more are made.
        #expect(mostVisible == 16)
        #expect(log.cells.count <= (3 + 1) * 4)
        #expect(grid.visibleCells.allSatisfy { !$0.isHidden && $0.superview === grid })
        grid.reloadData()                                          // a reload reuses the same cells
        grid.contentOffset = .zero
        #expect(grid.visibleCells.count == 12)
        #expect(log.cells.count <= (3 + 1) * 4)
    }

    @Test func cellsAreReusedThroughPrepareForReuse() {
        final class Tile: CollectionViewCell {
            var prepared = 0
            override func prepareForReuse() { super.prepareForReuse(); prepared += 1 }
        }
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let log = CollectionLog([100])
        show(log)
        let first = grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? Tile
        #expect(first != nil)
        grid.contentOffset = Point(x: 0, y: 600)                  // rows 6 to 8: the first rows' cells come back
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(grid.visibleCells.contains { $0 === first })
        #expect(first?.prepared == 1)
        #expect(grid.indexPath(for: first!)?.item ?? 0 >= 24)
    }

    @Test func anUnregisteredIdentifierIsReportedNotFatal() {
        let log = CollectionLog([3])
        log.identifier = "nobody"
        show(log)
        #expect(grid.visibleCells.count == 3)
        #expect(driver.application.diagnostics.overflowCount(.collectionView) == 3)
    }

    @Test func aCustomLayoutPlacesTheCells() {
        /// Items down a diagonal, 50 points apart: a layout of its own from the base class's three calls.
        final class Diagonal: CollectionViewLayout {
            var attributes: [CollectionViewLayoutAttributes] = []
            var prepared = 0
            override func prepare() {
                prepared += 1
                let n = collectionView?.numberOfItems(inSection: 0) ?? 0
                attributes = (0..<n).map { i in
                    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                    a.frame = Rect(x: Double(i) * 50, y: Double(i) * 50, width: 40, height: 40)
                    return a
                }
            }
            override var collectionViewContentSize: Size { Size(width: Double(attributes.count) * 50, height: Double(attributes.count) * 50) }
            override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { attributes.filter { $0.frame.intersects(rect) } }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
                indexPath.item < attributes.count ? attributes[indexPath.item] : nil
            }
        }
        let diagonal = Diagonal()
        grid.collectionViewLayout = diagonal
        let log = CollectionLog([20])
        show(log)
        #expect(diagonal.prepared == 1)
        #expect(grid.contentSize == Size(width: 1000, height: 1000))
        #expect(grid.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == Rect(x: 150, y: 150, width: 40, height: 40))
        grid.contentOffset = Point(x: 200, y: 200)
        #expect(grid.indexPathsForVisibleItems.map(\.item).sorted() == [4, 5, 6, 7, 8, 9])
        #expect(grid.indexPathForItem(at: Point(x: 320, y: 320)) == IndexPath(item: 6, section: 0))
        #expect(grid.indexPathForItem(at: Point(x: 345, y: 345)) == nil)
    }

    @Test func scrollToItemPutsTheItemAtTheAskedPosition() {
        let log = CollectionLog([400])
        show(log)
        let path = IndexPath(item: 201, section: 0)                // row 50: y 5000 … 5090
        grid.scrollToItem(at: path, at: .top, animated: false)
        #expect(grid.contentOffset.y == 5000)
        grid.scrollToItem(at: path, at: .centeredVertically, animated: false)
        #expect(grid.contentOffset.y == 5045 - 150)
        grid.scrollToItem(at: path, at: .bottom, animated: false)
        #expect(grid.contentOffset.y == 5090 - 300)
        grid.scrollToItem(at: path, at: [], animated: false)           // shown already: no scroll
        #expect(grid.contentOffset.y == 5090 - 300)
        grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(grid.contentOffset.y == 0)
        grid.scrollToItem(at: IndexPath(item: 399, section: 0), at: .top, animated: false)   // held at the end
        #expect(grid.contentOffset.y == grid.maximumContentOffset.y)
        #expect(grid.cellForItem(at: IndexPath(item: 399, section: 0)) != nil)
    }

    // MARK: Selection

    @Test func aQuickTapHighlightsAndSelectsTheItem() {
        let log = CollectionLog([50])
        show(log)
        driver.tap(at: point(of: 5))
        #expect(log.calls == ["highlight[0, 5]", "unhighlight[0, 5]", "select[0, 5]"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
        log.calls.removeAll()
        driver.advance(by: 0.5)
        driver.tap(at: point(of: 6))                                     // single selection moves
        #expect(log.calls == ["highlight[0, 6]", "unhighlight[0, 6]", "deselect[0, 5]", "select[0, 6]"])
        #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == false)
        log.calls.removeAll()
        driver.advance(by: 0.5)
        driver.tap(at: point(of: 6))                                     // a second tap keeps it, as UIKit does
        #expect(log.calls == ["highlight[0, 6]", "unhighlight[0, 6]"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    @Test func aRestingFingerHighlightsOnlyAfterTheTouchDelay() {
        let log = CollectionLog([50])
        show(log)
        let selected = View()
        grid.cellForItem(at: IndexPath(item: 1, section: 0))?.selectedBackgroundView = selected
        driver.touchDown(at: point(of: 1))
        driver.advance(by: 0.1)
        #expect(log.calls.isEmpty)                                       // a scroll may still start
        #expect(selected.isHidden)
        driver.advance(by: 0.1)
        #expect(log.calls == ["highlight[0, 1]"])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        #expect(!selected.isHidden)                                      // the selected background shows
        driver.touchUp()
        #expect(log.calls == ["highlight[0, 1]", "unhighlight[0, 1]", "select[0, 1]"])
    }

    @Test func aTouchThatBecomesAScrollNeverSelects() {
        let log = CollectionLog([200])
        show(log)
        driver.drag(from: point(of: 9), to: Point(x: 150, y: 40), steps: 6)      // quick: within the delay
        #expect(log.calls.isEmpty)
        driver.advance(by: 5)
        let before = grid.contentOffset.y
        let item = grid.indexPathsForVisibleItems.first { (80...220).contains(point(of: $0.item).y) }!
        let start = point(of: item.item)
        driver.touchDown(at: start)                                      // slow: highlighted, then scrolled
        driver.advance(by: 0.2)
        #expect(log.calls == ["highlight\(item)"])
        driver.move(to: Point(x: start.x, y: start.y - 110), steps: 6)
        driver.touchUp()
        #expect(log.calls == ["highlight\(item)", "unhighlight\(item)"])
        #expect(grid.contentOffset.y > before)
        #expect(grid.indexPathsForSelectedItems == nil)
        #expect(grid.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func multipleSelectionTogglesAndTheDelegateMayRefuse() {
        let log = CollectionLog([50])
        log.selectable = { $0.item != 2 }
        show(log)
        grid.allowsMultipleSelection = true
        for i in [1, 3, 2, 1] { driver.tap(at: point(of: i)); driver.advance(by: 0.5) }
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(log.calls.filter { !$0.contains("highlight") } == ["select[0, 1]", "select[0, 3]", "deselect[0, 1]"])
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        grid.allowsSelection = false
        driver.tap(at: point(of: 4))
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func selectingInCodeDoesNotTellTheDelegateAndSurvivesReuse() {
        let log = CollectionLog([400])
        show(log)
        let far = IndexPath(item: 300, section: 0)
        grid.selectItem(at: far, animated: false, scrollPosition: .centeredVertically)
        #expect(grid.cellForItem(at: far)?.isSelected == true)
        #expect(grid.contentOffset.y == 7545 - 150)
        grid.contentOffset = .zero
        #expect(grid.visibleCells.allSatisfy { !$0.isSelected })      // the reused cell lost the look
        grid.scrollToItem(at: far, at: .top, animated: false)
        #expect(grid.cellForItem(at: far)?.isSelected == true)
        grid.deselectItem(at: far, animated: false)
        #expect(grid.cellForItem(at: far)?.isSelected == false)
        #expect(grid.indexPathsForSelectedItems == nil)
        #expect(log.calls.isEmpty)
    }
}
