import Testing
import Faceplate
import FaceplateWidgets

/// The flow layout's geometry: items wrap into lines, full lines spread to the insets, the last line
/// keeps the first line's spacing, headers and footers bracket each section, and a horizontal layout
/// stacks columns instead of rows.
@Suite @MainActor struct CollectionViewFlowLayoutTests {
    let driver = TestDriver(size: Size(400, 300))
    let layout = CollectionViewFlowLayout()
    let grid: CollectionView

    init() {
        grid = CollectionView(frame: Rect(0, 0, 400, 300), collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        grid.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
        driver.window.addSubview(grid)
    }

    func show(_ log: CollectionLog) {
        grid.dataSource = log
        grid.delegate = log
        driver.window.layoutPass()
    }

    func frame(_ item: Int, _ section: Int = 0) -> Rect? { grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }

    @Test func itemsWrapIntoLinesThatSpreadToTheInsetsWithTheLastLineInColumns() {
        layout.itemSize = Size(width: 100, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
        let log = CollectionLog([8])
        show(log)
        // 370 points of room: three 100-point items with at least 10 between; the spare 50 is shared.
        #expect(frame(0) == Rect(x: 15, y: 10, width: 100, height: 80))
        #expect(frame(1) == Rect(x: 150, y: 10, width: 100, height: 80))
        #expect(frame(2) == Rect(x: 285, y: 10, width: 100, height: 80))
        #expect(frame(3) == Rect(x: 15, y: 110, width: 100, height: 80))
        // The last line keeps the full lines' spacing, so the grid stays in columns.
        #expect(frame(6) == Rect(x: 15, y: 210, width: 100, height: 80))
        #expect(frame(7) == Rect(x: 150, y: 210, width: 100, height: 80))
        #expect(frame(8) == nil)
        #expect(grid.contentSize == Size(width: 400, height: 300))
    }

    @Test func aLoneItemInAFullLineIsCentredAndSmallerItemsCentreInTheirLine() {
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let log = CollectionLog([4])
        log.sizes = { [Size(width: 300, height: 50), Size(width: 100, height: 80), Size(width: 100, height: 40), Size(width: 50, height: 50)][$0.item] }
        show(log)
        #expect(frame(0) == Rect(x: 50, y: 0, width: 300, height: 50))           // 300 of 400 fits alone: centred
        #expect(frame(1) == Rect(x: 0, y: 60, width: 100, height: 80))
        // The last line: the first line's spacing, each item centred in the line's 80 points.
        #expect(frame(2) == Rect(x: 110, y: 80, width: 100, height: 40))
        #expect(frame(3) == Rect(x: 220, y: 75, width: 50, height: 50))
        #expect(grid.contentSize.height == 140)
    }

    @Test func headersAndFootersBracketEachSection() {
        layout.itemSize = Size(width: 190, height: 40)
        layout.minimumInteritemSpacing = 20
        layout.minimumLineSpacing = 10
        layout.headerReferenceSize = Size(width: 0, height: 30)
        layout.footerReferenceSize = Size(width: 0, height: 12)
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let log = CollectionLog([3, 2])
        show(log)
        let header = CollectionView.elementKindSectionHeader, footer = CollectionView.elementKindSectionFooter
        func supplement(_ kind: String, _ s: Int) -> Rect? { layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s))?.frame }
        #expect(supplement(header, 0) == Rect(x: 0, y: 0, width: 400, height: 30))
        #expect(frame(0) == Rect(x: 0, y: 35, width: 190, height: 40))
        #expect(frame(1) == Rect(x: 210, y: 35, width: 190, height: 40))
        #expect(frame(2) == Rect(x: 0, y: 85, width: 190, height: 40))
        #expect(supplement(footer, 0) == Rect(x: 0, y: 130, width: 400, height: 12))
        #expect(supplement(header, 1) == Rect(x: 0, y: 142, width: 400, height: 30))
        #expect(frame(0, 1) == Rect(x: 0, y: 177, width: 190, height: 40))
        #expect(grid.contentSize.height == 142 + 30 + 5 + 40 + 5 + 12)
        // On screen: the headers are views from their registered class, over the cells.
        let top = grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        #expect(top?.frame == Rect(x: 0, y: 0, width: 400, height: 30))
        #expect(top?.reuseIdentifier == "header")
        #expect(grid.subviews.firstIndex { $0 === top }! > grid.subviews.firstIndex { $0 === grid.cellForItem(at: IndexPath(item: 0, section: 0)) }!)
    }

    @Test func aHorizontalLayoutStacksColumnsAcrossTheHeight() {
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 100, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.headerReferenceSize = Size(width: 50, height: 0)
        let log = CollectionLog([20])
        show(log)
        // 300 points of height: three 80-point items a column, the spare 40 shared.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 0, y: 0, width: 50, height: 300))
        #expect(frame(0) == Rect(x: 50, y: 0, width: 100, height: 80))
        #expect(frame(1) == Rect(x: 50, y: 110, width: 100, height: 80))
        #expect(frame(2) == Rect(x: 50, y: 220, width: 100, height: 80))
        #expect(frame(3) == Rect(x: 160, y: 0, width: 100, height: 80))
        #expect(grid.contentSize == Size(width: 50 + 7 * 100 + 6 * 10, height: 300))
        // It scrolls sideways, and the items that come in are those of the columns on screen.
        grid.contentOffset = Point(x: 400, y: 0)                                   // x 400 … 800: columns 3 to 6
        #expect(grid.indexPathsForVisibleItems.map(\.item).sorted() == Array(9...19))
        #expect(grid.indexPathForItem(at: Point(x: 600, y: 150)) == IndexPath(item: 16, section: 0))
        #expect(grid.indexPathForItem(at: Point(x: 600, y: 100)) == nil)           // the gap between two items
    }

    @Test func listingElementsInARectangleFindsOnlyThoseThatMeetIt() {
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let log = CollectionLog([10_000])
        show(log)
        // Four 100-point items a row: row 200 holds items 800 to 803; x 150…250 meets the second and third.
        let found = layout.layoutAttributesForElements(in: Rect(x: 150, y: 20_050, width: 100, height: 10)) ?? []
        #expect(found.map(\.indexPath) == [IndexPath(item: 801, section: 0), IndexPath(item: 802, section: 0)])
        #expect(found.allSatisfy { $0.representedElementCategory == .cell && $0.representedElementKind == nil })
        #expect(found.first?.frame == Rect(x: 100, y: 20_000, width: 100, height: 100))
    }
}
