import Faceplate

extension ViewController {
    /// A bar button item that toggles editing mode (UIKit's `editButtonItem`): it shows Edit, or Done
    /// (semibold) while editing, and a tap calls ``ViewController/setEditing(_:animated:)`` with the
    /// other value, animated. Made on first use; put it in the ``navigationItem``:
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = editButtonItem
    /// ```
    public var editButtonItem: BarButtonItem {
        if let item = editButtonItemStorage as? BarButtonItem { return item }
        let item = BarButtonItem(barButtonSystemItem: .edit, target: self) { controller in
            controller.setEditing(!controller.isEditing, animated: true)
        }
        editButtonItemStorage = item
        editingDidChange = { [weak self, weak item] in
            guard let self, let item else { return }
            ViewController.showEditing(self.isEditing, on: item)
        }
        ViewController.showEditing(isEditing, on: item)
        return item
    }

    private static func showEditing(_ editing: Bool, on item: BarButtonItem) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }
}
