/// How a ``DRMDisplay`` puts frames on screen.
public enum DRMCommitPath: String, Sendable {
    /// Atomic commits (`DRM_IOCTL_MODE_ATOMIC`): one ALLOW_MODESET commit for the first frame, then
    /// non-blocking commits that only change the primary plane's framebuffer. The driver checks the whole
    /// state up front, and the same path serves drivers that implement only atomic internally.
    case atomic
    /// `drmModeSetCrtc` for the first frame and `drmModePageFlip` afterwards: every KMS driver has it.
    case legacy

    /// Chooses the path from what was asked for and what, if anything, stands in the way of atomic.
    ///
    /// - `useAtomic == false`: legacy, without looking further.
    /// - `obstacle == nil` (the driver accepted the atomic client cap, the properties exist and a
    ///   test-only commit passed): atomic.
    /// - Otherwise legacy when the choice was left to us (`nil`), and an error naming the device and the
    ///   obstacle when atomic was required (`true`): someone asking for it wants to know it is not there.
    public static func choose(useAtomic: Bool?, obstacle: String?, path: String) throws(DisplayError) -> DRMCommitPath {
        if useAtomic == false { return .legacy }
        guard let obstacle else { return .atomic }
        if useAtomic == true {
            throw DisplayError.unsupportedDevice(path: path, reason: "atomic modesetting was asked for, but \(obstacle)")
        }
        return .legacy
    }
}

/// The KMS property ids an atomic display sets, found by name at start-up.
public struct DRMAtomicPropertyIDs: Sendable, Equatable {
    /// Primary plane: the framebuffer, the CRTC it feeds, the source rectangle (16.16 fixed point) and the
    /// destination rectangle on the CRTC.
    public var planeFB: UInt32, planeCRTC: UInt32
    public var srcX: UInt32, srcY: UInt32, srcW: UInt32, srcH: UInt32
    public var crtcX: UInt32, crtcY: UInt32, crtcW: UInt32, crtcH: UInt32
    /// CRTC: the mode (a property blob) and whether it is on.
    public var modeID: UInt32, active: UInt32
    /// Connector: the CRTC driving it.
    public var connectorCRTC: UInt32

    /// The names looked up on each object, in the order above.
    public static let planeNames = ["FB_ID", "CRTC_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H", "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H"]
    public static let crtcNames = ["MODE_ID", "ACTIVE"]
    public static let connectorNames = ["CRTC_ID"]

    /// Picks the ids out of each object's name -> id table. Throws the list of missing properties, each
    /// named with its object (`plane FB_ID`), so the reason atomic is not used can be reported.
    public init(plane: [String: UInt32], crtc: [String: UInt32], connector: [String: UInt32]) throws(MissingProperties) {
        var missing: [String] = []
        func take(_ table: [String: UInt32], _ names: [String], _ object: String) -> [UInt32] {
            names.map { name in
                if let id = table[name] { return id }
                missing.append("\(object) \(name)"); return 0
            }
        }
        let p = take(plane, Self.planeNames, "plane"), c = take(crtc, Self.crtcNames, "CRTC"),
            k = take(connector, Self.connectorNames, "connector")
        guard missing.isEmpty else { throw MissingProperties(names: missing) }
        planeFB = p[0]; planeCRTC = p[1]; srcX = p[2]; srcY = p[3]; srcW = p[4]; srcH = p[5]
        crtcX = p[6]; crtcY = p[7]; crtcW = p[8]; crtcH = p[9]
        modeID = c[0]; active = c[1]; connectorCRTC = k[0]
    }

    /// Properties an atomic display needs that the driver does not expose.
    public struct MissingProperties: Error, Equatable {
        /// `object NAME` for each one, e.g. `plane FB_ID`.
        public var names: [String]
    }
}
