/// A FaceplateMQTT failure, as one line that says what went wrong and what to do, and never quotes the
/// broker's password.
public struct MQTTError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The line.
    public let message: String

    /// An error with `message`.
    public init(_ message: String) { self.message = message }

    /// The line.
    public var description: String { message }
}
