import Testing
import Faceplate
import FaceplateWidgets

// Two public UIKit table screens, each a `UITableViewController` subclass, ported by renaming.
//
// The first is the table screen of the example app of DynamicTabBarController by Nathan Tannar
// (https://github.com/nathantannar4/DynamicTabBarController, Example/TableViewController.swift at commit
// affe488a032dec0a2c514ab754bfeae6d01d9101; MIT licence, "Copyright © 2018 Nathan Tannar"). Its app
// delegate shows it as `UINavigationController(rootViewController: TableViewController())`; every tap on
// its one row pushes another. The UIKit original:
//
//     class TableViewController: UITableViewController {
//
//
//         override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//             return 1
//         }
//
//         override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
//             let cell = UITableViewCell()
//             cell.textLabel?.text = "Push"
//             cell.accessoryType = .disclosureIndicator
//             return cell
//         }
//
//         override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
//             tableView.deselectRow(at: indexPath, animated: true)
//             navigationController?.pushViewController(TableViewController(), animated: true)
//         }
//
//     }
//
// The port is that code with the compiler's fix-its applied (UITableViewController → TableViewController,
// UITableView → TableView, UITableViewCell → TableViewCell) and one change that is not a rename: the class
// is called `PushTableViewController`, because the fix-it would make a class named `TableViewController`
// inherit from itself (the compiler says so). With `import UIKit` it compiles unchanged
// (Tests/UIKitTests/TableViewControllerUIKitPortTests.swift).

class PushTableViewController: TableViewController {


    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return 1
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.textLabel?.text = "Push"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(PushTableViewController(), animated: true)
    }

}

// The second is the table screen of Listable's demo app by Kyle Van Essen at Square
// (https://github.com/square/Listable, Demo/Sources/CollectionView/DemoTableViewController.swift at commit
// 05aca3a58569941e8730451d3c4649a51746f6ce; Apache License 2.0, "Copyright © 2020 Kyle Van Essen"): ten
// 80-point rows, each with two Delete actions behind a swipe. The UIKit original:
//
//     final class DemoTableViewController: UITableViewController {
//       override func viewDidLoad() {
//         super.viewDidLoad()
//
//         self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
//       }
//
//       override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//         return 10
//       }
//
//       override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
//         -> UITableViewCell
//       {
//         let cell = tableView.dequeueReusableCell(withIdentifier: "cell")!
//
//         cell.textLabel?.text = "Hello, World!"
//
//         return cell
//       }
//
//       override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
//       {
//         return 80.0
//       }
//
//       @available(iOS 11.0, *)
//       override func tableView(
//         _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
//       ) -> UISwipeActionsConfiguration? {
//         return UISwipeActionsConfiguration(
//           actions: [
//             UIContextualAction(style: .destructive, title: "Delete", handler: { _, _, _ in }),
//             UIContextualAction(style: .destructive, title: "Delete", handler: { _, _, _ in }),
//           ])
//       }
//     }
//
// The port is that code with the fix-its applied (UISwipeActionsConfiguration → SwipeActionsConfiguration,
// UIContextualAction → ContextualAction, and the three above) and one change that is not a rename:
// `CGFloat` is `Double` (Faceplate's geometry type; `import UIKit` has `CGFloat` as its alias).

final class DemoTableViewController: TableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    self.tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    return 10
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell")!

    cell.textLabel?.text = "Hello, World!"

    return cell
  }

  override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
  {
    return 80.0
  }

  @available(iOS 11.0, *)
  override func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    return SwipeActionsConfiguration(
      actions: [
        ContextualAction(style: .destructive, title: "Delete", handler: { _, _, _ in }),
        ContextualAction(style: .destructive, title: "Delete", handler: { _, _, _ in }),
      ])
  }
}

@Suite @MainActor struct TableViewControllerPortTests {
    let driver = TestDriver(size: Size(800, 480))

    func settle() { var n = 0; while driver.application.animator.isRunning && n < 300 { driver.frame { _ in }; n += 1 } }

    @Test func eachTapOnPushPushesAnotherTableAndBackComesBackDeselected() throws {
        let root = PushTableViewController()
        let nav = NavigationController(rootViewController: root)
        driver.window.rootViewController = nav
        driver.window.layoutPass()
        let first = try #require(root.tableView.visibleCells.first)
        #expect(root.tableView.visibleCells.count == 1)
        #expect(first.textLabel?.text == "Push" && first.accessoryType == .disclosureIndicator)

        // A tap pushes a second table, which shows its own Push row under the bar.
        driver.tap(first)
        settle()
        #expect(nav.viewControllers.count == 2)
        let second = try #require(nav.topViewController as? PushTableViewController)
        #expect(second.tableView.window != nil && root.tableView.window == nil)
        #expect(second.tableView.visibleCells.first?.textLabel?.text == "Push")
        #expect(root.tableView.indexPathForSelectedRow == nil)     // didSelectRowAt deselected it

        // And again, from the second.
        driver.tap(try #require(second.tableView.visibleCells.first))
        settle()
        #expect(nav.viewControllers.count == 3)

        // Back, twice: each table comes back with nothing selected.
        driver.tap(nav.navigationBar.backButton)
        settle()
        #expect(nav.topViewController === second)
        #expect(second.tableView.indexPathsForSelectedRows == nil)
        #expect(second.tableView.visibleCells.first?.isSelected == false)
        driver.tap(nav.navigationBar.backButton)
        settle()
        #expect(nav.topViewController === root && nav.viewControllers.count == 1)
    }

    @Test func tenTallRowsEachSwipeOpenToTwoDeletesThatDoNothing() throws {
        let demo = DemoTableViewController()
        driver.window.rootViewController = demo
        driver.window.layoutPass()
        let table = demo.tableView
        #expect(table.numberOfRows(inSection: 0) == 10)
        #expect(table.contentSize.height == 800)
        #expect(table.visibleCells.count == 6)                  // 480 points of 80-point rows
        #expect(table.visibleCells.allSatisfy { $0.textLabel?.text == "Hello, World!" })
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == Rect(0, 240, 800, 80))

        // A swipe toward the leading side opens row 1 onto its two Delete buttons.
        driver.drag(from: Point(x: 700, y: 120), to: Point(x: 600, y: 120), steps: 8)
        settle()
        let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row.frame.minX < -100)                          // open by the two buttons' width
        #expect(table.contentOffset.y == 0)

        // The handlers never call their completion: a tap on Delete changes nothing, as on a phone.
        driver.tap(at: Point(x: 790, y: 120))
        settle()
        #expect(table.numberOfRows(inSection: 0) == 10)
    }
}
