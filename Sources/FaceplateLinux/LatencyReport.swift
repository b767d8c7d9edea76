import FaceplateDrivers

/// The latency lines of a run that times its actions (`--latency`, `--trace`): per action
/// `latency input->action … ms, action->flip … ms`, and, when its input batch was stamped
/// (``InputStageClock``), `latency stages ms:` splitting the input→action time by stage.
///
/// Written through a ``ConsoleLine`` (fixed storage, one write per line), so printing allocates
/// nothing on the loop that is being measured.
final class LatencyReport {
    private let line = ConsoleLine()

    /// Prints the `count` newest samples of `log` (at most its capacity), oldest first.
    func print(newest count: Int, of log: LatencyLog) {
        var k = min(count, log.capacity)
        while k > 0 {
            k -= 1
            write(log.newest(k))
        }
    }

    private func write(_ s: LatencyLog.Sample) {
        line.append("latency input->action ")
        if let a = s.inputToAction { line.append(a * 1000, decimals: 3); line.append(" ms") } else { line.append("n/a (timer)") }
        line.append(", action->flip ")
        if let f = s.actionToFlip { line.append(f * 1000, decimals: 3); line.append(" ms") } else { line.append("n/a (nothing redrawn)") }
        line.flush()
        guard let st = s.stages, let a = s.inputToAction else { return }
        // Each stage's time since the previous one reached (n/a: the batch skipped it), then the
        // rest up to the action; scripts/vm/latency-figures reads this line's fields by name.
        line.append("latency stages ms:")
        var previous = st.readable
        var raw = InputStage.libinputDispatched.rawValue
        while let stage = InputStage(rawValue: raw) {   // not allCases: that builds an array per line
            raw += 1
            line.append(" ")
            line.append(LatencyReport.stageName(stage))
            line.append("=")
            let t = st[stage]
            if t >= 0 { line.append((t - previous) * 1000, decimals: 3); previous = t } else { line.append("n/a") }
        }
        line.append(" dispatch=")
        line.append((st.readable + a - previous) * 1000, decimals: 3)
        line.append(" records=")
        line.append(st.records)
        line.append(" waited=")
        if st.firstInputTime >= 0 { line.append((st.readable - st.firstInputTime) * 1000, decimals: 3) } else { line.append("n/a") }
        // The thread's CPU time over the same intervals: up to the acting frame, then its dispatch.
        if st.readableCPU >= 0 && st.frameCPU >= 0 && st.actionCPU >= 0 {
            line.append(" cpu_to_frame=")
            line.append((st.frameCPU - st.readableCPU) * 1000, decimals: 3)
            line.append(" cpu_dispatch=")
            line.append((st.actionCPU - st.frameCPU) * 1000, decimals: 3)
        }
        if st.outputLines > 0 {
            line.append(" output_lines=")
            line.append(st.outputLines)
            line.append(" output=")
            line.append(st.outputSeconds * 1000, decimals: 3)
        }
        line.flush()
    }

    /// The name a stage has in the `latency stages` line: the interval that ends at it.
    private static func stageName(_ stage: InputStage) -> StaticString {
        switch stage {
        case .readable: "readable"
        case .libinputDispatched: "libinput"
        case .firstEvent: "get_event"
        case .firstRecord: "convert"
        case .frame: "to_frame"
        }
    }
}
