import Testing
import UIKit

// The two public UIKit table screens of TableViewControllerPortTests (FaceplateWidgetsTests), with
// `import UIKit`: both compile exactly as published (sources, commits and licences are named there), the
// first keeping even its class name, `TableViewController`, which here shadows Faceplate's class of that
// name while `UITableViewController` still means Faceplate's.

class TableViewController: UITableViewController {
    
    
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 1
    }
    
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = "Push"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(TableViewController(), animated: true)
    }
    
}

final class DemoTableViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 10
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell")!

    cell.textLabel?.text = "Hello, World!"

    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  {
    return 80.0
  }

  @available(iOS 11.0, *)
  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    return UISwipeActionsConfiguration(
      actions: [
        UIContextualAction(style: .destructive, title: "Delete", handler: { _, _, _ in }),
        UIContextualAction(style: .destructive, title: "Delete", handler: { _, _, _ in }),
      ])
  }
}

@Suite @MainActor struct TableViewControllerUIKitPortTests {
    @Test func theUnchangedUIKitTablesRunAsTheyWouldOnAPhone() throws {
        let driver = TestDriver(size: CGSize(width: 800, height: 480))
        func settle() { var n = 0; while driver.application.animator.isRunning && n < 300 { driver.frame { _ in }; n += 1 } }

        // As the example's app delegate shows it: a tap on Push pushes another, deselecting the row.
        let root = TableViewController()
        let nav = UINavigationController(rootViewController: root)
        driver.window.rootViewController = nav
        driver.window.layoutPass()
        driver.tap(try #require(root.tableView.visibleCells.first))
        settle()
        #expect(nav.viewControllers.count == 2 && nav.topViewController is TableViewController)
        #expect(root.tableView.indexPathForSelectedRow == nil)

        // Listable's demo table: ten 80-point rows whose swipe opens onto two Delete buttons.
        let demo = DemoTableViewController()
        driver.window.rootViewController = demo
        driver.window.layoutPass()
        #expect(demo.tableView.contentSize.height == 800 && demo.tableView.visibleCells.count == 6)
        driver.drag(from: CGPoint(x: 700, y: 120), to: CGPoint(x: 600, y: 120), steps: 8)
        settle()
        #expect(try #require(demo.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).frame.minX < -100)
    }
}
