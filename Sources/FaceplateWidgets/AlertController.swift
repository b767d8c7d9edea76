import Faceplate
import FaceplateText

/// A modal alert: a title, a message and buttons on a centred panel over a dimmed screen (UIKit's
/// `UIAlertController` with the `.alert` style).
///
/// Present it like any controller; it covers the window without removing what is under it
/// (``ModalPresentationStyle/overFullScreen``) and fades in and out (``ModalTransitionStyle/crossDissolve``),
/// so the presenter gets no disappearance calls, as in UIKit. Tapping a button dismisses the alert and
/// then calls that action's handler, UIKit's order.
///
/// ```swift
/// let alert = AlertController(title: "Delete schedule?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in schedule.clear() })
/// present(alert, animated: true)
/// ```
@MainActor open class AlertController: ViewController {
    /// How the alert is shown (UIKit's `UIAlertController.Style`; the action sheet is not offered).
    public enum Style: Sendable {
        /// A centred panel.
        case alert
    }

    /// UIKit's alert width: 270 points.
    public static let panelWidth = 270.0
    /// UIKit's alert button height: 44 points.
    public static let buttonHeight = 44.0

    /// The message under the title.
    public var message: String? { didSet { messageLabel.text = message; viewIfLoaded?.setNeedsLayout() } }
    /// The style it was made with.
    public let preferredStyle: Style
    /// The actions, in the order added (UIKit's `actions`).
    public private(set) var actions: [AlertAction] = []
    /// The colours and fonts it draws with.
    public let theme: Theme

    /// The panel in the middle.
    public let panel = AlertPanelView(frame: .zero)
    private let titleLabel: Label
    private let messageLabel: Label
    private var buttons: [Button] = []

    /// Creates an alert (UIKit's `UIAlertController(title:message:preferredStyle:)`).
    public init(title: String?, message: String?, preferredStyle: Style, theme: Theme = .current) {
        self.preferredStyle = preferredStyle
        self.theme = theme
        titleLabel = Label(frame: .zero)
        titleLabel.font = theme.font(size: 18, bold: true)
        titleLabel.textColor = theme.text
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        messageLabel = Label(frame: .zero)
        messageLabel.font = theme.font(size: 15)
        messageLabel.textColor = theme.text
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        super.init()
        self.title = title
        self.message = message
        titleLabel.text = title
        messageLabel.text = message
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
        titleDidChange = { [weak self] in
            guard let self else { return }
            self.titleLabel.text = self.title
            self.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Adds a button for `action` (UIKit's `addAction(_:)`).
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        let button = Button(frame: .zero)
        button.setTitle(action.title, for: .normal)
        button.setBackgroundColor(.clear, for: .normal)
        button.setTitleColor(action.style == .destructive ? .systemRed : theme.primary, for: .normal)
        button.setTitleColor(theme.primaryPressed, for: .highlighted)
        button.titleFont = theme.font(size: 17, bold: action.style == .cancel)
        button.isEnabled = action.isEnabled
        button.accessibilityLabel = action.title
        action.button = button
        button.addTarget(self, action: { [weak action] alert in if let action { alert.tapped(action) } }, for: .primaryActionTriggered)
        buttons.append(button)
        panel.addSubview(button)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Tells a running screen reader that the alert is up, so it reads the alert from its title.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Accessibility.post(notification: .screenChanged, argument: title == nil ? nil : titleLabel)
    }

    /// The dimmed full-window view with the panel.
    open override func loadView() {
        super.loadView()
        view.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 102)   // UIKit's dimming: black at 40 %
        panel.backgroundColor = theme.surface
        panel.separatorColor = theme.separator
        // The reader reads the alert alone while it is up, as UIKit's alert.
        panel.accessibilityViewIsModal = true
        panel.addSubview(titleLabel)
        panel.addSubview(messageLabel)
        for b in buttons { panel.addSubview(b) }
        view.addSubview(panel)
    }

    /// Sizes the panel to its text and buttons and centres it, before the view's own layout.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let width = AlertController.panelWidth, inset = 16.0, textWidth = width - 2 * inset
        var y = 20.0
        for label in [titleLabel, messageLabel] where label.text != nil {
            label.preferredMaxLayoutWidth = textWidth
            let h = label.intrinsicContentSize.height
            label.frame = Rect(x: inset, y: y, width: textWidth, height: h)
            y += h + 4
        }
        y += 16
        var separators: [Rect] = [Rect(x: 0, y: y, width: width, height: 1)]
        let h = AlertController.buttonHeight
        if buttons.count == 2 {
            // UIKit: two actions sit side by side, the cancel one on the leading side.
            let ordered = actions[1].style == .cancel ? [buttons[1], buttons[0]] : buttons
            ordered[0].frame = Rect(x: 0, y: y, width: width / 2, height: h)
            ordered[1].frame = Rect(x: width / 2, y: y, width: width / 2, height: h)
            separators.append(Rect(x: width / 2, y: y, width: 1, height: h))
            y += h
        } else {
            // UIKit: otherwise one per row, the cancel action last.
            let order = actions.indices.filter { actions[$0].style != .cancel } + actions.indices.filter { actions[$0].style == .cancel }
            for (n, i) in order.enumerated() {
                if n > 0 { separators.append(Rect(x: 0, y: y, width: width, height: 1)) }
                buttons[i].frame = Rect(x: 0, y: y, width: width, height: h)
                y += h
            }
        }
        if buttons.isEmpty { separators.removeAll(); y -= 16 - 4 }
        panel.separators = separators
        let b = view.bounds
        panel.frame = Rect(x: ((b.width - width) / 2).rounded(), y: ((b.height - y) / 2).rounded(), width: width, height: y)
    }

    /// UIKit's order: the alert is dismissed, then the action's handler runs.
    private func tapped(_ action: AlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}
