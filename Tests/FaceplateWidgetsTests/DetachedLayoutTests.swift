import Testing
import Faceplate
import FaceplateWidgets

/// UIKit's Auto Layout lays out a hierarchy that is in no window: `layoutIfNeeded()` on it solves its
/// constraints (unit tests, measuring a cell before it is shown depend on it).
@Suite @MainActor struct DetachedLayoutTests {
    func pinned(in root: View, inset: Double) -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -inset),
        ])
        return v
    }

    @Test func constraintsOfADetachedHierarchyAreSolvedAndStayActiveInAWindowLater() {
        let root = View(frame: Rect(0, 0, 200, 100))
        let inner = pinned(in: root, inset: 10)
        root.layoutIfNeeded()
        #expect(inner.frame == Rect(10, 10, 180, 80))
        #expect(inner.constraints.allSatisfy { $0.isActive })
        // The same constraints go on working once the hierarchy is in a window.
        let driver = TestDriver(size: Size(400, 300))
        driver.window.addSubview(root)
        root.frame = Rect(0, 0, 300, 200)
        driver.window.layoutPass()
        #expect(inner.frame == Rect(10, 10, 280, 180))
    }

    @Test func aDetachedStackOfTwoButtonsLaysOutAsItDoesInAWindow() {
        func stack() -> StackView {
            let s = StackView(arrangedSubviews: [Button(title: "One"), Button(title: "Two")], frame: Rect(0, 0, 300, 60))
            s.distribution = .fillEqually
            s.spacing = 10
            return s
        }
        let detached = stack()
        detached.layoutIfNeeded()
        let driver = TestDriver(size: Size(400, 300))
        let shown = stack()
        driver.window.addSubview(shown)
        driver.window.layoutPass()
        #expect(detached.arrangedSubviews.map(\.frame) == shown.arrangedSubviews.map(\.frame))
        #expect(detached.arrangedSubviews.map(\.frame) == [Rect(0, 0, 145, 60), Rect(155, 0, 145, 60)])
    }

    @Test func aConstraintThatCannotHoldDetachedIsReportedAndTriedAgainInAWindow() {
        let root = View(frame: Rect(0, 0, 200, 100))
        let inner = pinned(in: root, inset: 10)
        let tooWide = inner.widthAnchor.constraint(equalToConstant: 500)
        tooWide.isActive = true
        root.layoutIfNeeded()                       // one of the required constraints is broken, logged
        #expect(tooWide.isActive)
        let driver = TestDriver(size: Size(400, 300))
        driver.window.addSubview(root)
        driver.window.layoutPass()
        #expect(driver.application.diagnostics.overflowCount(.unsatisfiableConstraints) == 1)
    }
}
