import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// A controller's navigation item, shown by its navigation controller's bar with UIKit's rules, and
/// bar button items that perform their actions when tapped.
@Suite @MainActor struct NavigationItemTests {
    final class Inbox: ViewController {
        var added = 0
        var sender: AnyObject?
        func add(_ sender: AnyObject?) { added += 1; self.sender = sender }
    }

    @Test func theItemsTitleAndButtonsShowInTheBarAndATapPerformsTheAction() throws {
        let driver = makeDriver(width: 400, height: 300)
        let inbox = Inbox()
        inbox.title = "Mail"
        let nav = NavigationController(rootViewController: inbox)
        driver.window.rootViewController = nav
        #expect(nav.navigationBar.titleLabel.text == "Mail")          // no item title: the controller's
        inbox.navigationItem.title = "Inbox"
        #expect(nav.navigationBar.titleLabel.text == "Inbox")
        let add = BarButtonItem(barButtonSystemItem: .add, target: inbox) { $0.add(nil) }
        add.accessibilityIdentifier = "add"
        inbox.navigationItem.rightBarButtonItem = add
        let edit = BarButtonItem(title: "Edit", style: .plain,
                                 target: inbox, action: Selector.method("edit", of: Inbox.self) { c, sender, _ in c.add(sender) })
        edit.accessibilityIdentifier = "edit"
        inbox.navigationItem.leftBarButtonItem = edit
        driver.window.layoutIfNeeded()                                 // the frame a panel draws next
        let addButton = try #require(driver.view(withIdentifier: "add"))
        let editButton = try #require(driver.view(withIdentifier: "edit"))
        #expect(addButton.frame.maxX <= 400 - 8 && addButton.frame.minX > 300)      // trailing
        #expect(editButton.frame.minX < 100)                                          // leading
        driver.tap(addButton)
        #expect(inbox.added == 1)
        driver.tap(editButton)
        #expect(inbox.added == 2 && inbox.sender === edit)            // UIKit: the item is the sender
        edit.isEnabled = false
        driver.window.layoutIfNeeded()
        driver.tap(try #require(driver.view(withIdentifier: "edit")))
        #expect(inbox.added == 2)
        var primary = 0
        inbox.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .done, primaryAction: Action { _ in primary += 1 })]
        driver.window.layoutIfNeeded()
        let done = try #require(nav.navigationBar.trailingItemViews.first as? Button)
        #expect(done.currentTitle == "Done" && done.titleFont.path.hasSuffix("-Bold.ttf"))   // .done is semibold
        driver.tap(done)
        #expect(primary == 1)
        #expect(driver.view(withIdentifier: "add") == nil)            // replaced
    }

    @Test func theBackButtonFollowsUIKitsRules() {
        let driver = makeDriver(width: 400, height: 300)
        let root = ViewController(), detail = ViewController()
        root.title = "Settings"
        let nav = NavigationController(rootViewController: root)
        driver.window.rootViewController = nav
        nav.pushViewController(detail, animated: false)
        let back = nav.navigationBar.backButton
        #expect(back.currentTitle == "\u{2039} Settings")
        root.navigationItem.backButtonTitle = "Back"
        #expect(back.currentTitle == "\u{2039} Back")
        root.navigationItem.backBarButtonItem = BarButtonItem(title: "All", style: .plain)
        #expect(back.currentTitle == "\u{2039} All")
        detail.navigationItem.hidesBackButton = true
        #expect(back.isHidden)
        detail.navigationItem.hidesBackButton = false
        detail.navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel)
        #expect(back.isHidden)                                        // left items replace it
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(!back.isHidden)
        let title = Label(text: "Custom", frame: Rect(0, 0, 80, 30))
        detail.navigationItem.titleView = title
        #expect(title.superview === nav.navigationBar && nav.navigationBar.titleLabel.isHidden)
    }

    @Test func edgesForExtendedLayoutPutsTheViewUnderTheOpaqueBarOnlyWhenAsked() {
        let driver = makeDriver(width: 400, height: 300)
        let a = ViewController(), b = ViewController()
        #expect(a.edgesForExtendedLayout == .all && !a.extendedLayoutIncludesOpaqueBars)
        let nav = NavigationController(rootViewController: a)
        driver.window.rootViewController = nav
        #expect(!nav.navigationBar.isTranslucent)
        #expect(a.view.frame.minY == NavigationBar.standardHeight)   // UIKit: not under an opaque bar
        b.extendedLayoutIncludesOpaqueBars = true
        nav.pushViewController(b, animated: false)
        #expect(b.view.frame == Rect(0, 0, 400, 300))
        let c = ViewController()
        c.extendedLayoutIncludesOpaqueBars = true
        c.edgesForExtendedLayout = []
        nav.pushViewController(c, animated: false)
        #expect(c.view.frame.minY == NavigationBar.standardHeight)
    }

    /// A bar with a back button, a left item, a title and two right items (the first outermost).
    @Test func navigationBarItemsGolden() {
        let driver = makeDriver(width: 400, height: 60)
        let root = ViewController(), top = ViewController()
        root.title = "Lists"
        top.navigationItem.title = "Groceries"
        top.navigationItem.leftItemsSupplementBackButton = true
        top.navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .edit)
        top.navigationItem.rightBarButtonItems = [BarButtonItem(barButtonSystemItem: .add), BarButtonItem(barButtonSystemItem: .done)]
        let nav = NavigationController(rootViewController: root)
        driver.window.rootViewController = nav
        nav.pushViewController(top, animated: false)
        driver.settle()
        assertMatchesGolden(render(driver), named: "widgets-navigation-items")
    }
}
