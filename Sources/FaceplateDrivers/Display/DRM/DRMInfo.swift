import CDRM
import FaceplateGraphics

/// One display mode a connector offers.
public struct DRMModeInfo: Sendable, CustomStringConvertible {
    /// The kernel's name, e.g. `800x480`.
    public var name: String
    /// Active pixels.
    public var width: Int, height: Int
    /// Refresh rate in Hz, as the kernel rounds it.
    public var refresh: Int
    /// Whether the connector marks it as its native mode.
    public var isPreferred: Bool
    /// The kernel's mode record, passed back to SetCrtc unchanged.
    var raw: drmModeModeInfo

    /// Creates a mode description (tests and tools; the timings are left zero apart from the size).
    public init(name: String, width: Int, height: Int, refresh: Int, isPreferred: Bool) {
        self.name = name; self.width = width; self.height = height; self.refresh = refresh
        self.isPreferred = isPreferred
        raw = drmModeModeInfo()
        raw.hdisplay = UInt16(clamping: width); raw.vdisplay = UInt16(clamping: height); raw.vrefresh = UInt32(clamping: refresh)
    }

    init(_ m: drmModeModeInfo) {
        raw = m
        name = withUnsafeBytes(of: m.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        width = Int(m.hdisplay); height = Int(m.vdisplay); refresh = Int(m.vrefresh)
        isPreferred = m.type & KernelConstants.drmModeTypePreferred != 0
    }

    /// `800x480@60` with a `*` when preferred.
    public var description: String { "\(width)x\(height)@\(refresh)" + (isPreferred ? "*" : "") }
}

/// A connector's link state.
public enum DRMConnectionStatus: String, Sendable {
    case connected, disconnected, unknown
}

/// A display connector (HDMI-A-1, DSI-1, Virtual-1…).
public struct DRMConnectorInfo: Sendable, CustomStringConvertible {
    /// The KMS object id.
    public var id: UInt32
    /// The name users and config files use: the type name and its per-type number, e.g. `HDMI-A-1`.
    public var name: String
    /// Whether a display is attached.
    public var status: DRMConnectionStatus
    /// The modes the display offers, in the kernel's order.
    public var modes: [DRMModeInfo]
    /// Bit mask of CRTC indices any of its encoders can drive.
    public var possibleCRTCs: UInt32
    /// The CRTC currently driving it (via its current encoder), if any.
    public var currentCRTCID: UInt32?
    /// Physical size in millimetres (0 when unknown).
    public var widthMillimetres: Int, heightMillimetres: Int

    /// Creates a connector description.
    public init(id: UInt32, name: String, status: DRMConnectionStatus, modes: [DRMModeInfo], possibleCRTCs: UInt32,
                currentCRTCID: UInt32? = nil, widthMillimetres: Int = 0, heightMillimetres: Int = 0) {
        self.id = id; self.name = name; self.status = status; self.modes = modes
        self.possibleCRTCs = possibleCRTCs; self.currentCRTCID = currentCRTCID
        self.widthMillimetres = widthMillimetres; self.heightMillimetres = heightMillimetres
    }

    /// The native mode: the one marked preferred, else the first.
    public var preferredMode: DRMModeInfo? { modes.first(where: \.isPreferred) ?? modes.first }
    /// `HDMI-A-1 (connected)`.
    public var description: String { "\(name) (\(status.rawValue))" }
}

/// A CRTC: the scanout engine that reads a framebuffer and feeds connectors.
public struct DRMCRTCInfo: Sendable {
    /// The KMS object id.
    public var id: UInt32
    /// Its position in the card's CRTC list (what `possible_crtcs` masks index).
    public var index: Int
    /// The framebuffer it scans out now (0 = none).
    public var framebufferID: UInt32
    /// The active mode, if any.
    public var mode: DRMModeInfo?

    /// Creates a CRTC description.
    public init(id: UInt32, index: Int, framebufferID: UInt32, mode: DRMModeInfo?) {
        self.id = id; self.index = index; self.framebufferID = framebufferID; self.mode = mode
    }
}

/// What a plane is for.
public enum DRMPlaneType: String, Sendable {
    case primary, overlay, cursor, unknown
}

/// A hardware plane and the pixel formats it scans out.
public struct DRMPlaneInfo: Sendable {
    /// The KMS object id.
    public var id: UInt32
    /// Primary, overlay or cursor (unknown when the "type" property is missing).
    public var type: DRMPlaneType
    /// Bit mask of CRTC indices it can be attached to.
    public var possibleCRTCs: UInt32
    /// The CRTC it is attached to now (0 = none).
    public var crtcID: UInt32
    /// DRM fourcc codes it accepts.
    public var formats: [UInt32]

    /// Creates a plane description.
    public init(id: UInt32, type: DRMPlaneType, possibleCRTCs: UInt32, crtcID: UInt32 = 0, formats: [UInt32]) {
        self.id = id; self.type = type; self.possibleCRTCs = possibleCRTCs; self.crtcID = crtcID; self.formats = formats
    }

    /// Whether `format` can be scanned out by this plane.
    public func supports(_ format: PixelFormat) -> Bool { formats.contains(format.drmFourCC) }
}

/// Everything KMS tells about one card: data for `faceplate info` and for choosing an output.
public struct DRMCardInfo: Sendable {
    /// The device node.
    public var path: String
    /// The kernel driver name and description.
    public var driver: String, driverDescription: String
    /// Capabilities: dumb buffers, atomic modesetting.
    public var supportsDumbBuffers: Bool, supportsAtomic: Bool
    /// The card's connectors.
    public var connectors: [DRMConnectorInfo]
    /// The card's CRTCs, in index order.
    public var crtcs: [DRMCRTCInfo]
    /// The card's planes (empty without universal planes).
    public var planes: [DRMPlaneInfo]

    /// Creates a card description.
    public init(path: String, driver: String, driverDescription: String = "", supportsDumbBuffers: Bool = true,
                supportsAtomic: Bool = false, connectors: [DRMConnectorInfo], crtcs: [DRMCRTCInfo], planes: [DRMPlaneInfo]) {
        self.path = path; self.driver = driver; self.driverDescription = driverDescription
        self.supportsDumbBuffers = supportsDumbBuffers; self.supportsAtomic = supportsAtomic
        self.connectors = connectors; self.crtcs = crtcs; self.planes = planes
    }

    /// Reads the card's KMS resources (not a render path: allocates freely).
    public init(device: DRMDevice) throws {
        let fd = device.fd
        guard let res = drmModeGetResources(fd) else {
            throw DisplayError.unsupportedDevice(path: device.path, reason: "no KMS resources (a render-only GPU?)")
        }
        defer { drmModeFreeResources(res) }
        let r = res.pointee
        var crtcs: [DRMCRTCInfo] = []
        for i in 0..<Int(r.count_crtcs) {
            let id = r.crtcs[i]
            guard let c = drmModeGetCrtc(fd, id) else { continue }
            crtcs.append(DRMCRTCInfo(id: id, index: i, framebufferID: c.pointee.buffer_id,
                                     mode: c.pointee.mode_valid != 0 ? DRMModeInfo(c.pointee.mode) : nil))
            drmModeFreeCrtc(c)
        }
        // Encoders: which CRTCs they can drive and which one they use now.
        var encoderCRTCs: [UInt32: (possible: UInt32, current: UInt32)] = [:]
        for i in 0..<Int(r.count_encoders) {
            guard let e = drmModeGetEncoder(fd, r.encoders[i]) else { continue }
            encoderCRTCs[e.pointee.encoder_id] = (e.pointee.possible_crtcs, e.pointee.crtc_id)
            drmModeFreeEncoder(e)
        }
        var connectors: [DRMConnectorInfo] = []
        for i in 0..<Int(r.count_connectors) {
            guard let c = drmModeGetConnector(fd, r.connectors[i]) else { continue }
            let k = c.pointee
            let typeName = drmModeGetConnectorTypeName(k.connector_type).map { String(cString: $0) } ?? "Unknown\(k.connector_type)"
            var possible: UInt32 = 0
            for j in 0..<Int(k.count_encoders) { possible |= encoderCRTCs[k.encoders[j]]?.possible ?? 0 }
            let current = encoderCRTCs[k.encoder_id]?.current ?? 0
            let status: DRMConnectionStatus = k.connection == DRM_MODE_CONNECTED ? .connected
                : k.connection == DRM_MODE_DISCONNECTED ? .disconnected : .unknown
            connectors.append(DRMConnectorInfo(
                id: k.connector_id, name: "\(typeName)-\(k.connector_type_id)", status: status,
                modes: (0..<Int(k.count_modes)).map { DRMModeInfo(k.modes[$0]) }, possibleCRTCs: possible,
                currentCRTCID: current != 0 ? current : nil,
                widthMillimetres: Int(k.mmWidth), heightMillimetres: Int(k.mmHeight)))
            drmModeFreeConnector(c)
        }
        var planes: [DRMPlaneInfo] = []
        if let pr = drmModeGetPlaneResources(fd) {
            for i in 0..<Int(pr.pointee.count_planes) {
                guard let p = drmModeGetPlane(fd, pr.pointee.planes[i]) else { continue }
                let q = p.pointee
                let type: DRMPlaneType
                switch planeTypeProperty(fd: fd, planeID: q.plane_id) {
                case KernelConstants.drmPlaneTypePrimary?: type = .primary
                case KernelConstants.drmPlaneTypeOverlay?: type = .overlay
                case KernelConstants.drmPlaneTypeCursor?: type = .cursor
                default: type = .unknown
                }
                planes.append(DRMPlaneInfo(id: q.plane_id, type: type, possibleCRTCs: q.possible_crtcs, crtcID: q.crtc_id,
                                           formats: (0..<Int(q.count_formats)).map { q.formats[$0] }))
                drmModeFreePlane(p)
            }
            drmModeFreePlaneResources(pr)
        }
        self.init(path: device.path, driver: device.driverName, driverDescription: device.driverDescription,
                  supportsDumbBuffers: device.supportsDumbBuffers, supportsAtomic: device.supportsAtomic,
                  connectors: connectors, crtcs: crtcs, planes: planes)
    }

    /// A readable summary, one fact per line (for `faceplate info`).
    public var lines: [String] {
        var out = ["\(path): driver \(driver) (\(driverDescription)) dumb-buffers=\(supportsDumbBuffers) atomic=\(supportsAtomic)"]
        for c in connectors {
            let modes = c.modes.prefix(8).map(\.description).joined(separator: " ")
            out.append("  connector \(c.id) \(c.name) \(c.status.rawValue)"
                + (c.widthMillimetres > 0 ? " \(c.widthMillimetres)x\(c.heightMillimetres)mm" : "")
                + (c.currentCRTCID.map { " crtc \($0)" } ?? "") + (modes.isEmpty ? "" : " modes: \(modes)")
                + (c.modes.count > 8 ? " (+\(c.modes.count - 8))" : ""))
        }
        for c in crtcs {
            out.append("  crtc \(c.id) index \(c.index) fb \(c.framebufferID)" + (c.mode.map { " mode \($0)" } ?? " off"))
        }
        for p in planes {
            out.append("  plane \(p.id) \(p.type.rawValue) crtcs 0x\(String(p.possibleCRTCs, radix: 16)) formats: "
                + p.formats.map(fourCCName).joined(separator: " "))
        }
        return out
    }
}

/// The four printable characters of a DRM fourcc code, e.g. `XR24`.
public func fourCCName(_ code: UInt32) -> String {
    var s = ""
    for shift in stride(from: 0, to: 32, by: 8) {
        let b = UInt8(truncatingIfNeeded: code >> UInt32(shift))
        s.unicodeScalars.append(Unicode.Scalar(b >= 0x20 && b < 0x7F ? b : UInt8(ascii: "?")))
    }
    return s
}

/// The value of a plane's immutable "type" property, if the driver exposes it.
private func planeTypeProperty(fd: Int32, planeID: UInt32) -> UInt64? {
    guard let props = drmModeObjectGetProperties(fd, planeID, KernelConstants.drmModeObjectPlane) else { return nil }
    defer { drmModeFreeObjectProperties(props) }
    for i in 0..<Int(props.pointee.count_props) {
        guard let p = drmModeGetProperty(fd, props.pointee.props[i]) else { continue }
        let isType = withUnsafeBytes(of: p.pointee.name) { $0.prefix { $0 != 0 }.elementsEqual("type".utf8) }
        drmModeFreeProperty(p)
        if isType { return props.pointee.prop_values[i] }
    }
    return nil
}
