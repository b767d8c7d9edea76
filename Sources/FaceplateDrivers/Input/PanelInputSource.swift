import FaceplateEcho

/// Something the panel loop (the app shell's `PanelRunner`) reads input from: a descriptor to poll and a
/// way to drain it into a sink. ``LibinputSource`` is the real one; tests use a pipe.
public protocol PanelInputSource: AnyObject {
    /// Readable when input is waiting.
    var fd: Int32 { get }
    /// Reads everything waiting and hands the records to `sink`, allocation-free once warm.
    func dispatch<S: InputSink>(to sink: S)
    /// What input was lost before it could be read (the kernel's dropped events), for the run's exit
    /// line; nil when nothing was.
    var lostInputSummary: String? { get }
    /// Whether what one ``dispatch(to:)`` reads is live input that queued up while the loop was busy:
    /// the panel loop then hands it to the application as one input batch, whose motion-only frames
    /// are coalesced (`Application.handleInputBatch(_:)`). A replay is not live: it reproduces every
    /// recorded frame, however far behind the loop is.
    var isLive: Bool { get }
}

extension PanelInputSource {
    /// Nothing is lost by a source that cannot tell.
    public var lostInputSummary: String? { nil }
    /// Input sources are live unless they say otherwise.
    public var isLive: Bool { true }
}

extension LibinputSource: PanelInputSource {
    /// "the kernel dropped events (SYN_DROPPED) 12 time(s) on "raspberrypi-ts" (event3)", per device.
    public var lostInputSummary: String? {
        let drops = droppedEvents
        guard !drops.isEmpty else { return nil }
        return "the kernel dropped events (SYN_DROPPED) " + drops.map {
            "\($0.count) time(s) on \"\(Echo.escaped($0.device.name))\" (\(Echo.escaped($0.device.sysname)))"
        }.joined(separator: ", ")
    }
}
