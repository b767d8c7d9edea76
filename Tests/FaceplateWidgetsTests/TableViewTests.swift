import Testing
import Faceplate
import FaceplateWidgets

/// A data source and delegate that logs what the table asks and tells.
@MainActor class TableLog: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var heights: ((IndexPath) -> Double)?
    var calls: [String] = []
    var logsCells = true
    /// Every distinct cell the table handed out, held so no cell's address is reused by a later one.
    var cells: [ObjectIdentifier: TableViewCell] = [:]
    var identifier = "row"

    init(_ sections: [[String]]) { self.sections = sections }
    convenience init(rows: Int) { self.init([(0..<rows).map { "Row \($0)" }]) }

    func numberOfSections(in tableView: TableView) -> Int { calls.append("sections"); return sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        calls.append("rows(\(section))"); return sections[section].count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if logsCells { calls.append("cell\(indexPath)") }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cells[ObjectIdentifier(cell)] = cell
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section < headers.count ? headers[section] : nil }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { section < footers.count ? footers[section] : nil }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { heights?(indexPath) ?? tableView.rowHeight }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { calls.append("highlight\(indexPath)") }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append("unhighlight\(indexPath)") }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { calls.append("select\(indexPath)") }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { calls.append("deselect\(indexPath)") }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { calls.append("accessory\(indexPath)") }
}

@Suite @MainActor struct TableViewTests {
    let driver = TestDriver(size: Size(400, 300))
    let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        driver.window.addSubview(table)
    }

    func show(_ log: TableLog) {
        table.dataSource = log
        table.delegate = log
        driver.window.layoutPass()
        log.calls.removeAll()
    }

    /// Rows wholly or partly on screen at a content offset: 300 points of 44-point rows.
    func expectedRows(at offset: Double) -> [IndexPath] {
        let first = Int(offset / 44), last = Int((offset + 300 - 0.0001) / 44)
        return (first...last).map { IndexPath(row: $0, section: 0) }
    }

    // MARK: Reuse

    @Test func aFlingAcrossTenThousandRowsMakesNoMoreCellsThanFitOnScreenAndTwo() {
        let log = TableLog(rows: 10_000)
        log.logsCells = false
        show(log)
        var mostVisible = table.visibleCells.count
        var seenRows = Set<IndexPath>()
        for _ in 0..<30 {
            driver.touchDown(at: Point(x: 200, y: 280))
            driver.move(to: Point(x: 200, y: 20), steps: 2)
            driver.touchUp()
            for _ in 0..<90 {
                driver.advance(by: 1.0 / 60)
                mostVisible = max(mostVisible, table.visibleCells.count)
                for p in table.indexPathsForVisibleRows ?? [] { seenRows.insert(p) }
            }
        }
        table.scrollToRow(at: IndexPath(row: 9_999, section: 0), at: .bottom, animated: false)
        table.scrollToRow(at: IndexPath(row: 5_000, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y > 20_000)
        #expect(seenRows.count > 1_000)                       // the fling really crossed many rows
        #expect(mostVisible == 8)                              // 300 points of 44-point rows, one cut at each end
        #expect(log.cells.count <= mostVisible + 2)
        #expect(table.visibleCells.allSatisfy { !$0.isHidden && $0.superview === table })
        table.reloadData()                                      // a reload reuses the same cells
        table.contentOffset = Point(x: 0, y: 0)
        #expect(table.visibleCells.count == 7)
        #expect(log.cells.count <= mostVisible + 2)
    }

    @Test func cellsAreReusedThroughPrepareForReuse() {
        final class Cell: TableViewCell {
            var prepared = 0
            override func prepareForReuse() { super.prepareForReuse(); prepared += 1 }
        }
        table.register(Cell.self, forCellReuseIdentifier: "row")
        let log = TableLog(rows: 100)
        show(log)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first is Cell)
        table.contentOffset = Point(x: 0, y: 44 * 20)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.visibleCells.contains { $0 === first })
        #expect((first as? Cell)?.prepared == 1)
        #expect(first?.textLabel?.text == log.sections[0][table.indexPath(for: first!)!.row])
    }

    // MARK: Data source

    @Test func theTableAsksForTheCountsOnceAndACellPerRowOnScreen() {
        let log = TableLog(rows: 10_000)
        table.dataSource = log
        table.delegate = log
        #expect(log.calls.isEmpty)                                // reloading waits for layout
        driver.window.layoutPass()
        #expect(log.calls.prefix(2) == ["sections", "rows(0)"])
        #expect(log.calls.filter { $0.hasPrefix("cell") } == expectedRows(at: 0).map { "cell\($0)" })
        log.calls.removeAll()
        table.contentOffset = Point(x: 0, y: 44)                  // one row off the top, one on at the bottom
        #expect(log.calls == ["cell[0, 7]"])
        #expect(table.indexPathsForVisibleRows == expectedRows(at: 44))
        log.calls.removeAll()
        table.contentOffset = Point(x: 0, y: 44 * 5000 + 10)      // a jump: a screenful of new rows
        #expect(log.calls == expectedRows(at: 44 * 5000 + 10).map { "cell\($0)" })
        log.calls.removeAll()
        table.contentOffset = Point(x: 0, y: 44 * 5000 + 20)      // within the same rows: nothing asked
        #expect(log.calls.isEmpty)
        log.sections = [["a", "b"], ["c"]]
        table.reloadData()
        #expect(table.numberOfSections == 2)
        #expect(log.calls.prefix(3) == ["sections", "rows(0)", "rows(1)"])
        #expect(table.numberOfRows(inSection: 1) == 1)
    }

    @Test func withoutAFittingContentSizeTheTableStillAnswers() {
        let log = TableLog([[], ["only"], []])
        show(log)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 1)])
        #expect(table.contentSize.height == 44)
        table.dataSource = nil
        #expect(table.indexPathsForVisibleRows == nil)
        #expect(table.numberOfSections == 0)
    }

    @Test func rowHeightsFromTheDelegateSetTheRowRectangles() {
        let log = TableLog(rows: 1000)
        log.heights = { $0.row % 3 == 0 ? 60 : 30 }              // 120 points per three rows
        show(log)
        #expect(table.contentSize.height == 1000 / 3 * 120 + 60)
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == Rect(0, 180, 400, 30))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 120 * 200 + 59)) == IndexPath(row: 600, section: 0))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 120 * 200 + 60)) == IndexPath(row: 601, section: 0))
        table.contentOffset = Point(x: 0, y: 120 * 200 + 61)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 601, section: 0))
        table.rowHeight = 50
        log.heights = nil
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == Rect(0, 200, 400, 50))
    }

    @Test func indexPathForRowAtFindsRowsAndNotHeadersOrGaps() {
        let log = TableLog([(0..<5).map { "a\($0)" }, [], (0..<5).map { "b\($0)" }])
        log.headers = ["A", "Empty", "B"]
        log.footers = [nil, nil, "End"]
        show(log)
        // Plain: 28-point headers (and the titled footer).
        #expect(table.indexPathForRow(at: Point(x: 10, y: 10)) == nil)                    // header A
        #expect(table.indexPathForRow(at: Point(x: 10, y: 28)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 28 + 44 * 5 - 1)) == IndexPath(row: 4, section: 0))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 28 + 44 * 5 + 30)) == nil)      // header Empty
        let b0 = 28 + 44 * 5 + 28 + 28.0
        #expect(table.indexPathForRow(at: Point(x: 10, y: b0)) == IndexPath(row: 0, section: 2))
        #expect(table.indexPathForRow(at: Point(x: 10, y: b0 + 44 * 5)) == nil)           // footer
        #expect(table.indexPathForRow(at: Point(x: 10, y: 10_000)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 10, y: -5)) == nil)
        #expect(table.rect(forSection: 2) == Rect(x: 0, y: b0 - 28, width: 400, height: 28 + 44 * 5 + 28))
    }

    // MARK: Sticky headers

    @Test func plainHeadersStayAtTheTopUntilTheNextSectionPushesThem() {
        let log = TableLog((0..<3).map { s in (0..<20).map { "\(s).\($0)" } })
        log.headers = ["First", "Second", "Third"]
        show(log)
        let sectionHeight = 28 + 44 * 20.0
        table.contentOffset = Point(x: 0, y: sectionHeight + 300)             // mid-section 1
        let header = table.headerView(forSection: 1)
        #expect(header?.frame == Rect(x: 0, y: sectionHeight + 300, width: 400, height: 28))        // pinned to the top
        #expect(table.headerView(forSection: 0) == nil)
        table.contentOffset = Point(x: 0, y: 2 * sectionHeight - 10)           // the next header is 10 points away
        #expect(table.headerView(forSection: 1)?.frame.maxY == 2 * sectionHeight)  // pushed up by it
        #expect(table.headerView(forSection: 2)?.frame.minY == 2 * sectionHeight)
        // A touch on the pinned header selects nothing, though a row scrolls under it.
        driver.tap(at: Point(x: 100, y: 5))
        #expect(!log.calls.contains { $0.hasPrefix("select") })
    }

    @Test func groupedHeadersScrollWithTheirSections() {
        let grouped = TableView(frame: Rect(0, 0, 400, 300), style: .grouped)
        grouped.register(TableViewCell.self, forCellReuseIdentifier: "row")
        driver.window.addSubview(grouped)
        let log = TableLog((0..<3).map { s in (0..<20).map { "\(s).\($0)" } })
        log.headers = ["First", "Second", "Third"]
        grouped.dataSource = log
        let top = grouped.rectForHeader(inSection: 1).minY
        grouped.contentOffset = Point(x: 0, y: top + 100)
        #expect(grouped.headerView(forSection: 1) == nil)                      // scrolled away with its section
    }

    // MARK: Scrolling to rows

    @Test func scrollToRowPutsTheRowAtTheAskedPosition() {
        let log = TableLog(rows: 100)
        show(log)
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 50 * 44)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 51 * 44 - 300)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == 50 * 44 + 22 - 150)
        table.scrollToRow(at: row, at: .none, animated: false)                 // already on screen: no move
        #expect(table.contentOffset.y == 50 * 44 + 22 - 150)
        table.scrollToRow(at: IndexPath(row: 80, section: 0), at: .none, animated: false)   // below: to the bottom
        #expect(table.contentOffset.y == 81 * 44 - 300)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)   // above: to the top
        #expect(table.contentOffset.y == 10 * 44)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)    // clamped to the end
        #expect(table.contentOffset.y == 100 * 44 - 300)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)  // clamped to the start
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows == expectedRows(at: 0))
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)   // outside: reported
        #expect(table.contentOffset.y == 0)
        #expect(driver.application.diagnostics.overflowCount(.tableView) == 1)
    }

    @Test func scrollingToTheTopOfARowLeavesRoomForItsPinnedHeader() {
        let log = TableLog((0..<2).map { s in (0..<20).map { "\(s).\($0)" } })
        log.headers = ["First", "Second"]
        show(log)
        table.scrollToRow(at: IndexPath(row: 5, section: 1), at: .top, animated: false)
        let rowTop = table.rectForRow(at: IndexPath(row: 5, section: 1)).minY
        #expect(table.contentOffset.y == rowTop - 28)
        #expect(table.headerView(forSection: 1)?.frame.maxY == rowTop)
    }

    // MARK: Selection

    func point(ofRow row: Int) -> Point { Point(x: 100, y: Double(row) * 44 + 22 - table.contentOffset.y) }

    @Test func aQuickTapHighlightsAndSelectsTheRow() {
        let log = TableLog(rows: 50)
        show(log)
        driver.tap(at: point(ofRow: 2))
        #expect(log.calls == ["highlight[0, 2]", "unhighlight[0, 2]", "select[0, 2]"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
        log.calls.removeAll()
        driver.tap(at: point(ofRow: 4))                                        // single selection moves
        #expect(log.calls == ["highlight[0, 4]", "unhighlight[0, 4]", "deselect[0, 2]", "select[0, 4]"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test func aRestingFingerHighlightsOnlyAfterTheTouchDelay() {
        let log = TableLog(rows: 50)
        show(log)
        driver.touchDown(at: point(ofRow: 1))
        driver.advance(by: 0.1)
        #expect(log.calls.isEmpty)                                              // a scroll may still start
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
        driver.advance(by: 0.1)
        #expect(log.calls == ["highlight[0, 1]"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        driver.touchUp()
        #expect(log.calls == ["highlight[0, 1]", "unhighlight[0, 1]", "select[0, 1]"])
    }

    @Test func aTouchThatBecomesAScrollNeverSelects() {
        let log = TableLog(rows: 50)
        log.logsCells = false
        show(log)
        // Quick: the scroll starts within the delay, so the row never sees the touch.
        driver.drag(from: point(ofRow: 4), to: Point(x: 100, y: 40), steps: 6)
        #expect(log.calls.isEmpty)
        driver.advance(by: 5)
        // Slow: the row is highlighted, then the scroll takes the touch and the highlight goes.
        let before = table.contentOffset.y
        driver.touchDown(at: Point(x: 100, y: 200))
        driver.advance(by: 0.2)
        let row = table.indexPathForRow(at: table.convert(Point(x: 100, y: 200), from: nil))!
        #expect(log.calls == ["highlight\(row)"])
        driver.move(to: Point(x: 100, y: 100), steps: 6)
        driver.touchUp()
        #expect(log.calls == ["highlight\(row)", "unhighlight\(row)"])
        #expect(table.contentOffset.y > before)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func liftingOffTheRowSelectsNothing() {
        let log = TableLog(rows: 50)
        show(log)
        table.isScrollEnabled = false
        driver.touchDown(at: point(ofRow: 1))
        driver.advance(by: 0.2)
        driver.move(to: point(ofRow: 3), steps: 3)
        driver.touchUp()
        #expect(log.calls == ["highlight[0, 1]", "unhighlight[0, 1]"])
    }

    @Test func multipleSelectionTogglesRows() {
        let log = TableLog(rows: 50)
        show(log)
        table.allowsMultipleSelection = true
        driver.tap(at: point(ofRow: 1)); driver.advance(by: 0.5)
        driver.tap(at: point(ofRow: 3)); driver.advance(by: 0.5)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        driver.tap(at: point(ofRow: 1)); driver.advance(by: 0.5)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(log.calls.filter { !$0.contains("highlight") } == ["select[0, 1]", "select[0, 3]", "deselect[0, 1]"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    }

    @Test func selectingAndDeselectingInCodeDoesNotTellTheDelegate() {
        let log = TableLog(rows: 500)
        show(log)
        table.selectRow(at: IndexPath(row: 300, section: 0), animated: false, scrollPosition: .middle)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 300, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 300, section: 0))?.isSelected == true)   // scrolled to it
        table.selectRow(at: IndexPath(row: 301, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 301, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 300, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 301, section: 0), animated: true)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(!log.calls.contains { $0.hasPrefix("select") || $0.hasPrefix("deselect") })
        // A selected row keeps its look when it scrolls away and back (the cell it gets is another).
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .top)
        table.contentOffset = Point(x: 0, y: 44 * 100)
        table.contentOffset = .zero
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
        table.reloadData()                                                     // UIKit: a reload deselects
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func theDetailButtonReportsItsTapInsteadOfSelecting() {
        final class Detail: TableLog {
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = super.tableView(tableView, cellForRowAt: indexPath)
                cell.accessoryType = .detailButton
                return cell
            }
        }
        let log = Detail(rows: 10)
        show(log)
        driver.tap(at: Point(x: 400 - 16 - 11, y: 22))
        #expect(log.calls.last == "accessory[0, 0]")
        #expect(table.indexPathForSelectedRow == nil)
        driver.advance(by: 0.5)
        driver.tap(at: Point(x: 100, y: 22))
        #expect(log.calls.last == "select[0, 0]")
    }

    @Test func anUnregisteredIdentifierIsReportedNotFatal() {
        let log = TableLog(rows: 3)
        log.identifier = "nobody"
        show(log)
        #expect(table.visibleCells.count == 3)
        #expect(driver.application.diagnostics.overflowCount(.tableView) == 3)
    }

    // MARK: Cells

    @Test func aContentConfigurationFillsTheBuiltInViewsInItsArrangement() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = Rect(0, 0, 400, 60)
        var content = cell.defaultContentConfiguration()
        content.text = "Eco 40-60"
        content.secondaryText = "3 h 39 min"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let labels = cell.contentView.subviews.compactMap { $0 as? Label }
        let text = labels.first { $0.text == "Eco 40-60" }, secondary = labels.first { $0.text == "3 h 39 min" }
        #expect(text === cell.textLabel)
        #expect(cell.detailTextLabel == nil)                           // the default style still has none
        #expect(secondary != nil && secondary!.frame.minY >= text!.frame.maxY)   // under the text
        var value = ListContentConfiguration.valueCell()
        value.text = "Units"
        value.secondaryText = "°C"
        cell.contentConfiguration = value
        cell.layoutIfNeeded()
        #expect(secondary?.text == "°C")
        #expect(secondary!.frame.maxX == 400 - 16 && secondary!.frame.midY == text!.frame.midY)   // trailing, same line
        cell.contentConfiguration = nil
        #expect(cell.textLabel?.text == "Units")                       // the labels keep what was shown
    }

    @Test func cellStylesPlaceTheirLabels() {
        func cell(_ style: TableViewCell.CellStyle, accessory: TableViewCell.AccessoryType = .none) -> TableViewCell {
            let c = TableViewCell(style: style, reuseIdentifier: nil)
            c.frame = Rect(0, 0, 400, 44)
            c.textLabel?.text = "Title"
            c.detailTextLabel?.text = "Detail"
            c.accessoryType = accessory
            c.layoutIfNeeded()
            return c
        }
        #expect(cell(.default).detailTextLabel == nil)
        #expect(cell(.default).textLabel?.frame.minX == 16)
        let value = cell(.value1, accessory: .disclosureIndicator)
        #expect(value.contentView.frame.width == 400 - 36)               // the chevron's room
        #expect(value.detailTextLabel!.frame.maxX == 400 - 36)
        let subtitle = cell(.subtitle)
        #expect(subtitle.detailTextLabel!.frame.minY >= subtitle.textLabel!.frame.maxY)
        let value2 = cell(.value2)
        #expect(value2.textLabel!.frame.maxX < value2.detailTextLabel!.frame.minX)
    }
}
