import Faceplate

/// Hears a ``TabBarController``'s tab taps and may refuse one (UIKit's `UITabBarControllerDelegate`).
///
/// As in UIKit, it is asked only about taps on the bar, not about changes the app makes through
/// ``TabBarController/selectedIndex`` or ``TabBarController/selectedViewController``. Both methods have
/// defaults: every tab may be selected, and a selection is not heard.
@MainActor public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may become selected; false leaves the selection as it is.
    /// Asked for the selected tab too (a tap on it pops its navigation controller to the root).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tap selected `viewController`'s tab (or tapped the selected one again).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Every tab may be selected.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Nothing to hear.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
