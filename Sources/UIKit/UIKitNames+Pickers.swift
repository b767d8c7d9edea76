// UIKit's names for the picker, date picker, and activity indicator types, as names
// to use (FaceplateWidgets' UIKitNames+Pickers.swift declares them unavailable, with rename fix-its).

/// UIKit's name for ``PickerView``.
public typealias UIPickerView = PickerView

/// UIKit's name for ``PickerViewDataSource``.
public typealias UIPickerViewDataSource = PickerViewDataSource

/// UIKit's name for ``PickerViewDelegate``.
public typealias UIPickerViewDelegate = PickerViewDelegate

/// UIKit's name for ``DatePicker``.
public typealias UIDatePicker = DatePicker

/// UIKit's name for ``ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView
