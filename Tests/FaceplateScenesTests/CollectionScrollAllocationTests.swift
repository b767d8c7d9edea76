import Testing
import CMallocCounter
import Faceplate
import FaceplateAllocationTesting
import FaceplateBenchKit
import FaceplateWidgets

/// The collection-scroll benchmark's operation (`CollectionScrollBench.scrollFrame`): a 10,000-tile
/// grid moves by 7 points per frame across section headers, tiles and headers come and go through the
/// reuse pools, and once warm nothing allocates.
@MainActor @Suite struct CollectionScrollAllocationTests {
    @Test func scrollFramesOfATenThousandTileGridAllocateNothingOnceWarm() {
        let bench = CollectionScrollBench(format: .xrgb8888)
        bench.warmUp()
        let grid = bench.collectionView
        let before = grid.contentOffset.y
        // Every digit of the section titles once, so the glyph cache is warm for any header.
        var s = 0
        while s < 12 {
            grid.scrollToItem(at: IndexPath(item: 0, section: s), at: .top, animated: false)
            bench.compositor.render(into: bench.buffer, age: 1)
            s += 1
        }
        grid.contentOffset = Point(x: 0, y: before)
        bench.compositor.render(into: bench.buffer, age: 1)
        faceplate_malloc_count_start()
        for _ in 0..<600 { bench.scrollFrame() }
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
        #expect(grid.contentOffset.y > before + 600 * 7 - 1)                 // 4,200 points: several sections
        #expect(grid.indexPathsForVisibleItems.first?.section ?? 0 > 0)
        #expect(grid.visibleCells.count <= 4 * 6)
    }
}
