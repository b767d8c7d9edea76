/// Shapes a ``PickerView``'s wheels and hears about selection (UIKit's `UIPickerViewDelegate`).
///
/// Every method is optional, with UIKit's default in the extension: the components share the width
/// equally, rows are ``PickerView/defaultRowHeight`` tall, and a row without a title shows "?", as
/// UIKit's does.
@MainActor public protocol PickerViewDelegate: AnyObject {
    /// The width of `component`'s wheel. 0 (the default) shares the room left by the components that
    /// give a width equally among those that do not.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double
    /// The height of `component`'s rows. Default ``PickerView/defaultRowHeight``.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double
    /// The text of `row` in `component`. Asked as the row scrolls into view, so return a string the
    /// model already holds: the picker keeps none itself.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The user brought `row` of `component` to rest under the selection band (by a spin or a tap on
    /// the row). Not called for ``PickerView/selectRow(_:inComponent:animated:)``.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// 0: an equal share of the width.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double { 0 }
    /// ``PickerView/defaultRowHeight``.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double { PickerView.defaultRowHeight }
    /// Nil: the row shows "?".
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
