import FaceplateText

/// One component of a ``PickerView``: a vertical scroll view whose rows come to rest centred under the
/// selection band.
///
/// The content is the rows stacked, inset above and below by half the wheel less half a row, so the
/// first and last rows can reach the band. A fixed set of labels — as many as rows fit, plus two —
/// shows the rows on screen; a label whose row scrolled away is given the row coming in, so a spin
/// makes no views and, once the titles' glyphs are cached, allocates nothing. The wheel is its own
/// scroll delegate: a spin that slows below ``snapSpeed`` rows per second, a drag released at rest or
/// a finger that only stopped the wheel glides to the nearest row, and the row is selected when it
/// arrives.
@MainActor final class PickerWheel: ScrollView, ScrollViewDelegate {
    unowned let picker: PickerView
    /// The component this wheel shows.
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = PickerView.defaultRowHeight
    /// The row resting under the band; -1 when the wheel has no rows.
    private(set) var selectedRow = -1
    /// The labels showing rows, and the row each shows (-1: free).
    private var labels: [Label] = []
    private var labelRows: [Int] = []
    /// Whether a glide to a row is under way (started by the wheel, not by code).
    private var isSnapping = false
    /// Rows per second under which a spin stops coasting and glides onto its row.
    static let snapSpeed = 4.0
    /// The most labels a wheel keeps, whatever the row height (a tiny height must not make thousands).
    private static let maximumLabels = 64
    private let tap = TapGestureRecognizer()

    init(picker: PickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delaysContentTouches = false
        alwaysBounceVertical = true
        delegate = self
        panGestureRecognizer.addTarget(self, name: "PickerWheel.panEnded") { wheel, pan in
            // After the scroll view's own handling: a release at rest, or a finger that only stopped
            // the spin, leaves the wheel between rows.
            if pan.state == .ended || pan.state == .cancelled, !wheel.isDecelerating { wheel.snap(towards: 0) }
        }
        tap.name = "PickerWheel.tap"
        tap.addTarget(self, name: "PickerWheel.tapRow") { wheel, tap in wheel.tapped(at: tap.location(in: wheel)) }
        addGestureRecognizer(tap)
        // As UIKit's picker: each wheel is one adjustable element whose value is its selected row's title.
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    // MARK: Accessibility

    /// The selected row's title (nil with no rows), unless one was set.
    override var accessibilityValue: String? {
        get {
            if let set = super.accessibilityValue { return set }
            return selectedRow >= 0 ? picker.title(forRow: selectedRow, inComponent: component) : nil
        }
        set { super.accessibilityValue = newValue }
    }
    /// The next row (the reader's swipe up), which the delegate hears as a user's selection.
    override func accessibilityIncrement() { step(by: 1) }
    /// The row before (the reader's swipe down), which the delegate hears as a user's selection.
    override func accessibilityDecrement() { step(by: -1) }

    private func step(by rows: Int) {
        guard rowCount > 0, isUserInteractionEnabled else { return }
        let r = Swift.min(Swift.max(selectedRow + rows, 0), rowCount - 1)
        guard r != selectedRow else { return }
        select(r, animated: true)
        picker.wheel(self, didSelectRow: r)
    }

    // MARK: Rows

    /// Takes `rows` rows of `height` (from the data source and delegate), keeping the selection where
    /// it still exists.
    func load(rows: Int, height: Double) {
        rowCount = Swift.max(rows, 0)
        rowHeight = height.isFinite && height >= 1 ? height : PickerView.defaultRowHeight
        for i in labelRows.indices { labelRows[i] = -1; labels[i].isHidden = true }
        selectedRow = rowCount == 0 ? -1 : Swift.min(Swift.max(selectedRow, 0), rowCount - 1)
        fit()
    }

    /// Re-reads the titles on screen.
    func reloadTitles() {
        for i in labelRows.indices where labelRows[i] >= 0 { labels[i].text = picker.title(forRow: labelRows[i], inComponent: component) }
    }

    /// The label showing `row`, if it is on screen.
    func label(forRow row: Int) -> Label? {
        for i in labelRows.indices where labelRows[i] == row { return labels[i] }
        return nil
    }

    /// The content offset that puts `row` under the band.
    private func offset(forRow row: Int) -> Double { Double(row) * rowHeight - contentInset.top }

    /// The row nearest the band (or, with `direction` ≠ 0, the next row boundary that way); clamped.
    private func row(nearBand direction: Double) -> Int {
        guard rowCount > 0 else { return -1 }
        let position = (contentOffset.y + contentInset.top) / rowHeight
        let r = direction > 0 ? position.rounded(.up) : direction < 0 ? position.rounded(.down) : position.rounded()
        return clampedRow(r)
    }

    /// `r` as a row index within the wheel (a non-finite or far-off value ends at an end).
    private func clampedRow(_ r: Double) -> Int {
        guard r.isFinite, rowCount > 0 else { return 0 }
        return Int(Swift.min(Swift.max(r, 0), Double(rowCount - 1)))
    }

    /// Puts `row` under the band (UIKit's `selectRow(_:inComponent:animated:)`): no delegate call.
    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let r = Swift.min(Swift.max(row, 0), rowCount - 1)
        selectedRow = r
        isSnapping = false
        setContentOffset(Point(x: 0, y: offset(forRow: r)), animated: animated)
    }

    /// Glides to the row nearest the band (`direction` as in ``row(nearBand:)``); selects it on arrival.
    private func snap(towards direction: Double) {
        guard rowCount > 0 else { return }
        let target = Point(x: 0, y: offset(forRow: row(nearBand: direction)))
        isSnapping = true
        setContentOffset(target, animated: true)
        if contentOffset == target { settle() }      // already there, or no window to animate in
    }

    private func tapped(at point: Point) {
        guard rowCount > 0, !isDragging else { return }
        let target = clampedRow((point.y / rowHeight).rounded(.down))
        isSnapping = true
        setContentOffset(Point(x: 0, y: offset(forRow: target)), animated: true)
        if contentOffset.y == offset(forRow: target) { settle() }
    }

    /// The wheel came to rest on a row: select it, telling the picker when it changed.
    private func settle() {
        isSnapping = false
        let r = row(nearBand: 0)
        guard rowCount > 0, r != selectedRow else { return }
        selectedRow = r
        picker.wheel(self, didSelectRow: r)
    }

    // MARK: Scroll delegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        tile()
        guard isDecelerating, !isSnapping else { return }
        let v = decelerationVelocity.y, y = contentOffset.y
        if abs(v) < PickerWheel.snapSpeed * rowHeight, y >= minimumContentOffset.y, y <= maximumContentOffset.y {
            snap(towards: v)
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { isSnapping = false }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if !isSnapping { snap(towards: 0) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        if isSnapping { settle() }
    }

    // MARK: Layout

    /// A resize re-insets the content and re-sizes the label set.
    override var bounds: Rect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue.size != old.size { fit() }
        }
    }

    /// Insets the rows so either end reaches the band, makes the labels the height needs, and shows
    /// the selected row under the band.
    private func fit() {
        let inset = Swift.max(0, (bounds.height - rowHeight) / 2)
        contentInset = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = Size(width: bounds.width, height: Double(rowCount) * rowHeight)
        let fitting = (bounds.height / rowHeight).rounded(.up)
        let wanted = Swift.min(fitting.isFinite ? Int(Swift.max(fitting, 0)) + 2 : 2, PickerWheel.maximumLabels)
        while labels.count < wanted {
            let label = Label()
            label.textAlignment = .center
            label.isHidden = true
            labels.append(label)
            labelRows.append(-1)
            addSubview(label)
        }
        for i in labels.indices { labels[i].font = picker.rowFont; labels[i].theme = picker.theme }
        for i in labelRows.indices where labelRows[i] >= 0 { labels[i].frame = rowFrame(labelRows[i]) }
        if rowCount > 0 && !isDragging && !isDecelerating {
            isSnapping = false
            contentOffset = Point(x: 0, y: offset(forRow: selectedRow))
        }
        tile()
    }

    private func rowFrame(_ row: Int) -> Rect {
        Rect(x: 0, y: Double(row) * rowHeight, width: bounds.width, height: rowHeight)
    }

    /// Gives the rows on screen labels: rows that left give theirs back, rows that came in take one.
    /// Rows further from the band are drawn fainter, as on a turning drum.
    private func tile() {
        let top = bounds.minY, bottom = bounds.maxY
        var first = 0, last = -1
        if rowCount > 0 {
            first = clampedRow((top / rowHeight).rounded(.down))
            last = clampedRow((bottom / rowHeight).rounded(.up) - 1)
            if Double(last + 1) * rowHeight <= top || Double(first) * rowHeight >= bottom { last = first - 1 }
        }
        for i in labelRows.indices where labelRows[i] >= 0 && (labelRows[i] < first || labelRows[i] > last) {
            labelRows[i] = -1
            labels[i].isHidden = true
        }
        if first <= last {
            for r in first...last where !labelRows.contains(r) {
                guard let free = labelRows.firstIndex(of: -1) else { break }
                labelRows[free] = r
                let label = labels[free]
                label.text = picker.title(forRow: r, inComponent: component)
                label.frame = rowFrame(r)
                label.isHidden = false
            }
        }
        let half = Swift.max(bounds.height / 2, 1), middle = bounds.midY
        let near = picker.theme.text, far = picker.theme.secondaryText
        for i in labelRows.indices where labelRows[i] >= 0 {
            let distance = abs((Double(labelRows[i]) + 0.5) * rowHeight - middle) / half
            let color = near.mixed(with: far, distance)
            if labels[i].textColor != color { labels[i].textColor = color }
        }
    }
}
