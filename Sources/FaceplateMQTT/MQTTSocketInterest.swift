/// What an event loop watches for an ``MQTTConnection``: its socket, for reading always and for writing
/// while ``wantsWrite``.
///
/// The socket changes with every connection attempt (and is `-1` between them), so a loop re-registers
/// whenever ``MQTTConnection/onInterestChange`` reports a new value.
public struct MQTTSocketInterest: Equatable, Sendable {
    /// The socket's descriptor, or `-1` while there is none.
    public var descriptor: Int32
    /// Whether output is queued: watch the socket for writability and call
    /// ``MQTTConnection/handleWritable()`` when it is.
    public var wantsWrite: Bool

    /// No socket.
    public static let none = MQTTSocketInterest(descriptor: -1, wantsWrite: false)

    /// An interest in `descriptor`.
    public init(descriptor: Int32, wantsWrite: Bool) {
        self.descriptor = descriptor
        self.wantsWrite = wantsWrite
    }
}
