import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate

/// Records every step an animator hands it.
@MainActor final class StepRecorder: Animatable {
    var steps: [(value: Double, finished: Bool)] = []
    func animationStep(token: Int, value: Double, finished: Bool) { steps.append((value, finished)) }
}

/// The value animator: frames drive it, it starts at the first frame, a new animation of the same
/// value replaces the running one, and it runs in fixed storage.
@Suite @MainActor struct AnimatorTests {
    @Test func curvesStartAtZeroAndEndAtOne() {
        for c in [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(c.value(at: 0) == 0)
            #expect(c.value(at: 1) == 1)
            #expect(c.value(at: 0.5) > 0 && c.value(at: 0.5) < 1)
        }
        #expect(AnimationCurve.easeInOut.value(at: 0.5) == 0.5)
        #expect(AnimationCurve.easeIn.value(at: 0.25) < 0.25 && AnimationCurve.easeOut.value(at: 0.25) > 0.25)
    }

    @Test func aQuarterSecondTakesFifteenFramesAtSixtyHertz() {
        let animator = Animator(capacity: 4, diagnostics: nil)
        let r = StepRecorder()
        #expect(!animator.isRunning)
        #expect(animator.animate(r, from: 0, to: 1, duration: 0.25, curve: .linear))
        #expect(animator.isRunning)
        var frames = 0
        var t = 10.0
        while animator.isRunning && frames < 100 {
            animator.advance(to: t)                      // the first frame starts it at 10.0
            frames += 1
            t += 1.0 / 60
        }
        #expect(frames == 16)                            // the starting frame, then 15 frames of 1/60 s
        #expect(r.steps.first?.value == 0)
        #expect(r.steps.last?.value == 1 && r.steps.last?.finished == true)
        #expect(r.steps.dropLast().allSatisfy { !$0.finished })
        animator.advance(to: t + 1)
        #expect(r.steps.count == 16)                     // nothing runs once finished
    }

    @Test func aNewAnimationOfTheSameValueReplacesTheRunningOne() {
        let animator = Animator(capacity: 4, diagnostics: nil)
        let r = StepRecorder()
        animator.animate(r, from: 0, to: 1, duration: 1, curve: .linear)
        animator.advance(to: 0); animator.advance(to: 0.5)
        #expect(r.steps.last?.value == 0.5)
        animator.animate(r, from: 0.5, to: 0, duration: 1, curve: .linear)   // reversed from where it is
        animator.advance(to: 0.5)
        #expect(r.steps.last?.value == 0.5)
        animator.advance(to: 1.0)
        #expect(r.steps.last?.value == 0.25)
        animator.cancel(r)
        #expect(!animator.isRunning)
    }

    @Test func whenEverySlotIsBusyTheAnimationIsRefusedAndCounted() {
        let diagnostics = Diagnostics()
        diagnostics.log = { _ in }
        let animator = Animator(capacity: 2, diagnostics: diagnostics)
        let a = StepRecorder(), b = StepRecorder(), c = StepRecorder()
        #expect(animator.animate(a, from: 0, to: 1, duration: 1))
        #expect(animator.animate(b, from: 0, to: 1, duration: 1))
        #expect(!animator.animate(c, from: 0, to: 1, duration: 1))
        #expect(diagnostics.overflowCount(.animations) == 1)
        #expect(animator.animate(a, token: 0, from: 0.2, to: 1, duration: 1))   // replacing needs no new slot
    }

    @Test func advancingAllocatesNothing() {
        let animator = Animator(capacity: 8, diagnostics: nil)
        let recorders = (0..<8).map { _ in StepRecorder() }
        for r in recorders { r.steps.reserveCapacity(64) }
        for r in recorders { animator.animate(r, from: 0, to: 1, duration: 0.25) }
        animator.advance(to: 0)
        faceplate_malloc_count_start()
        var t = 0.0
        for _ in 0..<10 { t += 1.0 / 60; animator.advance(to: t) }
        for r in recorders { animator.animate(r, from: 0.5, to: 0, duration: 0.25) }
        let n = faceplate_malloc_count_stop()
        expectNoAllocations(n, "animation frames")
    }
}
