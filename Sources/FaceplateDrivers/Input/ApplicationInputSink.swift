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
    /// Stamps where each batch has got to (the latency stages of the app shell's
    /// `PanelRunner`); nil: nothing is stamped.
    public let stages: InputStageClock?

    /// Wraps `application`; `stages`, when given, is stamped as records pass.
    public init(application: Application, stages: InputStageClock? = nil) {
        self.application = application
        self.stages = stages
    }

    /// Passes `record` to `Application.handle(_:)`; must be called on the main thread.
    public func handle(_ record: InputRecord) {
        stamp(record)
        application.handle(record)
    }

    /// Passes `record` and the name of its device to `Application.handle(_:from:)` (main thread).
    public func handle(_ record: InputRecord, from device: String) {
        stamp(record)
        application.handle(record, from: device)
    }

    /// Hands `read`'s records to the application as one input batch (`Application.handleInputBatch(_:)`).
    public func handleBatch(_ read: () -> Void) { application.handleInputBatch(read) }

    /// Passes the backend's stage to ``stages``.
    public func noteStage(_ stage: InputStage) { stages?.note(stage) }

    /// Stamps the record's arrival before the application sees it: a frame's dispatch (and the action
    /// it may run) comes after the stamp.
    private func stamp(_ record: InputRecord) {
        guard let stages else { return }
        switch record {
        case .frame: stages.noteRecord(inputTime: nil); stages.note(.frame)
        case .key: stages.noteRecord(inputTime: nil)
        default: stages.noteRecord(inputTime: record.time)
        }
    }
}
