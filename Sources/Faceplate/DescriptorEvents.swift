/// What a file descriptor is ready for, or what happened to it: the interest an app registers a
/// descriptor with (``readable``, ``writable``) and the events its handler receives.
///
/// ``hangUp`` and ``error`` are always reported, whatever the interest, and are reported once: after
/// the handler that receives them returns, the ``DescriptorSource`` is invalidated.
public struct DescriptorEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt8
    /// Makes a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Data can be read without blocking (or a read returns 0 at end of file), or a listening socket
    /// has a connection to accept. Includes urgent data (`POLLPRI`: sysfs attributes, GPIO lines).
    public static let readable = DescriptorEvents(rawValue: 1 << 0)
    /// A write would not block (a connecting socket has connected, or failed: see ``error``).
    public static let writable = DescriptorEvents(rawValue: 1 << 1)
    /// The other end went away: a pipe's writer closed, a socket's peer shut down or closed, a serial
    /// adapter was unplugged. Read what is left in the same callback (until `read` returns 0 or
    /// `EAGAIN`); the source is invalidated after it.
    public static let hangUp = DescriptorEvents(rawValue: 1 << 2)
    /// The descriptor has an error pending (a refused connection, a device error); `getsockopt(SO_ERROR)`
    /// says which for a socket. The source is invalidated after the callback.
    public static let error = DescriptorEvents(rawValue: 1 << 3)

    /// Whether these events end the registration (``hangUp`` or ``error``).
    public var isFinal: Bool { !intersection([.hangUp, .error]).isEmpty }

    /// The names of the events, as `[readable, hangUp]`.
    public var description: String {
        var names: [String] = []
        if contains(.readable) { names.append("readable") }
        if contains(.writable) { names.append("writable") }
        if contains(.hangUp) { names.append("hangUp") }
        if contains(.error) { names.append("error") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
