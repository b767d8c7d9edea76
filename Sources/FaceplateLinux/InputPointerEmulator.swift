import Faceplate

/// Makes a mouse act as one finger, so a board without a touchscreen (or a VM with a USB tablet) can
/// drive the same touch-only UI.
///
/// Left button down = touch down at the pointer, motion while down = touch motion, button up = touch
/// up, each followed by a frame. The pointer lives in logical coordinates, starts at the centre and is
/// clamped to the screen, whether it moves relatively (a mouse) or absolutely (a tablet). The touch
/// goes through the shared ``TouchFrameAssembler`` under the pressing device's key, so it takes a
/// global slot like any finger and is cancelled if that device goes away.
public struct InputPointerEmulator {
    /// The slot number emulated touches use within their device, apart from any real touch slot.
    public static let slot: Int32 = -2
    /// The logical screen size the pointer is clamped to.
    public let screen: Size
    /// The pointer position in logical points.
    public private(set) var location: Point
    /// The device whose left button is down, if any.
    public private(set) var pressingDevice: Int?

    /// Creates a pointer at the centre of a logical screen of `screen` size.
    public init(screen: Size) {
        self.screen = screen
        location = Point(x: screen.width / 2, y: screen.height / 2)
    }

    /// Moves the pointer by a relative delta (mouse motion).
    public mutating func move<S: InputSink>(dx: Double, dy: Double, time: Double, assembler: TouchFrameAssembler, sink: S) {
        move(to: Point(x: location.x + dx, y: location.y + dy), time: time, assembler: assembler, sink: sink)
    }

    /// Moves the pointer to a logical position (absolute pointer), clamped to the screen.
    public mutating func move<S: InputSink>(to p: Point, time: Double, assembler: TouchFrameAssembler, sink: S) {
        let maxX = Swift.max(screen.width - 1, 0), maxY = Swift.max(screen.height - 1, 0)
        location = Point(x: Swift.min(Swift.max(p.x, 0), maxX), y: Swift.min(Swift.max(p.y, 0), maxY))
        guard let device = pressingDevice else { return }
        assembler.touchMotion(device: device, slot: Self.slot, location: location, time: time)
        assembler.frame(device: device, time: time, to: sink)
    }

    /// The left button of `device` went down or up.
    public mutating func button<S: InputSink>(pressed: Bool, device: Int, time: Double, assembler: TouchFrameAssembler, sink: S) {
        if pressed {
            guard pressingDevice == nil else { return }  // a second mouse pressing too: still one finger
            pressingDevice = device
            assembler.touchDown(device: device, slot: Self.slot, location: location, time: time)
            assembler.frame(device: device, time: time, to: sink)
        } else if pressingDevice == device {
            pressingDevice = nil
            assembler.touchUp(device: device, slot: Self.slot, time: time, to: sink)
            assembler.frame(device: device, time: time, to: sink)
        }
    }

    /// `device` was removed; its touch (cancelled by the assembler) is over.
    public mutating func deviceRemoved(_ device: Int) {
        if pressingDevice == device { pressingDevice = nil }
    }
}
