import Faceplate
import FaceplateText

extension Button {
    /// The kinds of button UIKit makes (UIKit's `UIButton.ButtonType`, with its raw values).
    public enum ButtonType: Int, Sendable, CaseIterable {
        /// The app styles it. Faceplate's ``Button/init(frame:)`` makes one, drawn filled in the accent.
        case custom = 0
        /// UIKit's system button: the title in the accent colour on no fill, dimmed while pressed.
        case system = 1
        /// An ⓘ in a circle, in the accent colour: "more about this row".
        case detailDisclosure = 2
        /// UIKit's info button; drawn as ``detailDisclosure``, as UIKit has drawn it since iOS 7.
        case infoLight = 3
        /// UIKit's info button; drawn as ``detailDisclosure``.
        case infoDark = 4
        /// A plus in a circle, in the accent colour: "add one".
        case contactAdd = 5
        /// A cross on a grey disc: "close this".
        case close = 7

        /// The glyph's side, in points (UIKit's 22-point system glyphs).
        static let glyphSize = 22.0

        /// Whether the type draws a glyph where an image would go (until it is given an image).
        var drawsGlyph: Bool { self != .custom && self != .system }
    }

    /// How much of its colour a system button's title keeps while pressed (UIKit dims it to about a fifth).
    public static let highlightedTitleAlpha = 0.2

    /// Makes a button of `type` (UIKit's `UIButton(type:)`): ``ButtonType/system`` and the glyph types
    /// have no fill, no shadow, no padding around the content (``contentEdgeInsets`` zero, as UIKit's)
    /// and a 15-point title; ``ButtonType/custom`` is ``init(frame:)``'s filled button.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        guard type != .custom else { return }
        useTypeTitleFont(size: 15)
        contentEdgeInsets = EdgeInsets()
    }

    /// Makes a button of `type` whose tap performs `primaryAction`, titled with the action's title
    /// (UIKit's `UIButton(type:primaryAction:)`).
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// `color` as a pressed button of a type other than ``ButtonType/custom`` shows it: dimmed to
    /// ``highlightedTitleAlpha`` while pressed (fading back on release), unless the app set a highlighted
    /// title colour of its own.
    func typeDimmed(_ color: Color) -> Color {
        guard buttonType != .custom, titleColor(for: .highlighted) == nil else { return color }
        let pressed = state.contains(.highlighted) ? 1 : (highlightFadeAmount ?? 0)
        return pressed > 0 ? color.withAlpha(1 - (1 - Button.highlightedTitleAlpha) * pressed) : color
    }

    /// Draws the type's glyph in `box` (a square of ``ButtonType/glyphSize`` on whole points) in
    /// `color`, from shapes (no font, no image file). The stroked part is built once, at the origin, and
    /// drawn translated to the box, so redrawing the button (pressed, fading, under an animation)
    /// allocates nothing.
    func drawGlyph(in box: Rect, color: Color, into canvas: inout Canvas) {
        guard buttonType.drawsGlyph else { return }
        let center = Point(x: box.midX, y: box.midY)
        if buttonType == .close {
            // UIKit's close button: a grey disc with a darker cross.
            canvas.fillRoundedRect(box, radius: .infinity, color: theme.separator)
        }
        let stroke = glyphStroke ?? makeGlyphStroke(side: box.width)
        canvas.translate(dx: box.minX, dy: box.minY)
        canvas.stroke(stroke, color: color)
        canvas.translate(dx: -box.minX, dy: -box.minY)
        switch buttonType {
        case .contactAdd:
            canvas.drawSign(plus: true, center: center, length: 11, thickness: 2, color: color)
        case .detailDisclosure, .infoLight, .infoDark:
            // "i": a dot over a stem, centred on whole pixels.
            let cx = center.x.rounded(.down)
            canvas.fill(Rect(x: cx - 1, y: box.minY + 6, width: 2, height: 2), color: color)
            canvas.fill(Rect(x: cx - 1, y: box.minY + 10, width: 2, height: 7), color: color)
        case .close, .custom, .system:
            break
        }
    }

    /// Builds and keeps ``glyphStroke`` for a box of `side` at the origin: the close button's cross, or
    /// the others' one-and-a-half-point circle just inside the box.
    private func makeGlyphStroke(side: Double) -> BezierPath {
        let box = Rect(x: 0, y: 0, width: side, height: side)
        let path: BezierPath
        if buttonType == .close {
            let c = side / 2, arm = side * 0.2
            path = BezierPath()
            path.move(to: Point(x: c - arm, y: c - arm)); path.addLine(to: Point(x: c + arm, y: c + arm))
            path.move(to: Point(x: c + arm, y: c - arm)); path.addLine(to: Point(x: c - arm, y: c + arm))
            path.lineWidth = 2
        } else {
            path = BezierPath(ovalIn: box.insetBy(dx: 0.75, dy: 0.75))
            path.lineWidth = 1.5
        }
        glyphStroke = path
        return path
    }
}
