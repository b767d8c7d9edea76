import Faceplate

extension ViewController {
    /// The nearest ``NavigationController`` among the controller's ancestors (UIKit's
    /// `navigationController`); nil outside a navigation stack.
    public var navigationController: NavigationController? {
        var c = parent
        while let x = c {
            if let nav = x as? NavigationController { return nav }
            c = x.parent
        }
        return nil
    }

    /// What a navigation bar shows while this controller is on top (UIKit's `navigationItem`), made on
    /// first use. Set its properties in `viewDidLoad` or `init`, as in UIKit.
    public var navigationItem: NavigationItem {
        if let item = navigationItemStorage as? NavigationItem { return item }
        let item = NavigationItem()
        navigationItemStorage = item
        return item
    }

    /// The navigation item if one was made (the bar reads it without making one).
    var navigationItemIfMade: NavigationItem? { navigationItemStorage as? NavigationItem }
}
