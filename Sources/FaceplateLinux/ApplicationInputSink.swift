import Faceplate

/// Hands input records straight to an ``Application``: the adapter that lets every backend
/// (``LibinputSource``, ``EvemuReplay``) drive the UI core.
///
/// ``InputSink`` is not actor-isolated (backends are plain C-facing classes), while `Application` lives
/// on the main actor; the panel loop dispatches input on the main thread, so the conformance checks
/// that at run time (`@preconcurrency`) instead of hopping (a hop, or `MainActor.assumeIsolated`'s
/// closure, would allocate per record).
@MainActor public struct ApplicationInputSink: @preconcurrency InputSink {
    /// The application records go to.
    public let application: Application

    /// Wraps `application`.
    public init(application: Application) { self.application = application }

    /// Passes `record` to `Application.handle(_:)`; must be called on the main thread.
    public func handle(_ record: InputRecord) {
        application.handle(record)
    }

    /// Passes `record` and the name of its device to `Application.handle(_:from:)` (main thread).
    public func handle(_ record: InputRecord, from device: String) {
        application.handle(record, from: device)
    }
}

/// Something the panel loop reads input from: a descriptor to poll and a way to drain it into a sink.
/// ``LibinputSource`` is the real one; tests use a pipe.
public protocol PanelInputSource: AnyObject {
    /// Readable when input is waiting.
    var fd: Int32 { get }
    /// Reads everything waiting and hands the records to `sink`, allocation-free once warm.
    func dispatch<S: InputSink>(to sink: S)
}

extension LibinputSource: PanelInputSource {}
