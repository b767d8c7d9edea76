import Glibc

/// Why a display backend could not open or present, worded so the person at the panel knows what to fix:
/// every message names the device path, connector, format or group involved.
public indirect enum DisplayError: Error, Equatable, CustomStringConvertible {
    /// One device that was tried and why it was not usable.
    public struct Attempt: Equatable, Sendable, CustomStringConvertible {
        /// The device node, e.g. `/dev/dri/card0`.
        public var path: String
        /// What went wrong with it.
        public var error: DisplayError
        /// Creates an attempt record.
        public init(path: String, error: DisplayError) { self.path = path; self.error = error }
        /// The error's message.
        public var reason: String { error.description }
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// No DRM card could be used; `tried` lists each candidate and why (empty when there were none).
    case noDRMDevice(directory: String, tried: [Attempt])
    /// open(2) said EACCES: the user lacks access to the device node.
    case permissionDenied(path: String)
    /// The device exists but cannot do what we need (no dumb buffers, no KMS resources).
    case unsupportedDevice(path: String, reason: String)
    /// Another process is DRM master, so we may not set modes or flip.
    case notMaster(path: String)
    /// No connector reports a connected display; `connectors` lists what was seen, with status.
    case noConnectedConnector(path: String, connectors: [String])
    /// The connector requested by name does not exist or is not connected.
    case connectorUnavailable(name: String, path: String, available: [String])
    /// The requested mode is not offered by the connector.
    case modeNotFound(width: Int, height: Int, connector: String, available: [String])
    /// No CRTC can drive the chosen connector.
    case noCRTC(connector: String, path: String)
    /// The scanout plane (or fbdev depth) cannot show this pixel format.
    case unsupportedFormat(format: String, device: String, supported: [String])
    /// A system or libdrm call failed (its operation names the device: `open on /dev/dri/card0`).
    case system(SystemError)
    /// `present` was called without a buffer from `nextBuffer()` being drawn.
    case nothingToPresent
    /// The display was closed.
    case closed

    /// The message for people: what failed, on which device, and what to do about it.
    public var description: String {
        switch self {
        case let .noDRMDevice(directory, tried):
            if tried.isEmpty {
                return "no DRM device: \(directory) has no card* nodes (is a KMS driver loaded? on a Raspberry Pi, "
                    + "dtoverlay=vc4-kms-v3d in config.txt); the fbdev fallback uses /dev/fb0"
            }
            return "no usable DRM device in \(directory); tried " + tried.map(\.description).joined(separator: "; ")
        case let .permissionDenied(path):
            return "permission denied opening \(path): add the user to the 'video' group or run under a seat (seatd/logind)"
        case let .unsupportedDevice(path, reason):
            return "\(path) cannot be used for display: \(reason)"
        case let .notMaster(path):
            return "cannot become DRM master on \(path): another program (a compositor, X, another display app) "
                + "holds the display; stop it or run from a free virtual terminal"
        case let .noConnectedConnector(path, connectors):
            return "no connected display on \(path)" + (connectors.isEmpty ? " (it has no connectors)"
                : "; connectors: " + connectors.joined(separator: ", ")) + ". Check the cable/ribbon and the panel's power"
        case let .connectorUnavailable(name, path, available):
            return "connector \(name) on \(path) is missing or not connected; connectors: "
                + (available.isEmpty ? "none" : available.joined(separator: ", "))
        case let .modeNotFound(width, height, connector, available):
            return "connector \(connector) offers no \(width)x\(height) mode; modes: "
                + (available.isEmpty ? "none" : available.joined(separator: ", "))
        case let .noCRTC(connector, path):
            return "no CRTC on \(path) can drive connector \(connector) (all possible CRTCs are in use or none is wired to it)"
        case let .unsupportedFormat(format, device, supported):
            return "\(device) cannot scan out \(format); it supports "
                + (supported.isEmpty ? "no known format" : supported.joined(separator: ", "))
        case let .system(error):
            return error.description
        case .nothingToPresent:
            return "present() called with no buffer drawn: call nextBuffer() first"
        case .closed:
            return "the display is closed"
        }
    }
}

extension DisplayError {
    /// Whether the error says another program holds the display now (we lost DRM master: a VT switch,
    /// a compositor started): drawing must wait until it is given back.
    public var meansLostMaster: Bool {
        switch self {
        case .notMaster: return true
        case let .system(error): return error.errno == EACCES || error.errno == EPERM
        default: return false
        }
    }
}

extension DisplayError {
    /// `call` on the device at `path` failed with `errno`: `open on /dev/fb0 failed: No such file or directory`.
    public static func systemCall(call: String, path: String, errno: Int32) -> DisplayError {
        .system(SystemError(operation: "\(call) on \(path)", errno: errno))
    }
}

/// `strerror` text for an errno value (``SystemError/reason(for:)``), for messages that are not errors.
func errnoDescription(_ code: Int32) -> String { SystemError.reason(for: code) }
