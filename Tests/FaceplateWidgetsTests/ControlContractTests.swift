import Testing
import Faceplate
import FaceplateWidgets

/// Checks one touch's control events against UIControl's contract (Chameleon's UIControl.m, the
/// seed): an untracked touch sends nothing; a tracked one sends `touchDown` (with `touchDownRepeat`
/// for a repeated tap), then exactly one drag event per move while it stays tracked, then — only if it
/// is still tracked — one `touchUpInside`, `touchUpOutside` or `touchCancel`. Returns what is wrong, or nil.
func controlContractViolation(_ sends: [Set<String>], moves: Int, ended: Bool) -> String? {
    guard let first = sends.first else { return nil }
    guard first.contains("touchDown"), first.isSubset(of: ["touchDown", "touchDownRepeat"]) else {
        return "the first control event is \(first.sorted()), not touchDown"
    }
    let drags: Set<String> = ["touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit"]
    let terminals: Set<String> = ["touchUpInside", "touchUpOutside", "touchCancel"]
    var dragCount = 0
    var terminal: Set<String>?
    for s in sends.dropFirst() {
        if terminal != nil { return "\(s.sorted()) after the touch's last event" }
        if s.isSubset(of: drags) {
            guard s.contains("touchDragInside") != s.contains("touchDragOutside") else { return "drag event \(s.sorted())" }
            dragCount += 1
        } else if s.count == 1, terminals.contains(s.first!) {
            terminal = s
        } else {
            return "unexpected \(s.sorted())"
        }
    }
    if dragCount > moves { return "\(dragCount) drag events for \(moves) moves" }
    if let terminal, !terminal.contains("touchCancel"), dragCount != moves {
        return "\(terminal.sorted()) after \(dragCount) drag events for \(moves) moves: tracking stopped, so the lift sends nothing"
    }
    if terminal == nil && ended && dragCount == moves {
        return "a touch tracked to its lift ended without touchUpInside or touchUpOutside"
    }
    return nil
}

/// Every widget's control events, for taps, drags, drags out and back, and cancelled touches on each
/// part of it, form sequences UIControl's contract allows.
@Suite @MainActor struct ControlContractTests {
    /// The touch events of the one control in `driver`, one set per `sendActions` call.
    private func record(_ driver: TestDriver) -> (TraceLines, () -> [Set<String>]) {
        let lines = TraceLines()
        driver.application.trace.record(into: lines)
        let touchNames: Set<String> = ["touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
                                       "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel"]
        return (lines, {
            lines.lines.filter { $0.hasPrefix("control ") }.compactMap { line -> Set<String>? in
                let names = Set(line.split(separator: " ").last!.split(separator: "|").map(String.init)).intersection(touchNames)
                return names.isEmpty ? nil : names
            }
        })
    }

    /// Runs the scripted touches from `start` on a fresh `make()` and checks each touch's events.
    private func audit(_ what: String, _ make: () -> Control, from starts: [Point]) {
        let scripts: [(String, Int, Bool, (TestDriver, Point) -> Void)] = [
            ("tap", 0, true, { d, p in d.tap(at: p) }),
            ("drag inside", 4, true, { d, p in d.touchDown(at: p); d.move(to: Point(x: p.x + 12, y: p.y + 3), steps: 4); d.touchUp() }),
            ("drag out", 3, true, { d, p in d.touchDown(at: p); d.move(to: Point(x: p.x, y: p.y + 300), steps: 3); d.touchUp() }),
            ("out and back", 6, true, { d, p in
                d.touchDown(at: p); d.move(to: Point(x: p.x, y: p.y + 300), steps: 3); d.move(to: p, steps: 3); d.touchUp() }),
            ("cancelled", 2, false, { d, p in d.touchDown(at: p); d.move(to: Point(x: p.x + 6, y: p.y), steps: 2); d.cancel() }),
        ]
        for start in starts {
            for (name, moves, ended, run) in scripts {
                let driver = makeDriver(width: 480, height: 480)
                let control = make()
                driver.window.addSubview(control)
                let (_, sends) = record(driver)
                run(driver, start)
                driver.advance(by: 1)
                let events = sends()
                let problem = controlContractViolation(events, moves: moves, ended: ended)
                #expect(problem == nil, Comment(rawValue: "\(what), \(name) from \(start): \(problem ?? "") in \(events.map { $0.sorted() })"))
                #expect(!control.isTracking && !control.isHighlighted, Comment(rawValue: "\(what), \(name)"))
            }
        }
    }

    @Test func theCheckerRejectsWhatTheContractForbids() {
        #expect(controlContractViolation([], moves: 3, ended: true) == nil)
        #expect(controlContractViolation([["touchDown"], ["touchDragInside"], ["touchUpInside"]], moves: 1, ended: true) == nil)
        #expect(controlContractViolation([["touchDown"], ["touchDragInside"]], moves: 2, ended: true) == nil, "tracking stopped")
        #expect(controlContractViolation([["touchDown"], ["touchUpInside"]], moves: 2, ended: true) != nil, "moves without drags")
        #expect(controlContractViolation([["touchDown"], ["touchDragInside"], ["touchUpInside"]], moves: 2, ended: true) != nil)
        #expect(controlContractViolation([["touchDown"]], moves: 0, ended: true) != nil, "no lift")
        #expect(controlContractViolation([["touchUpInside"]], moves: 0, ended: true) != nil)
    }

    @Test func slider() {
        // A 224-wide slider at (100, 100) with value 0: the thumb is centred at (112, 122).
        audit("slider", {
            let s = Slider(frame: Rect(100, 100, 224, 44)); s.theme = Themes.light; return s
        }, from: [Point(x: 112, y: 122), Point(x: 262, y: 122), Point(x: 320, y: 140)])
    }

    @Test func dial() {
        // A 200-point dial at (100, 100): its ring is a circle of radius 80 round (200, 200). Starts on
        // the ring at the top, on the thumb (value 0, down-left), in the middle and off the ring.
        audit("dial", { let d = Dial(frame: Rect(100, 100, 200, 200)); d.theme = Themes.light; return d },
              from: [Point(x: 200, y: 120), Point(x: 143, y: 257), Point(x: 200, y: 200), Point(x: 104, y: 104)])
    }

    @Test func switchControl() {
        audit("switch", { let s = Switch(frame: Rect(100, 100, 51, 31)); s.theme = Themes.light; return s },
              from: [Point(x: 125, y: 115), Point(x: 101, y: 101)])
    }

    @Test func stepper() {
        // Value 0 at the minimum: the minus half cannot step and does not track.
        audit("stepper", { let s = Stepper(frame: Rect(100, 100, 104, 44)); s.theme = Themes.light; return s },
              from: [Point(x: 125, y: 122), Point(x: 180, y: 122)])
    }

    @Test func segmentedControl() {
        audit("segmented control", {
            let s = SegmentedControl(items: ["A", "B", "C"], frame: Rect(100, 100, 240, 32)); s.theme = Themes.light; return s
        }, from: [Point(x: 120, y: 116), Point(x: 330, y: 116)])
    }

    @Test func button() {
        audit("button", { Button(title: "OK", frame: Rect(100, 100, 120, 44)) }, from: [Point(x: 160, y: 122)])
    }

    @Test func textField() {
        audit("text field", { TextField(frame: Rect(100, 100, 200, 44), theme: Themes.light) }, from: [Point(x: 150, y: 122)])
    }

    @Test func datePicker() {
        // Its wheels take the touches (they scroll): the picker itself sends only valueChanged.
        audit("date picker", { let p = DatePicker(frame: Rect(40, 40, 320, 216)); p.theme = Themes.light; return p },
              from: [Point(x: 100, y: 148), Point(x: 300, y: 200)])
    }

    @Test func pageControl() {
        audit("page control", { let p = PageControl(frame: Rect(100, 100, 200, 44)); p.numberOfPages = 3; return p },
              from: [Point(x: 120, y: 122), Point(x: 280, y: 122)])
    }
}
