extension View {
    /// ``animate(withDuration:delay:options:animations:completion:)`` in `window`'s application rather
    /// than ``Application/shared``: for code that reaches its application through a window, as
    /// Faceplate's own controller transitions do (two test drivers in one process then never animate in
    /// each other's animator). `completion` gets `true` when the animation ran to its end. When no
    /// animation group is free the changes apply at once and `completion` runs at once.
    public static func animate(in window: Window, withDuration duration: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(in: window.application, duration: duration, delay: 0, curve: options.curve, options: options, animations, completion)
    }

    /// ``performWithoutAnimation(_:)`` in `window`'s application.
    public static func performWithoutAnimation(in window: Window, _ actions: () -> Void) {
        window.application.animator.capture(into: -1, actions)
    }

    /// Runs a controller transition's `changes`: animated in `window`'s application when `animated`,
    /// else at once; `completion` runs when they are done either way.
    static func transition(in window: Window, animated: Bool, duration: Double, options: AnimationOptions,
                           _ changes: () -> Void, completion: @escaping () -> Void) {
        guard animated else {
            performWithoutAnimation(in: window, changes)
            completion()
            return
        }
        animate(in: window, withDuration: duration, options: options, animations: changes, completion: { _ in completion() })
    }
}
