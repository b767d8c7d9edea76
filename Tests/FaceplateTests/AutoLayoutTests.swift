import Testing
import Faceplate

/// A view with a fixed intrinsic size, as a label or button has.
@MainActor final class IntrinsicView: View {
    var natural: Size { didSet { invalidateIntrinsicContentSize() } }
    init(_ w: Double, _ h: Double) { natural = Size(width: w, height: h); super.init(frame: .zero) }
    override var intrinsicContentSize: Size { natural }
}

/// Anchors, constraints and the window's layout pass, with frames worked out by hand as UIKit gives them.
@Suite @MainActor struct AutoLayoutTests {
    /// A 400×300 window with a root view filling it (frame-positioned, as a controller's view is).
    func scene() -> (TestDriver, View) {
        let driver = TestDriver(size: Size(400, 300))
        let root = View(frame: Rect(0, 0, 400, 300))
        driver.window.addSubview(root)
        return (driver, root)
    }
    func constrained(in root: View) -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        return v
    }

    @Test func edgesPinnedToTheSuperview() {
        let (driver, root) = scene()
        let v = constrained(in: root)
        #expect(View().translatesAutoresizingMaskIntoConstraints)     // UIKit's default for views made in code
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            v.heightAnchor.constraint(equalToConstant: 44),
        ])
        driver.window.layoutPass()
        #expect(v.frame == Rect(20, 10, 360, 44))        // 400 − 20 − 20 = 360 wide
    }

    @Test func marginsGuideFollowsLayoutMargins() {
        let (driver, root) = scene()
        let v = constrained(in: root)
        let g = root.layoutMarginsGuide
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: g.leadingAnchor), v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            v.topAnchor.constraint(equalTo: g.topAnchor), v.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        driver.window.layoutPass()
        #expect(v.frame == Rect(8, 8, 384, 284))          // UIKit's default margins: 8 on each side
        root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 0, right: 4)
        driver.window.layoutPass()
        #expect(v.frame == Rect(16, 20, 380, 280))
        #expect(g.layoutFrame == Rect(16, 20, 380, 280))
    }

    @Test func multipliersCentresAndRelations() {
        let (driver, root) = scene()
        let v = constrained(in: root)
        LayoutConstraint.activate([
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),          // 200
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
            v.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.1),   // ≤ 30: contradicts ≥ 60
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
        ])
        var log: [String] = []
        driver.application.diagnostics.log = { log.append($0) }
        driver.window.layoutPass()
        // The ≤ 30 was refused when activated (before the log was captured); the rest hold.
        #expect(v.frame == Rect(100, 130, 200, 60))        // centre (200, 160): y = 160 − 30
        #expect(driver.application.diagnostics.overflowCount(.unsatisfiableConstraints) == 1)
        _ = log
    }

    @Test func priorities() {
        let (driver, root) = scene()
        let v = constrained(in: root)
        let wish = v.widthAnchor.constraint(equalToConstant: 50)
        wish.priority = .defaultLow
        let strong = v.widthAnchor.constraint(equalToConstant: 120)
        strong.priority = LayoutPriority(751)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), wish, strong,
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        ])
        driver.window.layoutPass()
        #expect(v.frame.width == 100)                      // 751 pulls to 120, required caps at 100
        strong.isActive = false
        driver.window.layoutPass()
        #expect(v.frame.width == 50)                       // only the 250 wish is left
        strong.priority = .defaultLow - 1
        strong.isActive = true
        driver.window.layoutPass()
        #expect(v.frame.width == 50)                       // 249 loses to 250
    }

    @Test func changingAConstantMovesTheViewInTheNextPass() {
        let (driver, root) = scene()
        let v = constrained(in: root)
        let left = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: root.topAnchor),
                                   v.widthAnchor.constraint(equalToConstant: 30), v.heightAnchor.constraint(equalToConstant: 30)])
        driver.window.layoutPass()
        #expect(v.frame.minX == 10)
        left.constant = 70
        #expect(v.frame.minX == 10)                        // frames change in the layout pass, as in UIKit
        driver.window.layoutPass()
        #expect(v.frame == Rect(70, 0, 30, 30))
        left.isActive = false
        left.isActive = true
        driver.window.layoutPass()
        #expect(v.frame.minX == 70)
    }

    @Test func constraintsActivatedBeforeTheViewIsInAWindowApplyWhenItIs() {
        let driver = TestDriver(size: Size(400, 300))
        let root = View(frame: Rect(0, 0, 400, 300))
        let v = constrained(in: root)
        LayoutConstraint.activate([v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                                   v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
                                   v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 20)])
        driver.window.addSubview(root)
        driver.window.layoutPass()
        #expect(v.frame == Rect(350, 270, 40, 20))
        root.removeFromSuperview()
        #expect(v.constraints.count == 4 && v.constraints.allSatisfy { $0.isActive })
        driver.window.addSubview(root)
        root.frame = Rect(0, 0, 200, 100)                  // a translating view's frame is a constraint
        driver.window.layoutPass()
        #expect(v.frame == Rect(150, 70, 40, 20))
    }

    @Test func viewsInDifferentSuperviewsMeetInTheirCommonAncestor() {
        let (driver, root) = scene()
        let box = View(frame: Rect(50, 40, 100, 100))     // frame-positioned container
        root.addSubview(box)
        let a = constrained(in: box), b = constrained(in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5), a.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        driver.window.layoutPass()
        #expect(a.frame == Rect(5, 5, 30, 30))             // in box's coordinates
        #expect(b.frame == Rect(95, 75, 60, 30))           // root: 50 + 5 + 30 + 10 = 95, 40 + 5 + 30 = 75
        box.frame.origin = Point(x: 0, y: 0)
        driver.window.layoutPass()
        #expect(b.frame == Rect(45, 35, 60, 30))
    }

    @Test func theWindowResizesARootThatAutoresizesAndConstraintsFollow() {
        let (driver, root) = scene()
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let v = constrained(in: root)
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                                   v.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                                   v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        driver.window.layoutPass()
        #expect(v.frame.width == 400)
        driver.window.frame = Rect(0, 0, 640, 480)
        driver.window.layoutPass()
        #expect(v.frame.width == 640)
    }

    @Test func intrinsicSizeHuggingAndCompression() {
        let (driver, root) = scene()
        let a = IntrinsicView(80, 20), b = IntrinsicView(120, 20)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        // a | 10 | b across 0…300: 100 spare. Equal hugging would be ambiguous; b hugs less, so b grows.
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let right = b.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            right, a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        driver.window.layoutPass()
        #expect(a.frame == Rect(0, 0, 80, 20))             // height from the intrinsic size
        #expect(b.frame == Rect(90, 0, 210, 20))
        // 150 wide: 60 short. a resists compression more, so b gives up the room.
        right.constant = 150
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        driver.window.layoutPass()
        #expect(a.frame.width == 80 && b.frame == Rect(90, 0, 60, 20))
        // The intrinsic size changes: invalidation re-measures in the next pass, no setNeedsLayout.
        a.natural = Size(width: 40, height: 30)
        driver.window.layoutPass()
        #expect(a.frame == Rect(0, 0, 40, 30) && b.frame == Rect(50, 0, 100, 20))
    }

    @Test func unsatisfiableConstraintsAreLoggedInUIKitsWordsAndOneIsBroken() {
        let (driver, root) = scene()
        var log: [String] = []
        driver.application.diagnostics.log = { log.append($0) }
        let v = constrained(in: root)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100), w200 = v.widthAnchor.constraint(equalToConstant: 200)
        w200.identifier = "too-wide"
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                   v.heightAnchor.constraint(equalToConstant: 10), w100, w200])
        driver.window.layoutPass()
        #expect(v.frame.width == 100)
        #expect(w200.isActive)                              // broken, not deactivated (UIKit)
        #expect(log.count == 1)
        let line = log.first ?? ""
        #expect(line.contains("Unable to simultaneously satisfy constraints."))
        #expect(line.contains("Will attempt to recover by breaking constraint\n<LayoutConstraint:0x"))
        #expect(line.contains("'too-wide' View:0x") && line.contains(".width == 200.0   (active)>"))
        #expect(line.contains(".width == 100.0   (active)>"))   // the conflicting one is listed
        // A constant change that contradicts: reported too, the old solution stays.
        w200.isActive = false
        let min = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        min.isActive = true
        min.constant = 150
        driver.window.layoutPass()
        #expect(v.frame.width == 100)
        #expect(driver.application.diagnostics.overflowCount(.unsatisfiableConstraints) == 2)
    }
}
