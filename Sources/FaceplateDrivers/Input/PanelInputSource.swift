/// Something the panel loop (the app shell's `PanelRunner`) reads input from: a descriptor to poll and a
/// way to drain it into a sink. ``LibinputSource`` is the real one; tests use a pipe.
public protocol PanelInputSource: AnyObject {
    /// Readable when input is waiting.
    var fd: Int32 { get }
    /// Reads everything waiting and hands the records to `sink`, allocation-free once warm.
    func dispatch<S: InputSink>(to sink: S)
}

extension LibinputSource: PanelInputSource {}
