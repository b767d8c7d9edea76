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
}
