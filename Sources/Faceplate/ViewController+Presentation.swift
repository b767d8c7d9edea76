extension ViewController {
    /// How long a modal presentation or dismissal animates (about UIKit's: 0.3 s).
    public static let modalTransitionDuration = 0.3

    /// The controller this one (or its nearest ancestor) presented and still shows (UIKit's
    /// `presentedViewController`).
    public var presentedViewController: ViewController? { presentationRoot.presentedController }
    /// The controller that presented this one or its nearest presented ancestor (UIKit's
    /// `presentingViewController`).
    public var presentingViewController: ViewController? { presentationRoot.presentingController }

    /// The outermost controller of this one's containment tree: UIKit presents from it (a child's
    /// `present` is made by its navigation controller, say), and dismisses through it.
    var presentationRoot: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// Shows `controller` modally above this one's window contents (UIKit's
    /// `present(_:animated:completion:)`).
    ///
    /// UIKit's rules: the presentation is made by the outermost controller of this one's containment
    /// tree, which must be in a window; a controller already presenting something refuses (UIKit logs
    /// "Attempt to present … which is already presenting" and does nothing — the window's diagnostics
    /// log says so here). The order of the calls is UIKit's: the presenter's ``viewWillDisappear(_:)``
    /// (full-screen styles only), the presented one's ``viewWillAppear(_:)``, the animation — a slide up
    /// from the bottom edge (``ModalTransitionStyle/coverVertical``) or a fade — then the presenter's
    /// ``viewDidDisappear(_:)``, the presented one's ``viewDidAppear(_:)``, and `completion`.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationRoot
        presenter.pendingTransition?.finish()
        let shownWindow = presenter.viewIfLoaded?.window ?? presenter.presentedController?.viewIfLoaded?.window
        guard presenter.presentedController == nil, controller.presentingController == nil, controller.parent == nil,
              controller !== presenter else {
            ViewController.warn("attempt to present \(type(of: controller)) on \(type(of: presenter)), which is already "
                                + "presenting (or it is shown already); nothing presented", in: shownWindow)
            return
        }
        guard let window = shownWindow else {
            ViewController.warn("attempt to present \(type(of: controller)) on \(type(of: presenter)), whose view is not "
                                + "in a window; nothing presented", in: nil)
            return
        }
        // UIKit takes the keyboard away while a controller is presented over the editing field and
        // gives the field its first responder status back after the dismissal.
        if let fr = window.firstResponder {
            presenter.firstResponderBeforePresentation = fr
            _ = fr.resignFirstResponder()
        }
        presenter.presentedController = controller
        controller.presentingController = presenter
        let removesPresenter = controller.modalPresentationStyle.removesPresenterView
        controller.loadingFrame = window.bounds
        controller.loadViewIfNeeded()
        controller.loadingFrame = nil
        let view = controller.view
        let final = window.bounds
        View.performWithoutAnimation(in: window) {
            view.frame = final
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            switch controller.modalTransitionStyle {
            case .coverVertical: if animated { view.frame.origin.y = final.height }   // just below the bottom edge
            case .crossDissolve: if animated { view.alpha = 0 }
            }
        }
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        window.insertPresentedView(view)
        view.setNeedsLayout()
        window.layoutPass()
        let transition = ControllerTransition { [weak presenter, weak controller] in
            guard let presenter, let controller else { return }
            if removesPresenter, presenter.presentedController === controller {
                presenter.viewIfLoaded?.removeFromSuperview()
                presenter.endAppearanceTransition()
            }
            controller.endAppearanceTransition()
            completion?()
        }
        presenter.pendingTransition = transition
        View.transition(in: window, animated: animated, duration: ViewController.modalTransitionDuration, options: .curveEaseOut, {
            view.frame = final
            view.alpha = 1
        }, completion: { [weak presenter] in
            transition.finish()
            if presenter?.pendingTransition === transition { presenter?.pendingTransition = nil }
        })
    }

    /// Dismisses the controller this one presented — or, when it presents nothing, the presented
    /// controller it is (or is inside), by asking its presenter (UIKit's `dismiss(animated:completion:)`).
    ///
    /// Controllers presented above the dismissed one go with it. UIKit's order: the dismissed one's
    /// ``viewWillDisappear(_:)``, the presenter's ``viewWillAppear(_:)`` (full-screen styles), the
    /// animation (back down, or a fade), the dismissed one's ``viewDidDisappear(_:)``, the presenter's
    /// ``viewDidAppear(_:)``, then `completion`. With nothing to dismiss it does nothing.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        if root.presentedController != nil {
            root.dismissPresented(animated: animated, completion: completion)
        } else if let presenter = root.presentingController {
            presenter.dismissPresented(animated: animated, completion: completion)
        }
    }

    private func dismissPresented(animated: Bool, completion: (() -> Void)?) {
        pendingTransition?.finish()
        guard let controller = presentedController else { return }
        // Anything presented above goes first, at once (UIKit animates only the top-most).
        if controller.presentedController != nil { controller.dismissPresented(animated: false, completion: nil) }
        let view = controller.view
        guard let window = view.window else {
            presentedController = nil
            controller.presentingController = nil
            completion?()
            return
        }
        let restoresPresenter = controller.modalPresentationStyle.removesPresenterView
        controller.beginAppearanceTransition(false, animated: animated)
        if restoresPresenter, let own = viewIfLoaded, own.window == nil {
            View.performWithoutAnimation(in: window) { own.frame = window.bounds }
            beginAppearanceTransition(true, animated: animated)
            window.insertSubview(own, belowSubview: view)
            own.setNeedsLayout()
            window.layoutPass()
        }
        let transition = ControllerTransition { [weak self, weak controller] in
            guard let self, let controller else { return }
            controller.viewIfLoaded?.removeFromSuperview()
            self.presentedController = nil
            controller.presentingController = nil
            controller.endAppearanceTransition()
            if restoresPresenter { self.endAppearanceTransition() }
            if let fr = self.firstResponderBeforePresentation {
                self.firstResponderBeforePresentation = nil
                if fr.responderWindow != nil { _ = fr.becomeFirstResponder() }
            }
            completion?()
        }
        pendingTransition = transition
        let height = window.bounds.height
        View.transition(in: window, animated: animated, duration: ViewController.modalTransitionDuration, options: .curveEaseIn, {
            switch controller.modalTransitionStyle {
            case .coverVertical: view.frame.origin.y = height
            case .crossDissolve: view.alpha = 0
            }
        }, completion: { [weak self] in
            transition.finish()
            if self?.pendingTransition === transition { self?.pendingTransition = nil }
        })
    }

    /// Logs a refused presentation: in the window's diagnostics log when there is one, else on
    /// standard error (UIKit logs these and carries on).
    static func warn(_ message: String, in window: Window?) {
        let line = "faceplate: " + message
        if let window { window.application.diagnostics.log(line) } else { Diagnostics.writeStandardError(line) }
    }
}
