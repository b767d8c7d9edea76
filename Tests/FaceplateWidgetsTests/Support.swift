import Faceplate
import FaceplateWidgets
import FaceplateGraphics

/// Records the control events a control sends, by UIKit name, in order.
@MainActor final class ControlEventLog {
    var events: [String] = []
    init(_ control: Control, _ watched: [(ControlEvents, String)] = ControlEventLog.editing) {
        for (event, name) in watched {
            control.addAction(Action(identifier: name) { [unowned self] _ in self.events.append(name) }, for: event)
        }
    }
    static let editing: [(ControlEvents, String)] = [(.editingDidBegin, "begin"), (.editingChanged, "changed"),
                                                     (.editingDidEnd, "end"), (.editingDidEndOnExit, "exit")]
    static let touches: [(ControlEvents, String)] = [(.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                                                     (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel")]
}

/// Renders the whole window of `driver` into a fresh XRGB8888 buffer.
@MainActor func render(_ window: Window) -> PixelBuffer {
    let w = Int(window.bounds.width), h = Int(window.bounds.height)
    let buffer = PixelBuffer(width: w, height: h, format: .xrgb8888)
    let compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: w, panelHeight: h))
    compositor.render(into: buffer, age: 0)
    window.damageObserver = nil      // the compositor goes away here; it observes the window unowned
    return buffer
}

extension Rect {
    var centerPoint: Point { Point(x: midX, y: midY) }
}
