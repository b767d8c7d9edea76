import Faceplate
import FaceplateText

extension View {
    /// `alignment` as a label or text field in this view draws it: ``TextAlignment/natural`` is the
    /// leading edge of the view's ``View/effectiveUserInterfaceLayoutDirection`` — UIKit's
    /// `NSTextAlignment.natural`, "the default alignment associated with the current localization of
    /// the app" (left for a left-to-right interface, right for a right-to-left one), so a temperature
    /// or an English word in an Arabic panel sits on the right too. The others are as given.
    func resolvedTextAlignment(_ alignment: TextAlignment) -> TextAlignment {
        alignment == .natural ? (isLayoutRightToLeft ? .right : .left) : alignment
    }
}
