import Testing
import Faceplate
import FaceplateWidgets

/// A selector is identified by what it performs, not only by its name: two typed selectors that share
/// a name are two selectors, and every closure added as a target is its own entry.
@Suite @MainActor struct SelectorIdentityTests {
    let driver = TestDriver()
    let control = CountingControl(frame: Rect(0, 0, 100, 100))
    init() { driver.window.addSubview(control) }

    @Test func typedSelectorsWithOneNameAreDifferentSelectors() {
        // `.brew` is performed by a Panel, `.brewView` by a BrewView; both are named "brew".
        #expect(Selector.brew != Selector.brewView)
        #expect(Selector.brew == Selector.brew)
        let panel = Panel()
        driver.application.delegate = panel                  // ends the responder chain
        let field = BrewView(frame: Rect(0, 0, 10, 10))
        driver.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        control.addTarget(nil, action: .brew, for: .touchUpInside)
        control.addTarget(nil, action: .brewView, for: .touchUpInside)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["brew", "brew"])
        control.sendActions(for: .touchUpInside)
        #expect(panel.brewed == 1, "the Panel's brew was not merged into the BrewView's")
        #expect(field.brews == 1)
        control.removeTarget(nil, action: .brewView, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(panel.brewed == 2 && field.brews == 1, "removing one leaves the other")
    }

    @Test func closuresAddedThroughOneHelperAreNeverMerged() {
        let c = Counter()
        // One call site, two different closures: the way a helper or a loop adds targets.
        func addStep(_ n: Int) { control.addTarget(c, action: { $0.count += n }, for: .touchUpInside) }
        addStep(1)
        addStep(10)
        control.sendActions(for: .touchUpInside)
        #expect(c.count == 11)
        for n in [100, 1000] { control.addTarget(c, action: { target, _, _ in target.count += n }, for: .touchDown) }
        control.sendActions(for: .touchDown)
        #expect(c.count == 1111)
        control.removeTarget(c, action: nil, for: .allEvents)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(c.count == 1111)
    }

    @Test func namedSelectorsStillCompareByName() {
        #expect(Selector("copy") == "copy")
        #expect(Selector("copy") != Selector("paste"))
        #expect(Selector("brew") != Selector.brew, "a typed selector is not a bare name")
        let p = Panel()
        control.addTarget(p, action: "other", for: .touchUpInside)
        control.addTarget(p, action: Selector("other"), for: .touchDown)
        #expect(control.actions(forTarget: p, forControlEvent: .touchDown) == ["other"], "one entry, both events")
        #expect(control.actions(forTarget: p, forControlEvent: .touchUpInside) == ["other"])
        var set: Set<Selector> = [.brew, .brewView, "brew", "brew"]
        #expect(set.count == 3)
        set.remove(.brewView)
        #expect(set.contains(.brew) && !set.contains(.brewView))
    }
}
