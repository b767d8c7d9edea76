import FaceplateText

/// Spinning wheels of choices side by side (UIKit's `UIPickerView`): hours and minutes, a program and
/// its temperature.
///
/// The ``dataSource`` says how many wheels (components) there are and how many rows each has; the
/// ``delegate`` gives each row's title and, optionally, each wheel's width and row height, and hears
/// ``PickerViewDelegate/pickerView(_:didSelectRow:inComponent:)`` when the user brings a row to rest
/// under the selection band in the middle. A wheel spins under the finger, keeps going after a flick
/// and slows down as a ``ScrollView`` does, then glides onto the nearest row; tapping a row above or
/// below the band turns it into place.
///
/// ```swift
/// final class Delay: PickerViewDataSource, PickerViewDelegate {
///     let hours = (0..<24).map { String($0) }, minutes = ["00", "15", "30", "45"]
///     func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
///     func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
///         component == 0 ? hours.count : minutes.count
///     }
///     func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
///         component == 0 ? hours[row] : minutes[row]
///     }
/// }
/// let picker = PickerView()
/// picker.dataSource = delay
/// picker.delegate = delay
/// picker.selectRow(2, inComponent: 1, animated: false)
/// ```
///
/// Defaults follow UIKit: 320 × 216 points, rows 32 points tall, components sharing the width. Each
/// wheel shows its rows with a fixed set of labels (as many as fit, plus two) reused as rows scroll by,
/// the way a ``TableView`` reuses cells: a wheel of ten thousand rows costs what a wheel of ten does,
/// and a spin frame allocates nothing once the titles' glyphs are cached. Titles are asked for as rows
/// come into view, so the delegate should return strings its model already holds.
@MainActor open class PickerView: View {
    /// UIKit's standard row height.
    public static let defaultRowHeight = 32.0
    /// UIKit's standard picker size.
    public static let defaultSize = Size(width: 320, height: 216)
    /// The most components a picker shows; a data source asking for more gets this many.
    public static let maximumComponents = 16

    /// Says how many components and rows there are. Setting it reloads.
    public weak var dataSource: PickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Gives titles, widths and row heights and hears about selection. Setting it reloads.
    public weak var delegate: PickerViewDelegate? { didSet { reloadAllComponents() } }

    /// The colours and font the picker draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { rowFont = theme.font(size: PickerView.rowFontSize); reloadAllComponents(); setNeedsDisplay() } }
    /// The rows' font: the theme's system font at UIKit's picker size.
    private(set) var rowFont: Font
    private static let rowFontSize = 21.0

    private var wheels: [PickerWheel] = []
    /// The space between components and at the sides (about UIKit's).
    private static let componentSpacing = 5.0
    private static let sideInset = 8.0

    /// Creates a picker; a zero-size frame gets ``defaultSize``.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        rowFont = theme.font(size: PickerView.rowFontSize)
        var f = frame
        if f.size == .zero { f.size = PickerView.defaultSize }
        super.init(frame: f)
    }

    // MARK: Components and rows

    /// How many components the picker shows (from the data source at the last reload).
    public var numberOfComponents: Int { wheels.count }

    /// How many rows `component` has; 0 outside the picker.
    public func numberOfRows(inComponent component: Int) -> Int {
        component >= 0 && component < wheels.count ? wheels[component].rowCount : 0
    }

    /// The size of `component`'s rows: its wheel's width by its row height; zero outside the picker.
    public func rowSize(forComponent component: Int) -> Size {
        guard component >= 0 && component < wheels.count else { return .zero }
        return Size(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// Asks the data source and delegate again for every component: counts, widths, row heights and
    /// the titles on screen. Selections stay where their rows still exist.
    public func reloadAllComponents() {
        let count = Swift.min(Swift.max(dataSource?.numberOfComponents(in: self) ?? 0, 0), PickerView.maximumComponents)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        layoutWheels()
        for c in wheels.indices { load(c) }
    }

    /// Asks the data source and delegate again for `component`'s rows and the titles on screen.
    public func reloadComponent(_ component: Int) {
        guard component >= 0 && component < wheels.count else { return }
        load(component)
    }

    private func load(_ component: Int) {
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerView.defaultRowHeight
        wheels[component].load(rows: rows, height: height)
        wheels[component].reloadTitles()
        setNeedsDisplay()
    }

    /// The title the delegate gives `row` of `component`; "?" without one, as UIKit shows.
    func title(forRow row: Int, inComponent component: Int) -> String {
        delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
    }

    /// The view showing `row` of `component` while it is on screen (a label with the row's title).
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        component >= 0 && component < wheels.count ? wheels[component].label(forRow: row) : nil
    }

    // MARK: Selection

    /// Turns `component`'s wheel so `row` is under the band, gliding there with `animated`. The
    /// delegate hears nothing, as in UIKit. Rows outside the component are clamped to its ends.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard component >= 0 && component < wheels.count else { return }
        wheels[component].select(row, animated: animated)
    }

    /// The row selected in `component`; -1 when it has no rows or is outside the picker.
    public func selectedRow(inComponent component: Int) -> Int {
        component >= 0 && component < wheels.count ? wheels[component].selectedRow : -1
    }

    /// A wheel came to rest on a new row under the user's finger.
    func wheel(_ wheel: PickerWheel, didSelectRow row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component)
    }

    // MARK: Layout and drawing

    /// Places the wheels side by side.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutWheels()
    }

    /// Widths from the delegate; components without one share what is left equally. The group is
    /// centred (mirrored in a right-to-left layout, as UIKit orders components).
    private func layoutWheels() {
        let n = wheels.count
        guard n > 0 else { return }
        var widths = [Double](repeating: 0, count: n)
        var given = 0.0, open = 0
        for c in 0..<n {
            let w = delegate?.pickerView(self, widthForComponent: c) ?? 0
            if w.isFinite && w > 0 { widths[c] = w; given += w } else { open += 1 }
        }
        let room = bounds.width - 2 * PickerView.sideInset - PickerView.componentSpacing * Double(n - 1)
        if open > 0 {
            let share = Swift.max(0, (room - given) / Double(open))
            for c in 0..<n where widths[c] == 0 { widths[c] = share }
        }
        let total = widths.reduce(0, +) + PickerView.componentSpacing * Double(n - 1)
        var x = bounds.minX + (bounds.width - total) / 2
        let rightToLeft = isLayoutRightToLeft
        for c in 0..<n {
            let i = rightToLeft ? n - 1 - c : c
            wheels[i].frame = Rect(x: x, y: bounds.minY, width: widths[i], height: bounds.height)
            x += widths[i] + PickerView.componentSpacing
        }
    }

    /// ``defaultSize``.
    open override var intrinsicContentSize: Size { PickerView.defaultSize }
    /// ``defaultSize`` (UIKit's picker keeps its standard height).
    open override func sizeThatFits(_ size: Size) -> Size { PickerView.defaultSize }

    /// Draws the selection band behind the wheels: a rounded bar across the middle, UIKit's tertiary fill.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let h = wheels.first?.rowHeight ?? PickerView.defaultRowHeight
        let band = Rect(x: bounds.minX + PickerView.sideInset, y: bounds.midY - h / 2,
                        width: Swift.max(0, bounds.width - 2 * PickerView.sideInset), height: h)
        let fill = theme.style == .dark ? Color(red: 118, green: 118, blue: 128, alpha: 61)
                                        : Color(red: 118, green: 118, blue: 128, alpha: 31)
        canvas.fillRoundedRect(band, radius: 8, color: fill)
    }
}
