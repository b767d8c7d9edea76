import Testing
import UIKit

// A data source as iOS code writes it: `IndexPath` unqualified, satisfying Faceplate's protocols.
final class Fruits: NSObject, UITableViewDataSource, UITableViewDelegate {
    let names = ["Apple", "Pear", "Plum"]
    var selected: IndexPath?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected = indexPath }
}

@Suite @MainActor struct IndexPathTests {
    @Test func aDataSourceWrittenAsOnIOSDrivesTheTable() {
        let driver = TestDriver(size: CGSize(width: 320, height: 240))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
        let fruits = Fruits()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        table.dataSource = fruits
        table.delegate = fruits
        let vc = UIViewController()
        vc.view.addSubview(table)
        driver.window.rootViewController = vc
        render(driver.window)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Pear")
        if let plum = table.cellForRow(at: IndexPath(item: 2, section: 0)) { driver.tap(plum) }
        #expect(fruits.selected == IndexPath(row: 2, section: 0))
    }

    @Test func foundationsIndexPathHasUIKitsRowAndSection() {
        #expect(IndexPath.self == FaceplateWidgets.IndexPath.self)
        let foundation = Foundation.IndexPath(row: 4, section: 2)
        #expect(foundation == [2, 4] && foundation.row == 4 && foundation.section == 2 && foundation.item == 4)
        #expect(IndexPath(foundation) == IndexPath(row: 4, section: 2))
        #expect(Foundation.IndexPath(IndexPath(row: 1, section: 3)) == [3, 1])
        #expect(IndexPath(Foundation.IndexPath(indexes: [1, 2, 3])) == nil)
        var short = Foundation.IndexPath()
        short.row = 5                                    // UIKit stops the app here; Faceplate fills in
        #expect(short == [0, 5] && Foundation.IndexPath().row == 0)
        let old = NSIndexPath(row: 7, section: 1)
        #expect(old.row == 7 && old.section == 1)
    }
}
