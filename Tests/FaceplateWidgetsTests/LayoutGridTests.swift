import Testing
import Faceplate
import FaceplateWidgets

/// The layout benchmark's grid (cells chained to each other and the margins, equal sizes): a constant
/// change re-solves to the hand result, never "unsatisfiable".
@Suite @MainActor struct LayoutGridTests {
    @Test(arguments: [(1, 1), (1, 2), (2, 1), (4, 6)])
    func aGridOfCellsFollowsItsTopInset(columns: Int, rows: Int) {
        let driver = TestDriver(size: Size(800, 480))
        let root = View(frame: Rect(0, 0, 800, 480))
        driver.window.addSubview(root)
        var log: [String] = []
        driver.application.diagnostics.log = { log.append($0) }
        var cells: [View] = []
        var all: [LayoutConstraint] = []
        let margins = root.layoutMarginsGuide
        for i in 0..<(columns * rows) {
            let cell = View(), title = Label(text: "Zone \(i + 1)"), value = Label(text: "9"), button = Button(title: "Set")
            for v in [cell, title, value, button] as [View] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(cell)
            for v in [title, value, button] as [View] { cell.addSubview(v) }
            let column = i % columns, row = i / columns
            all += [
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
                value.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                value.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                value.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                button.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                button.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                button.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
                button.topAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor, constant: 4),
                cell.leadingAnchor.constraint(equalTo: column == 0 ? margins.leadingAnchor : cells[i - 1].trailingAnchor,
                                              constant: column == 0 ? 0 : 8),
                // A row's cells align with its first; the first column chains down from the top margin.
                column > 0 ? cell.topAnchor.constraint(equalTo: cells[i - 1].topAnchor)
                    : cell.topAnchor.constraint(equalTo: row == 0 ? margins.topAnchor : cells[i - columns].bottomAnchor,
                                                constant: row == 0 ? 0 : 8),
            ]
            if column == columns - 1 { all.append(cell.trailingAnchor.constraint(equalTo: margins.trailingAnchor)) }
            if row == rows - 1 && column == 0 { all.append(cell.bottomAnchor.constraint(equalTo: margins.bottomAnchor)) }
            if i > 0 {
                all.append(cell.widthAnchor.constraint(equalTo: cells[0].widthAnchor))
                all.append(cell.heightAnchor.constraint(equalTo: cells[0].heightAnchor))
            }
            cells.append(cell)
        }
        LayoutConstraint.activate(all)
        driver.window.layoutPass()
        // 800 − 16 = 784 across, 8 between columns; 480 − 16 = 464 down, 8 between rows.
        let width = (784 - 8 * Double(columns - 1)) / Double(columns), height = (464 - 8 * Double(rows - 1)) / Double(rows)
        #expect(abs(cells.last!.frame.width - width) <= 1 && abs(cells.last!.frame.height - height) <= 1)
        let top = all[10]
        top.constant = 12
        driver.window.layoutPass()
        #expect(log.isEmpty, "\(log.first ?? "")")
        #expect(cells[0].frame.minY == 20)
        #expect(abs(cells.last!.frame.height - (464 - 12 - 8 * Double(rows - 1)) / Double(rows)) <= 1)
        top.constant = 0
        driver.window.layoutPass()
        #expect(cells[0].frame.minY == 8 && log.isEmpty)
    }
}
