import Faceplate

// UIKit's names for the text view types, so pasted UIKit code gets a fix-it instead of "cannot find
// type" (the rest are in UIKitNames.swift).

/// UIKit's name for ``TextView``.
@available(*, unavailable, renamed: "TextView")
public typealias UITextView = TextView

/// UIKit's name for ``TextViewDelegate``.
@available(*, unavailable, renamed: "TextViewDelegate")
public typealias UITextViewDelegate = TextViewDelegate
