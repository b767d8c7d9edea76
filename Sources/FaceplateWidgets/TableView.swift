/// A scrolling list of rows in sections (UIKit's `UITableView`), built on ``ScrollView``.
///
/// The table asks its ``dataSource`` for the counts and for a cell per row on screen, and reuses the
/// cells of rows that scrolled away: register a cell class with
/// ``register(_:forCellReuseIdentifier:)`` and take cells with
/// ``dequeueReusableCell(withIdentifier:for:)``. However long the list, the table holds the cells on
/// screen and a few spare, and a scroll frame costs work for the rows on screen only (the row
/// offsets are computed when the data is loaded); once warm, a frame allocates nothing.
///
/// ```swift
/// final class Programs: TableViewDataSource, TableViewDelegate {
///     let names = ["Eco", "Cotton", "Quick 30'"]
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "program", for: indexPath)
///         cell.textLabel?.text = names[indexPath.row]
///         cell.accessoryType = .disclosureIndicator
///         return cell
///     }
///     func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
///         tableView.deselectRow(at: indexPath, animated: true)
///     }
/// }
/// let table = TableView(frame: Rect(0, 0, 800, 480), style: .insetGrouped)
/// table.register(TableViewCell.self, forCellReuseIdentifier: "program")
/// table.dataSource = programs
/// table.delegate = programs
/// ```
///
/// Rows size themselves, as in UIKit: with ``rowHeight`` left at ``automaticDimension`` a row is as
/// tall as its cell measures (``TableViewCell/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``:
/// the Auto Layout constraints inside its content view, or its built-in labels, multi-line ones
/// wrapped). A row is measured when it first comes on screen and its height kept until the data is
/// reloaded (or the row is); rows not yet measured count at ``estimatedRowHeight``, and as rows are
/// measured the content size corrects itself, rows above the top moving the offset so what is on
/// screen stays put. A fixed ``rowHeight``, or the delegate's `heightForRowAt`, wins. Selection follows UIKit: a finger that rests on a row highlights it
/// after the scroll view's touch delay, a tap selects it, and a touch that turns into a scroll never
/// highlights or selects anything.
///
/// Rows change with animation through ``insertRows(at:with:)``, ``deleteRows(at:with:)``,
/// ``moveRow(at:to:)`` and the rest, grouped by ``performBatchUpdates(_:completion:)``, or through a
/// ``TableViewDiffableDataSource``. A horizontal swipe on a row reveals the actions the delegate's
/// `trailingSwipeActionsConfigurationForRowAt` (or `leading…`) gives.
@MainActor open class TableView: ScrollView {
    /// The table's look (UIKit's `UITableView.Style`).
    public enum Style: Sendable, CaseIterable {
        /// Rows edge to edge with separators; section headers stay at the top while their section scrolls.
        case plain
        /// Sections as full-width blocks on the grouped background, headers and footers scrolling with them.
        case grouped
        /// Sections as rounded blocks inset from the sides (Settings).
        case insetGrouped
    }

    /// Whether rows are divided by lines (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Sendable, CaseIterable {
        /// No separators.
        case none
        /// A one-pixel line under each row, inset by ``TableView/separatorInset``.
        case singleLine
    }

    /// Where ``TableView/scrollToRow(at:at:animated:)`` puts the row (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable, CaseIterable {
        /// As little scrolling as shows the whole row (none if it shows already).
        case none
        /// The row at the top (below its section's header in a plain table).
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// A height that means "the default": for section headers and footers, the style's; for
    /// ``rowHeight``, the height the cell measures; for ``estimatedRowHeight``, the standard 44
    /// points (UIKit's `UITableView.automaticDimension`).
    public static let automaticDimension = -1.0

    /// The look, fixed when the table is made.
    public let style: Style
    /// Supplies the sections, rows and cells. Setting it reloads.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// The scroll delegate; when it adopts ``TableViewDelegate`` it is the table's delegate too.
    public override var delegate: ScrollViewDelegate? {
        didSet { tableDelegate = delegate as? TableViewDelegate; reloadData() }
    }
    weak var tableDelegate: TableViewDelegate?

    /// The height of every row whose height the delegate does not give. ``automaticDimension`` (the
    /// default) sizes each row to its cell, as measured when it comes on screen; with
    /// ``estimatedRowHeight`` at 0 it means the standard 44 points instead.
    public var rowHeight = TableView.automaticDimension { didSet { if rowHeight != oldValue { reloadGeometry() } } }
    /// The height a self-sizing row counts at until it is measured: the content size and the scroll
    /// indicator are made of it for rows not yet on screen. ``automaticDimension`` (the default) is
    /// the standard 44 points; 0 turns self-sizing off (every ``automaticDimension`` row is then 44
    /// points), as in UIKit. Set it near your rows' usual height, so the content size moves little.
    public var estimatedRowHeight = TableView.automaticDimension { didSet { if estimatedRowHeight != oldValue { reloadGeometry() } } }
    /// The height of section headers whose height the delegate does not give; ``automaticDimension``
    /// (the default) for the style's (a plain header bar, a grouped section's gap and title).
    public var sectionHeaderHeight = TableView.automaticDimension { didSet { if sectionHeaderHeight != oldValue { reloadGeometry() } } }
    /// The height of section footers whose height the delegate does not give; ``automaticDimension``
    /// (the default) for the style's.
    public var sectionFooterHeight = TableView.automaticDimension { didSet { if sectionFooterHeight != oldValue { reloadGeometry() } } }

    /// Whether rows are divided by lines. Default ``SeparatorStyle/singleLine``.
    public var separatorStyle = SeparatorStyle.singleLine { didSet { if separatorStyle != oldValue { redecorate() } } }
    /// The separators' colour; the theme's separator colour unless set.
    public var separatorColor: Color? { didSet { if separatorColor != oldValue { redecorate() } } }
    /// How far separators stay from the sides; UIKit's 16 points on the leading side by default.
    public var separatorInset = EdgeInsets(left: TableViewCell.margin) { didSet { if separatorInset != oldValue { redecorate() } } }

    /// Whether a tap selects a row. True by default.
    public var allowsSelection = true
    /// Whether taps select several rows, a second tap deselecting one. False by default.
    public var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedRows.count > 1 { for p in selectedRows.sorted().dropFirst() { deselectRow(at: p, animated: false) } } }
    }

    /// Whether taps select rows while the table is editing. False by default, as in UIKit.
    public var allowsSelectionDuringEditing = false
    /// Whether taps select several rows while the table is editing, a second tap deselecting one. False
    /// by default; true lets rows be selected while editing even with ``allowsSelectionDuringEditing`` off,
    /// and editing rows then show UIKit's selection circle (ticked when selected) instead of the
    /// delegate's `editingStyleForRowAt`, which is not asked.
    public var allowsMultipleSelectionDuringEditing = false {
        didSet {
            guard allowsMultipleSelectionDuringEditing != oldValue, editing else { return }
            for v in visible { configureEditing(v.cell, at: v.path, animated: false) }
        }
    }

    /// Whether the table is in editing mode (UIKit's `isEditing`): rows show their editing controls
    /// (the delegate's `editingStyleForRowAt`) and, where the data source can move them, their reorder
    /// controls. Setting it changes at once; ``setEditing(_:animated:)`` can animate.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false
    /// The row whose editing control a finger went down on, until it lifts or moves.
    var editingControlCandidate: IndexPath?
    /// The drag that moves a row by its reorder control; the scroll view's pan waits for it to fail.
    let rowReorder = RowReorderGestureRecognizer()
    /// The row being dragged by its reorder control, while it is.
    var reorder: RowReorder?

    /// Whether taps select rows now: the editing or the normal rule.
    var selectsRows: Bool { editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }
    /// Whether taps select several rows now.
    var selectsMultipleRows: Bool { editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// The colours and fonts of the table and its titles; ``Theme/current`` unless set.
    public var theme: Theme { didSet { applyBackground(); redecorate() } }

    /// The cells waiting to be reused, bounded by the most rows ever on screen and two: data sources
    /// that make their own cells instead of dequeuing would otherwise grow the pools without end.
    private let reuse = ReuseQueue<TableViewCell>(slack: 2)
    private var titleViews: [TableViewHeaderFooterView] = []

    /// A row on screen and its cell, in row order.
    struct VisibleRow { var path: IndexPath; var cell: TableViewCell }
    var visible: [VisibleRow] = []
    /// A deleted row's cell, or a cell whose row moved off screen, animating away: pooled when the
    /// update that moved it (`batch`) has finished animating.
    struct DepartingRow { var path: IndexPath; var cell: TableViewCell; var batch: Int }
    var departing: [DepartingRow] = []
    /// The changes recorded since the outermost `performBatchUpdates` began.
    var updateGroup = UpdateGroup()
    /// Counts updates, so an animation's end pools only the cells its own update sent away.
    var updateCount = 0
    /// The horizontal pan that swipes rows open to their actions; the scroll view's pan waits for it to fail.
    let rowSwipe = RowSwipeGestureRecognizer()
    /// The row swiped open (or being swiped), how far its cell is moved (negative: toward the leading
    /// side, showing the trailing actions), and where the finger's drag started from.
    var swipedRow: IndexPath?
    var swipeOffset = 0.0
    var swipeStartOffset = 0.0
    /// The row a finger is on, and its configurations, until the swipe begins or fails.
    var swipeCandidate: IndexPath?
    var swipeTrailing: SwipeActionsConfiguration?
    var swipeLeading: SwipeActionsConfiguration?
    /// The action buttons (made as needed, kept), and the one a finger went down on.
    var swipeButtons: [SwipeActionButtonView] = []
    var swipeButtonUnderTouch: Int?
    /// Rows measured since the content size last followed; how far the rows above the top grew, by
    /// which the offset moves so the rows on screen stay put; set while that offset moves.
    var rowsMeasured = false
    var measuredShift = 0.0
    /// The first row that was on screen before the rows now coming in and stays on screen: rows
    /// measured above it move the offset. Nil after a jump (then rows above the top do).
    private var measureAnchor: IndexPath?
    private var settlingMeasuredRows = false
    /// Whether updates animate (a diffable data source applies some snapshots without animation).
    var updatesAnimate = true
    /// Set while an update rearranges the rows: a content offset clamped then must not tile the old rows.
    var applyingUpdates = false
    /// A header or footer on screen.
    private struct VisibleSupplement { var section: Int; var isFooter: Bool; var view: View; var isTitle: Bool; var seen: Bool }
    private var supplements: [VisibleSupplement] = []

    var geometry = TableGeometry()
    var needsReload = true
    var selectedRows = Set<IndexPath>()
    // The touch that may select a row: its identifier and the row under it.
    private var trackedTouch: Int?
    private var trackedRow: IndexPath?
    private var highlightedRow: IndexPath?

    /// Creates a table of `style`.
    public init(frame: Rect, style: Style) {
        self.style = style
        theme = Theme.current
        super.init(frame: frame)
        alwaysBounceVertical = true
        visible.reserveCapacity(32)
        departing.reserveCapacity(32)
        supplements.reserveCapacity(8)
        applyBackground()
        rowSwipe.tableView = self
        addGestureRecognizer(rowSwipe)
        rowSwipe.addTarget(self, name: "TableView.handleRowSwipe") { table, _ in table.handleRowSwipe() }
        panGestureRecognizer.require(toFail: rowSwipe)
        rowReorder.tableView = self
        // Only a table in editing mode shows reorder controls: out of it the recognizer takes no touches,
        // so a tap or a scroll never waits on it.
        rowReorder.isEnabled = false
        addGestureRecognizer(rowReorder)
        rowReorder.addTarget(self, name: "TableView.handleRowReorder") { table, _ in table.handleRowReorder() }
        panGestureRecognizer.require(toFail: rowReorder)
    }

    /// Creates a plain table.
    public override convenience init(frame: Rect) { self.init(frame: frame, style: .plain) }

    private func applyBackground() {
        backgroundColor = style == .plain ? theme.background : TableView.groupedBackground(theme)
    }

    /// UIKit's systemGroupedBackground for the theme's style.
    static func groupedBackground(_ theme: Theme) -> Color {
        theme.style == .dark ? Color(hex: 0x000000) : Color(hex: 0xF2F2F7)
    }
    /// UIKit's secondarySystemGroupedBackground: a grouped section's cells.
    static func groupedCellBackground(_ theme: Theme) -> Color {
        theme.style == .dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xFFFFFF)
    }

    // MARK: Editing

    /// Enters or leaves editing mode (UIKit's `setEditing(_:animated:)`). Entering it closes a row
    /// swiped open; every row on screen shows or hides its controls, its content sliding aside or back
    /// over the row animation when `animated`. Leaving it closes a Delete button a minus revealed and
    /// drops a reorder drag where it started.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        closeSwipe(animated: animated)
        cancelReorder()
        editingControlCandidate = nil
        self.editing = editing
        rowReorder.isEnabled = editing
        updateIfNeeded()
        for v in visible { configureEditing(v.cell, at: v.path, animated: animated) }
    }

    // MARK: Cells

    /// Makes the table create `cellClass` cells (``TableViewCell/CellStyle/default`` style) for
    /// `identifier` when its pool is empty; nil unregisters it.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return reuse.register(identifier, make: nil) }
        reuse.register(identifier) { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath`: one that scrolled away (after its
    /// ``TableViewCell/prepareForReuse()``), or a new one of the class registered for `identifier`.
    /// An unregistered identifier (UIKit raises an exception) is reported in the application's
    /// diagnostics and gets a default cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        Diagnostics.record(.tableView, "no cell class registered for reuse identifier '\(identifier)' (row \(indexPath)): register(_:forCellReuseIdentifier:) first",
                           in: window?.application.diagnostics)
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell from the `identifier` pool (after its ``TableViewCell/prepareForReuse()``), else a new
    /// one of the registered class, else nil (UIKit's older call, for cells made by the data source).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let taken = reuse.dequeue(identifier) else { return nil }
        if !taken.fresh { taken.cell.prepareForReuse() }
        return taken.cell
    }

    // MARK: Data

    /// Forgets the rows, selection and cells on screen and asks the data source again (at the next
    /// layout, or at once when the table is asked about its rows).
    public func reloadData() {
        needsReload = true
        selectedRows.removeAll()
        setNeedsLayout()
    }

    /// Rebuilds the row offsets (heights changed), keeping the cells.
    private func reloadGeometry() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections (asking the data source if a reload is pending).
    public var numberOfSections: Int { updateIfNeeded(); return geometry.sections.count }

    /// The number of rows in `section`; 0 outside the table.
    public func numberOfRows(inSection section: Int) -> Int {
        updateIfNeeded()
        return section >= 0 && section < geometry.sections.count ? geometry.sections[section].rowCount : 0
    }

    /// Reloads now if a reload is pending; lays the rows on screen out when their cells are missing.
    func updateIfNeeded() {
        if needsReload { rebuild(); tile() }
    }

    private func rebuild() {
        needsReload = false
        // Cells on screen go back to the pools: the rows they showed may be gone.
        while let last = visible.popLast() { retire(last.cell, path: last.path) }
        while let last = departing.popLast() { retire(last.cell, path: last.path) }
        while let last = supplements.popLast() { retireSupplement(last) }
        rebuildGeometry()
    }

    /// Asks the data source for the counts and heights and lays the rows out anew, keeping the cells.
    /// A self-sizing row's height is `carried(row)` when that gives one (a row an update moved keeps
    /// its measured height), else an estimate until the row is measured.
    func rebuildGeometry(carrying carried: ((IndexPath) -> Double?)? = nil) {
        needsReload = false
        rowsMeasured = false
        measuredShift = 0
        geometry.removeAll()
        guard let dataSource else { contentSize = Size(width: bounds.width, height: 0); return }
        let sections = Swift.max(dataSource.numberOfSections(in: self), 0)
        let delegate = tableDelegate
        let standardRow = rowHeight >= 0 ? rowHeight : 44
        for s in 0..<sections {
            let rows = Swift.max(dataSource.tableView(self, numberOfRowsInSection: s), 0)
            var header = delegate?.tableView(self, heightForHeaderInSection: s) ?? TableView.automaticDimension
            if header < 0 { header = sectionHeaderHeight >= 0 ? sectionHeaderHeight : defaultHeaderHeight(section: s, dataSource: dataSource) }
            var footer = delegate?.tableView(self, heightForFooterInSection: s) ?? TableView.automaticDimension
            if footer < 0 { footer = sectionFooterHeight >= 0 ? sectionFooterHeight : defaultFooterHeight(section: s, dataSource: dataSource) }
            if selfSizingRows {
                let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : TableViewCell.standardHeight
                geometry.appendSection(headerHeight: header, rowCount: rows, footerHeight: footer) { row -> (height: Double, estimated: Bool) in
                    let path = IndexPath(row: row, section: s)
                    if let h = delegate?.tableView(self, heightForRowAt: path), h >= 0 { return (h, false) }
                    if let h = carried?(path) { return (h, false) }
                    if let e = delegate?.tableView(self, estimatedHeightForRowAt: path), e > 0 { return (e, true) }
                    return (estimate, true)
                }
            } else if let delegate {
                geometry.appendSection(headerHeight: header, rowCount: rows, footerHeight: footer) { row in
                    let h = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: s))
                    return h >= 0 ? h : standardRow
                }
            } else {
                geometry.appendSection(headerHeight: header, rowCount: rows, footerHeight: footer) { _ in standardRow }
            }
        }
        contentSize = Size(width: bounds.width, height: geometry.height)
    }

    /// Whether rows the delegate gives no height for are measured: ``rowHeight`` is
    /// ``automaticDimension`` and estimates are on.
    var selfSizingRows: Bool { rowHeight < 0 && estimatedRowHeight != 0 }

    private func defaultHeaderHeight(section: Int, dataSource: TableViewDataSource) -> Double {
        let titled = dataSource.tableView(self, titleForHeaderInSection: section) != nil
            || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 44 : (section == 0 ? 35 : 17)
        }
    }

    private func defaultFooterHeight(section: Int, dataSource: TableViewDataSource) -> Double {
        let titled = dataSource.tableView(self, titleForFooterInSection: section) != nil
            || tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 40 : 17
        }
    }

    // MARK: Layout

    /// Follows the content offset: rows come and go as the table scrolls.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            // A resize lays out at the next pass (every row's width changes); a scroll tiles now.
            if newValue.size == old.size && newValue.origin != old.origin && !needsReload && !applyingUpdates
                && !settlingMeasuredRows { tile() }
        }
    }

    /// Reloads if asked to, then places every row and header on screen for the current width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { rebuild() }
        if contentSize.width != bounds.width {
            // Rows measured at the old width are measured again at the new one.
            if selfSizingRows { rebuildGeometry() }
            contentSize = Size(width: bounds.width, height: geometry.height)
        }
        for v in visible { place(v.cell, at: v.path) }
        tile()
    }

    /// The horizontal extent of rows: inset from the sides in an inset-grouped table.
    var rowInset: Double { style == .insetGrouped ? TableView.groupInset : 0 }
    /// How far an inset-grouped table's sections stay from its sides.
    static let groupInset = 16.0

    /// Brings the cells on screen in line with the content offset: retires rows that left, asks for
    /// rows that came in (measuring those that size themselves), moves the headers. Work and
    /// allocations are for the rows on screen only; a row measured once is not measured again.
    func tile() {
        tileRows()
        // Measured rows moved the rows after them: tile again for rows that came in or left (each
        // pass measures only rows new on screen, so this ends; the bound guards against cells whose
        // height changes every time they are measured). Cells kept on screen across a resize or an
        // update are measured here too.
        var passes = 0
        while passes < 8 {
            for v in visible { measure(v.cell, at: v.path) }
            guard settleMeasuredRows() else { break }
            tileRows()
            passes += 1
        }
    }

    /// The content size follows the rows measured since the last call, and the offset moves by what
    /// the rows above the top grew, so the rows on screen stay where they were; the cells on screen
    /// move to their rows. False when no row was measured to a new height.
    @discardableResult func settleMeasuredRows() -> Bool {
        guard rowsMeasured else { return false }
        rowsMeasured = false
        let shift = measuredShift
        measuredShift = 0
        settlingMeasuredRows = true
        contentSize = Size(width: bounds.width, height: geometry.height)
        if shift != 0 { contentOffset = Point(x: contentOffset.x, y: contentOffset.y + shift) }
        settlingMeasuredRows = false
        for v in visible { place(v.cell, at: v.path) }
        return true
    }

    /// Measures the cell of a row whose height is an estimate (its content just set by the data
    /// source) and keeps the height.
    private func measure(_ cell: TableViewCell, at path: IndexPath) {
        guard geometry.isEstimated(path), let r = geometry.row(path) else { return }
        let width = Swift.max(bounds.width - 2 * rowInset, 0)
        cell.frame = Rect(x: cell.frame.minX, y: r.top, width: width, height: r.height)
        let size = cell.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let delta = geometry.setMeasuredHeight(size.height, of: path)
        guard delta != 0 else { return }
        rowsMeasured = true
        let above: Bool
        if let anchor = measureAnchor { above = path < anchor } else { above = r.top < bounds.minY }
        if above { measuredShift += delta }
    }

    private func tileRows() {
        let top = bounds.minY, bottom = bounds.maxY
        var first = geometry.firstRow(endingAfter: top)
        if let f = first, let r = geometry.row(f), r.top >= bottom { first = nil }
        guard let first else {
            while let last = visible.popLast() { retire(last.cell, path: last.path) }
            tileSupplements(top: top, bottom: bottom)
            return
        }
        // The last row on screen.
        var last = first
        while let next = geometry.row(after: last), let r = geometry.row(next), r.top < bottom { last = next }
        if let f = visible.first?.path, f >= first, f <= last { measureAnchor = f } else { measureAnchor = nil }
        // Drop what left, at either end (or everything, after a jump).
        while let v = visible.last, v.path > last { visible.removeLast(); retire(v.cell, path: v.path) }
        while let v = visible.first, v.path < first { visible.removeFirst(); retire(v.cell, path: v.path) }
        if visible.isEmpty {
            var p = first
            while true {
                visible.append(VisibleRow(path: p, cell: show(p)))
                if p == last { break }
                guard let n = geometry.row(after: p) else { break }
                p = n
            }
        } else {
            var p = visible[0].path
            while p > first, let before = geometry.row(before: p) {
                visible.insert(VisibleRow(path: before, cell: show(before)), at: 0)
                p = before
            }
            p = visible[visible.count - 1].path
            while p < last, let after = geometry.row(after: p) {
                visible.append(VisibleRow(path: after, cell: show(after)))
                p = after
            }
        }
        reuse.noteOnScreen(visible.count)
        tileSupplements(top: top, bottom: bottom)
    }

    /// Asks the data source for the row's cell and puts it on screen.
    func show(_ path: IndexPath) -> TableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: path) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        measure(cell, at: path)
        if cell.superview !== self { insertSubview(cell, at: 0) }   // below the headers
        cell.isHidden = false
        cell.alpha = 1                        // a deleted row's cell faded out before it was pooled
        place(cell, at: path)
        cell.setSelected(selectedRows.contains(path), animated: false)
        cell.setHighlighted(highlightedRow == path, animated: false)
        configureEditing(cell, at: path, animated: false)
        cell.setNeedsLayout()
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Sets the cell's frame and the decoration its place in the section asks for.
    func place(_ cell: TableViewCell, at path: IndexPath) {
        guard let r = geometry.row(path) else { return }
        let inset = rowInset
        let shift = path == swipedRow ? swipeOffset : 0
        let top = reorder.map { $0.top(of: path, laidOutAt: r.top) } ?? r.top
        cell.frame = Rect(x: inset + shift, y: top, width: Swift.max(bounds.width - 2 * inset, 0), height: r.height)
        let rows = geometry.sections[path.section].rowCount
        let isLast = path.row == rows - 1
        switch style {
        case .plain:
            cell.styleBackground = nil
            cell.cornerRadius = 0
            cell.roundsTopCorners = false; cell.roundsBottomCorners = false
        case .grouped:
            cell.styleBackground = TableView.groupedCellBackground(theme)
            cell.cornerRadius = 0
            cell.roundsTopCorners = false; cell.roundsBottomCorners = false
        case .insetGrouped:
            cell.styleBackground = TableView.groupedCellBackground(theme)
            cell.cornerRadius = 10
            cell.roundsTopCorners = path.row == 0; cell.roundsBottomCorners = isLast
        }
        // Grouped sections have no separator under their last row (the section ends there).
        let separated = separatorStyle == .singleLine && !(style != .plain && isLast)
        cell.separatorColor = separated ? (separatorColor ?? theme.separator) : nil
        cell.separatorLeading = separatorInset.left
        cell.separatorTrailing = separatorInset.right
    }

    /// Puts a cell whose row left the screen back in its pool (or lets it go).
    func retire(_ cell: TableViewCell, path: IndexPath) {
        // The open row's cell going (scrolled away, reloaded) closes it; a departing cell whose old
        // address another row's open swipe now has does not.
        if path == swipedRow, cellForVisibleRow(path).map({ $0 === cell }) ?? true { dropSwipe() }
        cell.isHidden = true
        if highlightedRow == path { cell.setHighlighted(false, animated: false) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        guard let id = cell.reuseIdentifier, reuse.retire(cell, identifier: id) else { cell.removeFromSuperview(); return }
    }

    private func redecorate() {
        for v in visible { place(v.cell, at: v.path); v.cell.setNeedsDisplay() }
    }

    // MARK: Headers and footers

    /// Shows the headers and footers of the sections on screen; in a plain table a header stays at
    /// the top while its section scrolls under it, and the next section's header pushes it away.
    func tileSupplements(top: Double, bottom: Double) {
        for i in supplements.indices { supplements[i].seen = false }
        if var s = geometry.firstSection(endingAfter: top) {
            while s < geometry.sections.count, geometry.sections[s].top < bottom {
                let section = geometry.sections[s]
                if section.headerHeight > 0 {
                    var y = section.top
                    if style == .plain {
                        y = Swift.min(Swift.max(section.top, top + contentInset.top), section.bottom - section.headerHeight)
                    }
                    if y + section.headerHeight > top {
                        supplement(section: s, isFooter: false, frame: Rect(x: 0, y: y, width: bounds.width, height: section.headerHeight))
                    }
                }
                if section.footerHeight > 0, section.footerTop < bottom, section.bottom > top {
                    supplement(section: s, isFooter: true, frame: Rect(x: 0, y: section.footerTop, width: bounds.width, height: section.footerHeight))
                }
                s += 1
            }
        }
        var i = supplements.count - 1
        while i >= 0 {
            if !supplements[i].seen { retireSupplement(supplements.remove(at: i)) }
            i -= 1
        }
    }

    private func supplement(section: Int, isFooter: Bool, frame: Rect) {
        var i = 0
        while i < supplements.count {
            if supplements[i].section == section && supplements[i].isFooter == isFooter {
                supplements[i].seen = true
                supplements[i].view.frame = frame
                return
            }
            i += 1
        }
        let custom = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                              : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        let view: View
        if let custom {
            view = custom
        } else {
            let title = isFooter ? dataSource?.tableView(self, titleForFooterInSection: section)
                                 : dataSource?.tableView(self, titleForHeaderInSection: section)
            guard let title else { return }     // a gap, not a view
            let t = titleViews.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
            t.theme = theme
            t.placement = style == .plain ? (isFooter ? .plainFooter : .plainHeader) : (isFooter ? .groupedFooter : .groupedHeader)
            t.titleInset = TableViewCell.margin + rowInset
            t.backgroundColor = style == .plain ? theme.surface : nil
            let label = t.textLabel
            label?.text = title
            label?.font = style == .plain && !isFooter ? theme.buttonFont : theme.smallFont
            label?.textColor = style == .plain && !isFooter ? theme.text : theme.secondaryText
            view = t
        }
        view.isHidden = false
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        // A view new on screen starts where it belongs, even while row changes animate the others.
        if let window { View.performWithoutAnimation(in: window) { view.frame = frame } } else { view.frame = frame }
        supplements.append(VisibleSupplement(section: section, isFooter: isFooter, view: view, isTitle: custom == nil, seen: true))
    }

    private func retireSupplement(_ s: VisibleSupplement) {
        if s.isTitle, let t = s.view as? TableViewHeaderFooterView {
            t.isHidden = true
            titleViews.append(t)
        } else {
            s.view.removeFromSuperview()
        }
    }

    // MARK: Queries

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { updateIfNeeded(); return visible.map(\.cell) }
    /// The rows on screen, top to bottom; nil when none is (UIKit's optional).
    public var indexPathsForVisibleRows: [IndexPath]? { updateIfNeeded(); return visible.isEmpty ? nil : visible.map(\.path) }

    /// The cell showing the row at `indexPath`, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        updateIfNeeded()
        for v in visible where v.path == indexPath { return v.cell }
        return nil
    }

    /// The row of `cell`, or nil when it shows none.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        updateIfNeeded()
        for v in visible where v.cell === cell { return v.path }
        return nil
    }

    /// The row at `point` (table coordinates, which scroll with the content), or nil over a header,
    /// a footer, a gap or past the last row.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        updateIfNeeded()
        let inset = rowInset
        guard point.x >= inset, point.x < bounds.width - inset else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows whose rectangles meet `rect` (table coordinates), top to bottom.
    public func indexPathsForRows(in rect: Rect) -> [IndexPath]? {
        updateIfNeeded()
        var paths: [IndexPath] = []
        var p = geometry.firstRow(endingAfter: rect.minY)
        while let path = p, let r = geometry.row(path), r.top < rect.maxY {
            paths.append(path)
            p = geometry.row(after: path)
        }
        return paths
    }

    /// The rectangle of the row at `indexPath`, in table coordinates; empty outside the table.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        updateIfNeeded()
        guard let r = geometry.row(indexPath) else { return .zero }
        let inset = rowInset
        return Rect(x: inset, y: r.top, width: Swift.max(bounds.width - 2 * inset, 0), height: r.height)
    }

    /// The rectangle of `section` with its header and footer, in table coordinates.
    public func rect(forSection section: Int) -> Rect {
        updateIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let s = geometry.sections[section]
        return Rect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    /// The rectangle of `section`'s header where it scrolls with its section (not where a plain
    /// table pins it).
    public func rectForHeader(inSection section: Int) -> Rect {
        updateIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let s = geometry.sections[section]
        return Rect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }

    /// The rectangle of `section`'s footer, in table coordinates.
    public func rectForFooter(inSection section: Int) -> Rect {
        updateIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let s = geometry.sections[section]
        return Rect(x: 0, y: s.footerTop, width: bounds.width, height: s.footerHeight)
    }

    /// The header view on screen for `section`, or nil.
    public func headerView(forSection section: Int) -> View? {
        updateIfNeeded()
        for s in supplements where s.section == section && !s.isFooter { return s.view }
        return nil
    }

    /// The footer view on screen for `section`, or nil.
    public func footerView(forSection section: Int) -> View? {
        updateIfNeeded()
        for s in supplements where s.section == section && s.isFooter { return s.view }
        return nil
    }

    // MARK: Scrolling

    /// Scrolls so the row at `indexPath` is at `scrollPosition`, within the content's limits; with
    /// `animated` the content glides there (``ScrollView/setContentOffset(_:animated:)``).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateIfNeeded()
        guard let r = geometry.row(indexPath) else {
            Diagnostics.record(.tableView, "scrollToRow(at: \(indexPath)) is outside the table's rows", in: window?.application.diagnostics)
            return
        }
        let pinned = style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
        let top = contentOffset.y + contentInset.top + pinned, height = bounds.height - contentInset.top - contentInset.bottom - pinned
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = r.top - pinned - contentInset.top
        case .middle: y = r.top + r.height / 2 - (bounds.height - contentInset.top - contentInset.bottom) / 2 - contentInset.top
        case .bottom: y = r.top + r.height - bounds.height + contentInset.bottom
        case .none:
            if r.top < top { y = r.top - pinned - contentInset.top }
            else if r.top + r.height > top + height { y = r.top + r.height - bounds.height + contentInset.bottom }
        }
        y = Swift.min(Swift.max(y, minimumContentOffset.y), maximumContentOffset.y)
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Selection

    /// The selected row (the first, with several), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows, top to bottom; nil when none is (UIKit's optional).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row at `indexPath` (nil deselects every row) without telling the delegate, as
    /// UIKit does, and scrolls it to `scrollPosition`. In single selection the other row is deselected.
    /// With `animated` the selected looks fade (``TableViewCell/setSelected(_:animated:)``) and the
    /// scroll glides.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        updateIfNeeded()
        guard let indexPath else {
            for p in selectedRows { cellForVisibleRow(p)?.setSelected(false, animated: animated) }
            selectedRows.removeAll()
            return
        }
        guard selectsRows, geometry.row(indexPath) != nil else { return }
        if !selectsMultipleRows {
            for p in selectedRows where p != indexPath { cellForVisibleRow(p)?.setSelected(false, animated: animated) }
            selectedRows.removeAll(keepingCapacity: true)
        }
        selectedRows.insert(indexPath)
        cellForVisibleRow(indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without telling the delegate, as UIKit does. With `animated`
    /// its selected look fades away (what `didSelectRowAt` usually asks for).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        cellForVisibleRow(indexPath)?.setSelected(false, animated: animated)
    }

    /// The cell of a row on screen, without reloading first.
    func cellForVisibleRow(_ path: IndexPath) -> TableViewCell? {
        for v in visible where v.path == path { return v.cell }
        return nil
    }

    /// A tap's selection, with the delegate's say: a second tap on a selected row deselects it in
    /// multiple selection; otherwise the row is selected (and the previous one deselected).
    private func userSelect(_ path: IndexPath) {
        let delegate = tableDelegate
        if selectsMultipleRows && selectedRows.contains(path) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path else { return }
        if !selectsMultipleRows {
            for old in selectedRows.sorted() where old != target {
                guard let gone = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else { continue }
                deselectRow(at: gone, animated: false)
                delegate?.tableView(self, didDeselectRowAt: gone)
            }
        }
        if selectedRows.insert(target).inserted { cellForVisibleRow(target)?.setSelected(true, animated: false) }
        delegate?.tableView(self, didSelectRowAt: target)
    }

    // MARK: Touches

    /// A finger reached a row (after the scroll view's touch delay, or on a quick tap's lift): the
    /// row highlights if the delegate lets it.
    open override func touchesBegan(_ touches: TouchSet, with event: Event?) {
        guard trackedTouch == nil, selectsRows, reorder == nil, let touch = touches.first,
              let path = row(under: touch) else { return }
        trackedTouch = touch.identifier
        trackedRow = path
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        setHighlight(path)
    }

    /// Nothing: the highlight stays until the finger lifts or a scroll takes the touch.
    open override func touchesMoved(_ touches: TouchSet, with event: Event?) {}

    /// The finger lifted: a row still under it is selected (or its detail button reports the tap).
    open override func touchesEnded(_ touches: TouchSet, with event: Event?) {
        guard let id = trackedTouch, let touch = touches.first(where: { $0.identifier == id }) else { return }
        let path = trackedRow
        endTracking()
        // Selected only if the finger lifted over the row it went down on.
        guard let path, let cell = cellForVisibleRow(path) else { return }
        let point = touch.location(in: cell)
        guard cell.bounds.contains(point) else { return }
        // The editing and reorder controls are the recognizers' (a tap there never selects).
        guard !cell.editingControlRect.contains(point), !cell.reorderControlRect.contains(point) else { return }
        if cell.shownAccessoryType == .detailButton || cell.shownAccessoryType == .detailDisclosureButton,
           cell.accessoryView == nil, cell.accessoryRect.contains(point) {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
            return
        }
        userSelect(path)
    }

    /// A scroll took the touch: the highlight goes and nothing is selected.
    open override func touchesCancelled(_ touches: TouchSet, with event: Event?) {
        guard let id = trackedTouch, touches.contains(where: { $0.identifier == id }) else { return }
        endTracking()
    }

    /// The row whose cell the touch is in; nil for a header, a footer or the background.
    private func row(under touch: Touch) -> IndexPath? {
        var v = touch.view
        while let current = v, current.superview !== self { v = current.superview }
        guard let cell = v as? TableViewCell else { return nil }
        for r in visible where r.cell === cell { return r.path }
        return nil
    }

    func endTracking() {
        trackedTouch = nil
        trackedRow = nil
        setHighlight(nil)
    }

    private func setHighlight(_ path: IndexPath?) {
        guard path != highlightedRow else { return }
        if let old = highlightedRow {
            highlightedRow = nil
            cellForVisibleRow(old)?.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: old)
        }
        if let path {
            highlightedRow = path
            cellForVisibleRow(path)?.setHighlighted(true, animated: false)
            tableDelegate?.tableView(self, didHighlightRowAt: path)
        }
    }
}
