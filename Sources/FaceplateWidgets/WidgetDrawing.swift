// Small drawing and geometry helpers the widgets share. Internal: the public surface is the widgets.

extension Canvas {
    /// A round knob (slider thumb, switch knob) with a soft shadow under it: the shadow is drawn first
    /// and is not painted under the knob itself, so a translucent theme knob stays clean.
    mutating func drawKnob(_ rect: Rect, color: Color, shadow: Color) {
        drawShadow(rect, radius: .infinity, offset: Point(x: 0, y: 1.5), blur: 5, color: shadow)
        fillRoundedRect(rect, radius: .infinity, color: color)
    }

    /// A minus sign, or a plus sign when `plus`, centred near `center`: crisp bars on whole pixels
    /// (odd `length` and `thickness` centre them on a pixel), the plus's vertical bar in two pieces so a
    /// translucent colour is not blended twice where the bars cross. No font is involved.
    mutating func drawSign(plus: Bool, center: Point, length: Int, thickness: Int, color: Color) {
        let cx = center.x.rounded(.down) + 0.5, cy = center.y.rounded(.down) + 0.5
        let l = Double(length) / 2, t = Double(thickness) / 2
        fill(Rect(x: cx - l, y: cy - t, width: 2 * l, height: 2 * t), color: color)
        guard plus else { return }
        fill(Rect(x: cx - t, y: cy - l, width: 2 * t, height: l - t), color: color)
        fill(Rect(x: cx - t, y: cy + t, width: 2 * t, height: l - t), color: color)
    }
}

extension Rect {
    /// The rectangle grown around its centre so each side is at least `minimum` long: small controls
    /// still take a finger-sized touch (`View/point(inside:with:)`).
    func grown(toAtLeast minimum: Double) -> Rect {
        let dx = Swift.max(0, (minimum - width) / 2), dy = Swift.max(0, (minimum - height) / 2)
        return insetBy(dx: -dx, dy: -dy)
    }
}

extension Color {
    /// The colour blended towards black by `amount` (0…1), alpha kept: a pressed shade of a custom fill.
    func darkened(by amount: Double) -> Color {
        let k = 1 - Swift.min(Swift.max(amount, 0), 1)
        @inline(__always) func d(_ v: UInt8) -> UInt8 { UInt8((Double(v) * k).rounded()) }
        return Color(red: d(red), green: d(green), blue: d(blue), alpha: alpha)
    }

    /// `self` at `t` = 0 to `other` at `t` = 1, channel by channel.
    func mixed(with other: Color, _ t: Double) -> Color {
        let t = Swift.min(Swift.max(t, 0), 1)
        @inline(__always) func m(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return Color(red: m(red, other.red), green: m(green, other.green), blue: m(blue, other.blue), alpha: m(alpha, other.alpha))
    }
}

/// The events a value control sends when the user changes its value: UIKit sends
/// `primaryActionTriggered` along with `valueChanged` from sliders, switches, steppers, segmented and
/// page controls, so a `primaryAction` works on all of them. A constant, so sending it allocates nothing.
let valueChangedEvents = ControlEvents.valueChanged.union(.primaryActionTriggered)
