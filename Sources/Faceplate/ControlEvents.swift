/// The events a ``Control`` sends, with UIKit's exact bit values (`UIControl.Event`).
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch-down (tap count above one).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A finger dragged within the control's tracking area.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A finger dragged outside the control's tracking area.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A finger dragged from outside into the tracking area.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A finger dragged from inside out of the tracking area.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A finger lifted inside the tracking area.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A finger lifted outside the tracking area.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action (a button's tap).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A menu action was triggered.
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The text changed while editing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Bits for the application's own events.
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// Bits kept for the system.
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    static let names: [(UInt, String)] = [
        (1 << 0, "touchDown"), (1 << 1, "touchDownRepeat"), (1 << 2, "touchDragInside"), (1 << 3, "touchDragOutside"),
        (1 << 4, "touchDragEnter"), (1 << 5, "touchDragExit"), (1 << 6, "touchUpInside"), (1 << 7, "touchUpOutside"),
        (1 << 8, "touchCancel"), (1 << 12, "valueChanged"), (1 << 13, "primaryActionTriggered"),
        (1 << 14, "menuActionTriggered"), (1 << 16, "editingDidBegin"), (1 << 17, "editingChanged"),
        (1 << 18, "editingDidEnd"), (1 << 19, "editingDidEndOnExit"),
    ]

    /// UIKit's names joined by `|` in bit order, e.g. `touchDown|touchDownRepeat`.
    public var description: String {
        var parts: [String] = []
        var rest = rawValue
        for (bit, name) in ControlEvents.names where rawValue & bit != 0 { parts.append(name); rest &= ~bit }
        if rest != 0 { parts.append("0x" + String(rest, radix: 16)) }
        return parts.isEmpty ? "[]" : parts.joined(separator: "|")
    }
}

/// A control's visual state (UIKit's `UIControl.State`), used to look up per-state titles and colours.
public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No flag set.
    public static let normal: ControlState = []
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
    public static let focused = ControlState(rawValue: 1 << 3)
    /// Bits for the application's own states.
    public static let application = ControlState(rawValue: 0x00FF_0000)
    /// Bits kept for the system.
    public static let reserved = ControlState(rawValue: 0xFF00_0000)
}
