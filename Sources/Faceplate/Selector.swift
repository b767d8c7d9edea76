/// A named action that can be sent to a target or up the responder chain (UIKit's `#selector`).
///
/// A selector made with ``method(_:of:_:)`` knows which responder type performs it, with a typed
/// closure standing in for the Objective-C method; sent to a nil target, it goes to the first
/// responder of that type up the chain. Define selectors once, as static members:
///
/// ```swift
/// extension Selector {
///     static let brew = Selector.method("brew", of: CoffeeController.self) { controller, sender, event in
///         controller.brew()
///     }
/// }
/// button.addTarget(nil, action: .brew, for: .primaryActionTriggered)   // first CoffeeController up the chain
/// ```
///
/// A selector's identity is what it performs. Two selectors made by ``method(_:of:_:)`` are equal only
/// when they are the same selector (one call of `method`, however often the value is copied): two
/// typed selectors that share a name are different selectors, so a control keeps both and sends
/// both. Selectors made from a name alone (``init(_:)``, a string literal) are performed by
/// responders that override ``Responder/performAction(_:sender:event:)``, and are equal when their
/// names are, as Objective-C's `SEL`s are. A named selector never equals a typed one.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name, as traces and ``Control/actions(forTarget:forControlEvent:)`` show it.
    public let name: String
    let performer: Performer?

    /// A selector only responders that override ``Responder/canPerformAction(_:withSender:)`` and
    /// ``Responder/performAction(_:sender:event:)`` respond to.
    public init(_ name: String) { self.name = name; performer = nil }
    public init(stringLiteral value: String) { self.init(value) }

    /// A selector performed by any `T` (the first one up the chain when sent to nil).
    public static func method<T: AnyObject>(_ name: String, of type: T.Type,
                                            _ body: @escaping @MainActor (T, AnyObject?, Event?) -> Void) -> Selector {
        Selector(name: name, performer: Performer(
            accepts: { $0 is T },
            invoke: { target, sender, event in
                guard let t = target as? T else { return false }
                body(t, sender, event)
                return true
            }))
    }

    init(name: String, performer: Performer?) { self.name = name; self.performer = performer }

    /// Whether `a` and `b` are the same selector: the same typed method, or the same bare name.
    ///
    /// UIKit's rule is Objective-C's: a selector is a method's name, and what runs is the target's
    /// method of that name. Here a typed selector carries its method, so what it performs is part of
    /// its identity — else `addTarget` would merge two different methods that share a name and the
    /// second would never run. Comparing the performer boxes' identity allocates nothing.
    public static func == (a: Selector, b: Selector) -> Bool {
        switch (a.performer, b.performer) {
        case let (p?, q?): return p === q
        case (nil, nil): return a.name == b.name
        default: return false
        }
    }
    /// Hashes the name: equal selectors have equal names (a performer is made with its name, once).
    public func hash(into h: inout Hasher) { h.combine(name) }
    public var description: String { name }

    /// Whether `object` can perform this selector through its typed closure.
    @MainActor func isPerformable(by object: AnyObject) -> Bool { performer?.accepts(object) ?? false }

    /// The type-erased method body; a class so copying a selector copies one reference.
    final class Performer: Sendable {
        let accepts: @MainActor @Sendable (AnyObject) -> Bool
        let invoke: @MainActor @Sendable (AnyObject, AnyObject?, Event?) -> Bool
        init(accepts: @escaping @MainActor @Sendable (AnyObject) -> Bool,
             invoke: @escaping @MainActor @Sendable (AnyObject, AnyObject?, Event?) -> Bool) {
            self.accepts = accepts; self.invoke = invoke
        }
    }
}

/// A closure-based control action with an identifier (UIKit's `UIAction`).
///
/// Adding an action whose identifier is already registered on a control replaces the old one.
@MainActor public final class Action {
    /// The action's identity on a control.
    public let identifier: String
    /// A user-visible title (menus, accessibility).
    public var title: String
    /// The control sending the action, while its handler runs (nil otherwise).
    ///
    /// Held strongly, but only while the handler runs: a weak reference would give every control a
    /// weak-reference side table, and Swift's retain and release of an object with one take a slow
    /// path, on every tap of every control.
    public internal(set) var sender: AnyObject?
    let handler: @MainActor (Action) -> Void

    /// Creates an action; the identifier defaults to a fresh unique one.
    public init(title: String = "", identifier: String? = nil, handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.handler = handler
        if let identifier { self.identifier = identifier } else {
            Action.counter += 1
            self.identifier = "action-\(Action.counter)"
        }
    }
    private static var counter = 0

    /// Runs the handler with `sender` as ``sender`` (a bar button item runs its primary action so).
    package func perform(from sender: AnyObject?) {
        let outer = self.sender
        self.sender = sender
        handler(self)
        self.sender = outer
    }
}
