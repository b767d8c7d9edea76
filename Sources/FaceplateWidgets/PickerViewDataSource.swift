/// Supplies a ``PickerView``'s components and their row counts (UIKit's `UIPickerViewDataSource`).
///
/// Both methods are required, as in UIKit. The picker asks again on
/// ``PickerView/reloadAllComponents()`` and ``PickerView/reloadComponent(_:)``; titles come from the
/// ``PickerViewDelegate``.
@MainActor public protocol PickerViewDataSource: AnyObject {
    /// How many wheels (components) the picker shows side by side.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows `component`'s wheel has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
