import Faceplate

/// One thing the screen reader can focus: a view that is an accessibility element, or an
/// ``AccessibilityElement`` a container lists.
@MainActor enum ReaderElement {
    case view(View)
    case element(AccessibilityElement)

    /// The object, for identity across reads of the tree.
    var object: AnyObject {
        switch self {
        case let .view(v): return v
        case let .element(e): return e
        }
    }
    var label: String? {
        switch self {
        case let .view(v): return v.accessibilityLabel
        case let .element(e): return e.accessibilityLabel
        }
    }
    var value: String? {
        switch self {
        case let .view(v): return v.accessibilityValue
        case let .element(e): return e.accessibilityValue
        }
    }
    var hint: String? {
        switch self {
        case let .view(v): return v.accessibilityHint
        case let .element(e): return e.accessibilityHint
        }
    }
    var traits: AccessibilityTraits {
        switch self {
        case let .view(v): return v.accessibilityTraits
        case let .element(e): return e.accessibilityTraits
        }
    }
    /// Where the element is among the items of the tab bar holding it (a container with the
    /// ``AccessibilityTraits/tabBar`` trait), counted from 1; nil outside a tab bar.
    var tabPosition: (index: Int, count: Int)? {
        switch self {
        case let .view(v):
            guard let bar = v.superview, bar.accessibilityTraits.contains(.tabBar) else { return nil }
            var index = 0, count = 0
            for s in bar.subviews where s.isAccessibilityElement && !s.isHidden {
                count += 1
                if s === v { index = count }
            }
            return index > 0 ? (index, count) : nil
        case let .element(e):
            guard let bar = e.accessibilityContainer as? View, bar.accessibilityTraits.contains(.tabBar),
                  let items = bar.accessibilityElements,
                  let i = items.firstIndex(where: { ($0 as AnyObject) === e }) else { return nil }
            return (i + 1, items.count)
        }
    }
    var frame: Rect {
        switch self {
        case let .view(v): return v.accessibilityFrame
        case let .element(e): return e.accessibilityFrame
        }
    }
    var activationPoint: Point {
        switch self {
        case let .view(v): return v.accessibilityActivationPoint
        case let .element(e): return e.accessibilityActivationPoint
        }
    }
    /// The view the element lies in (itself, or its container), for finding the scroll view around it.
    var view: View? {
        switch self {
        case let .view(v): return v
        case let .element(e): return e.accessibilityContainer as? View
        }
    }
    func activate() -> Bool {
        switch self {
        case let .view(v): return v.accessibilityActivate()
        case let .element(e): return e.accessibilityActivate()
        }
    }
    func increment() {
        switch self {
        case let .view(v): v.accessibilityIncrement()
        case let .element(e): e.accessibilityIncrement()
        }
    }
    func decrement() {
        switch self {
        case let .view(v): v.accessibilityDecrement()
        case let .element(e): e.accessibilityDecrement()
        }
    }
}
