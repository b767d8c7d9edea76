#if canImport(Glibc)
import Glibc
#endif

/// Chooses the display a panel app runs on: the backend asked for, else the first of a list (the
/// board's `backends`, by default DRM, then fbdev, then headless) that exists on this machine, keeping
/// the reason each earlier one was passed over so the app can say why it is not on the panel.
///
/// A backend is passed over only when it is *not here* — the opener throws ``Unavailable``. Any other
/// error (permission denied, another DRM master, no connected panel) is the answer, not a reason to
/// draw somewhere else: drawing into fbdev underneath a compositor, or into PNG files on a board
/// whose panel merely refused, would hide the real problem. A backend that was asked for by name is
/// never passed over: its error, whatever it is, is thrown.
///
/// The decision is separate from the opening so it can be tested without hardware; ``openSystem(_:board:seat:connectors:zoom:title:frameDirectory:log:)``
/// is the real opener.
public enum DisplayFallback {
    /// Thrown by an opener when its backend does not exist here, so the next one is tried.
    public struct Unavailable: Error, CustomStringConvertible {
        /// Why, as the "display:" line shows it ("no /dev/fb0").
        public var reason: String
        /// The error the backend gave, thrown as is when the backend was asked for by name.
        public var underlying: any Error
        /// Wraps `underlying` with the reason shown.
        public init(reason: String, underlying: any Error) { self.reason = reason; self.underlying = underlying }
        public var description: String { reason }
    }

    /// No backend of the list exists here.
    public struct NoDisplay: Error, CustomStringConvertible {
        /// Why each backend was passed over, in order.
        public var reasons: [String]
        /// The backends that were tried.
        public var order: [BoardProfile.Backend]
        public var description: String {
            "no display: " + reasons.joined(separator: "; ")
                + (order.contains(.headless) ? "" : " (the board allows only \(order.map(\.rawValue).joined(separator: ", ")); "
                                                   + "add \"headless\" to its backends or pass --backend headless)")
        }
    }

    /// What ``choose(_:explicit:open:)`` picked.
    public struct Choice {
        /// The open display.
        public var display: any DisplayBackend
        /// Which backend it is.
        public var backend: BoardProfile.Backend
        /// Why each earlier backend was passed over, in order (empty when the first one was taken).
        public var skipped: [String]
    }

    /// Opens the first backend of `order` that `open` does not report ``Unavailable``.
    ///
    /// - Parameters:
    ///   - explicit: the backend was named by the user (`--backend`): no fallback, its error is thrown.
    ///   - open: opens one backend; throws ``Unavailable`` when it is not on this machine.
    /// - Throws: ``NoDisplay`` when every backend is unavailable; any other error `open` throws.
    public static func choose(_ order: [BoardProfile.Backend], explicit: Bool,
                              open: (BoardProfile.Backend) throws -> any DisplayBackend) throws -> Choice {
        var skipped: [String] = []
        for backend in order {
            do {
                return Choice(display: try open(backend), backend: backend, skipped: skipped)
            } catch let e as Unavailable {
                if explicit { throw e.underlying }
                skipped.append(e.reason)
            }
        }
        throw NoDisplay(reasons: skipped, order: order)
    }

    /// The order to try: `--backend` alone when given, else the board's list, else DRM, fbdev, headless.
    public static func order(requested: BoardProfile.Backend?, board: BoardProfile?) -> [BoardProfile.Backend] {
        if let requested { return [requested] }
        return board?.backends ?? [.drm, .fbdev, .headless]
    }

    /// Opens `backend` on this machine the way a panel app does: DRM through `seat` when one is given,
    /// on the board's connector and mode (falling back to the connector's preferred mode, and saying
    /// so, when it lacks the board's); fbdev on the board's device or `/dev/fb0`; headless at the
    /// board's size or 800×480, writing a running app's frames to `frameDirectory`; a desktop window
    /// (``WindowDisplay``) at the board's size, format and rotation, zoomed `zoom` times and titled
    /// `title`. Absence (no KMS device, no fbdev node or one that
    /// does not work, no libSDL2 or no desktop) is reported as ``Unavailable``.
    @MainActor
    public static func openSystem(_ backend: BoardProfile.Backend, board: BoardProfile?, seat: SeatSession?,
                                  connectors: [String], zoom: Int = 1, title: String = "Faceplate",
                                  frameDirectory: String? = nil, log: (String) -> Void) throws -> any DisplayBackend {
        let rotation = board?.display.rotation ?? .degrees0
        let format = board?.display.pixelFormat ?? .xrgb8888
        switch backend {
        case .drm:
            var config = DRMDisplay.Configuration(format: format, rotation: rotation)
            if let board {
                config.connector = board.display.firstMatchingConnector(in: connectors)
                config.modeSize = (board.display.width, board.display.height)
            }
            do {
                do { return try DRMDisplay.open(config, through: seat) } catch DisplayError.modeNotFound(let w, let h, let c, _) where board != nil {
                    log("display: connector \(c) has no \(w)x\(h) mode (the board's); using its preferred mode")
                    config.modeSize = nil
                    return try DRMDisplay.open(config, through: seat)
                }
            } catch let e as DisplayError where e.meansNoKMSDeviceHere {
                throw Unavailable(reason: "\(e)", underlying: e)
            }
        case .fbdev:
            let path = board?.display.fbdev ?? "/dev/fb0"
            do {
                return try FramebufferDisplay(configuration: .init(path: path, rotation: rotation))
            } catch {
                // A node that is missing or is not a usable framebuffer: nothing draws there either way.
                throw Unavailable(reason: access(path, F_OK) != 0 ? "no \(path)" : "fbdev: \(error)", underlying: error)
            }
        case .headless:
            return HeadlessDisplay(width: board?.display.width ?? 800, height: board?.display.height ?? 480,
                                   format: format, rotation: rotation, frameDirectory: frameDirectory)
        case .window:
            do {
                return try WindowDisplay(width: board?.display.width ?? 800, height: board?.display.height ?? 480,
                                         format: format, rotation: rotation, zoom: zoom, title: title)
            } catch {
                throw Unavailable(reason: "\(error)", underlying: error)
            }
        }
    }
}

extension DisplayError {
    /// The DRM error means there is no KMS device here at all (the fbdev/headless fallback is right):
    /// no card nodes, nodes that are not KMS devices, or a node that vanished between listing and opening.
    var meansNoKMSDeviceHere: Bool {
        switch self {
        case .noDRMDevice(_, let tried): return tried.allSatisfy { $0.error.meansNoKMSDeviceHere }
        case .unsupportedDevice: return true
        case .system(let error): return error.errno == ENOENT && error.operation.hasPrefix("open on ")
        default: return false
        }
    }
}
