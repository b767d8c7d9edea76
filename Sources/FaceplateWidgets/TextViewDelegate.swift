/// Lets another object allow or veto a text view's editing and learn about its changes (UIKit's
/// `UITextViewDelegate`). A text view's ``ScrollView/delegate`` that adopts this protocol is told
/// both these and the scroll view's calls. Every method has a default, so adopt only what you need.
@MainActor public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether `textView` may begin editing (become first responder). Default true.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began: `textView` is first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether `textView` may stop editing (resign first responder). Default true.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended: `textView` resigned first responder.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the text in `range` (UTF-16 units, as UIKit's `NSRange`) may be replaced by `text`: a
    /// typed character, "\n" for return, or "" for a deletion. Return false to reject the edit.
    /// Default true.
    func textView(_ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String) -> Bool
    /// The user changed the text (not called when ``TextView/text`` is set in code, as in UIKit).
    func textViewDidChange(_ textView: TextView)
    /// The selection or the caret moved (``TextView/selectedRange`` changed), by the user or in code.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// Allows editing to begin.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Allows editing to end.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Allows every edit.
    public func textView(_ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
