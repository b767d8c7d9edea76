/// Something an on-screen keyboard types into (UIKit's `UIKeyInput`): the first responder, when it
/// adopts this protocol, receives the keys a ``KeyboardView`` produces.
@MainActor public protocol TextInput: AnyObject {
    /// Whether there is text to delete, so a keyboard can tell whether backspace does anything.
    var hasText: Bool { get }
    /// Inserts `text` where the caret is.
    func insertText(_ text: String)
    /// Deletes the character before the caret.
    func deleteBackward()
    /// The return key was pressed: a single-line field ends editing.
    func returnKeyPressed()
}
