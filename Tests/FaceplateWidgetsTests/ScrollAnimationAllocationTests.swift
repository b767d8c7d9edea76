import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

@Suite(.serialized) @MainActor struct ScrollAnimationAllocationTests {
    /// Glides a table to a row and back (`scrollToRow(…animated: true)`) and fades a selection away
    /// (`deselectRow(at:animated: true)`), each frame advanced, laid out and drawn through the
    /// compositor as a panel does at a page flip — without an allocation once warm.
    @Test func animatedScrollsAndSelectionFadesAllocateNothingOnceWarm() {
        let rig = TableRig(sections: 4)
        let app = rig.driver.application, table = rig.table
        defer { rig.driver.window.damageObserver = nil }

        var frames = 0
        func frame() { rig.frame(advancingAnimations: true); frames += 1 }
        func untilStill() { var n = 0; while app.animator.isRunning && n < 60 { frame(); n += 1 } }
        let far = IndexPath(row: 50, section: 2), near = IndexPath(row: 3, section: 0)
        func round() {
            table.scrollToRow(at: far, at: .middle, animated: true); untilStill()
            table.selectRow(at: far, animated: false, scrollPosition: .none); frame()
            table.deselectRow(at: far, animated: true); untilStill()
            table.scrollToRow(at: near, at: .top, animated: true); untilStill()
        }
        var warming = 0
        while warming < 3 { round(); warming += 1 }
        let rest = table.contentOffset
        frames = 0
        faceplate_malloc_count_start()
        round()
        round()
        let allocations = faceplate_malloc_count_stop()
        #expect(frames > 60, "the glides and fades must take frames, or this proves little")
        #expect(table.contentOffset == rest)
        expectNoAllocations(allocations)
    }
}
