extension Window {
    /// Puts a new ``rootViewController`` in place with UIKit's calls: the old one's view leaves
    /// (`viewWillDisappear`, removed, `viewDidDisappear`); the new one's view is loaded at the window's
    /// size — so `viewDidLoad` sees it, as UIKit's root view has the screen's size there — then
    /// `viewWillAppear`, the view goes in and is laid out (`viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`), then `viewDidAppear`, UIKit's order for a visible window.
    func rootViewControllerChanged(from old: ViewController?) {
        guard rootViewController !== old else { return }
        if let old {
            old.beginAppearanceTransition(false, animated: false)
            old.viewIfLoaded?.removeFromSuperview()
            old.endAppearanceTransition()
        }
        guard let vc = rootViewController else { return }
        vc.loadingFrame = bounds
        vc.loadViewIfNeeded()
        vc.loadingFrame = nil
        let view = vc.view
        View.performWithoutAnimation(in: self) { view.frame = bounds }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vc.beginAppearanceTransition(true, animated: false)
        insertPresentedView(view)
        view.setNeedsLayout()
        layoutPass()
        vc.endAppearanceTransition()
    }

    /// Adds a controller's full-window view on top of the window's contents but under the docked
    /// input view, so the keyboard stays above presented controllers as UIKit's keyboard window does.
    func insertPresentedView(_ view: View) {
        if let input = activeInputView, input.superview === self {
            insertSubview(view, belowSubview: input)
        } else {
            addSubview(view)
        }
    }
}
