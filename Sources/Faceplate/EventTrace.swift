/// A line-per-step record of what the event machinery did: input frames, hit views, gesture state
/// changes, control events and the actions they invoked.
///
/// Enable it to see why a tap did or did not reach an action (`faceplate run --trace`), or to compare
/// a run on a real kernel with a replay of the same recording. When disabled, a trace point costs one
/// branch and allocates nothing: the message is an autoclosure that is never evaluated.
///
/// ```
/// frame t=1000.033 #1 began (335, 155)
/// hit #1 Button "Button 9"
/// control Button "Button 9" touchDown
/// frame t=1000.050 #1 ended (335, 155)
/// control Button "Button 9" touchUpInside|primaryActionTriggered
/// action pressed(_:) -> PanelController
/// ```
@MainActor public final class EventTrace {
    /// Whether trace points emit lines.
    @exclusivity(unchecked) public var isEnabled = false
    /// Whether frame lines carry the input timestamp (off to compare runs whose clocks differ).
    @exclusivity(unchecked) public var includesTimestamps = true
    /// Where lines go; standard output by default.
    public var sink: @MainActor (String) -> Void = { print($0) }

    /// Creates a disabled trace.
    public init() {}

    /// Where emitted lines are kept as well (``Application/flightRecorder``); nil: nowhere.
    @exclusivity(unchecked) @usableFromInline var recorder: FlightRecorder?

    /// Emits `line` if enabled; `line` is not evaluated otherwise.
    @inlinable public func emit(_ line: @autoclosure () -> String) {
        guard isEnabled else { return }
        let text = line()
        sink(text)
        recorder?.recordTrace(text)
    }

    /// Collects lines into an array instead of printing them (tests, CLI comparisons).
    public func record(into lines: TraceLines) {
        sink = { lines.lines.append($0) }
        isEnabled = true
    }
}

/// A growable list of trace lines, for ``EventTrace/record(into:)``.
@MainActor public final class TraceLines {
    /// The lines so far.
    public var lines: [String] = []
    /// Creates an empty list.
    public init() {}
}

/// How the trace names an object: `Type "identifier"`, with the view's accessibility identifier or
/// label text, or just the type name.
@MainActor func traceName(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    let type = String(describing: Swift.type(of: object))
    if let view = object as? View, let name = view.traceLabel { return "\(type) \"\(name)\"" }
    return type
}
