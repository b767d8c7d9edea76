extension Application {
    /// The app's lifecycle state (UIKit's `UIApplication.State`, its raw values).
    public enum State: Int, Sendable {
        /// Shown and receiving touches.
        case active = 0
        /// Shown, or about to be, but not receiving touches: launching, or the panel blanked while idle.
        case inactive = 1
        /// Not shown: the display belongs to someone else (a VT switch, another DRM master, the seat
        /// disabled).
        case background = 2
    }

    /// One step between states, named after the app delegate method UIKit calls for it.
    public enum LifecycleEvent: String, Sendable {
        /// Active → inactive (UIKit's `applicationWillResignActive(_:)`); the state is still active.
        case willResignActive
        /// Inactive → background (`applicationDidEnterBackground(_:)`); the state is background.
        case didEnterBackground
        /// Background → inactive (`applicationWillEnterForeground(_:)`); the state is still background.
        case willEnterForeground
        /// Inactive → active (`applicationDidBecomeActive(_:)`); the state is active.
        case didBecomeActive
    }

    /// Moves the app to `state` through UIKit's steps, telling ``lifecycleObserver`` each in order:
    /// active to background is will-resign-active then did-enter-background; background to active is
    /// will-enter-foreground then did-become-active. Already there: nothing. The panel's moments
    /// (Faceplate's Linux layer): launch done → active; the display taken away → background; given back
    /// → active (inactive if the panel is still blanked); idle blanking → inactive; waking → active.
    public func transition(to state: State) {
        var steps = 0
        while applicationState != state && steps < 4 {
            steps += 1
            switch (applicationState, state) {
            case (.active, _):
                step(.willResignActive, then: .inactive)
            case (.inactive, .background):
                applicationState = .background
                announce(.didEnterBackground)
            case (.background, _):
                step(.willEnterForeground, then: .inactive)
            case (.inactive, _):
                applicationState = .active
                announce(.didBecomeActive)
            }
        }
    }

    /// Tells the observer first, then moves: UIKit calls the "will" methods in the old state.
    private func step(_ event: LifecycleEvent, then next: State) {
        announce(event)
        applicationState = next
    }

    private func announce(_ event: LifecycleEvent) {
        trace.emit("lifecycle: \(event.rawValue)")
        lifecycleObserver?(event)
    }
}
