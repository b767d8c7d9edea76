import Testing
import CMallocCounter
import Faceplate
import FaceplateAllocationTesting
import FaceplateBenchKit
import FaceplateScenes

/// The scroll-frame benchmark's operation (`DemoScrollBench.scrollFrame`): the demo's 50-row
/// schedule moves by 7 points per frame, only the list is repainted, and once warm nothing allocates —
/// through the whole list and the turn at its end.
@MainActor @Suite struct ScrollFrameAllocationTests {
    @Test(arguments: [PixelFormat.xrgb8888, .rgb565]) func scrollFramesMoveTheListAndAllocateNothingOnceWarm(format: PixelFormat) {
        let bench = DemoScrollBench(format: format)
        bench.warmUp()
        #expect(bench.list.contentSize.height == Double(DemoController.scheduleRows * 40))
        let before = bench.list.contentOffset.y
        bench.scrollFrame()
        #expect(bench.list.contentOffset.y == before + 7)
        bench.list.contentOffset.y += 7
        let damage = bench.compositor.render(into: bench.buffer, age: 1).boundingBox
        #expect(damage == PixelRect(x: 24, y: 262, width: 360, height: 140))   // the list, nothing else

        // 300 frames: 2,100 points, past the bottom (1,860) and back up.
        var deepest = 0.0
        faceplate_malloc_count_start()
        for _ in 0..<300 {
            bench.scrollFrame()
            deepest = max(deepest, bench.list.contentOffset.y)
        }
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
        #expect(deepest > bench.list.maximumContentOffset.y - 7 && deepest <= bench.list.maximumContentOffset.y)
        #expect(bench.list.contentOffset.y < deepest)                   // it turned at the end
    }
}
