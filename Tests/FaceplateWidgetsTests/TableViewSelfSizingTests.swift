import Testing
import Faceplate
import FaceplateWidgets

/// A cell laid out by Auto Layout in its content view, as UIKit's self-sizing examples have it: a
/// one-line title over a multi-line body, pinned to the content view's edges. Counts its measurements.
@MainActor final class NoteCell: TableViewCell {
    let title = Label()
    let body = Label()
    var measurements = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        for l in [title, body] {
            l.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(l)
        }
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 15),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -15),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 15),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -15),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                          verticalFittingPriority: LayoutPriority) -> Size {
        measurements += 1
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }

    /// The height the constraints ask for at a content width of `width`.
    func expectedHeight(width: Double) -> Double {
        let wrapped = body.sizeThatFits(Size(width: width - 30, height: 0)).height
        return 10 + title.intrinsicContentSize.height + 10 + wrapped + 10
    }
}

/// Notes of one to many words, so rows differ in height.
@MainActor final class Notes: TableViewDataSource, TableViewDelegate {
    var notes: [String]
    var fixed: [IndexPath: Double] = [:]
    var cells: [NoteCell] = []
    init(count: Int) {
        let words = "Wash the filters and check the drain pump before the next long programme runs".split(separator: " ")
        notes = (0..<count).map { words.prefix(1 + ($0 * 7) % words.count).joined(separator: " ") }
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
        cell.title.text = "Note \(indexPath.row)"
        cell.body.text = notes[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { fixed[indexPath] ?? tableView.rowHeight }
    var measurements: Int { cells.reduce(0) { $0 + $1.measurements } }
}

@Suite @MainActor struct SystemLayoutSizeFittingTests {
    /// A label pinned inside a view: the compressed size is the label's plus the insets, out of a window.
    @Test func compressedSizeIsTheContentsPlusTheInsets() {
        let box = View(frame: Rect(0, 0, 500, 500))
        let label = Label()
        label.text = "Rinse"
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 7),
            label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -9),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -6),
        ])
        let size = box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let i = label.intrinsicContentSize
        #expect(size == Size(width: i.width + 10, height: i.height + 16))
        #expect(box.frame.size == Size(500, 500), "measuring moves nothing")
        // In a window too, and the frame still holds the view afterwards.
        let driver = TestDriver(size: Size(600, 600))
        driver.window.addSubview(box)
        driver.window.layoutPass()
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == size)
        driver.window.layoutPass()
        #expect(label.frame == Rect(4, 7, 490, 484))
    }

    /// A required width fixes it; a multi-line label wraps at the width layout gives it, so the
    /// height grows as the width shrinks.
    @Test func aMultiLineLabelWrapsAtTheFittedWidth() {
        let cell = NoteCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "Filters"
        cell.body.text = "Wash the filters and check the drain pump before the next long programme runs"
        func height(_ w: Double) -> Double {
            cell.contentView.systemLayoutSizeFitting(Size(width: w, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel).height
        }
        #expect(height(200) == cell.expectedHeight(width: 200))
        #expect(height(200) > height(800), "narrower wraps into more lines")
        #expect(cell.contentView.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel).width == 200)
    }

    /// No constraints: the intrinsic size where there is one, else the target.
    @Test func withoutConstraintsTheIntrinsicSizeOrTheTarget() {
        let label = Label()
        label.text = "Eco"
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == label.intrinsicContentSize)
        #expect(View().systemLayoutSizeFitting(Size(30, 40)) == Size(30, 40))
    }
}

@Suite @MainActor struct TableViewSelfSizingTests {
    let driver = TestDriver(size: Size(400, 300))
    let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)

    init() {
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        driver.window.addSubview(table)
    }

    func show(_ notes: Notes) {
        table.dataSource = notes
        table.delegate = notes
        driver.window.layoutPass()
    }

    /// Rows on screen are as tall as their cells' constraints say; rows not yet on screen count at the
    /// estimate in the content size.
    @Test func rowsOnScreenTakeTheirCellsHeightsOthersTheEstimate() throws {
        let notes = Notes(count: 40)
        table.estimatedRowHeight = 60
        show(notes)
        let paths = try #require(table.indexPathsForVisibleRows)
        var measured = 0.0
        for p in paths {
            let cell = try #require(table.cellForRow(at: p) as? NoteCell)
            let h = cell.expectedHeight(width: 400)
            #expect(table.rectForRow(at: p).height == h, "row \(p.row)")
            #expect(cell.frame.height == h)
            measured += h
        }
        #expect(Set(paths.map { table.rectForRow(at: $0).height }).count > 1, "the rows differ, or this proves little")
        let last = try #require(paths.last).row
        for row in (last + 5)..<40 { #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).height == 60, "row \(row)") }
        let total = (0..<40).reduce(0.0) { $0 + table.rectForRow(at: IndexPath(row: $1, section: 0)).height }
        #expect(table.contentSize.height == total)
        #expect(measured > Double(paths.count) * 60, "the measured rows are taller than the estimate")
    }

    /// The delegate's height wins; a fixed rowHeight turns measuring off, and so does an estimate of 0.
    @Test func aGivenHeightWins() {
        let notes = Notes(count: 10)
        notes.fixed[IndexPath(row: 1, section: 0)] = 30
        show(notes)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 30)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height != 44)
        table.rowHeight = 50
        driver.window.layoutPass()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 0
        driver.window.layoutPass()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    /// A row is measured once: scrolling away and back does not measure it again; reloadData does.
    @Test func heightsAreCachedUntilReload() {
        let notes = Notes(count: 40)
        show(notes)
        let first = notes.measurements
        #expect(first > 0)
        table.contentOffset = Point(x: 0, y: 600)
        let afterScroll = notes.measurements
        #expect(afterScroll > first, "new rows are measured as they come on screen")
        table.contentOffset = .zero
        table.contentOffset = Point(x: 0, y: 600)
        table.contentOffset = .zero
        #expect(notes.measurements == afterScroll, "rows seen before keep their heights")
        table.reloadData()
        driver.window.layoutPass()
        #expect(notes.measurements > afterScroll, "a reload measures again")
    }

    /// Reloading a row measures it again with its new content; the other rows keep their heights.
    @Test func aReloadedRowIsMeasuredAgain() {
        let notes = Notes(count: 10)
        show(notes)
        let row = IndexPath(row: 0, section: 0)
        let before = table.rectForRow(at: row).height
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        notes.notes[0] = notes.notes[0] + " and then descale the boiler, refill the salt and run an empty hot wash"
        let measurements = notes.measurements
        table.reloadRows(at: [row], with: .none)
        driver.window.layoutPass()
        #expect(table.rectForRow(at: row).height > before)
        #expect(notes.measurements == measurements + 1, "only the reloaded row is measured again")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == second)
    }

    /// Scrolling up into rows never measured: they turn out taller than the estimate, and the offset
    /// moves by the difference, so the row that was on screen stays where the finger put it.
    @Test func measuringRowsAboveKeepsTheScreenStill() throws {
        let notes = Notes(count: 200)
        table.estimatedRowHeight = 20               // far below the real heights: a big correction
        show(notes)
        table.contentOffset = Point(x: 0, y: 2000)   // rows above never measured
        let anchor = try #require(table.indexPathsForVisibleRows?.first)
        let screenY = table.rectForRow(at: anchor).minY - table.contentOffset.y
        let offset = table.contentOffset.y
        table.contentOffset = Point(x: 0, y: offset - 200)
        #expect(table.contentOffset.y > offset - 200, "the rows that came in measured taller: the offset followed")
        let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
        #expect(after == screenY + 200, "the row moved down by the scroll, and only by it")
        #expect(table.cellForRow(at: anchor)?.frame.minY == table.rectForRow(at: anchor).minY)
    }

    /// Default cells size to their built-in labels: one line is the standard 44 points, a multi-line
    /// text label grows the row.
    @Test func defaultContentSizesTheRow() {
        let log = TableLog([["Eco", "Wash the filters and check the drain pump before the next long programme runs, then descale"]])
        table.register(WrappingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = log
        table.delegate = log
        driver.window.layoutPass()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 60)
    }
}

/// A default cell whose text label wraps.
@MainActor final class WrappingCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }
}
