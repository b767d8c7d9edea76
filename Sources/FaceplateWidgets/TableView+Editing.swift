import Faceplate

extension TableView {
    /// Sets the editing look of the row's cell from the data source and the delegate: its control (none
    /// for a row that cannot be edited; the selection circle, not the delegate's editing style, when
    /// editing selects several rows, as UIKit's), whether it indents, whether it shows the reorder control.
    func configureEditing(_ cell: TableViewCell, at path: IndexPath, animated: Bool) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: path) ?? false
        let circles = allowsMultipleSelectionDuringEditing
        cell.showsSelectionCircle = canEdit && circles
        cell.editingStyle = canEdit && !circles ? tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete : .none
        cell.delegateIndents = canEdit && (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true)
        cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: path) ?? false
        cell.setEditing(editing, animated: animated)
    }

    /// A tap on the row's editing control: a minus reveals the Delete button, a plus commits an insertion.
    func tapEditingControl(_ path: IndexPath) {
        guard let cell = cellForVisibleRow(path), let dataSource else { return }
        switch cell.editingStyle {
        case .none: break
        case .insert: dataSource.tableView(self, commit: .insert, forRowAt: path)
        case .delete:
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
            let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                guard let self else { return }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
                done(true)
            }
            openSwipe(path, trailing: SwipeActionsConfiguration(actions: [delete]))
        }
    }
}
