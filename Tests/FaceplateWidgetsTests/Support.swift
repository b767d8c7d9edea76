import FaceplateGraphics
import Faceplate
import FaceplateWidgets

/// Themes made once per process: fonts are opened once, glyph caches are shared, and no test changes
/// the running application's theme (tests run concurrently).
@MainActor enum Themes {
    static let light: Theme = try! Theme(style: .light)
    static let dark: Theme = try! Theme(style: .dark)
    static func of(_ style: Theme.Style) -> Theme { style == .light ? light : dark }
}

/// A driver whose window is filled with `theme`'s background.
@MainActor func makeDriver(width: Int, height: Int, theme: Theme = Themes.light) -> TestDriver {
    let driver = TestDriver(size: Size(width, height))
    driver.window.backgroundColor = theme.background
    return driver
}

/// Renders the driver's window into a new buffer whose logical size is the window's.
@MainActor func render(_ driver: TestDriver, format: PixelFormat = .xrgb8888, rotation: Rotation = .degrees0) -> PixelBuffer {
    let w = Int(driver.window.bounds.width), h = Int(driver.window.bounds.height)
    let pw = rotation.swapsAxes ? h : w, ph = rotation.swapsAxes ? w : h
    let buffer = PixelBuffer(width: pw, height: ph, format: format)
    let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: pw, panelHeight: ph, rotation: rotation))
    compositor.render(into: buffer, age: 0)
    // The compositor observes the window's damage through an unowned reference; it dies here, so
    // stop the window from calling it (later touches mark damage).
    driver.window.damageObserver = nil
    return buffer
}

/// Counts control events by observing each `sendActions` call through the target-action API:
/// `counts[.valueChanged]` is how many calls included `valueChanged`.
@MainActor final class EventLog {
    private(set) var log: [ControlEvents] = []
    init(_ control: Control, events: [ControlEvents] = [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel,
                                                         .valueChanged, .primaryActionTriggered]) {
        for e in events {
            control.addTarget(self, action: { log, _, _ in log.log.append(e) }, for: e, name: "log \(e)")
        }
    }
    func count(_ e: ControlEvents) -> Int { log.filter { $0 == e }.count }
    func reset() { log.removeAll() }
}

/// A small procedurally drawn icon (a filled circle in a ring, premultiplied), so image tests need
/// no asset files.
func makeIcon(width: Int, height: Int, color: Color) -> Image {
    var image = Image(width: width, height: height)
    let cx = Double(width) / 2, cy = Double(height) / 2, r = Double(min(width, height)) / 2
    for y in 0..<height {
        for x in 0..<width {
            let dx = (Double(x) + 0.5 - cx) / r, dy = (Double(y) + 0.5 - cy) / r
            let d = (dx * dx + dy * dy).squareRoot()
            if d <= 0.45 || (d >= 0.7 && d <= 0.95) { image.setColor(color, x: x, y: y) }
        }
    }
    return image
}

/// A non-square test picture: four coloured areas split a quarter of the way across and half way
/// down, so stretching, fitting and cropping each look different in goldens.
func makeQuadrants(width: Int, height: Int) -> Image {
    var image = Image(width: width, height: height)
    let colors = [Color(hex: 0xE53935), Color(hex: 0x43A047), Color(hex: 0x1E88E5), Color(hex: 0xFDD835)]
    for y in 0..<height {
        for x in 0..<width {
            image.setColor(colors[(y * 2 / height) * 2 + (x * 4 < width ? 0 : 1)], x: x, y: y)
        }
    }
    return image
}


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
