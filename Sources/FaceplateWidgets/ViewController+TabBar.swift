import Faceplate

extension ViewController {
    /// The nearest ``TabBarController`` among the controller's ancestors (UIKit's `tabBarController`);
    /// nil outside one.
    public var tabBarController: TabBarController? {
        var c = parent
        while let x = c {
            if let tabs = x as? TabBarController { return tabs }
            c = x.parent
        }
        return nil
    }

    /// The item a tab bar shows for this controller (UIKit's `tabBarItem`), made on first use. Set its
    /// properties in `init` — a tab bar controller shows every tab's item before their views load.
    public var tabBarItem: TabBarItem {
        get {
            if let item = tabBarItemStorage as? TabBarItem { return item }
            let item = TabBarItem()
            tabBarItemStorage = item
            return item
        }
        set {
            let old = tabBarItemStorage as? TabBarItem
            tabBarItemStorage = newValue
            if old !== newValue, let tabs = parent as? TabBarController { tabs.childTabBarItemDidChange() }
        }
    }
}
