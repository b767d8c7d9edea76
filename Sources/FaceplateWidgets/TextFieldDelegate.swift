/// Lets another object allow or veto a text field's editing and learn when it starts and ends
/// (UIKit's `UITextFieldDelegate`). Every method has a default, so adopt only what you need.
@MainActor public protocol TextFieldDelegate: AnyObject {
    /// Whether `textField` may begin editing (become first responder). Default true.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began: `textField` is first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether `textField` may stop editing (resign first responder). Default true.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended: `textField` resigned first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the characters in `range` of ``TextField/text`` may be replaced by `string` (a typed
    /// character, or "" for a deletion). Return false to reject the edit. Default true.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool
    /// The return key was pressed; return false to keep editing. Default true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Allows editing to begin.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Allows editing to end.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Allows every edit.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool { true }
    /// Lets return end editing.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
