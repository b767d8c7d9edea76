import Testing
import Faceplate

/// A control keeps its window's application (Control.windowApplication) instead of walking up to the
/// window for every action: the application it sends through must follow it from window to window,
/// and out of any window (then a typed action runs directly and no application observes it).
@Suite @MainActor struct ControlApplicationTests {
    @MainActor final class Receiver { var count = 0 }

    @Test func actionsGoThroughTheApplicationOfTheWindowTheControlIsIn() {
        let first = TestDriver(), second = TestDriver()
        var seenFirst: [String] = [], seenSecond: [String] = []
        first.application.actionObserver = { seenFirst.append($0) }
        second.application.actionObserver = { seenSecond.append($0) }
        let receiver = Receiver()
        let control = Control(frame: Rect(0, 0, 50, 50))
        control.addTarget(receiver, action: { $0.count += 1 }, for: .primaryActionTriggered, name: "hit")
        control.addAction(Action(identifier: "closure") { _ in }, for: .primaryActionTriggered)

        first.window.addSubview(control)
        control.sendActions(for: .primaryActionTriggered)
        #expect(seenFirst == ["hit", "closure"] && seenSecond.isEmpty)

        second.window.addSubview(control)           // moved to another application's window
        control.sendActions(for: .primaryActionTriggered)
        #expect(seenFirst == ["hit", "closure"] && seenSecond == ["hit", "closure"])

        let holder = View(frame: Rect(0, 0, 100, 100))
        holder.addSubview(control)                  // out of any window: performed directly
        control.sendActions(for: .primaryActionTriggered)
        #expect(seenFirst.count == 2 && seenSecond.count == 2)
        #expect(receiver.count == 3)

        first.window.addSubview(holder)             // back in, inside a subtree
        control.sendActions(for: .primaryActionTriggered)
        #expect(seenFirst == ["hit", "closure", "hit", "closure"])
        #expect(receiver.count == 4)
    }
}
