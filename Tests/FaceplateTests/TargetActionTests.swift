import Testing
import Faceplate
import FaceplateWidgets

@MainActor final class Panel: Responder {
    var brewed = 0
    var lastSender: AnyObject?
    func brew(_ sender: AnyObject?) { brewed += 1; lastSender = sender }
    override var canBecomeFirstResponder: Bool { true }
}

extension Selector {
    @MainActor static let brew = Selector.method("brew", of: Panel.self) { panel, sender, _ in panel.brew(sender) }
    @MainActor static let brewView = Selector.method("brew", of: BrewView.self) { view, _, _ in view.brews += 1 }
}

@MainActor final class BrewView: View {
    var brews = 0
    override var canBecomeFirstResponder: Bool { true }
}

/// A control that counts sendAction calls, to prove each pair is sent once.
@MainActor final class CountingControl: Control {
    var pairs: [String] = []
    override func sendAction(_ action: Selector, to target: AnyObject?, for event: Event?) {
        pairs.append(action.name)
        super.sendAction(action, to: target, for: event)
    }
}

@Suite @MainActor struct TargetActionTests {
    let driver = TestDriver()
    let control = CountingControl(frame: Rect(0, 0, 100, 100))
    init() { driver.window.addSubview(control) }

    @Test func typedActionRunsWithTheTargetAndSender() {
        let c = Counter()
        control.addTarget(c, action: { target, sender, _ in target.hit(sender) }, for: .touchUpInside)
        driver.tap(at: Point(x: 50, y: 50))
        #expect(c.count == 1 && c.senders == [ObjectIdentifier(control)])
    }

    @Test func entryForSeveralEventsFiresOncePerSend() {
        let c = Counter()
        control.addTarget(c, action: { $0.hit() }, for: [.touchDown, .touchUpInside])
        driver.tap(at: Point(x: 50, y: 50))
        #expect(c.count == 2)          // once for touchDown, once for touchUpInside
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(c.count == 3)          // one send of both events: once
    }

    @Test func sameTripleTwiceAddsNothing() {
        let p = Panel()
        control.addTarget(p, action: .brew, for: .touchUpInside)
        control.addTarget(p, action: .brew, for: .touchUpInside)
        #expect(control.actions(forTarget: p, forControlEvent: .touchUpInside) == ["brew"])
        control.sendActions(for: .touchUpInside)
        #expect(p.brewed == 1)
        #expect(control.pairs == ["brew"])
    }

    @Test func removeTargetMasksEvents() {
        let p = Panel()
        control.addTarget(p, action: .brew, for: [.touchDown, .touchUpInside])
        control.removeTarget(p, action: .brew, for: .touchDown)
        #expect(control.allControlEvents == .touchUpInside)
        control.sendActions(for: .touchDown)
        #expect(p.brewed == 0)
        control.sendActions(for: .touchUpInside)
        #expect(p.brewed == 1)
        control.removeTarget(p, action: .brew, for: .touchUpInside)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
    }

    @Test func removeTargetWithNilActionRemovesAllOfThatTarget() {
        let p = Panel(), q = Panel()
        control.addTarget(p, action: .brew, for: .touchUpInside)
        control.addTarget(p, action: "other", for: .touchUpInside)
        control.addTarget(q, action: .brew, for: .touchUpInside)
        control.removeTarget(p, action: nil, for: .allEvents)
        #expect(control.allTargets.count == 1 && control.allTargets.first === q)
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty)
    }

    @Test func closureActionsWithIdentifiersReplaceAndRemove() {
        var log: [String] = []
        control.addAction(Action(identifier: "a") { _ in log.append("a1") }, for: .touchUpInside)
        control.addAction(Action(identifier: "a") { _ in log.append("a2") }, for: .touchUpInside)
        control.addAction(Action(identifier: "b") { action in log.append(action.sender === control ? "b-sender" : "b") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["a2", "b-sender"])
        control.removeAction(identifiedBy: "a", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["a2", "b-sender", "b-sender"])
    }

    @Test func queriesAndEnumeration() {
        let p = Panel()
        control.addTarget(p, action: .brew, for: .touchDown)
        control.addTarget(nil, action: "nilTargeted", for: .valueChanged)
        control.addAction(Action(identifier: "x") { _ in }, for: .touchCancel)
        #expect(control.allControlEvents == [.touchDown, .valueChanged, .touchCancel])
        #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == ["nilTargeted"])
        #expect(control.actions(forTarget: p, forControlEvent: .valueChanged) == nil)
        var seen: [String] = []
        control.enumerateEventHandlers { action, target, selector, events, stop in
            seen.append(action?.identifier ?? selector?.name ?? "?")
        }
        #expect(seen == ["brew", "nilTargeted", "x"])
        var first: [String] = []
        control.enumerateEventHandlers { _, _, selector, _, stop in first.append(selector?.name ?? "-"); stop = true }
        #expect(first == ["brew"])
    }

    /// Issue 16, item 4: UIKit's `allTargets` holds `NSNull` when an action has a nil target; here
    /// `hasNilTarget` says so, and `allTargets` stays the object targets.
    @Test func hasNilTargetShowsWhatAllTargetsCannot() {
        let p = Panel()
        control.addTarget(p, action: .brew, for: .touchDown)
        control.addAction(Action(identifier: "x") { _ in }, for: .touchCancel)
        #expect(!control.hasNilTarget)                 // an object target and a closure: no nil target
        control.addTarget(nil, action: .brew, for: .valueChanged)
        #expect(control.hasNilTarget)
        #expect(control.allTargets.count == 1 && control.allTargets.first === p)
        control.removeTarget(nil, action: .brew, for: .touchDown)   // every target's .touchDown: p's entry goes
        #expect(control.hasNilTarget && control.allTargets.isEmpty)
        control.removeTarget(nil, action: nil, for: .valueChanged)
        #expect(!control.hasNilTarget)
    }

    @Test func deallocatedTargetNeverFires() {
        var p: Panel? = Panel()
        weak var weakP = p
        control.addTarget(p!, action: .brew, for: .touchUpInside)
        p = nil
        #expect(weakP == nil)          // held weakly
        control.sendActions(for: .touchUpInside)
        #expect(control.pairs.isEmpty)
        #expect(control.allTargets.isEmpty)
    }

    @Test func nilTargetGoesToTheFirstResponderFirst() {
        let panel = Panel()
        let vc = PanelController(panel: panel)
        driver.window.rootViewController = vc
        let field = BrewView(frame: Rect(0, 0, 10, 10))
        vc.view.addSubview(field)
        vc.view.addSubview(control)
        control.addTarget(nil, action: .brewView, for: .touchUpInside)
        // No first responder: the walk starts at the sender and finds no BrewView above the control.
        control.sendActions(for: .touchUpInside)
        #expect(field.brews == 0)
        #expect(field.becomeFirstResponder())
        control.sendActions(for: .touchUpInside)
        #expect(field.brews == 1)
    }

    @Test func nilTargetWithoutFirstResponderWalksFromTheSender() {
        let panel = Panel()
        driver.application.delegate = panel       // the application's delegate ends the chain
        control.addTarget(nil, action: .brew, for: .touchUpInside)
        driver.tap(at: Point(x: 50, y: 50))
        #expect(panel.brewed == 1 && panel.lastSender === control)
    }

    @Test func sendActionReportsWhetherAnyonePerformed() {
        #expect(!driver.application.sendAction(.brew, to: nil, from: control, for: nil))
        let panel = Panel()
        driver.application.delegate = panel
        #expect(driver.application.sendAction(.brew, to: nil, from: control, for: nil))
        #expect(!driver.application.sendAction(.brew, to: Counter(), from: control, for: nil))
        #expect(driver.application.sendAction(.brew, to: panel, from: nil, for: nil))
        #expect(panel.brewed == 2)
    }

    @Test func capacityOverflowIsCountedNotFatal() {
        let diagnostics = driver.application.diagnostics
        var logged: [String] = []
        diagnostics.log = { logged.append($0) }
        let c = Counter()
        let capacity = driver.application.capacities.actionsPerControl
        for i in 0..<(capacity + 2) {
            control.addTarget(c, action: Selector.method("m\(i)", of: Counter.self) { c, _, _ in c.hit() }, for: .touchUpInside)
        }
        #expect(diagnostics.overflowCount(.actionsPerControl) == 2)
        #expect(logged.first?.contains("target-action entries") == true)
        control.sendActions(for: .touchUpInside)
        #expect(c.count == capacity)
    }
}

@MainActor final class PanelController: ViewController {
    let panel: Panel
    init(panel: Panel) { self.panel = panel; super.init() }
}
