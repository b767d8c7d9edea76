import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Tiles whose titles are made up front, as an app's model would hold them: what the collection view
/// does per frame is then all that is counted.
@MainActor final class PreparedTiles: CollectionViewDataSource {
    let titles = (0..<10_000).map { "Tile \($0)" }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? TextTile)?.label.text = titles[indexPath.item]
        return cell
    }
}

@Suite(.serialized) @MainActor struct CollectionAllocationTests {
    /// Flings down a 10,000-tile grid, each frame laid out and drawn through the compositor: rows of
    /// tiles come and go, their cells are reused and their new titles laid out — without an
    /// allocation once warm.
    @Test func flingingATenThousandTileGridAllocatesNothingOnceWarm() {
        let driver = makeDriver(width: 400, height: 300)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 90, height: 90)
        let grid = CollectionView(frame: Rect(0, 0, 400, 300), collectionViewLayout: layout)
        let source = PreparedTiles()
        grid.register(TextTile.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = source
        driver.window.addSubview(grid)
        let buffer = PixelBuffer(width: 400, height: 300, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 300))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        let app = driver.application, clock = driver.clock
        func frame() {
            clock.advance(by: 1.0 / 60)
            app.fireTimers()
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
        }
        func fling() {
            clock.advance(by: 1); app.fireTimers()
            app.handle(.touchDown(slot: 0, location: Point(x: 200, y: 280), time: clock.now)); frame()
            app.handle(.touchMotion(slot: 0, location: Point(x: 200, y: 150), time: clock.now + 1.0 / 60)); frame()
            app.handle(.touchMotion(slot: 0, location: Point(x: 200, y: 20), time: clock.now + 1.0 / 60)); frame()
            app.handle(.touchUp(slot: 0, time: clock.now + 1.0 / 60)); frame()
            var n = 0
            while n < 120 { frame(); n += 1 }
        }
        var warming = 0
        while warming < 5 { fling(); warming += 1 }
        let warm = grid.contentOffset.y
        faceplate_malloc_count_start()
        fling()
        fling()
        fling()
        let allocations = faceplate_malloc_count_stop()
        #expect(grid.contentOffset.y - warm > 100 * 30, "the flings must cross many rows, or this proves little")
        expectNoAllocations(allocations)
    }
}
