import Testing
import Faceplate
import FaceplateWidgets

/// A deterministic xorshift generator, so a failure can be replayed from its seed.
struct XorShift: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
}

@MainActor final class AuditView: View {
    var open: Set<Int> = []
    var problems: [String] = []
    var closed = 0
    override func touchesBegan(_ t: TouchSet, with e: Event?) {
        for x in t { if !open.insert(x.identifier).inserted { problems.append("began twice #\(x.identifier)") } }
    }
    override func touchesMoved(_ t: TouchSet, with e: Event?) {
        for x in t where !open.contains(x.identifier) { problems.append("moved before began #\(x.identifier)") }
    }
    override func touchesEnded(_ t: TouchSet, with e: Event?) { close(t) }
    override func touchesCancelled(_ t: TouchSet, with e: Event?) { close(t) }
    func close(_ t: TouchSet) {
        for x in t { if open.remove(x.identifier) == nil { problems.append("closed twice or unopened #\(x.identifier)") } else { closed += 1 } }
    }
}

@MainActor final class AuditButton: Button {
    var began: Set<Int> = []
    var trackedIdentifier: Int?
    var upInsideWithoutBegin = 0
    override func touchesBegan(_ t: TouchSet, with e: Event?) {
        if let f = t.first, isEnabled, !isTracking { trackedIdentifier = f.identifier }
        super.touchesBegan(t, with: e)
    }
}

@Suite @MainActor struct RandomizedTouchStreamTests {
    /// 10⁵ random input records over audited views, buttons and recognizers: every began touch ends or
    /// cancels exactly once, touchUpInside only for touches that began in the control, nothing crashes.
    @Test func hundredThousandRandomEvents() {
        var rng = XorShift(state: 0x9E37_79B9_7F4A_7C15)
        let driver = TestDriver()
        driver.application.diagnostics.log = { _ in }
        var audits: [AuditView] = []
        for i in 0..<4 {
            let x = Double(i % 2) * 400, y = Double(i / 2) * 240
            audits.append(AuditView(frame: Rect(x: x, y: y, width: 400, height: 240)))
        }
        var buttons: [AuditButton] = []
        for (i, a) in audits.enumerated() {
            a.isMultipleTouchEnabled = true
            driver.window.addSubview(a)
            let b = AuditButton(title: "B\(i)", frame: Rect(100, 60, 150, 100))
            a.addSubview(b)
            buttons.append(b)
        }
        let tap = TapGestureRecognizer(); audits[1].addGestureRecognizer(tap)
        let pan = PanGestureRecognizer(); audits[2].addGestureRecognizer(pan)
        let double = TapGestureRecognizer(); double.numberOfTapsRequired = 2; audits[3].addGestureRecognizer(double)
        let long = LongPressGestureRecognizer(); long.delaysTouchesBegan = true; audits[3].addGestureRecognizer(long)
        tap.require(toFail: double)

        var upInside = 0
        var badUpInside = 0
        final class Probe { var fired = 0 }
        let probe = Probe()
        for b in buttons {
            b.addAction(Action { [unowned b] _ in
                probe.fired += 1
                // The touch that lifted inside must be the one this button began tracking.
                if b.trackedIdentifier == nil { badUpInside += 1 }
                b.trackedIdentifier = nil
            }, for: .touchUpInside)
            b.addAction(Action { [unowned b] _ in b.trackedIdentifier = nil }, for: [.touchUpOutside, .touchCancel])
        }
        var down = [Bool](repeating: false, count: 12)
        var records = 0
        while records < 100_000 {
            let slot = Int(rng.next() % 12)            // 12 slots > 10 touches: exercises overflow too
            let p = Point(x: Double(rng.next() % 800), y: Double(rng.next() % 480))
            switch rng.next() % 10 {
            case 0, 1:
                if !down[slot] { driver.application.handle(.touchDown(slot: slot, location: p, time: driver.clock.now)); down[slot] = true }
            case 2, 3, 4:
                if down[slot] { driver.application.handle(.touchMotion(slot: slot, location: p, time: driver.clock.now)) }
            case 5, 6:
                if down[slot] { driver.application.handle(.touchUp(slot: slot, time: driver.clock.now)); down[slot] = false }
            case 7:
                if down[slot] && rng.next() % 4 == 0 { driver.application.handle(.touchCancel(slot: slot, time: driver.clock.now)); down[slot] = false }
            case 8:
                driver.advance(by: Double(rng.next() % 400) / 1000)
            default:
                driver.application.handle(.frame(time: driver.clock.now))
            }
            records += 1
            if rng.next() % 3 == 0 { driver.advance(by: 1.0 / 60); driver.application.handle(.frame(time: driver.clock.now)) }
        }
        for s in 0..<12 where down[s] { driver.application.handle(.touchUp(slot: s, time: driver.clock.now)) }
        driver.application.handle(.frame(time: driver.clock.now))
        driver.advance(by: 2)
        upInside = probe.fired
        for a in audits {
            #expect(a.problems.isEmpty, Comment(rawValue: a.problems.prefix(5).joined(separator: ", ")))
            #expect(a.open.isEmpty, Comment(rawValue: "touches never closed: \(a.open.sorted())"))
        }
        #expect(badUpInside == 0)
        #expect(upInside > 0)
        #expect(audits.reduce(0) { $0 + $1.closed } > 1000)
        for b in buttons { #expect(!b.isTracking && !b.isHighlighted) }
    }
}
