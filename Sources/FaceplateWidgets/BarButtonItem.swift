import Faceplate
import FaceplateText

/// A button for a navigation bar (UIKit's `UIBarButtonItem`): a title, an image, one of UIKit's system
/// items, or a view of the app's own, with the action a tap performs.
///
/// The action is UIKit's: the ``primaryAction`` when there is one, else ``action`` sent to ``target``
/// (nil: up the responder chain from the first responder), with the item as the sender. A
/// ``NavigationItem`` holds items; the navigation bar shows them as system buttons (accent title, no
/// fill, dimmed while pressed) in 17-point text, ``Style/done`` items semibold.
///
/// ```swift
/// navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .add, target: self) { $0.addRow() }
/// ```
@MainActor open class BarButtonItem {
    /// How a title item is drawn (UIKit's `UIBarButtonItem.Style`, its raw values).
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Semibold: the action that finishes the screen.
        case done = 2
    }

    /// UIKit's standard items (`UIBarButtonItem.SystemItem`, its raw values). Text items show UIKit's
    /// English titles; ``add`` and ``close`` draw UIKit's glyphs; items whose UIKit look is a picture the
    /// panel's fonts lack show their name as a title.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The title the item shows (nil for the glyph and space items).
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .pageCurl: "Page Curl"
            case .add, .close, .flexibleSpace, .fixedSpace: nil
            }
        }
    }

    /// The title; a change shows at once.
    public var title: String? { didSet { if title != oldValue { didChange?() } } }
    /// The image, drawn at its pixel size in place of the title's position.
    public var image: Image? { didSet { didChange?() } }
    /// Plain or done.
    public var style: Style { didSet { if style != oldValue { didChange?() } } }
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// Who performs ``action``; nil sends it up the responder chain. Held weakly, as UIKit holds it.
    public weak var target: AnyObject?
    /// What a tap sends to ``target`` when there is no ``primaryAction``.
    public var action: Selector?
    /// What a tap performs, before ``target`` and ``action`` (UIKit's `primaryAction`).
    public var primaryAction: Action? {
        didSet { if let t = primaryAction?.title, !t.isEmpty, title == nil, systemItem == nil { title = t } }
    }
    /// A view shown in the bar in place of a button (UIKit's `customView`); its frame's size is kept.
    public var customView: View? { didSet { didChange?() } }
    /// Whether it can be tapped; a disabled item draws dimmed.
    public var isEnabled = true { didSet { if isEnabled != oldValue { didChange?() } } }
    /// The title colour; the navigation bar's ``View/tintColor`` unless set (UIKit's `tintColor`).
    public var tintColor: Color? { didSet { didChange?() } }
    /// The width of a ``SystemItem/fixedSpace`` item, or of the item's button when more than 0.
    public var width: Double = 0 { didSet { if width != oldValue { didChange?() } } }
    /// Names the button the bar makes for it, for UI tests.
    public var accessibilityIdentifier: String?

    /// Called after a property the bar shows changed (the bar that shows the item listens).
    var didChange: (@MainActor () -> Void)?

    /// An item with a title (UIKit's `init(title:style:target:action:)`).
    public init(title: String?, style: Style = .plain, target: AnyObject? = nil, action: Selector? = nil) {
        self.title = title; self.style = style; self.target = target; self.action = action
        systemItem = nil
    }

    /// An item with a title whose tap runs `action` with `target` (held weakly): the typed form of
    /// `init(title:style:target:action:)`, as ``Control/addTarget(_:action:for:name:fileID:line:)`` is.
    public convenience init<T: AnyObject>(title: String?, style: Style = .plain, target: T, action: @escaping @MainActor (T) -> Void,
                                          fileID: String = #fileID, line: Int = #line) {
        self.init(title: title, style: style, target: target,
                  action: Selector.method("\(fileID):\(line)", of: T.self) { t, _, _ in action(t) })
    }

    /// An item with an image (UIKit's `init(image:style:target:action:)`).
    public convenience init(image: Image?, style: Style = .plain, target: AnyObject? = nil, action: Selector? = nil) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    /// One of UIKit's standard items (UIKit's `init(barButtonSystemItem:target:action:)`). ``SystemItem/done``
    /// is drawn semibold, as UIKit draws it.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject? = nil, action: Selector? = nil) {
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.target = target; self.action = action
    }

    /// One of UIKit's standard items whose tap runs `action` with `target` (held weakly).
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping @MainActor (T) -> Void,
                                          fileID: String = #fileID, line: Int = #line) {
        self.init(barButtonSystemItem: systemItem, target: target,
                  action: Selector.method("\(fileID):\(line)", of: T.self) { t, _, _ in action(t) })
    }

    /// One of UIKit's standard items performing `primaryAction` (UIKit's `init(systemItem:primaryAction:menu:)`).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.primaryAction = primaryAction
    }

    /// An item with a title and/or image performing `primaryAction`; without a title, the action's title
    /// (UIKit's `init(title:image:primaryAction:menu:)`).
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action?) {
        self.init(title: title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title })
        self.image = image
        self.primaryAction = primaryAction
    }

    /// An item showing `customView` (UIKit's `init(customView:)`).
    public convenience init(customView: View) {
        self.init(title: nil)
        self.customView = customView
    }

    /// Performs the item's action as a tap does: the ``primaryAction``, else ``action`` to ``target``,
    /// with the item as the sender. Nothing when disabled. `application` traces and routes it.
    public func perform(in application: Application?) {
        guard isEnabled else { return }
        if let primaryAction {
            application?.trace.emit("action \(primaryAction.identifier) (closure) from bar item \(title ?? "")")
            primaryAction.perform(from: self)
            application?.actionObserver?(primaryAction.identifier)
        } else if let action {
            if let application {
                _ = application.sendAction(action, to: target, from: self, for: nil)
            }
        }
    }
}
