import Faceplate

/// Makes a mouse act as one finger, so a board without a touchscreen (or a VM with a USB tablet) can
/// drive the same touch-only UI.
///
/// Left button down = touch down at the pointer, motion while down = touch motion, button up = touch
/// up, each followed by a frame. The pointer lives in logical coordinates, starts at the centre and is
/// clamped to the screen, whether it moves relatively (a mouse) or absolutely (a tablet). The finger's
/// input slot is the pressing device's slot ``slot`` (``InputTouchSlot``), apart from any real touch,
/// and it is cancelled if that device goes away.
public struct InputPointerEmulator {
    /// The slot number emulated touches use within their device, apart from any real touch slot.
    public static let slot: Int32 = -2
    /// The logical screen size the pointer is clamped to.
    public let screen: Size
    /// The pointer position in logical points.
    public private(set) var location: Point
    /// The number of the device whose left button is down, if any.
    public private(set) var pressingDevice: Int?

    /// Creates a pointer at the centre of a logical screen of `screen` size.
    public init(screen: Size) {
        self.screen = screen
        location = Point(x: screen.width / 2, y: screen.height / 2)
    }

    /// Moves the pointer by a relative delta (mouse motion).
    public mutating func move<S: InputSink>(dx: Double, dy: Double, time: Double, sink: S) {
        move(to: Point(x: location.x + dx, y: location.y + dy), time: time, sink: sink)
    }

    /// Moves the pointer to a logical position (absolute pointer), clamped to the screen.
    public mutating func move<S: InputSink>(to p: Point, time: Double, sink: S) {
        let maxX = Swift.max(screen.width - 1, 0), maxY = Swift.max(screen.height - 1, 0)
        let clamped = Point(x: Swift.min(Swift.max(p.x, 0), maxX), y: Swift.min(Swift.max(p.y, 0), maxY))
        guard clamped != location else { return }
        location = clamped
        guard let device = pressingDevice else { return }
        sink.handle(.touchMotion(slot: InputTouchSlot.number(device: device, slot: Self.slot), location: location, time: time))
        sink.handle(.frame(time: time))
    }

    /// The left button of device number `device` (called `name`) went down or up.
    public mutating func button<S: InputSink>(pressed: Bool, device: Int, name: String, time: Double, sink: S) {
        if pressed {
            guard pressingDevice == nil else { return }  // a second mouse pressing too: still one finger
            pressingDevice = device
            sink.handle(.touchDown(slot: InputTouchSlot.number(device: device, slot: Self.slot), location: location, time: time), from: name)
            sink.handle(.frame(time: time))
        } else if pressingDevice == device {
            pressingDevice = nil
            sink.handle(.touchUp(slot: InputTouchSlot.number(device: device, slot: Self.slot), time: time))
            sink.handle(.frame(time: time))
        }
    }

    /// Device number `device` was removed: a finger it was pressing is cancelled.
    public mutating func deviceRemoved<S: InputSink>(_ device: Int, time: Double, sink: S) {
        guard pressingDevice == device else { return }
        pressingDevice = nil
        sink.handle(.touchCancel(slot: InputTouchSlot.number(device: device, slot: Self.slot), time: time))
        sink.handle(.frame(time: time))
    }
}
