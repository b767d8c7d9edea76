// UIKit's names for the text view types, as names to use (FaceplateWidgets' UIKitNames+TextView.swift
// declares them unavailable, with rename fix-its).

/// UIKit's name for ``TextView``.
public typealias UITextView = TextView

/// UIKit's name for ``TextViewDelegate``.
public typealias UITextViewDelegate = TextViewDelegate
