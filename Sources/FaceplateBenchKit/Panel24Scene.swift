import Faceplate
import FaceplateGraphics
import FaceplateText
import FaceplateWidgets

// STAND-IN: the widgets that draw (Button's look, Slider, Switch) are not on main yet. Until they are,
// this builds panel-24's 24 buttons with a button subclass that draws the benchmark look (shadow,
// rounded fill, centred 14 px label) and no slider or switch. Replaced by FaceplateScenes'
// Panel24Controller once main has the widgets.

/// The panel-24 scene in a window: its buttons, in reading order, and the press count.
@MainActor final class Panel24Scene {
    let buttons: [Button]
    private let counter = PressCounter()
    var presses: Int { counter.count }

    init(in window: Window) {
        let theme = Theme.current
        let root = View(frame: Rect(0, 0, 800, 480))
        root.backgroundColor = Color(hex: 0xFFFFFF)
        let font = theme.font(size: 14)
        var made: [Button] = []
        for n in 1...24 {
            let c = (n - 1) % 6, r = (n - 1) / 6
            let b = StandInButton(title: "Button \(n)", frame: Rect(15 + 130 * c, 10 + 100 * r, 120, 90))
            b.theme = theme
            b.titleFont = font
            b.addTarget(counter, action: { $0.count += 1 }, for: .primaryActionTriggered, name: "press")
            root.addSubview(b)
            made.append(b)
        }
        buttons = made
        window.backgroundColor = theme.background
        window.addSubview(root)
    }
}

@MainActor final class PressCounter { var count = 0 }

/// Draws what the themed Button on the widgets branch draws: shadow, rounded fill, centred title.
@MainActor final class StandInButton: Button {
    var theme: Theme = .current
    var titleFont: Font = Theme.current.buttonFont

    override var drawingOverflow: EdgeInsets {
        let b = theme.shadowBlur + 1, o = theme.shadowOffset
        return EdgeInsets(top: max(0, b - o.y), left: b + max(0, -o.x), bottom: b + max(0, o.y), right: b + max(0, o.x))
    }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let fill = isHighlighted ? theme.primaryPressed : theme.primary
        canvas.drawShadow(bounds, radius: theme.cornerRadius, offset: theme.shadowOffset, blur: theme.shadowBlur, color: theme.shadow)
        canvas.fillRoundedRect(bounds, radius: theme.cornerRadius, color: fill)
        if let title = currentTitle {
            titleFont.draw(title, in: bounds, color: theme.onPrimary, alignment: .center, into: &canvas)
        }
    }
}
