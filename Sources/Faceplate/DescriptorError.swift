/// Why a descriptor could not be watched, or its interest changed.
public enum DescriptorError: Error, Equatable, CustomStringConvertible {
    /// Nothing runs a loop for this application: under ``TestDriver`` (which has no event loop), or
    /// before the entry point made its loop.
    case noLoop
    /// The source was invalidated (by the app, or after a hang-up or error was reported).
    case invalidated
    /// The kernel refused: the call, the descriptor and errno's text.
    case system(operation: String, fileDescriptor: Int32, reason: String)

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .noLoop:
            "no event loop runs this application (a TestDriver has none): descriptors are watched on the panel's loop, "
                + "which the entry point sets up before application(_:didFinishLaunchingWithOptions:)"
        case .invalidated:
            "the descriptor source was invalidated"
        case let .system(operation, fd, reason):
            "\(operation) for descriptor \(fd) failed: \(reason)"
        }
    }
}
