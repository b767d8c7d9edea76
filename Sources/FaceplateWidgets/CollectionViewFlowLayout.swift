import Faceplate

/// The built-in grid of a ``CollectionView`` (UIKit's `UICollectionViewFlowLayout`): items flow into
/// lines across the scrolling direction — rows when it scrolls vertically, columns when it scrolls
/// horizontally — and lines stack along it, section after section, each with its header and footer.
///
/// Sizes and spacings come from the properties, or per item and section from a delegate that adopts
/// ``CollectionViewDelegateFlowLayout``. As UIKit's: a line that is full spreads its items so the
/// first and last touch the section's insets (a lone item in such a line is centred); a section's
/// last line keeps the spacing of its first line, so a grid of equal items stays in columns; smaller
/// items are centred in their line's thickness.
///
/// Every item's frame is computed in ``prepare()`` into flat arrays (a frame per item, no objects),
/// and a scroll frame finds the lines on screen by a binary search.
@MainActor open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The way the content scrolls (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Sendable, CaseIterable {
        /// Lines are rows, stacked down.
        case vertical
        /// Lines are columns, stacked to the right.
        case horizontal
    }

    /// The size of every item the delegate does not size. Default 50 × 50, as UIKit's.
    public var itemSize = Size(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// The least space between lines. Default 10.
    public var minimumLineSpacing = 10.0 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The least space between items of a line. Default 10.
    public var minimumInteritemSpacing = 10.0 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// The space around each section's items (inside its header and footer). Default none.
    public var sectionInset = EdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// The size of each section's header: its height when scrolling vertically, its width when
    /// scrolling horizontally (the other side spans the collection view). Default zero: no headers.
    public var headerReferenceSize = Size.zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// The size of each section's footer, as ``headerReferenceSize``. Default zero: no footers.
    public var footerReferenceSize = Size.zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// The direction the content scrolls. Default ``ScrollDirection/vertical``.
    public var scrollDirection = ScrollDirection.vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }

    /// One line of items, along the scrolling direction.
    private struct Line { var firstItem: Int; var count: Int; var start: Double; var end: Double }
    /// One section: its items and lines (indices into the flat arrays), its extent along the
    /// scrolling direction, its header and footer frames (empty for none).
    private struct Section {
        var firstItem: Int, itemCount: Int, firstLine: Int, lineCount: Int
        var start: Double, end: Double
        var header: Rect, footer: Rect
    }
    private var frames: [Rect] = []
    private var lines: [Line] = []
    private var sections: [Section] = []
    private var size = Size.zero

    /// Creates a vertical flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// The frames of the items on the collection view's current data and width (or height).
    open override func prepare() {
        super.prepare()
        frames.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        size = .zero
        guard let cv = collectionView else { return }
        let vertical = scrollDirection == .vertical
        let flow = cv.delegate as? CollectionViewDelegateFlowLayout
        let inset = cv.contentInset
        let across = Swift.max(vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom, 0)
        // A frame from lengths along and across the scrolling direction.
        func rect(along: Double, across: Double, length: Double, thickness: Double) -> Rect {
            vertical ? Rect(x: across, y: along, width: thickness, height: length) : Rect(x: along, y: across, width: length, height: thickness)
        }
        var along = 0.0
        let count = cv.numberOfSections
        sections.reserveCapacity(count)
        for s in 0..<count {
            let items = cv.numberOfItems(inSection: s)
            let edges = flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let gap = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let headerSize = flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footerSize = flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            var section = Section(firstItem: frames.count, itemCount: items, firstLine: lines.count, lineCount: 0,
                                  start: along, end: along, header: .zero, footer: .zero)
            let headerLength = Swift.max(vertical ? headerSize.height : headerSize.width, 0)
            if headerLength > 0 { section.header = rect(along: along, across: 0, length: headerLength, thickness: across) }
            along += headerLength
            if items > 0 {
                let (leadAlong, trailAlong, leadAcross, trailAcross) = vertical
                    ? (edges.top, edges.bottom, edges.left, edges.right) : (edges.left, edges.right, edges.top, edges.bottom)
                along += leadAlong
                let room = Swift.max(across - leadAcross - trailAcross, 0)
                // First the sizes (width: across, height: along), then the lines they break into.
                for i in 0..<items {
                    let sz = flow?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: i, section: s)) ?? itemSize
                    let w = Swift.max(sz.width, 0), h = Swift.max(sz.height, 0)
                    frames.append(vertical ? Rect(x: 0, y: 0, width: w, height: h) : Rect(x: 0, y: 0, width: h, height: w))
                }
                var first = section.firstItem
                let end = section.firstItem + items
                var firstLineGap: Double?
                while first < end {
                    var used = frames[first].width, thickness = frames[first].height
                    var next = first + 1
                    while next < end, used + gap + frames[next].width <= room + 1e-9 {
                        used += gap + frames[next].width
                        thickness = Swift.max(thickness, frames[next].height)
                        next += 1
                    }
                    let n = next - first
                    var x = leadAcross, spacing = gap
                    if next < end {
                        // A full line: the spare room goes between its items (a lone item is centred).
                        if n == 1 { x += (room - used) / 2 } else { spacing = gap + (room - used) / Double(n - 1) }
                        if firstLineGap == nil { firstLineGap = spacing }
                    } else if let g = firstLineGap {
                        spacing = g
                    }
                    if lines.count > section.firstLine { along += lineSpacing }
                    for k in first..<next {
                        let f = frames[k]
                        frames[k] = rect(along: along + (thickness - f.height) / 2, across: x, length: f.height, thickness: f.width)
                        x += f.width + spacing
                    }
                    lines.append(Line(firstItem: first, count: n, start: along, end: along + thickness))
                    along += thickness
                    first = next
                }
                along += trailAlong
            }
            section.lineCount = lines.count - section.firstLine
            let footerLength = Swift.max(vertical ? footerSize.height : footerSize.width, 0)
            if footerLength > 0 { section.footer = rect(along: along, across: 0, length: footerLength, thickness: across) }
            along += footerLength
            section.end = along
            sections.append(section)
        }
        size = vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// The size of the lines and sections ``prepare()`` laid out.
    open override var collectionViewContentSize: Size { size }

    /// The attributes of the headers, items and footers whose frames meet `rect`, section by section.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        var found: [CollectionElement] = []
        elements(in: rect, into: &found)
        return found.map { e in
            let a = e.isCell ? CollectionViewLayoutAttributes(forCellWith: e.indexPath)
                             : CollectionViewLayoutAttributes(forSupplementaryViewOfKind: e.kind, with: e.indexPath)
            a.frame = e.frame
            return a
        }
    }

    /// The attributes of the item at `indexPath`, or nil outside the layout.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let f = frameOfItem(at: indexPath) else { return nil }
        let a = CollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = f
        return a
    }

    /// The attributes of `section`'s header (``CollectionView/elementKindSectionHeader``) or footer
    /// at `indexPath`, or nil when the section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let s = sections[indexPath.section]
        let f = elementKind == CollectionView.elementKindSectionHeader ? s.header
            : elementKind == CollectionView.elementKindSectionFooter ? s.footer : .zero
        guard f.width > 0, f.height > 0 else { return nil }
        let a = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        a.frame = f
        return a
    }

    override func frameOfItem(at indexPath: IndexPath) -> Rect? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let s = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < s.itemCount else { return nil }
        return frames[s.firstItem + indexPath.item]
    }

    /// The elements on screen straight from the arrays: the sections and lines that meet `rect` are
    /// found by binary searches, so the cost is the elements on screen, however many items there are.
    override func elements(in rect: Rect, into found: inout [CollectionElement]) {
        let vertical = scrollDirection == .vertical
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var s = firstIndex(count: sections.count) { sections[$0].end > lo }
        while s < sections.count, sections[s].start < hi {
            let section = sections[s]
            if section.header.width > 0, section.header.intersects(rect) {
                found.append(CollectionElement(isCell: false, kind: CollectionView.elementKindSectionHeader,
                                               indexPath: IndexPath(item: 0, section: s), frame: section.header))
            }
            let lineEnd = section.firstLine + section.lineCount
            var l = section.firstLine + firstIndex(count: section.lineCount) { lines[section.firstLine + $0].end > lo }
            while l < lineEnd, lines[l].start < hi {
                let line = lines[l]
                for k in line.firstItem..<(line.firstItem + line.count) where frames[k].intersects(rect) {
                    found.append(CollectionElement(isCell: true, kind: "", indexPath: IndexPath(item: k - section.firstItem, section: s), frame: frames[k]))
                }
                l += 1
            }
            if section.footer.width > 0, section.footer.intersects(rect) {
                found.append(CollectionElement(isCell: false, kind: CollectionView.elementKindSectionFooter,
                                               indexPath: IndexPath(item: 0, section: s), frame: section.footer))
            }
            s += 1
        }
    }

    /// The first index in 0..<count for which `isPast` holds (it holds for every index after it too).
    private func firstIndex(count: Int, where isPast: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isPast(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
