/// How the logical (view) coordinate space is turned onto the panel, clockwise.
///
/// A panel mounted sideways shows a landscape UI with `.degrees90` or `.degrees270`. The same
/// ``DisplayTransform`` turns drawing into scanout order and touch positions back into view space, so
/// touch always follows the display's rotation.
public enum Rotation: Int, Sendable, CaseIterable {
    case degrees0 = 0, degrees90 = 90, degrees180 = 180, degrees270 = 270

    /// Parses `0`, `90`, `180` or `270`.
    public init?(degrees: Int) { self.init(rawValue: degrees) }
    /// Whether width and height swap between logical space and the panel.
    @inlinable public var swapsAxes: Bool { self == .degrees90 || self == .degrees270 }
}

/// Maps between logical coordinates (what views use) and the panel's pixel grid (what scans out).
///
/// Logical `(x, y)` with logical size `(W, H)` lands on panel position:
/// - 0°: `(x, y)`; 90°: `(H − y, x)`; 180°: `(W − x, H − y)`; 270°: `(y, W − x)`
/// (continuous coordinates; pixel centres follow by the same formula).
public struct DisplayTransform: Hashable, Sendable {
    /// The panel's size in pixels, in scanout orientation.
    public var panelWidth: Int, panelHeight: Int
    /// The rotation from logical space onto the panel.
    public var rotation: Rotation

    /// Creates a transform for a panel of the given scanout size.
    public init(panelWidth: Int, panelHeight: Int, rotation: Rotation = .degrees0) {
        self.panelWidth = panelWidth; self.panelHeight = panelHeight; self.rotation = rotation
    }

    /// The size views lay out in.
    @inlinable public var logicalSize: Size {
        rotation.swapsAxes ? Size(panelHeight, panelWidth) : Size(panelWidth, panelHeight)
    }

    /// A logical point in panel coordinates.
    @inlinable public func panelPoint(fromLogical p: Point) -> Point {
        let w = logicalSize.width, h = logicalSize.height
        switch rotation {
        case .degrees0: return p
        case .degrees90: return Point(x: h - p.y, y: p.x)
        case .degrees180: return Point(x: w - p.x, y: h - p.y)
        case .degrees270: return Point(x: p.y, y: w - p.x)
        }
    }

    /// A panel point (e.g. a touch already scaled to panel pixels) in logical coordinates.
    @inlinable public func logicalPoint(fromPanel p: Point) -> Point {
        let w = logicalSize.width, h = logicalSize.height
        switch rotation {
        case .degrees0: return p
        case .degrees90: return Point(x: p.y, y: h - p.x)
        case .degrees180: return Point(x: w - p.x, y: h - p.y)
        case .degrees270: return Point(x: w - p.y, y: p.x)
        }
    }

    /// A logical rectangle's footprint on the panel.
    @inlinable public func panelRect(fromLogical r: Rect) -> Rect {
        let a = panelPoint(fromLogical: r.origin), b = panelPoint(fromLogical: Point(x: r.maxX, y: r.maxY))
        return Rect(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: (a.x - b.x).magnitude, height: (a.y - b.y).magnitude)
    }

    /// Byte steps in a buffer for one logical pixel to the right and one logical pixel down, and the byte
    /// offset of logical pixel (0, 0). Drawing loops walk logical pixels with these, in any rotation.
    @inlinable public func addressing(stride: Int, bytesPerPixel bpp: Int) -> (origin: Int, stepX: Int, stepY: Int) {
        switch rotation {
        case .degrees0: return (0, bpp, stride)
        case .degrees90: return ((panelWidth - 1) * bpp, stride, -bpp)
        case .degrees180: return ((panelHeight - 1) * stride + (panelWidth - 1) * bpp, -bpp, -stride)
        case .degrees270: return ((panelHeight - 1) * stride, -stride, bpp)
        }
    }
}
