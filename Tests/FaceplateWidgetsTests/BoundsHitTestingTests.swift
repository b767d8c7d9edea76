import Testing
import Faceplate
import FaceplateWidgets

// Hit-testing's fast path (Sources/Faceplate/View+BoundsHitTesting.swift) skips, without calling into
// it, a subview of a class that declared it hit-tests as View does when the point is outside its bounds.
// These tests hold it to the full virtual path: an app's subclass of such a class — overriding
// `point(inside:)` and calling super, or `hitTest` — must still decide, and on random hierarchies of
// Faceplate's own classes and app subclasses the hit view is the one a plain recursive walk through the
// public API finds.

/// An app's button with a touch area 20 points larger on every side (calls super first).
@MainActor private final class GenerousButton: Button {
    override func point(inside point: Point, with event: Event?) -> Bool {
        super.point(inside: point, with: event) || bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// An app's label that forwards touches near it to another view (UIKit's hitTest redirection idiom).
@MainActor private final class ForwardingLabel: Label {
    weak var destination: View?
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        if bounds.insetBy(dx: -30, dy: -30).contains(point) { return destination }
        return super.hitTest(point, with: event)
    }
}

/// An app's plain view whose touch area is a circle around its centre, reaching past its bounds.
@MainActor private final class RoundTarget: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= 40 * 40
    }
}

@Suite @MainActor struct BoundsHitTestingTests {
    @Test func anAppSubclassThatWidensPointInsideAndCallsSuperIsHitOutsideItsBounds() {
        let driver = TestDriver(size: Size(400, 300))
        let root = View(frame: Rect(0, 0, 400, 300))
        driver.window.addSubview(root)
        let plain = Button(frame: Rect(20, 20, 100, 50))
        let generous = GenerousButton(frame: Rect(200, 20, 100, 50))
        root.addSubview(plain); root.addSubview(generous)
        // 10 points left of each button: the plain one misses (the fast path's bounds test), the app's
        // subclass decides through its override and is hit.
        #expect(driver.window.hitTest(Point(x: 10, y: 40), with: nil) === root)
        #expect(driver.window.hitTest(Point(x: 190, y: 40), with: nil) === generous)
        #expect(driver.window.hitTest(Point(x: 250, y: 85), with: nil) === generous)
        #expect(driver.window.hitTest(Point(x: 250, y: 95), with: nil) === root)
    }

    @Test func anAppSubclassOverridingHitTestDecidesOutsideItsBounds() {
        let driver = TestDriver(size: Size(400, 300))
        let root = View(frame: Rect(0, 0, 400, 300))
        driver.window.addSubview(root)
        let target = Button(frame: Rect(300, 200, 80, 40))
        let label = ForwardingLabel(frame: Rect(100, 100, 60, 20))
        label.isUserInteractionEnabled = true
        label.destination = target
        root.addSubview(target); root.addSubview(label)
        #expect(driver.window.hitTest(Point(x: 80, y: 90), with: nil) === target)   // 20 points outside the label
        #expect(driver.window.hitTest(Point(x: 50, y: 50), with: nil) === root)
    }

    @Test func anAppViewWithARoundTouchAreaIsHitPastItsCorners() {
        let driver = TestDriver(size: Size(400, 300))
        let round = RoundTarget(frame: Rect(100, 100, 40, 40))
        driver.window.addSubview(round)
        #expect(driver.window.hitTest(Point(x: 120, y: 85), with: nil) === round)    // 15 points above the bounds
        #expect(driver.window.hitTest(Point(x: 102, y: 102), with: nil) === round)
        #expect(driver.window.hitTest(Point(x: 60, y: 60), with: nil) === driver.window)
    }

    @Test func randomHierarchiesHitWhatTheFullVirtualWalkHits() {
        var rng = SplitMix(seed: 0x15_7A9)
        for round in 0..<40 {
            let driver = TestDriver(size: Size(320, 240))
            var all: [View] = [driver.window]
            for _ in 0..<30 {
                let parent = all[rng.below(all.count)]
                let view = Self.makeView(&rng)
                parent.addSubview(view)
                all.append(view)
            }
            for _ in 0..<200 {
                let p = Point(x: Double(rng.below(340)) - 10, y: Double(rng.below(260)) - 10)
                let expected = Self.referenceHitTest(driver.window, p)
                let hit = driver.window.hitTest(p, with: nil)
                #expect(hit === expected, "round \(round), point \(p.x), \(p.y)")
            }
        }
    }

    /// A view of one of Faceplate's classes or of an app subclass, with integral geometry (so the two
    /// walks' conversions are exact) and random flags.
    private static func makeView(_ rng: inout SplitMix) -> View {
        let frame = Rect(x: Double(rng.below(300)) - 20, y: Double(rng.below(220)) - 20,
                         width: Double(5 + rng.below(120)), height: Double(5 + rng.below(100)))
        let view: View
        switch rng.below(6) {
        case 0: view = View(frame: frame)
        case 1: view = Button(frame: frame)
        case 2: view = Label(frame: frame)
        case 3: view = GenerousButton(frame: frame)
        case 4: view = RoundTarget(frame: frame)
        default: view = Control(frame: frame)
        }
        view.isUserInteractionEnabled = rng.below(6) != 0
        view.isHidden = rng.below(8) == 0
        if rng.below(8) == 0 { view.alpha = 0.005 }
        if rng.below(5) == 0 { view.bounds.origin = Point(x: Double(rng.below(20)), y: Double(rng.below(20))) }
        return view
    }

    /// UIKit's hit-testing written out through the public API, every view asked through its own methods.
    private static func referenceHitTest(_ view: View, _ p: Point) -> View? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01, view.point(inside: p, with: nil) else { return nil }
        for sub in view.subviews.reversed() {
            let f = sub.frame, b = sub.bounds
            let q = Point(x: p.x - f.minX + b.minX, y: p.y - f.minY + b.minY)
            if let hit = referenceHitTest(sub, q) { return hit }
        }
        return view
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
