import Faceplate

/// Receives the ``InputRecord``s an input backend produces.
///
/// ``ApplicationInputSink`` hands them to the UI core's `Application`; tests conform with a recording
/// sink. Backends hand records over one at a time, in order, on the thread that calls their `dispatch`,
/// so a sink needs no locking. A sink must not allocate per record if the dispatch path is to stay
/// allocation-free.
public protocol InputSink {
    /// Takes one record. Touch records of a frame arrive before that frame's `.frame`.
    func handle(_ record: InputRecord)
    /// Takes one record that came from the input device named `device` (backends that know their
    /// devices pass touch-downs this way, so a finger the application has no room for is reported by
    /// its device's name). The default ignores the name and calls ``handle(_:)``.
    func handle(_ record: InputRecord, from device: String)
    /// Notes that the backend reached `stage` of the current batch (``InputStageClock``: where the
    /// first tap's time goes). The default does nothing.
    func noteStage(_ stage: InputStage)
    /// Takes the records `read` hands over as one input batch, read together as live input is (a
    /// flight recording's `batch begin` … `batch end`). The default hands them on one by one.
    func handleBatch(_ read: () -> Void)
}

extension InputSink {
    /// Passes `record` on to ``handle(_:)``: a sink that has no use for device names.
    public func handle(_ record: InputRecord, from device: String) { handle(record) }
    /// Ignores the stage: a sink that times nothing.
    public func noteStage(_ stage: InputStage) {}
    /// Runs `read`: a sink that coalesces nothing.
    public func handleBatch(_ read: () -> Void) { read() }
}
