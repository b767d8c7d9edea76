import Testing
import CMallocCounter
import Faceplate
import FaceplateAllocationTesting
import FaceplateBenchKit
import FaceplateWidgets

/// The text-view-scroll benchmark's operation (`TextViewScrollBench.scrollFrame`): a 10,000-character
/// read-only text view moves by 7 points per frame and is redrawn, and once warm nothing allocates —
/// down to the end of the text and back.
@MainActor @Suite struct TextViewScrollAllocationTests {
    @Test func scrollFramesOfATenThousandCharacterTextViewAllocateNothingOnceWarm() {
        let bench = TextViewScrollBench(format: .xrgb8888)
        bench.warmUp()
        let view = bench.textView
        #expect(view.text.count == TextViewScrollBench.characterCount)
        #expect(view.contentSize.height > 2 * 480)
        let before = view.contentOffset.y
        bench.scrollFrame()
        #expect(view.contentOffset.y == before + 7)

        let frames = Int(view.maximumContentOffset.y / 7) + 40     // to the end, and turned back
        var deepest = 0.0
        faceplate_malloc_count_start()
        for _ in 0..<frames {
            bench.scrollFrame()
            deepest = max(deepest, view.contentOffset.y)
        }
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
        #expect(deepest > view.maximumContentOffset.y - 7)
        #expect(view.contentOffset.y < deepest)
    }
}
