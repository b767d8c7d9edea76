import Testing
import UIKit

// Xcode's template: the app's first screen is named ViewController and subclasses UIViewController.
// With `import UIKit` the app's own class shadows Faceplate's `ViewController`, so this compiles as on iOS.
final class ViewController: UIViewController {
    let button = UIButton()
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Tap", for: UIControl.State.normal)
        button.setTitleColor(UIColor.white, for: UIControlState.highlighted)
        view.addSubview(button)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: CGFloat(44))
        button.addTarget(self, action: { $0.taps += 1 }, for: UIControl.Event.touchUpInside)
    }
}

// A UIKit app delegate: UIKit's launch signature, `UIApplication.LaunchOptionsKey`, the window the entry
// point made. `final`: see UIApplicationDelegate.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launched = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = launchOptions?[.url] == nil
        window?.rootViewController = UINavigationController(rootViewController: ViewController())
        return true
    }
}

final class DecliningDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool { false }
}

@Suite @MainActor struct UIKitNamesTests {
    @Test func theXcodeTemplatesViewControllerCompilesAndIsTheAppsOwn() {
        let driver = TestDriver(size: CGSize(width: 320, height: 200))
        let vc = ViewController()
        driver.window.rootViewController = vc
        driver.window.layoutPass()
        // The app's class, a subclass of Faceplate's (UIViewController), not Faceplate's class itself.
        #expect(String(reflecting: type(of: vc)) == "UIKitTests.ViewController")
        #expect(UIViewController.self == Faceplate.ViewController.self)
        driver.tap(vc.button)
        #expect(vc.taps == 1)
        #expect(UIControl.State.self == ControlState.self && UIControlEvents.self == ControlEvents.self)
        #expect(UIView.AutoresizingMask.self == AutoresizingMask.self && UIView.ContentMode.self == ImageView.ContentMode.self)
    }

    @Test func theUIKitLaunchMethodRunsFromTheEntryPointsOne() throws {
        let driver = TestDriver(size: CGSize(width: 320, height: 200))
        guard case .launch(let options) = try LaunchOptions.parse([], name: "t", summary: "", board: nil, theme: .light) else {
            Issue.record("no launch options"); return
        }
        let delegate = AppDelegate()
        delegate.window = driver.window
        try delegate.application(driver.application, didFinishLaunchingWithOptions: options)
        #expect(delegate.launched)
        #expect(driver.window.rootViewController is UINavigationController)

        let declining = DecliningDelegate()
        #expect(throws: (any Error).self) {
            try declining.application(driver.application, didFinishLaunchingWithOptions: options)
        }
    }

    @Test func theNewerUIKitAPIIsUsableUnderItsUIKitNames() {
        // Code pasted from an iOS app: UIScreen.main, a navigation item's bar button items, a search
        // controller, UIButton(type:) and its configuration, UIFont's weights and text styles, and the
        // pre-Swift-4.2 flat names older tutorials use.
        let driver = TestDriver(size: CGSize(width: 320, height: 200))
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 200))
        let vc = UIViewController()
        let add = UIBarButtonItem(barButtonSystemItem: UIBarButtonSystemItem.add, target: nil, action: nil)
        vc.navigationItem.rightBarButtonItem = add
        vc.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: UIBarButtonItemStyle.plain, target: nil, action: nil)
        let search = UISearchController(searchResultsController: nil)
        vc.navigationItem.searchController = search
        let bar: UISearchBar = search.searchBar
        let item: UINavigationItem = vc.navigationItem
        #expect(item.rightBarButtonItem === add && item.searchController?.searchBar === bar)
        driver.window.rootViewController = UINavigationController(rootViewController: vc)
        driver.window.layoutPass()

        let button = UIButton(type: UIButtonType.system)
        #expect(button.buttonType == UIButton.ButtonType.system)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        button.configuration = configuration
        #expect(UIFont.systemFont(ofSize: 17, weight: UIFontWeight.bold).path == UIFont.boldSystemFont(ofSize: 17).path)
        #expect(UIFont.preferredFont(forTextStyle: UIFontTextStyle.body).size == UIFont.preferredFont(forTextStyle: UIFont.TextStyle.body).size)
        #expect(UIApplication.shared.applicationState == UIApplicationState.inactive || UIApplication.shared.applicationState == .active)
        #expect(UIRectEdge.all.contains(UIRectEdge.top))
        #expect(UISearchBarDelegate.self == SearchBarDelegate.self && UISearchResultsUpdating.self == SearchResultsUpdating.self)
    }

    @Test func foundationComesWithUIKit() {
        // UIKit re-exports Foundation: these name Foundation's types with no second import.
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        #expect(formatter.string(from: 3.5) == "3.50")
        let timer = Timer(timeInterval: 1, repeats: false) { _ in }
        #expect(timer.isValid)
        timer.invalidate()
        #expect(String(format: "%02d:%02d", 1, 5) == "01:05")
        #expect(Date(timeIntervalSince1970: 0) < Date())
    }
}
