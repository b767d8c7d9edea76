import Faceplate

// UIKit's names for the picker, date picker, and activity indicator types, so pasted
// UIKit code gets a fix-it instead of "cannot find type" (the rest are in UIKitNames.swift).

/// UIKit's name for ``PickerView``.
@available(*, unavailable, renamed: "PickerView")
public typealias UIPickerView = PickerView

/// UIKit's name for ``PickerViewDataSource``.
@available(*, unavailable, renamed: "PickerViewDataSource")
public typealias UIPickerViewDataSource = PickerViewDataSource

/// UIKit's name for ``PickerViewDelegate``.
@available(*, unavailable, renamed: "PickerViewDelegate")
public typealias UIPickerViewDelegate = PickerViewDelegate

/// UIKit's name for ``DatePicker``.
@available(*, unavailable, renamed: "DatePicker")
public typealias UIDatePicker = DatePicker

/// UIKit's name for ``ActivityIndicatorView``.
@available(*, unavailable, renamed: "ActivityIndicatorView")
public typealias UIActivityIndicatorView = ActivityIndicatorView
