/// Learns about and shapes a ``TableView``'s rows: heights, header and footer views, highlighting and
/// selection (UIKit's `UITableViewDelegate`). A table view's ``ScrollView/delegate`` that adopts this
/// protocol is told both these and the scroll view's calls.
///
/// Every method is optional, with UIKit's default in the extension: rows ``TableView/rowHeight``
/// tall, the style's header and footer heights, every row highlightable and selectable.
@MainActor public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`. Asked for every row when the table (re)loads, as UIKit
    /// does without estimated heights. Default: ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// The height a self-sizing row counts at until it is measured (``TableView/rowHeight`` at
    /// ``TableView/automaticDimension`` and no height from `heightForRowAt`), for rows whose usual
    /// heights differ; ``TableView/automaticDimension`` (the default) for the table's
    /// ``TableView/estimatedRowHeight``. Asked for every such row when the table (re)loads.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    /// The height of `section`'s header; ``TableView/automaticDimension`` (the default) for the
    /// table's ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of `section`'s footer; ``TableView/automaticDimension`` (the default) for the
    /// table's ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A view to show as `section`'s header instead of its title. Nil by default.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view to show as `section`'s footer instead of its title. Nil by default.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// `cell` is about to come on screen for the row at `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// `cell` went off screen (or the table reloaded); it is back in the reuse pool.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a finger resting on the row highlights it (and may then select it). True by default.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted under a finger.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight went (the finger lifted, or a scroll took the touch).
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap is about to select: `indexPath` (the default), another row, or nil for none.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row a tap is about to deselect: `indexPath` (the default), another row, or nil to keep it.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row (not called for ``TableView/selectRow(at:animated:scrollPosition:)``).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A tap deselected the row (not called for ``TableView/deselectRow(at:animated:)``).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The row's ``TableViewCell/AccessoryType/detailButton`` was tapped (the row is not selected).
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The actions a swipe from the trailing edge reveals on the row (Delete, say); nil (the
    /// default) for none.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe from the leading edge reveals on the row; nil (the default) for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The control the row shows while the table is editing. ``TableViewCell/EditingStyle/delete`` by
    /// default.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of the button a tap on the row's minus reveals. "Delete" by default.
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves aside for its editing control while editing. True by default.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// Where a row being dragged by its reorder control from `sourceIndexPath` would go, given the row
    /// under it, `proposedDestinationIndexPath`: that (the default), or another place to keep it within
    /// its section, say.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
}

extension TableViewDelegate {
    /// ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// ``TableView/automaticDimension``: the table's ``TableView/estimatedRowHeight``.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double { TableView.automaticDimension }
    /// ``TableView/automaticDimension``: the table's ``TableView/sectionHeaderHeight``.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { TableView.automaticDimension }
    /// ``TableView/automaticDimension``: the table's ``TableView/sectionFooterHeight``.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { TableView.automaticDimension }
    /// No custom header view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No custom footer view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// True.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// None.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// None.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// ``TableViewCell/EditingStyle/delete``.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// True.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// `proposedDestinationIndexPath`.
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
}
