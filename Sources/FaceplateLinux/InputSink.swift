import Faceplate

/// Receives the ``InputRecord``s an input backend produces.
///
/// The UI core's `Application` conforms to it; tests conform with a recording sink. Backends hand
/// records over one at a time, in order, on the thread that calls their `dispatch`, so a sink needs no
/// locking. A sink must not allocate per record if the dispatch path is to stay allocation-free.
public protocol InputSink {
    /// Takes one record. Touch records of a frame arrive before that frame's `.frame`.
    func handle(_ record: InputRecord)
}
