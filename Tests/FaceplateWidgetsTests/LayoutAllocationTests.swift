import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Re-solving after a constant or a label's text changes allocates nothing once warm (asserted in
/// release builds, scripts/test's "Allocat" stage): the solver's rows keep their storage, intrinsic
/// updates change constants in place, and frames are written without collections.
@Suite @MainActor struct LayoutAllocationTests {
    @Test func reLayoutAfterAConstantOrTextChangeMakesNoAllocationsOnceWarm() {
        let driver = TestDriver(size: Size(400, 480))
        let vc = TipViewController()
        driver.window.rootViewController = vc
        driver.window.layoutPass()
        let top = vc.card.constraints.first { $0.firstAttribute == .top && $0.firstItem === vc.card }!
        func change(_ i: Int) {
            top.constant = i % 2 == 0 ? 20 : 32
            vc.tipLabel.text = i % 2 == 0 ? "Tip: $0.00" : "Tip: $10.00"
            driver.window.layoutPass()
        }
        for i in 0..<4 { change(i) }                    // warm up: rows and lists reach their size
        faceplate_malloc_count_start()
        for i in 0..<10 { change(i) }
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
        // It did lay out: the card follows the constant, the label its text.
        #expect(vc.card.frame.minY == 32)
        #expect(vc.tipLabel.frame.size == vc.tipLabel.intrinsicContentSize)
    }
}
