import Faceplate
import FaceplateGraphics

/// A pad that is grey, and red while highlighted; counts its taps: the control the driver and runner
/// tests tap.
public final class Pad: Control {
    /// Taps counted by the test's target-action.
    public var taps = 0

    /// Fills the bounds: red while highlighted, else grey.
    public override func draw(_ rect: Rect, in canvas: inout Canvas) {
        canvas.fill(bounds, color: isHighlighted ? Color(hex: 0xFF0000) : Color(hex: 0x808080))
    }
}
