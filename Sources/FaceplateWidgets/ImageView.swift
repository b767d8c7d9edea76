/// Shows an ``Image`` (UIKit's `UIImageView`), scaled or placed in the bounds by ``contentMode``.
///
/// Like UIKit's, an image view takes no touches by default (``View/isUserInteractionEnabled`` is
/// false), so it can sit on a button or a card without swallowing taps. Scaling is nearest-neighbour
/// (see ``Canvas/drawImage(_:in:)``): ship icons at the size they are shown for the sharpest result.
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
    public var image: Image? { didSet { if image != oldValue { setNeedsDisplay() } } }
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
        canvas.drawImage(image, in: target)
        if clips { canvas.restore() }
    }
}
