import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct ReentrancyTests {
    let driver = TestDriver()

    @Test func actionThatRemovesItsControlAndOthersStillRun() {
        let button = Button(title: "X", frame: Rect(0, 0, 100, 100))
        driver.window.addSubview(button)
        var log: [String] = []
        button.addAction(Action(identifier: "remove") { [unowned button] _ in log.append("remove"); button.removeFromSuperview() }, for: .touchUpInside)
        button.addAction(Action(identifier: "after") { _ in log.append("after") }, for: .touchUpInside)
        driver.tap(at: Point(x: 50, y: 50))
        #expect(log == ["remove", "after"])
        #expect(button.superview == nil)
        driver.tap(at: Point(x: 50, y: 50))                   // nothing there any more; no crash
        #expect(log == ["remove", "after"])
    }

    @Test func actionsThatAddAndRemoveEntriesDuringDispatch() {
        let button = Button(title: "X", frame: Rect(0, 0, 100, 100))
        driver.window.addSubview(button)
        var log: [String] = []
        var added = false
        button.addAction(Action(identifier: "a") { [unowned button] _ in
            log.append("a")
            defer { added = true }
            guard !added else { return }
            button.removeAction(identifiedBy: "b", for: .allEvents)           // remove a later one: it must not run
            button.addAction(Action(identifier: "new") { _ in log.append("new") }, for: .touchUpInside)  // waits for next time
        }, for: .touchUpInside)
        button.addAction(Action(identifier: "b") { _ in log.append("b") }, for: .touchUpInside)
        button.addAction(Action(identifier: "c") { [unowned button] _ in
            log.append("c")
            button.removeAction(identifiedBy: "c", for: .allEvents)           // remove itself
        }, for: .touchUpInside)
        button.addAction(Action(identifier: "d") { _ in log.append("d") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["a", "c", "d"])
        log = []
        button.sendActions(for: .touchUpInside)
        #expect(log == ["a", "d", "new"])
    }

    @Test func hierarchyChangesDuringTouchDelivery() {
        final class Remover: View {
            override func touchesBegan(_ t: TouchSet, with e: Event?) {
                superview?.addSubview(View(frame: Rect(0, 0, 10, 10)))
                removeFromSuperview()
            }
        }
        let a = Remover(frame: Rect(0, 0, 100, 100)), b = RecordingView(frame: Rect(200, 0, 100, 100))
        driver.window.addSubview(a); driver.window.addSubview(b)
        driver.frame { $0.down(0, at: Point(x: 50, y: 50)); $0.down(1, at: Point(x: 250, y: 50)) }
        driver.frame { $0.up(0); $0.up(1) }
        #expect(b.phases == ["began", "ended"])
        #expect(a.superview == nil)
    }

    @Test func nestedSendActionsFromAnAction() {
        let a = Button(title: "A", frame: Rect(0, 0, 50, 50)), b = Button(title: "B", frame: Rect(60, 0, 50, 50))
        driver.window.addSubview(a); driver.window.addSubview(b)
        var log: [String] = []
        a.addAction(Action(identifier: "a") { [unowned a] _ in log.append("a"); a.sendActions(for: .valueChanged) }, for: .touchUpInside)
        a.addAction(Action(identifier: "v") { [unowned a] _ in log.append("v"); a.removeAction(identifiedBy: "a", for: .allEvents) }, for: .valueChanged)
        a.addAction(Action(identifier: "z") { _ in log.append("z") }, for: .touchUpInside)
        driver.tap(a)
        #expect(log == ["a", "v", "z"])
        driver.advance(by: 1)
        driver.tap(a)
        #expect(log == ["a", "v", "z", "z"])
    }
}
