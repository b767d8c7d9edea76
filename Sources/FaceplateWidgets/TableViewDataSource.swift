/// Supplies a ``TableView``'s sections, rows and cells (UIKit's `UITableViewDataSource`).
///
/// The table asks only for what it shows: the counts when it (re)loads, and a cell for each row as
/// the row scrolls into view — make it with ``TableView/dequeueReusableCell(withIdentifier:for:)``
/// so the table reuses the cells that scrolled away. The optional methods have UIKit's defaults in
/// the extension: one section, no header or footer titles.
@MainActor public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has. One by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing the row at `indexPath`, configured for it.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header; nil (the default) for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; nil (the default) for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row shows an editing control while the table is editing. True by default, as in
    /// UIKit.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user tapped the Delete button of a row (`editingStyle` ``TableViewCell/EditingStyle/delete``)
    /// or the plus of a row (``TableViewCell/EditingStyle/insert``) while editing: change the model, then
    /// tell the table with ``TableView/deleteRows(at:with:)`` or ``TableView/insertRows(at:with:)``.
    /// Does nothing by default.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows the reorder control while the table is editing. False by default: UIKit
    /// shows it when the data source implements `moveRowAt`, which Swift cannot see, so a data source
    /// that moves rows answers true here too.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath` by its reorder control:
    /// move it in the model. The table already shows it there (do not reload or move the row). Does
    /// nothing by default.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// False.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
