import Testing
import Faceplate
import FaceplateWidgets

/// A view that counts UIKit's update-constraints calls.
@MainActor final class CountingConstraintsView: View {
    var updates = 0
    override func updateConstraints() { updates += 1; super.updateConstraints() }
}

/// A view whose intrinsic size can change, as a label's does with its text.
@MainActor final class ResizableView: View {
    var natural: Size { didSet { invalidateIntrinsicContentSize() } }
    init(_ w: Double, _ h: Double) { natural = Size(width: w, height: h); super.init(frame: .zero) }
    override var intrinsicContentSize: Size { natural }
}

/// The stack view on Auto Layout: its constraints, and UIKit's update-constraints cycle.
@Suite @MainActor struct StackViewConstraintTests {
    let driver = TestDriver(size: Size(400, 300))

    @Test func updateConstraintsRunsOnceBeforeSolvingAndWaitsForAWindow() {
        let v = CountingConstraintsView(frame: Rect(0, 0, 10, 10))
        v.setNeedsUpdateConstraints()
        v.setNeedsUpdateConstraints()
        #expect(v.needsUpdateConstraints())
        driver.window.layoutPass()
        #expect(v.updates == 0)                      // not in a window yet
        driver.window.addSubview(v)
        driver.window.layoutPass()
        #expect(v.updates == 1)                      // once, however often it was asked
        #expect(!v.needsUpdateConstraints())
        driver.window.layoutPass()
        #expect(v.updates == 1)
        v.setNeedsUpdateConstraints()
        v.updateConstraintsIfNeeded()                // UIKit's immediate form
        #expect(v.updates == 2)
        driver.window.layoutPass()
        #expect(v.updates == 2)
    }

    @Test func aStackPlacedByConstraintsTakesItsSizeFromItsViews() {
        let a = SizedView(40, 20), b = SizedView(60, 30)
        let s = StackView(arrangedSubviews: [a, b])
        s.spacing = 8
        s.alignment = .center
        s.translatesAutoresizingMaskIntoConstraints = false
        driver.window.addSubview(s)
        LayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: driver.window.leadingAnchor, constant: 10),
            s.topAnchor.constraint(equalTo: driver.window.topAnchor, constant: 20),
        ])
        driver.window.layoutPass()
        // UIKit: the canvas connections make the stack as long as its views and spacing, and the
        // canvas fit as thick as the thickest one.
        #expect(s.frame == Rect(10, 20, 108, 30))
        #expect(a.frame == Rect(0, 5, 40, 20))
        #expect(b.frame == Rect(48, 0, 60, 30))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)     // arranged views stop translating (UIKit)
    }

    @Test func aStackWithoutASizeHugsItsThickestViewAsItChanges() {
        let a = SizedView(40, 20), b = ResizableView(60, 30)
        let s = StackView(arrangedSubviews: [a, b])
        s.alignment = .top
        s.translatesAutoresizingMaskIntoConstraints = false
        driver.window.addSubview(s)
        s.leadingAnchor.constraint(equalTo: driver.window.leadingAnchor).isActive = true
        s.topAnchor.constraint(equalTo: driver.window.topAnchor).isActive = true
        driver.window.layoutPass()
        #expect(s.frame.height == 30)
        b.natural = Size(width: 60, height: 50)
        driver.window.layoutPass()
        #expect(s.frame.height == 50)
        b.natural = Size(width: 60, height: 10)
        driver.window.layoutPass()
        #expect(s.frame.height == 20)            // UIKit's canvas fit pulls it back to the thickest view
    }

    @Test func arrangedViewsObeyTheirOwnConstraintsToo() {
        let a = SizedView(40, 20), b = View(frame: Rect(0, 0, 50, 20))
        let s = StackView(arrangedSubviews: [a, b], frame: Rect(0, 0, 300, 40))
        driver.window.addSubview(s)
        a.widthAnchor.constraint(equalToConstant: 100).isActive = true
        driver.window.layoutPass()
        // A required width beats the label's hugging; the view without an intrinsic size takes the rest.
        #expect(a.frame.width == 100)
        #expect(b.frame == Rect(100, 0, 200, 40))
    }

    @Test func aSpacingChangeMovesTheViewsWithoutNewConstraints() {
        let a = SizedView(40, 20), b = SizedView(60, 20)
        let s = StackView(arrangedSubviews: [a, b], frame: Rect(0, 0, 300, 40))
        driver.window.addSubview(s)
        driver.window.layoutPass()
        let before = s.constraints.count + a.constraints.count
        s.spacing = 30
        #expect(!s.needsUpdateConstraints())         // constants move; nothing is rebuilt
        driver.window.layoutPass()
        #expect(b.frame.minX == 70)
        #expect(s.constraints.count + a.constraints.count == before)
    }

    @Test func theStackFollowsTheInterfaceEdgesItIsGiven() {
        // Margins, then the arrangement switching axis: the constraints are made again.
        let a = SizedView(40, 20), b = SizedView(60, 30)
        let s = StackView(arrangedSubviews: [a, b], frame: Rect(0, 0, 200, 200))
        s.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        s.isLayoutMarginsRelativeArrangement = true
        s.axis = .vertical
        s.distribution = .fillEqually
        driver.window.addSubview(s)
        driver.window.layoutPass()
        #expect(a.frame == Rect(6, 5, 186, 94))
        #expect(b.frame == Rect(6, 99, 186, 94))
        s.axis = .horizontal
        driver.window.layoutPass()
        #expect(a.frame == Rect(6, 5, 93, 188))
        #expect(b.frame == Rect(99, 5, 93, 188))
    }
}
