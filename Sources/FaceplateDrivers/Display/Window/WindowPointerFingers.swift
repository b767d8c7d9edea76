import Faceplate
import FaceplateGraphics

/// The preview window's mouse as fingers: the iOS Simulator's rules, on panel pixels.
///
/// - The left button is one finger: down where it is pressed, moving while held, up when released.
/// - Ctrl held when the button goes down adds a second finger mirrored around the window's centre
///   (the Simulator's Option-drag): dragging towards or away from the centre pinches, dragging around it
///   rotates, so pinch and rotation recognizers can be tried with one mouse. Ctrl is used rather than
///   the Simulator's Option (Alt) because desktop window managers take Alt-drag to move windows.
/// - Ctrl+Shift adds the second finger at the mirrored spot too, but then moves it in parallel with the
///   first (the Simulator's Option+Shift): a two-finger pan.
///
/// The fingers keep their mode until the button is released. Positions are panel pixels (the window's
/// pixels divided by the zoom), clamped to the panel while the button is held outside the window, then
/// turned into logical points through the display's current ``DisplayTransform`` — so touch follows a
/// rotation exactly as libinput's mapping does on the board. Each change ends with a `.frame`.
/// Allocation-free.
struct WindowPointerFingers {
    /// How the second finger moves.
    enum Mode: Equatable {
        /// One finger.
        case single
        /// A second finger mirrored around the centre (pinch, rotate).
        case mirrored
        /// A second finger keeping its offset from the first (two-finger pan).
        case parallel
    }

    /// The input-record slot of the first mouse finger; the second is the next one.
    static let firstSlot = InputTouchSlot.number(device: 1, slot: 0)

    /// The mode of the fingers down, nil while the button is up.
    private(set) var mode: Mode?
    private var offset = Point(x: 0, y: 0)

    /// Whether the button is held.
    var isDown: Bool { mode != nil }

    /// The point mirrored around the centre of a panel `width`×`height` pixels (pixel-centre symmetric,
    /// so the mirror of pixel 0 is pixel `width − 1`).
    static func mirrored(_ p: Point, width: Int, height: Int) -> Point {
        Point(x: Double(width - 1) - p.x, y: Double(height - 1) - p.y)
    }

    /// The button went down at panel point `p`.
    mutating func press<S: InputSink>(at p: Point, mode newMode: Mode, transform: DisplayTransform, time: Double, to sink: S) {
        if mode != nil { release(time: time, to: sink) }   // a lost release: lift first
        let p = clamp(p, transform)
        mode = newMode
        sink.handle(.touchDown(slot: Self.firstSlot, location: transform.logicalPoint(fromPanel: p), time: time), from: "mouse")
        if newMode != .single {
            let q = Self.mirrored(p, width: transform.panelWidth, height: transform.panelHeight)
            offset = Point(x: q.x - p.x, y: q.y - p.y)
            sink.handle(.touchDown(slot: Self.firstSlot + 1, location: transform.logicalPoint(fromPanel: q), time: time), from: "mouse")
        }
        sink.handle(.frame(time: time))
    }

    /// The mouse moved to panel point `p`; nothing while the button is up.
    mutating func move<S: InputSink>(to p: Point, transform: DisplayTransform, time: Double, to sink: S) {
        guard let mode else { return }
        let p = clamp(p, transform)
        sink.handle(.touchMotion(slot: Self.firstSlot, location: transform.logicalPoint(fromPanel: p), time: time))
        switch mode {
        case .single: break
        case .mirrored:
            let q = Self.mirrored(p, width: transform.panelWidth, height: transform.panelHeight)
            sink.handle(.touchMotion(slot: Self.firstSlot + 1, location: transform.logicalPoint(fromPanel: q), time: time))
        case .parallel:
            let q = clamp(Point(x: p.x + offset.x, y: p.y + offset.y), transform)
            sink.handle(.touchMotion(slot: Self.firstSlot + 1, location: transform.logicalPoint(fromPanel: q), time: time))
        }
        sink.handle(.frame(time: time))
    }

    /// The button was released: every mouse finger lifts.
    mutating func release<S: InputSink>(time: Double, to sink: S) {
        guard let mode else { return }
        sink.handle(.touchUp(slot: Self.firstSlot, time: time))
        if mode != .single { sink.handle(.touchUp(slot: Self.firstSlot + 1, time: time)) }
        sink.handle(.frame(time: time))
        self.mode = nil
    }

    /// The window went away with the button held: the fingers are cancelled, never a tap.
    mutating func cancel<S: InputSink>(time: Double, to sink: S) {
        guard let mode else { return }
        sink.handle(.touchCancel(slot: Self.firstSlot, time: time))
        if mode != .single { sink.handle(.touchCancel(slot: Self.firstSlot + 1, time: time)) }
        sink.handle(.frame(time: time))
        self.mode = nil
    }

    private func clamp(_ p: Point, _ t: DisplayTransform) -> Point {
        Point(x: min(max(p.x, 0), Double(t.panelWidth - 1)), y: min(max(p.y, 0), Double(t.panelHeight - 1)))
    }
}
