import Testing
import Faceplate
import FaceplateWidgets

/// A cell that logs how it was deselected.
final class SelectionLogCell: TableViewCell {
    var deselections: [Bool] = []
    override func setSelected(_ selected: Bool, animated: Bool) {
        if !selected && isSelected { deselections.append(animated) }
        super.setSelected(selected, animated: animated)
    }
}

/// A table view controller subclass as an app writes one: the data source and delegate methods overridden.
final class FruitListController: TableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var selected: [IndexPath] = []
    var rowHeight: Double?
    var estimate: Double?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SelectionLogCell.self, forCellReuseIdentifier: "fruit")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        rowHeight ?? super.tableView(tableView, heightForRowAt: indexPath)
    }
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        estimate ?? super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite @MainActor struct TableViewControllerTests {
    let driver = TestDriver(size: Size(400, 300))

    /// The texts of the rows on screen.
    func shownTexts(_ table: TableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    @Test func theViewIsATableOfTheStyleAskedForFedByTheController() {
        let plain = TableViewController()
        #expect(plain.view === plain.tableView)
        #expect(plain.tableView.style == .plain)
        #expect(plain.tableView.dataSource === plain && plain.tableView.delegate === plain)
        #expect(plain.tableView.numberOfSections == 1 && plain.tableView.numberOfRows(inSection: 0) == 0)

        let grouped = TableViewController(style: .insetGrouped)
        #expect(grouped.tableView.style == .insetGrouped)
        driver.window.rootViewController = grouped
        #expect(grouped.tableView.frame == Rect(0, 0, 400, 300))   // window-sized, as UIKit's screen-sized view
    }

    @Test func overriddenDataSourceAndDelegateMethodsDriveTheTable() throws {
        let list = FruitListController()
        list.rowHeight = 60
        driver.window.rootViewController = list
        driver.window.layoutPass()
        #expect(shownTexts(list.tableView) == ["Apple", "Banana", "Cherry"])
        #expect(list.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(0, 60, 400, 60))

        try driver.tap("Banana")
        driver.settle()
        #expect(list.selected == [IndexPath(row: 1, section: 0)])
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func anAssignedTableIsTheViewAndIsFedByTheController() {
        let list = FruitListController()
        let table = TableView(frame: Rect(0, 0, 400, 300), style: .grouped)
        list.tableView = table
        #expect(list.view === table && list.tableView === table)
        #expect(table.dataSource === list && table.delegate === list)
    }

    /// Pushes a detail over `list`, selects Cherry first; returns after popping back.
    func selectCherryPushAndPop(_ list: FruitListController, animated: Bool) throws -> NavigationController {
        let nav = NavigationController(rootViewController: list)
        driver.window.rootViewController = nav
        driver.window.layoutPass()
        try driver.tap("Cherry")
        driver.settle()
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        nav.pushViewController(ViewController(), animated: animated)
        driver.settle(0.6)
        _ = nav.popViewController(animated: animated)
        driver.settle(0.6)
        #expect(nav.topViewController === list)
        return nav
    }

    @Test func comingBackDeselectsTheRowWithTheAppearancesAnimation() throws {
        let list = FruitListController()
        _ = try selectCherryPushAndPop(list, animated: true)
        #expect(list.tableView.indexPathsForSelectedRows == nil)
        let cherry = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? SelectionLogCell)
        #expect(!cherry.isSelected)
        #expect(cherry.deselections == [true])

        let quiet = FruitListController()
        _ = try selectCherryPushAndPop(quiet, animated: false)
        let quietCherry = try #require(quiet.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? SelectionLogCell)
        #expect(quietCherry.deselections == [false])
    }

    @Test func clearingTheSelectionCanBeTurnedOff() throws {
        let list = FruitListController()
        list.clearsSelectionOnViewWillAppear = false
        _ = try selectCherryPushAndPop(list, animated: true)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }

    @Test func theFirstAppearanceReloadsATableThatLoadedEmpty() {
        let list = FruitListController()
        list.fruits = []
        list.tableView.rowHeight = 44                              // fixed rows: the window's width asks nothing again
        #expect(list.tableView.numberOfRows(inSection: 0) == 0)   // the table loads, empty
        list.fruits = ["Date", "Elderberry"]                       // the model arrives before the screen shows
        driver.window.rootViewController = list
        driver.window.layoutPass()
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        #expect(shownTexts(list.tableView) == ["Date", "Elderberry"])
    }

    @Test func theDelegatesEstimateSizesRowsNotYetMeasured() {
        let list = FruitListController()
        list.fruits = (0..<40).map { "Fruit \($0)" }
        list.estimate = 100
        driver.window.rootViewController = list
        driver.window.layoutPass()
        // Rows on screen measure at the standard height; the rest count at the delegate's estimate.
        let measured = list.tableView.visibleCells.count
        #expect(measured > 0 && measured < 40)
        let rowHeight = list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(rowHeight < 100)
        #expect(list.tableView.contentSize.height == Double(measured) * rowHeight + Double(40 - measured) * 100)
    }
}
