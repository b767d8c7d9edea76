import FaceplateGraphics

/// The drawing properties of a view that UIKit keeps on its Core Animation layer (`view.layer`):
/// rounded corners, a border, a drop shadow, clipping and opacity, under `CALayer`'s names, so code
/// that styles `view.layer` ports by renaming.
///
/// Every view has one (``View/layer``), made the first time it is asked for. It draws with the view:
/// the shadow beneath it, the ``View/backgroundColor`` within the rounded corners, the border above
/// the subviews, as Core Animation composites them. Changing a property repaints what the view covers,
/// the shadow's reach included.
@MainActor public final class Layer {
    /// The view this layer draws for (Core Animation's `delegate`). Unowned: the view owns the layer.
    public unowned let view: View

    init(view: View) { self.view = view }

    /// The radius of the rounded corners of the background, the border and — with ``masksToBounds`` —
    /// the clip of the subviews; 0 (square) by default. Clamped to half the shorter side when drawn.
    public var cornerRadius: Double = 0 {
        willSet { if newValue != cornerRadius { willChange() } }
        didSet { if cornerRadius != oldValue { didChange() } }
    }
    /// Which corners ``cornerRadius`` rounds: all four by default.
    public var maskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { didChange() } }
    }
    /// Whether the subviews are clipped to the bounds (rounded by ``cornerRadius``): the view's
    /// ``View/clipsToBounds``, which is the same flag. As in Core Animation, it clips the shadow too.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    /// The width of the border, drawn inside the bounds along the rounded outline; 0 by default.
    public var borderWidth: Double = 0 {
        didSet { if borderWidth != oldValue { didChange() } }
    }
    /// The colour of the border; opaque black by default, as in Core Animation.
    public var borderColor: Color? = .black {
        didSet { if borderColor != oldValue, borderWidth > 0 { didChange() } }
    }
    /// The colour of the shadow; opaque black by default.
    public var shadowColor: Color? = .black {
        didSet { if shadowColor != oldValue, shadowOpacity > 0 { didChange() } }
    }
    /// The opacity of the shadow, 0…1; 0 by default, so no shadow shows until it is set.
    public var shadowOpacity: Double = 0 {
        willSet { if newValue != shadowOpacity { willChange() } }
        didSet { if shadowOpacity != oldValue { didChange() } }
    }
    /// How far the shadow is moved from the view; `(0, -3)` by default, as in Core Animation (up, in
    /// UIKit's y-down coordinates).
    public var shadowOffset = Size(width: 0, height: -3) {
        willSet { if newValue != shadowOffset { willChange() } }
        didSet { if shadowOffset != oldValue { didChange() } }
    }
    /// The blur radius of the shadow, 3 by default: a Gaussian of this standard deviation, reaching
    /// about twice as far beyond the shape.
    public var shadowRadius: Double = 3 {
        willSet { if newValue != shadowRadius { willChange() } }
        didSet { if shadowRadius != oldValue { didChange() } }
    }
    /// The outline the shadow is cast from, in the view's coordinates; nil (the default) casts it from
    /// the rounded bounds. Core Animation copies the path when it is set; Faceplate reads it when the
    /// shadow is drawn, so set it again after changing the path, to repaint.
    public var shadowPath: BezierPath? {
        willSet { willChange() }
        didSet { didChange() }
    }
    /// The layer's opacity: the view's ``View/alpha``, which is the same value.
    public var opacity: Double {
        get { view.alpha }
        set { view.alpha = newValue }
    }
    /// The layer's background colour: the view's ``View/backgroundColor``.
    public var backgroundColor: Color? {
        get { view.backgroundColor }
        set { view.backgroundColor = newValue }
    }
    /// The view's ``View/transform`` (Core Animation's `affineTransform()`).
    public func affineTransform() -> AffineTransform { view.transform }
    /// Sets the view's ``View/transform`` (Core Animation's `setAffineTransform(_:)`).
    public func setAffineTransform(_ transform: AffineTransform) { view.transform = transform }

    // MARK: Drawing

    /// The shadow's colour with its opacity, or nil when no shadow shows.
    var shadowPaint: Color? {
        guard shadowOpacity > 0, let c = shadowColor, c.alpha > 0 else { return nil }
        let a = (Double(c.alpha) * Swift.min(shadowOpacity, 1)).rounded()
        return a < 1 ? nil : Color(red: c.red, green: c.green, blue: c.blue, alpha: UInt8(a))
    }
    /// The blur `Canvas.drawShadow` takes for ``shadowRadius`` (its σ is half the blur).
    var shadowBlur: Double { Swift.min(Swift.max(shadowRadius, 0), 1024) * 2 }
    /// How far the shadow reaches beyond each edge of the bounds `b`, or nil when none shows.
    func shadowReach(bounds b: Rect) -> EdgeInsets? {
        guard shadowPaint != nil else { return nil }
        let r = shadowBlur + 2
        let dx = shadowOffset.width.isFinite ? shadowOffset.width : 0, dy = shadowOffset.height.isFinite ? shadowOffset.height : 0
        var cast = (shadowPath?.bounds ?? b).offsetBy(dx: dx, dy: dy).insetBy(dx: -r, dy: -r)
        if !(cast.minX.isFinite && cast.minY.isFinite && cast.maxX.isFinite && cast.maxY.isFinite) { cast = b }
        return EdgeInsets(top: Swift.max(b.minY - cast.minY, 0), left: Swift.max(b.minX - cast.minX, 0),
                          bottom: Swift.max(cast.maxY - b.maxY, 0), right: Swift.max(cast.maxX - b.maxX, 0))
    }

    /// Draws what lies beneath the view's content: the shadow of ``shadowPath``, or of its rounded bounds `b`.
    func drawBelow(_ b: Rect, in canvas: inout Canvas) {
        guard let color = shadowPaint, !view.clipsToBounds else { return }
        if let path = shadowPath {
            canvas.drawShadow(of: path, offset: Point(x: shadowOffset.width, y: shadowOffset.height), blur: shadowBlur, color: color)
            return
        }
        canvas.drawShadow(b, radius: cornerRadius, offset: Point(x: shadowOffset.width, y: shadowOffset.height),
                          blur: shadowBlur, color: color)
    }
    /// Draws what lies above the subviews: the border along the rounded bounds `b`.
    func drawAbove(_ b: Rect, in canvas: inout Canvas) {
        guard borderWidth > 0, let color = borderColor, color.alpha > 0 else { return }
        canvas.strokeRoundedRect(b, radius: cornerRadius, corners: maskedCorners.rectCorners,
                                 lineWidth: Swift.min(borderWidth, Swift.max(b.width, b.height)), color: color)
    }
    /// Whether anything is drawn above the subviews.
    var drawsAbove: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    /// Before a change that may shrink the shadow: what it covered now is repainted.
    private func willChange() { view.setNeedsDisplay() }
    /// After a change: the view, its shadow's new reach included, is repainted, and a view drawn through
    /// an offscreen picture (a rounded clip) reconsiders it.
    private func didChange() { view.setNeedsDisplay() }
}

extension View {
    /// The view's layer: its corner radius, border, shadow, clipping and opacity under Core Animation's
    /// names (UIKit's `layer`). Made the first time it is asked for.
    public var layer: Layer {
        if let l = layerStorage { return l }
        let l = Layer(view: self)
        layerStorage = l
        return l
    }
}
