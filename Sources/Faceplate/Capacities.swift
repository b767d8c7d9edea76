/// The sizes of Faceplate's fixed storage, chosen once at start-up.
///
/// The touch-to-action path allocates nothing once warm: touch objects, per-touch recognizer lists,
/// timers and each control's target-action list are allocated up front with these capacities.
/// Exceeding one is never a crash: the extra item is dropped, counted in
/// ``Diagnostics/overflowCount(_:)`` and logged.
public struct Capacities: Sendable, Equatable {
    /// Simultaneous touches (fingers), at most 32. Default 10, as many as UIKit tracks. Honoured end to
    /// end: the input backends pass every finger on, and a finger beyond this is dropped by the
    /// application alone (counted in ``Diagnostics`` and logged with its device's name).
    public var touches: Int = 10
    /// Gesture recognizers that can watch one touch (the hit view's and its ancestors'). Default 8.
    public var recognizersPerTouch: Int = 8
    /// Gesture recognizers that can be active in a window at once. Default 32.
    public var activeRecognizers: Int = 32
    /// Pending timers (gesture timeouts, auto-repeat). Default 32.
    public var timers: Int = 32
    /// Target-action entries per control. Default 8.
    public var actionsPerControl: Int = 8
    /// Keys and buttons held at once. Default 8.
    public var presses: Int = 8
    /// Value animations running at once (a switch knob, a slider thumb, a progress bar). Default 16.
    public var animations: Int = 16

    /// The documented defaults.
    public init() {}
}
