import Faceplate

/// A scrolling grid — or any arrangement a layout gives — of items in sections (UIKit's
/// `UICollectionView`), built on ``ScrollView``: an appliance's home-screen tiles, a recipe or
/// programme picker.
///
/// The collection view asks its ``dataSource`` for the counts and for a cell per item on screen, and
/// reuses the cells of items that scrolled away: register a cell class with
/// ``register(_:forCellWithReuseIdentifier:)`` and take cells with
/// ``dequeueReusableCell(withReuseIdentifier:for:)``. Section headers and footers are supplementary
/// views, registered and dequeued the same way by kind (``elementKindSectionHeader``). Where the
/// items go is the ``collectionViewLayout``'s business: a ``CollectionViewFlowLayout`` by default,
/// or a ``CollectionViewLayout`` subclass of your own.
///
/// ```swift
/// final class Programmes: CollectionViewDataSource, CollectionViewDelegate {
///     let names = ["Eco", "Cotton", "Quick 30'", "Wool"]
///     func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
///     func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
///         cell.title.text = names[indexPath.item]
///         return cell
///     }
///     func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { start(names[indexPath.item]) }
/// }
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = Size(width: 180, height: 120)
/// let grid = CollectionView(frame: Rect(0, 0, 800, 480), collectionViewLayout: layout)
/// grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
/// grid.dataSource = programmes
/// grid.delegate = programmes
/// ```
///
/// However many items there are, the collection view holds the cells on screen (its pools never
/// keep more than were ever on screen at once); with the flow layout a scroll frame costs work for
/// the items on screen only and, once warm, allocates nothing. Selection follows UIKit: a finger that
/// rests on an item highlights it after the scroll view's touch delay, a tap selects it, and a touch
/// that turns into a scroll never highlights or selects anything. Items change with animation
/// through ``insertItems(at:)``, ``deleteItems(at:)``, ``moveItem(at:to:)`` and the rest, grouped by
/// ``performBatchUpdates(_:completion:)``, or through a ``CollectionViewDiffableDataSource``.
@MainActor open class CollectionView: ScrollView {
    /// Where ``CollectionView/scrollToItem(at:at:animated:)`` puts the item (UIKit's
    /// `UICollectionView.ScrollPosition`): one vertical and one horizontal position at most; none
    /// (the empty set) scrolls as little as shows the whole item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left side at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right side at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header (UIKit's `UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (UIKit's `UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where the items go. Setting another lays the items out anew.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutInvalidated()
        }
    }
    /// Supplies the sections, items and views. Setting it reloads.
    public weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    /// The scroll delegate; when it adopts ``CollectionViewDelegate`` it is the collection view's
    /// delegate too (and a ``CollectionViewDelegateFlowLayout`` sizes the flow layout's items).
    public override var delegate: ScrollViewDelegate? {
        didSet { collectionDelegate = delegate as? CollectionViewDelegate; collectionViewLayout.invalidateLayout() }
    }
    weak var collectionDelegate: CollectionViewDelegate?

    /// Whether a tap selects an item. True by default.
    public var allowsSelection = true
    /// Whether taps select several items, a second tap deselecting one. False by default.
    public var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedItems.count > 1 { for p in selectedItems.sorted().dropFirst() { deselectItem(at: p, animated: false) } } }
    }

    /// The cells and supplementary views waiting to be reused, by kind and identifier.
    private let reuse = ReuseQueue<CollectionReusableView>(slack: 0)

    /// An element on screen, its view, and whether the current tiling found it again.
    struct VisibleElement { var element: CollectionElement; var view: CollectionReusableView; var seen = true }
    var visible: [VisibleElement] = []
    /// A view animating away after an update (`batch`), pooled when that update's animation ends.
    struct DepartingElement { var element: CollectionElement; var view: CollectionReusableView; var batch: Int }
    var departing: [DepartingElement] = []
    /// The elements the layout lists for the visible rectangle, and the new ones among them: kept
    /// between frames so a scroll frame allocates nothing.
    var found: [CollectionElement] = []
    private var fresh: [Int] = []

    /// Each section's item count, read from the data source when it (re)loads.
    var counts: [Int] = []
    var needsReload = true
    /// Whether the layout must prepare again before it is asked where the elements are.
    var needsPrepare = true
    /// Set while an update rearranges the items: a content offset clamped then must not tile the old ones.
    var applyingUpdates = false
    /// The changes recorded since the outermost `performBatchUpdates` began.
    var updateGroup = UpdateGroup()
    /// Counts updates, so an animation's end pools only the views its own update sent away.
    var updateCount = 0
    /// Whether updates animate (a diffable data source applies some snapshots without animation).
    var updatesAnimate = true

    var selectedItems = Set<IndexPath>()
    // The touch that may select an item: its identifier and the item under it.
    var trackedTouch: Int?
    var trackedItem: IndexPath?
    var highlightedItem: IndexPath?

    /// Creates a collection view laid out by `layout`.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = Theme.current.background
        visible.reserveCapacity(64)
        departing.reserveCapacity(64)
        found.reserveCapacity(64)
        fresh.reserveCapacity(64)
    }

    /// Creates a collection view with a vertical ``CollectionViewFlowLayout``.
    public override convenience init(frame: Rect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    // MARK: Cells and supplementary views

    /// Makes the collection view create `cellClass` cells for `identifier` when its pool is empty;
    /// nil unregisters it.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return reuse.register(identifier, make: nil) }
        reuse.register(identifier) { cellClass.init(frame: .zero) }
    }

    /// Makes the collection view create `viewClass` views of `elementKind` (a section header, say)
    /// for `identifier` when its pool is empty; nil unregisters it.
    public func register(_ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        guard let viewClass else { return reuse.register(kind: elementKind, identifier, make: nil) }
        reuse.register(kind: elementKind, identifier) { viewClass.init(frame: .zero) }
    }

    /// A cell for the item at `indexPath`: one that scrolled away (after its
    /// ``CollectionReusableView/prepareForReuse()``), or a new one of the class registered for
    /// `identifier`. An unregistered identifier (UIKit raises an exception) is reported in the
    /// application's diagnostics and gets a plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let taken = reuse.dequeue(identifier), let cell = taken.cell as? CollectionViewCell {
            if !taken.fresh { cell.prepareForReuse() }
            cell.reuseIdentifier = identifier
            return cell
        }
        Diagnostics.record(.collectionView, "no cell class registered for reuse identifier '\(identifier)' (item \(indexPath)): register(_:forCellWithReuseIdentifier:) first",
                           in: window?.application.diagnostics)
        let cell = CollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`: a pooled one (after its
    /// ``CollectionReusableView/prepareForReuse()``) or a new one of the registered class. An
    /// unregistered kind and identifier is reported and gets a plain view.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let view: CollectionReusableView
        if let taken = reuse.dequeue(kind: elementKind, identifier) {
            if !taken.fresh { taken.cell.prepareForReuse() }
            view = taken.cell
        } else {
            Diagnostics.record(.collectionView, "no view class registered for '\(elementKind)' views with reuse identifier '\(identifier)' (at \(indexPath))",
                               in: window?.application.diagnostics)
            view = CollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        return view
    }

    // MARK: Data

    /// Forgets the items, selection and views on screen and asks the data source again (at the next
    /// layout, or at once when the collection view is asked about its items).
    public func reloadData() {
        needsReload = true
        selectedItems.removeAll()
        layoutInvalidated()
    }

    /// The layout is out of date (``CollectionViewLayout/invalidateLayout()``).
    func layoutInvalidated() {
        needsPrepare = true
        setNeedsLayout()
    }

    /// The number of sections (asking the data source if a reload is pending).
    public var numberOfSections: Int {
        if needsReload { rebuild() }
        return counts.count
    }

    /// The number of items in `section`; 0 outside the collection.
    public func numberOfItems(inSection section: Int) -> Int {
        if needsReload { rebuild() }
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    /// Reloads, prepares the layout and tiles now if any of it is pending.
    func updateIfNeeded() {
        guard needsReload || needsPrepare else { return }
        if needsReload { rebuild() }
        prepareLayout()
        tile()
    }

    private func rebuild() {
        needsReload = false
        // Views on screen go back to the pools: the items they showed may be gone.
        while let last = visible.popLast() { retire(last.view, element: last.element) }
        while let last = departing.popLast() { retire(last.view, element: last.element) }
        reloadCounts()
        needsPrepare = true
    }

    /// Reads the section and item counts from the data source.
    func reloadCounts() {
        counts.removeAll(keepingCapacity: true)
        guard let dataSource else { return }
        let sections = Swift.max(dataSource.numberOfSections(in: self), 0)
        for s in 0..<sections { counts.append(Swift.max(dataSource.collectionView(self, numberOfItemsInSection: s), 0)) }
    }

    /// Has the layout compute the elements' places and takes its content size.
    func prepareLayout() {
        needsPrepare = false
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    // MARK: Layout

    /// Follows the content offset: items come and go as the collection view scrolls; a new size lays
    /// the items out anew when the layout asks for it.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue.size != old.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                needsPrepare = true
            }
            super.bounds = newValue
            if newValue.size != old.size { setNeedsLayout() }
            else if newValue.origin != old.origin && !needsReload && !needsPrepare && !applyingUpdates { tile() }
        }
    }

    /// Reloads and prepares the layout if asked to, then places the views on screen.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { rebuild() }
        if needsPrepare { prepareLayout() }
        tile()
    }

    /// Brings the views on screen in line with the layout and the content offset: retires the
    /// elements that left, asks for those that came in. Work and allocations are for the elements
    /// on screen only.
    func tile() {
        found.removeAll(keepingCapacity: true)
        collectionViewLayout.elements(in: bounds, into: &found)
        var i = 0
        while i < visible.count { visible[i].seen = false; i += 1 }
        fresh.removeAll(keepingCapacity: true)
        var f = 0
        while f < found.count {
            var j = 0, matched = false
            while j < visible.count {
                if !visible[j].seen && visible[j].element.isSame(as: found[f]) {
                    visible[j].seen = true
                    if visible[j].element.frame != found[f].frame { visible[j].view.frame = found[f].frame }
                    visible[j].element = found[f]
                    matched = true
                    break
                }
                j += 1
            }
            if !matched { fresh.append(f) }
            f += 1
        }
        // Those that left go first, so those coming in reuse their views.
        i = visible.count - 1
        while i >= 0 {
            if !visible[i].seen { let v = visible.remove(at: i); retire(v.view, element: v.element) }
            i -= 1
        }
        for k in fresh { visible.append(VisibleElement(element: found[k], view: show(found[k]))) }
        reuse.noteOnScreen(visible.count)
    }

    /// Asks the data source for the element's view and puts it on screen.
    func show(_ e: CollectionElement) -> CollectionReusableView {
        let view: CollectionReusableView
        if e.isCell {
            let cell = dataSource?.collectionView(self, cellForItemAt: e.indexPath) ?? CollectionViewCell(frame: .zero)
            if cell.superview !== self { insertSubview(cell, at: 0) }     // below the headers
            cell.isSelected = selectedItems.contains(e.indexPath)
            cell.isHighlighted = highlightedItem == e.indexPath
            view = cell
        } else {
            view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: e.kind, at: e.indexPath) ?? CollectionReusableView(frame: .zero)
            view.elementKind = e.kind
            if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        }
        view.isHidden = false
        view.alpha = e.alpha
        view.frame = e.frame
        view.setNeedsLayout()
        if let cell = view as? CollectionViewCell, e.isCell {
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: e.indexPath)
        } else {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: e.kind, at: e.indexPath)
        }
        return view
    }

    /// Puts a view whose element left the screen back in its pool (or lets it go).
    func retire(_ view: CollectionReusableView, element e: CollectionElement) {
        view.isHidden = true
        if e.isCell, let cell = view as? CollectionViewCell {
            if highlightedItem == e.indexPath { cell.isHighlighted = false }
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: e.indexPath)
        } else {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: e.kind, at: e.indexPath)
        }
        guard let id = view.reuseIdentifier, reuse.retire(view, kind: view.elementKind, identifier: id) else {
            view.removeFromSuperview()
            return
        }
    }

    // MARK: Queries

    /// The cells on screen, in the layout's order.
    public var visibleCells: [CollectionViewCell] {
        updateIfNeeded()
        return visible.compactMap { $0.element.isCell ? $0.view as? CollectionViewCell : nil }
    }
    /// The items on screen, in the layout's order.
    public var indexPathsForVisibleItems: [IndexPath] {
        updateIfNeeded()
        return visible.compactMap { $0.element.isCell ? $0.element.indexPath : nil }
    }

    /// The cell showing the item at `indexPath`, or nil when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        updateIfNeeded()
        return cellForVisibleItem(indexPath)
    }

    /// The cell of an item on screen, without reloading first.
    func cellForVisibleItem(_ path: IndexPath) -> CollectionViewCell? {
        for v in visible where v.element.isCell && v.element.indexPath == path { return v.view as? CollectionViewCell }
        return nil
    }

    /// The item `cell` shows, or nil.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        updateIfNeeded()
        for v in visible where v.view === cell { return v.element.indexPath }
        return nil
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`, or nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        updateIfNeeded()
        for v in visible where !v.element.isCell && v.element.kind == elementKind && v.element.indexPath == indexPath { return v.view }
        return nil
    }

    /// The item at `point` (content coordinates, which scroll), or nil over a gap, a header or a footer.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        updateIfNeeded()
        var hits: [CollectionElement] = []
        collectionViewLayout.elements(in: Rect(x: point.x, y: point.y, width: 1, height: 1), into: &hits)
        for e in hits where e.isCell && e.frame.contains(point) { return e.indexPath }
        return nil
    }

    /// The layout's attributes for the item at `indexPath`, or nil.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        updateIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Scrolling

    /// Scrolls so the item at `indexPath` is at `scrollPosition`, within the content's limits; with
    /// `animated` the content glides there (``ScrollView/setContentOffset(_:animated:)``).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateIfNeeded()
        guard let r = collectionViewLayout.frameOfItem(at: indexPath) else {
            Diagnostics.record(.collectionView, "scrollToItem(at: \(indexPath)) is outside the collection's items", in: window?.application.diagnostics)
            return
        }
        let inset = contentInset
        let width = bounds.width - inset.left - inset.right, height = bounds.height - inset.top - inset.bottom
        var x = contentOffset.x, y = contentOffset.y
        if scrollPosition.contains(.top) { y = r.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { y = r.midY - height / 2 - inset.top }
        else if scrollPosition.contains(.bottom) { y = r.maxY - bounds.height + inset.bottom }
        else if r.minY < y + inset.top { y = r.minY - inset.top }
        else if r.maxY > y + inset.top + height { y = r.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.left) { x = r.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { x = r.midX - width / 2 - inset.left }
        else if scrollPosition.contains(.right) { x = r.maxX - bounds.width + inset.right }
        else if r.minX < x + inset.left { x = r.minX - inset.left }
        else if r.maxX > x + inset.left + width { x = r.maxX - bounds.width + inset.right }
        let lo = minimumContentOffset, hi = maximumContentOffset
        x = Swift.min(Swift.max(x, lo.x), Swift.max(hi.x, lo.x))
        y = Swift.min(Swift.max(y, lo.y), Swift.max(hi.y, lo.y))
        setContentOffset(Point(x: x, y: y), animated: animated)
    }

    // MARK: Touches

    /// A finger reached an item (after the scroll view's touch delay, or on a quick tap's lift): the
    /// item highlights if the delegate lets it.
    open override func touchesBegan(_ touches: TouchSet, with event: Event?) {
        guard trackedTouch == nil, allowsSelection, let touch = touches.first, let path = item(under: touch) else { return }
        trackedTouch = touch.identifier
        trackedItem = path
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        setHighlight(path)
    }

    /// Nothing: the highlight stays until the finger lifts or a scroll takes the touch.
    open override func touchesMoved(_ touches: TouchSet, with event: Event?) {}

    /// The finger lifted: an item still under it is selected.
    open override func touchesEnded(_ touches: TouchSet, with event: Event?) {
        guard let id = trackedTouch, let touch = touches.first(where: { $0.identifier == id }) else { return }
        let path = trackedItem
        endTracking()
        guard let path, let cell = cellForVisibleItem(path), cell.bounds.contains(touch.location(in: cell)) else { return }
        userSelect(path)
    }

    /// A scroll took the touch: the highlight goes and nothing is selected.
    open override func touchesCancelled(_ touches: TouchSet, with event: Event?) {
        guard let id = trackedTouch, touches.contains(where: { $0.identifier == id }) else { return }
        endTracking()
    }
}
