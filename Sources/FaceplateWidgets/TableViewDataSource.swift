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
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
