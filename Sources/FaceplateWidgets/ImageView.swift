/// Shows an ``Image`` (UIKit's `UIImageView`), scaled or placed in the bounds by ``contentMode``.
///
/// Like UIKit's, an image view takes no touches by default (``View/isUserInteractionEnabled`` is
/// false), so it can sit on a button or a card without swallowing taps. Scaling is nearest-neighbour
/// (see ``Canvas/drawImage(_:in:)``): ship bitmaps at the size they are shown for the sharpest result. A
/// vector image (an SVG, a system icon) is drawn from its paths at the size shown, sharp at any size.
/// A template image (``Image/RenderingMode/alwaysTemplate``) is drawn in the view's ``View/tintColor``:
/// a bitmap's alpha as a mask, a vector image's shapes.
@MainActor open class ImageView: View {
    /// How the image is fitted into the bounds (UIKit's `UIView.ContentMode`, the cases that matter
    /// for a panel).
    public enum ContentMode: Sendable, CaseIterable {
        /// Stretched to fill the bounds; the aspect ratio may change. UIKit's default.
        case scaleToFill
        /// Scaled to fit inside the bounds, aspect ratio kept, centred (letterboxed).
        case scaleAspectFit
        /// Scaled to cover the bounds, aspect ratio kept, centred; the overflow is clipped.
        case scaleAspectFill
        /// Drawn at its pixel size, centred; what does not fit is clipped.
        case center
    }

    /// The image shown; nil shows nothing.
    public var image: Image? {
        didSet {
            guard image != oldValue else { return }
            if image?.vector !== rendition?.image { rendition = nil }
            setNeedsDisplay()
        }
    }
    /// The vector image's paths laid out for the last rectangle it was drawn in: redrawing at a size seen
    /// last time maps nothing and allocates nothing.
    private var rendition: VectorRendition?
    /// How the image is fitted. Default ``ContentMode/scaleToFill``, as in UIKit.
    public var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }

    /// Creates an image view.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        boundsHitTestingClass = ObjectIdentifier(ImageView.self)   // hit-tests as View does (View+BoundsHitTesting.swift)
        isUserInteractionEnabled = false
    }

    /// Creates an image view sized to `image`, at the origin.
    public convenience init(image: Image?) {
        self.init(frame: Rect(x: 0, y: 0, width: Double(image?.width ?? 0), height: Double(image?.height ?? 0)))
        self.image = image
    }

    /// The image's pixel size (zero without an image).
    open override var intrinsicContentSize: Size {
        guard let image else { return .zero }
        return Size(width: Double(image.width), height: Double(image.height))
    }

    /// The image's pixel size, whatever `size` is offered (as UIImageView does).
    open override func sizeThatFits(_ size: Size) -> Size { image == nil ? bounds.size : intrinsicContentSize }

    /// Where the image lands in the view's coordinates for the current bounds and ``contentMode``.
    public var imageRect: Rect {
        guard let image, image.width > 0, image.height > 0 else { return .zero }
        let iw = Double(image.width), ih = Double(image.height), b = bounds
        switch contentMode {
        case .scaleToFill:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let sx = b.width / iw, sy = b.height / ih
            let s = contentMode == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let w = (iw * s).rounded(), h = (ih * s).rounded()
            return Rect(x: (b.minX + (b.width - w) / 2).rounded(.down), y: (b.minY + (b.height - h) / 2).rounded(.down), width: w, height: h)
        case .center:
            return Rect(x: (b.minX + (b.width - iw) / 2).rounded(.down), y: (b.minY + (b.height - ih) / 2).rounded(.down), width: iw, height: ih)
        }
    }

    /// Draws the image into ``imageRect``, clipped to the bounds.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let image else { return }
        let target = imageRect
        guard !target.isEmpty else { return }
        let clips = !bounds.contains(target)
        if clips { canvas.save(); canvas.clip(to: bounds) }
        let template = image.renderingMode == .alwaysTemplate
        if let vector = image.vector {
            let r: VectorRendition
            if let kept = rendition, kept.image === vector { r = kept } else { r = VectorRendition(vector); rendition = r }
            r.draw(in: target, canvas: &canvas, currentColor: canvas.resolved(tintColor), template: template)
        } else if template {
            canvas.drawImage(image, in: target, tint: canvas.resolved(tintColor))
        } else {
            canvas.drawImage(image, in: target)
        }
        if clips { canvas.restore() }
    }
}
