import Testing
import Glibc
import Faceplate
import FaceplateLinux

/// An animatable pad: records the values the runner's frames hand it and repaints itself each step.
final class GlidingPad: View, Animatable {
    var values: [Double] = []
    func animationStep(token: Int, value: Double, finished: Bool) {
        values.append(value)
        setNeedsDisplay()
    }
}

/// Starts the pad's animation from a timer, as app code does from an event (the loop draws after
/// every batch it handles).
final class AnimationStarter: TimerTarget {
    let app: Application, pad: GlidingPad
    init(app: Application, pad: GlidingPad) { self.app = app; self.pad = pad }
    func timerFired(token: Int) { app.animator.animate(pad, from: 0, to: 1, duration: 0.25, curve: .linear) }
}

/// The runner drives animations with its frames: a 250 ms animation gets frames until it ends, each
/// repainting only the animated view, and once it has ended the loop sleeps (no timer armed).
@Suite @MainActor struct AnimationFrameTests {
    @Test func framesComeUntilTheAnimationEndsThenTheLoopSleeps() throws {
        let pad = GlidingPad(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let rig = try PanelRig(display: HeadlessDisplay(width: 200, height: 100)) { $0.addSubview(pad) }
        let (app, display, runner, source) = (rig.app, rig.display, rig.runner, rig.source)
        runner.runOnce(timeoutMilliseconds: 0)
        #expect(display.presentedFrames == 1)

        let starter = AnimationStarter(app: app, pad: pad)
        #expect(app.timers.schedule(at: LatencyLog.now() + 0.01, target: starter, token: 0))
        source.send(UInt8(ascii: "u"))                            // any batch: its end arms the timerfd
        runner.runOnce(timeoutMilliseconds: 1000)
        var turns = 0
        while (pad.values.isEmpty || app.animator.isRunning) && turns < 200 { runner.runOnce(timeoutMilliseconds: 100); turns += 1 }
        #expect(!app.animator.isRunning)
        #expect(pad.values.last == 1)
        // About 15 frames at 60 Hz (timer-paced here: headless has no flips); never a busy loop.
        #expect(pad.values.count >= 10 && pad.values.count <= 40)
        #expect(display.presentedFrames >= 11)
        #expect(display.lastDamage == PixelRect(x: 10, y: 10, width: 40, height: 40))   // only the pad

        let frames = display.presentedFrames
        runner.runOnce(timeoutMilliseconds: 200)                  // nothing armed: the wait runs out
        #expect(display.presentedFrames == frames)
        withExtendedLifetime(starter) {}
    }

    @Test func framesUseTheLastFlipsTimeWhenItIsRecent() {
        let i = PanelRunner.animationFrameInterval
        #expect(PanelRunner.animationTime(now: 100, lastFlip: 100 - i / 2) == 100 - i / 2)   // the display's clock
        #expect(PanelRunner.animationTime(now: 100, lastFlip: 100 - 3 * i) == 100)          // stale: after a pause
        #expect(PanelRunner.animationTime(now: 100, lastFlip: nil) == 100)                  // fbdev, headless
        #expect(PanelRunner.animationTime(now: 100, lastFlip: 100.5) == 100)                // never ahead of now
    }
}
