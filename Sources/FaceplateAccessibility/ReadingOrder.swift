import Faceplate

/// The elements of a window in the order the reader's swipes visit them: a container's
/// ``View/accessibilityElements`` in the order given, other subviews row by row from the top, leading
/// to trailing within a row; only what is on screen, and only inside the front-most modal view when one
/// is shown (``View/accessibilityViewIsModal``).
@MainActor enum ReadingOrder {
    static func elements(in window: Window) -> [ReaderElement] {
        var out: [ReaderElement] = []
        let root = frontModalView(in: window) ?? window
        collect(root, screen: window.bounds, rightToLeft: window.effectiveUserInterfaceLayoutDirection == .rightToLeft, into: &out)
        return out
    }

    /// The last shown view with ``View/accessibilityViewIsModal`` in drawing order: the front-most.
    private static func frontModalView(in view: View) -> View? {
        guard isShown(view) else { return nil }
        for sub in view.subviews.reversed() {
            if let found = frontModalView(in: sub) { return found }
        }
        return view.accessibilityViewIsModal ? view : nil
    }

    private static func isShown(_ view: View) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
    }

    private static func collect(_ view: View, screen: Rect, rightToLeft: Bool, into out: inout [ReaderElement]) {
        guard isShown(view) else { return }
        if view.isAccessibilityElement {
            let element = ReaderElement.view(view)
            if isOnScreen(element, screen), hasSomethingToSay(element) { out.append(element) }
            return
        }
        if let listed = view.accessibilityElements {
            for item in listed {
                if let v = item as? View {
                    collect(v, screen: screen, rightToLeft: rightToLeft, into: &out)
                } else if let e = item as? AccessibilityElement, e.isAccessibilityElement {
                    let element = ReaderElement.element(e)
                    if isOnScreen(element, screen), hasSomethingToSay(element) { out.append(element) }
                }
            }
            return
        }
        for sub in inReadingOrder(view.subviews, rightToLeft: rightToLeft) {
            collect(sub, screen: screen, rightToLeft: rightToLeft, into: &out)
        }
    }

    private static func isOnScreen(_ element: ReaderElement, _ screen: Rect) -> Bool {
        let f = element.frame
        return f.width > 0 && f.height > 0 && f.intersects(screen)
    }

    /// An element with no label, value, hint nor a spoken role would be silent: the reader skips it.
    private static func hasSomethingToSay(_ element: ReaderElement) -> Bool {
        if let l = element.label, !l.isEmpty { return true }
        if let v = element.value, !v.isEmpty { return true }
        if let h = element.hint, !h.isEmpty { return true }
        return !element.traits.intersection(ReaderPhrases.spokenRoles).isEmpty
    }

    /// Siblings by rows: two views whose middles lie within half the smaller height of each other share
    /// a row and go leading to trailing; rows go top to bottom. An insertion sort, stable, that never
    /// needs a strict order from the comparison.
    private static func inReadingOrder(_ views: [View], rightToLeft: Bool) -> [View] {
        guard views.count > 1 else { return views }
        var sorted: [(View, Rect)] = []
        sorted.reserveCapacity(views.count)
        for v in views {
            let f = v.convert(v.bounds, to: nil)
            var i = sorted.count
            while i > 0, comesBefore(f, sorted[i - 1].1, rightToLeft: rightToLeft) { i -= 1 }
            sorted.insert((v, f), at: i)
        }
        return sorted.map(\.0)
    }

    private static func comesBefore(_ a: Rect, _ b: Rect, rightToLeft: Bool) -> Bool {
        let tolerance = Swift.min(a.height, b.height) / 2
        if Swift.abs(a.midY - b.midY) <= tolerance {
            return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
        }
        return a.midY < b.midY
    }
}
