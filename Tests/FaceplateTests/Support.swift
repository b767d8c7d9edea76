import Faceplate
import FaceplateWidgets

/// A view that records every touch callback it receives, by touch identifier.
@MainActor final class RecordingView: View {
    var log: [String] = []
    var forward = false
    override func touchesBegan(_ touches: TouchSet, with event: Event?) { record("began", touches); if forward { super.touchesBegan(touches, with: event) } }
    override func touchesMoved(_ touches: TouchSet, with event: Event?) { record("moved", touches); if forward { super.touchesMoved(touches, with: event) } }
    override func touchesEnded(_ touches: TouchSet, with event: Event?) { record("ended", touches); if forward { super.touchesEnded(touches, with: event) } }
    override func touchesCancelled(_ touches: TouchSet, with event: Event?) { record("cancelled", touches); if forward { super.touchesCancelled(touches, with: event) } }
    private func record(_ what: String, _ touches: TouchSet) {
        log.append(what + touches.map { "#\($0.identifier)" }.joined())
    }
    var phases: [String] { log.map { String($0.prefix { $0 != "#" }) } }
}

/// A control subclass that reports each sendActions call's events through sendAction overrides.
@MainActor final class ProbeControl: Control {
    var sent: [ControlEvents] = []
    var beginResult = true
    var continueResult = true
    var hooks: [String] = []
    override func beginTracking(_ touch: Touch, with event: Event?) -> Bool { hooks.append("begin"); return beginResult }
    override func continueTracking(_ touch: Touch, with event: Event?) -> Bool { hooks.append("continue"); return continueResult }
    override func endTracking(_ touch: Touch?, with event: Event?) { hooks.append("end") }
    override func cancelTracking(with event: Event?) { hooks.append("cancel") }
}

/// Records the control events of `control` by observing the trace (one line per sendActions call).
@MainActor func controlEvents(of control: Control, in driver: TestDriver) -> TraceLines {
    let lines = TraceLines()
    driver.application.trace.record(into: lines)
    return lines
}

extension TraceLines {
    /// The control-event lines, without the "control Type \"name\" " prefix.
    @MainActor var controlEvents: [String] {
        lines.filter { $0.hasPrefix("control ") }.map { String($0.split(separator: " ").last!) }
    }
}

/// A target whose method counts calls.
@MainActor final class Counter {
    var count = 0
    var senders: [ObjectIdentifier] = []
    func hit() { count += 1 }
    func hit(_ sender: Control) { count += 1; senders.append(ObjectIdentifier(sender)) }
}
