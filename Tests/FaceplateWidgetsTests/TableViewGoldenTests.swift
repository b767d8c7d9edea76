import Testing
import Faceplate
import FaceplateGraphics
import FaceplateTestSupport
import FaceplateWidgets

/// A settings screen's data: sections of rows, each with its detail, accessory and optional switch.
@MainActor final class SettingsRows: TableViewDataSource, TableViewDelegate {
    struct Row { var text: String; var detail: String? = nil; var accessory = TableViewCell.AccessoryType.none; var toggle = false }
    let sections: [(header: String?, rows: [Row], footer: String?)]
    init(_ sections: [(header: String?, rows: [Row], footer: String?)]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: row.detail == nil ? "plain" : "value", for: indexPath)
        cell.textLabel?.text = row.text
        cell.detailTextLabel?.text = row.detail
        cell.accessoryType = row.accessory
        if row.toggle {
            let toggle = Switch()
            toggle.isOn = true
            cell.accessoryView = toggle
        } else {
            cell.accessoryView = nil
        }
        return cell
    }
}

/// Value-one cells for the rows with a detail.
final class ValueCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) { super.init(style: .value1, reuseIdentifier: reuseIdentifier) }
}

/// Tables as iOS draws them, pinned as goldens (Tests/Goldens/table-*.png), each looked at when recorded.
@Suite @MainActor struct TableViewGoldenTests {
    static let settings = SettingsRows([
        (header: "Display", rows: [.init(text: "Brightness", detail: "Auto", accessory: .disclosureIndicator),
                                   .init(text: "Dark mode", toggle: true),
                                   .init(text: "Screen timeout", detail: "5 min", accessory: .disclosureIndicator)],
         footer: "The screen dims after the timeout."),
        (header: "Units", rows: [.init(text: "Celsius", accessory: .checkmark), .init(text: "Fahrenheit"),
                                 .init(text: "About this panel", accessory: .detailButton)], footer: nil),
    ])

    func table(_ style: TableView.Style, in driver: TestDriver) -> TableView {
        let table = TableView(frame: driver.window.bounds, style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
        table.register(ValueCell.self, forCellReuseIdentifier: "value")
        driver.window.addSubview(table)
        return table
    }

    @Test(arguments: [TableView.Style.insetGrouped, .grouped]) func settingsTable(style: TableView.Style) {
        let driver = makeDriver(width: 400, height: 400)
        let table = table(style, in: driver)
        table.dataSource = TableViewGoldenTests.settings
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        assertMatchesGolden(render(driver), named: style == .grouped ? "table-grouped" : "table-inset-grouped")
    }

    /// A plain list mid-scroll: the second section's header pinned at the top over its rows, one row
    /// selected, one highlighted under a resting finger.
    @Test func plainTableWithAStickyHeader() {
        let driver = makeDriver(width: 400, height: 300)
        let table = table(.plain, in: driver)
        let source = TableLog((0..<3).map { s in (0..<12).map { "Programme \(s * 12 + $0)" } })
        source.headers = ["Morning", "Afternoon", "Evening"]
        source.identifier = "plain"
        table.dataSource = source
        table.delegate = source
        table.contentOffset = Point(x: 0, y: table.rectForHeader(inSection: 1).minY + 70)
        table.selectRow(at: IndexPath(row: 3, section: 1), animated: false, scrollPosition: .none)
        driver.touchDown(at: Point(x: 100, y: 250))
        driver.advance(by: 0.2)                             // past the touch delay: highlighted
        #expect(table.visibleCells.filter(\.isHighlighted).count == 1)
        assertMatchesGolden(render(driver), named: "table-plain-sticky")
        driver.touchUp()
    }
}
