/// What the application knows of a screen reader attached to it (``Application/assistiveTechnology``):
/// the screen reader itself lives above the core and is wired by the app shell or a test.
@MainActor public protocol AssistiveTechnology: AnyObject {
    /// Whether it is speaking and has taken over the touch gestures now.
    var isRunning: Bool { get }
    /// Takes the input record, or returns false to let the application dispatch it as usual. Called
    /// for every record the application handles while it runs (``isRunning``).
    func consume(_ record: InputRecord) -> Bool
    /// Starts it: the application calls this when a user makes the gesture that turns a screen reader
    /// on (three quick taps with three fingers). It tells the application that it runs with
    /// ``Application/assistiveTechnologyDidStartOrStop()``.
    func start()
    /// An app's ``Accessibility/post(notification:argument:)``.
    func post(_ notification: AccessibilityNotification, argument: Any?)
}
