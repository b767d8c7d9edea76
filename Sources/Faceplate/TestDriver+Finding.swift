extension TestDriver {
    /// Why a ``TestDriver`` query could not act.
    public struct QueryFailure: Error, CustomStringConvertible {
        /// What was looked for and not found.
        public let description: String
        /// Creates a failure saying `description`.
        public init(_ description: String) { self.description = description }
    }

    /// The front-most visible view in the window whose ``View/accessibilityIdentifier`` or
    /// ``View/accessibilityLabel`` is `query` — what XCUITest's `app.buttons["Save"]` matches (an
    /// identifier or a label). A button's label defaults to its title and a label's to its text, as in
    /// UIKit. Hidden views, fully transparent ones and their subviews are skipped, as are views a
    /// view above covers nothing of: the search is front to back, so a presented alert's button wins
    /// over a same-named one under it.
    public func element(_ query: String) -> View? {
        TestDriver.find(in: window) { $0.accessibilityIdentifier == query || $0.accessibilityLabel == query }
    }

    /// The front-most visible view whose ``View/accessibilityIdentifier`` is `identifier`.
    public func view(withIdentifier identifier: String) -> View? {
        TestDriver.find(in: window) { $0.accessibilityIdentifier == identifier }
    }

    /// The front-most visible view whose ``View/accessibilityLabel`` is `label`.
    public func view(withLabel label: String) -> View? {
        TestDriver.find(in: window) { $0.accessibilityLabel == label }
    }

    /// Taps the centre of ``element(_:)`` through real touch dispatch (down, then up a frame later);
    /// throws when no visible view matches.
    public func tap(_ query: String) throws(QueryFailure) {
        guard let v = element(query) else {
            throw QueryFailure("no visible view with accessibility identifier or label \"\(query)\"")
        }
        tap(v)
    }

    /// Runs the clock on in frame steps for `seconds`, so running transitions and animations end.
    public func settle(_ seconds: Double = 0.5) {
        var left = seconds
        while left > 0 {
            advance(by: Swift.min(frameInterval, left))
            left -= frameInterval
        }
    }

    private static func find(in view: View, _ matches: (View) -> Bool) -> View? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        for s in view.subviews.reversed() { if let v = find(in: s, matches) { return v } }
        return matches(view) ? view : nil
    }
}
