import FaceplateGraphics

/// The connector, mode, CRTC and plane a ``DRMDisplay`` drives, chosen from a ``DRMCardInfo`` by rules
/// that need no hardware (so they are tested with made-up cards).
public struct DRMOutputChoice: Sendable {
    /// The connector to light up.
    public var connector: DRMConnectorInfo
    /// The mode to set.
    public var mode: DRMModeInfo
    /// The CRTC to drive it.
    public var crtc: DRMCRTCInfo
    /// The primary plane of that CRTC, when the driver lists planes.
    public var plane: DRMPlaneInfo?

    /// Chooses an output on `card`.
    ///
    /// - Connector: the one named `connectorName` (case-insensitive; a unique prefix such as `HDMI` also
    ///   matches), else the first connected one.
    /// - Mode: the first with size `modeSize`, else the preferred mode.
    /// - CRTC: the one already driving the connector when it can, else the first the encoders allow.
    /// - Plane: the primary plane usable with that CRTC; it must list `format` when planes are known.
    public init(card: DRMCardInfo, connectorName: String?, modeSize: (width: Int, height: Int)?, format: PixelFormat) throws {
        let path = card.path
        let connected = card.connectors.filter { $0.status == .connected && !$0.modes.isEmpty }
        let connector: DRMConnectorInfo
        if let wanted = connectorName?.lowercased(), !wanted.isEmpty {
            let exact = connected.first { $0.name.lowercased() == wanted }
            let prefixed = connected.filter { $0.name.lowercased().hasPrefix(wanted) }
            guard let c = exact ?? (prefixed.count == 1 ? prefixed[0] : nil) else {
                throw DisplayError.connectorUnavailable(name: connectorName!, path: path, available: card.connectors.map(\.description))
            }
            connector = c
        } else {
            guard let c = connected.first else {
                throw DisplayError.noConnectedConnector(path: path, connectors: card.connectors.map(\.description))
            }
            connector = c
        }

        let mode: DRMModeInfo
        if let size = modeSize {
            let matches = connector.modes.filter { $0.width == size.width && $0.height == size.height }
            guard let m = matches.first(where: \.isPreferred) ?? matches.first else {
                throw DisplayError.modeNotFound(width: size.width, height: size.height, connector: connector.name,
                                                available: connector.modes.map(\.description))
            }
            mode = m
        } else {
            mode = connector.preferredMode!   // `connected` only holds connectors with modes
        }

        let usable = card.crtcs.filter { connector.possibleCRTCs & (1 << UInt32($0.index)) != 0 }
        guard let crtc = usable.first(where: { $0.id == connector.currentCRTCID }) ?? usable.first else {
            throw DisplayError.noCRTC(connector: connector.name, path: path)
        }

        let primaries = card.planes.filter { $0.type == .primary && $0.possibleCRTCs & (1 << UInt32(crtc.index)) != 0 }
        let plane = primaries.first(where: { $0.crtcID == crtc.id }) ?? primaries.first
        if let plane, !plane.formats.isEmpty, !plane.supports(format) {
            throw DisplayError.unsupportedFormat(format: format.rawValue, device: "\(path) plane \(plane.id) (\(connector.name))",
                                                 supported: plane.formats.map(fourCCName))
        }
        self.connector = connector; self.mode = mode; self.crtc = crtc; self.plane = plane
    }
}
