import FaceplateText

/// A single-line editable text field (UIKit's `UITextField`).
///
/// A tap makes it first responder; the window then docks its ``inputView`` — the shared on-screen
/// ``KeyboardView`` unless you set another, or nil for hardware keys only — at the bottom of the
/// screen. Typing comes from that keyboard (through ``TextInput``) or from a hardware keyboard
/// (``pressesBegan(_:with:)``). The field sends UIKit's editing events: `editingDidBegin` when it
/// becomes first responder, `editingChanged` after each edit, `editingDidEndOnExit` when return is
/// pressed (it then resigns), `editingDidEnd` when it resigns. A ``delegate`` may veto each step.
///
/// The caret sits at the end of the text; editing appends and deletes there. Once the text's storage
/// has grown to its length, typing a character allocates nothing.
///
/// ```swift
/// let ssid = TextField(frame: Rect(20, 20, 360, 44))
/// ssid.placeholder = "Network name"
/// ssid.addTarget(settings, action: { $0.ssidChanged() }, for: .editingChanged)
/// ```
@MainActor open class TextField: Control, TextInput {
    /// How the field's edge is drawn.
    public enum BorderStyle: Sendable {
        /// No border or fill: the field draws only its text (and ``View/backgroundColor``).
        case none
        /// A filled rounded rectangle with a hairline border that turns to the accent while editing.
        case roundedRect
    }

    /// Colours, fonts and metrics (set once, by the initialiser).
    public private(set) var theme: Theme
    /// The text. Setting it sends no editing events, as in UIKit.
    public var text: String {
        get { storage }
        set { storage = newValue; storage.reserveCapacity(TextField.initialCapacity); setNeedsDisplay(); invalidateIntrinsicContentSize() }
    }
    /// Grey text shown while the field is empty.
    public var placeholder: String? { didSet { if storage.isEmpty { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    /// The text's font; the theme's body font by default.
    public var font: Font { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The text's colour.
    public var textColor: Color { didSet { setNeedsDisplay() } }
    /// The placeholder's colour.
    public var placeholderColor: Color { didSet { setNeedsDisplay() } }
    /// The caret's colour (the theme's accent).
    public var caretColor: Color { didSet { setNeedsDisplay() } }
    /// Where the text sits horizontally while it fits; longer text scrolls to keep the caret visible.
    /// ``TextAlignment/natural`` (the default) is the leading edge of the field's layout direction.
    public var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Draws a bullet per character instead of the text (passwords, PINs).
    public var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// The keys the application's on-screen keyboard shows while this field is edited (UIKit's
    /// `keyboardType`): letters, or a number pad for PINs and setpoints.
    public var keyboardType: KeyboardType = .default
    /// Empties the text each time editing begins.
    public var clearsOnBeginEditing = false
    /// The edge style: `.none` by default, as `UITextField.borderStyle` is; set `.roundedRect` for the
    /// filled, rounded field (a bare field is invisible on a plain panel).
    public var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
    /// Space between the edge and the text.
    public var textInsets = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12) { didSet { setNeedsDisplay() } }
    /// Allows or vetoes editing and learns when it begins and ends.
    public weak var delegate: TextFieldDelegate?
    /// Whether the field is editing (it is first responder and has sent `editingDidBegin`).
    public private(set) var isEditing = false

    /// Characters the text's storage holds before it must grow: a typical entry never reallocates.
    static let initialCapacity = 64
    private var storage: String
    /// The input view and the hardware keyboard's modifiers.
    private var input = TextInputState()

    /// Whether a font made by `Font.preferredFont(forTextStyle:)` follows the application's text size
    /// (UIKit's `adjustsFontForContentSizeCategory`). Default false; the theme's default font follows
    /// the text size either way.
    public var adjustsFontForContentSizeCategory = false

    /// The font and colours the theme gave the field, to tell them from ones the app set.
    private struct ThemeLook { var font: Font, textColor: Color, placeholderColor: Color, caretColor: Color }
    private var themeLook: ThemeLook

    /// The text size or contrast changed: what the field still draws in the theme's font and colours
    /// takes the theme's new ones; a text-style font that adjusts takes the style's new size.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let old = themeLook
        let new = ThemeLook(font: theme.bodyFont, textColor: theme.text, placeholderColor: theme.secondaryText, caretColor: theme.primary)
        if font === old.font { font = new.font }
        else if adjustsFontForContentSizeCategory, let style = font.textStyle {
            let resized = theme.preferredFont(forTextStyle: style, category: traitCollection.preferredContentSizeCategory)
            if resized !== font { font = resized }
        }
        if textColor == old.textColor { textColor = new.textColor }
        if placeholderColor == old.placeholderColor { placeholderColor = new.placeholderColor }
        if caretColor == old.caretColor { caretColor = new.caretColor }
        themeLook = new
    }

    /// Creates an empty field drawn with `theme`.
    /// A convenience initialiser, so that ``init(frame:)`` is the one designated initialiser a subclass
    /// overrides (as in UIKit) and still inherits `init()` and this one.
    public convenience init(frame: Rect, theme: Theme) {
        self.init(frame: frame)
        self.theme = theme
        let look: (String, Font, Color, Color, Color) = TextField.initialState(theme)
        (_, font, textColor, placeholderColor, caretColor) = look
        themeLook = ThemeLook(font: look.1, textColor: look.2, placeholderColor: look.3, caretColor: look.4)
    }

    /// Creates an empty field with the current theme. Designated, as `UITextField.init(frame:)` is, so
    /// a subclass can override it (UIKit code does: `override init(frame: CGRect) { super.init(frame:
    /// frame); … }`).
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        let look: (String, Font, Color, Color, Color) = TextField.initialState(theme)
        (storage, font, textColor, placeholderColor, caretColor) = look
        themeLook = ThemeLook(font: look.1, textColor: look.2, placeholderColor: look.3, caretColor: look.4)
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// Without one set, the placeholder, as UIKit's text field.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }
    /// Without one set, the text; a secure field's is one bullet per character, never the text.
    open override var accessibilityValue: String? {
        get {
            if let set = super.accessibilityValue { return set }
            guard !storage.isEmpty else { return nil }
            return isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
        }
        set { super.accessibilityValue = newValue }
    }

    /// The empty text (with room reserved) and the look `theme` gives a new field.
    private static func initialState(_ theme: Theme) -> (String, Font, Color, Color, Color) {
        var storage = ""
        storage.reserveCapacity(initialCapacity)
        return (storage, theme.bodyFont, theme.text, theme.secondaryText, theme.primary)
    }

    // MARK: First responder

    /// A field can be typed into while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// The view the window shows while this field is first responder: by default the keyboard of
    /// the field's application (``Faceplate/Application/keyboard``, reached through its window; nil
    /// while the field is in no window). Set another view, or nil when the panel has a hardware
    /// keyboard only.
    open override var inputView: View? {
        get { input.inputView(in: window) }
        set { input.setInputView(newValue) }
    }

    /// Asks the delegate, becomes first responder (the window shows the input view), then begins
    /// editing: clears the text if ``clearsOnBeginEditing``, tells the delegate, sends `editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let d = delegate, !d.textFieldShouldBeginEditing(self) { return false }
        input.prepareKeyboard(keyboardType, in: window)
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing && !storage.isEmpty { storage.removeAll(keepingCapacity: true) }
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Asks the delegate, resigns (the window hides the input view), then ends editing: tells the
    /// delegate and sends `editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let d = delegate, !d.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    private func endEditing() {
        guard isEditing else { return }
        isEditing = false
        input.endEditing()
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// Leaving the window takes first-responder status away without asking; editing ends all the same.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if isEditing && !isFirstResponder { endEditing() }
    }

    /// A tap that lifts inside the field begins editing.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        super.endTracking(touch, with: event)
        if let touch, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    // MARK: TextInput

    /// Whether the field holds any text.
    public var hasText: Bool { !storage.isEmpty }

    /// Appends `text` at the caret if the delegate agrees, then sends `editingChanged`. A newline is
    /// the return key.
    public func insertText(_ text: String) {
        if text == "\n" { returnKeyPressed(); return }
        guard !text.isEmpty else { return }
        let end = storage.endIndex
        if let d = delegate, !d.textField(self, shouldChangeCharactersIn: end..<end, replacementString: text) { return }
        storage.append(contentsOf: text)
        textChanged()
    }

    /// Deletes the character before the caret if the delegate agrees, then sends `editingChanged`.
    public func deleteBackward() {
        guard !storage.isEmpty else { return }
        let end = storage.endIndex
        let start = storage.index(before: end)
        if let d = delegate, !d.textField(self, shouldChangeCharactersIn: start..<end, replacementString: "") { return }
        storage.removeLast()
        textChanged()
    }

    /// Asks the delegate; unless it says no, sends `editingDidEndOnExit` and resigns first responder
    /// (which sends `editingDidEnd`).
    public func returnKeyPressed() {
        if let d = delegate, !d.textFieldShouldReturn(self) { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    private func textChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()     // UITextField's intrinsic width follows its text
        sendActions(for: .editingChanged)
    }

    // MARK: Hardware keys

    /// Types from a hardware keyboard while editing: characters of a US layout (shift and caps lock
    /// honoured), backspace, return and keypad enter. Other keys go up the responder chain.
    open override func pressesBegan(_ presses: PressSet, with event: Event?) {
        guard isEditing else { super.pressesBegan(presses, with: event); return }
        var forward = false
        for press in presses where !performHardwareKey(input.action(forKeyDown: press.keyCode)) { forward = true }
        if forward { super.pressesBegan(presses, with: event) }
    }

    /// Releases of the keys the field handles stay here; others go up the chain.
    open override func pressesEnded(_ presses: PressSet, with event: Event?) {
        if input.pressesEnded(presses, editing: isEditing) { super.pressesEnded(presses, with: event) }
    }

    // MARK: Layout and drawing

    /// Wide enough for the text or placeholder, at least a comfortable touch target tall.
    open override var intrinsicContentSize: Size {
        let shown = storage.isEmpty ? (placeholder ?? "") : storage
        let width = isSecureTextEntry && !storage.isEmpty ? Double(storage.count) * bulletAdvance : font.measure(shown).width
        return Size(width: (width + textInsets.left + textInsets.right + TextInputState.caretWidth).rounded(.up),
                    height: Swift.max(theme.minimumTouchSize, font.lineHeight + 16))
    }

    private var bulletAdvance: Double { (font.size * 0.7).rounded() }

    /// Draws the field's edge, then the text (or bullets, or the placeholder) and, while editing, the caret.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        if borderStyle == .roundedRect {
            canvas.fillRoundedRect(bounds, radius: theme.cornerRadius, color: theme.surface)
            canvas.strokeRoundedRect(bounds, radius: theme.cornerRadius, lineWidth: isEditing ? 2 : 1,
                                     color: isEditing ? accent(theme) : theme.separator)
        }
        let box = bounds.inset(by: textInsets)
        guard box.width > 0 else { return }
        let lineTop = (box.midY - font.lineHeight / 2).rounded(.down)
        let caretRoom = isEditing ? TextInputState.caretWidth + 1 : 0
        let empty = storage.isEmpty
        let width: Double
        if empty { width = 0 } else if isSecureTextEntry { width = Double(storage.count) * bulletAdvance } else { width = font.measure(storage).width }
        // Text that fits sits where the alignment says; longer text shows its end (and the caret) while editing.
        var x: Double
        let alignment = resolvedTextAlignment(textAlignment)
        if width + caretRoom > box.width {
            x = isEditing ? box.maxX - caretRoom - width : box.minX
        } else {
            switch alignment {
            // UIKit: natural is the leading edge of the app's localization — the field's layout direction.
            case .left, .natural: x = box.minX
            case .center: x = (box.midX - width / 2).rounded(.down)
            case .right: x = box.maxX - caretRoom - width
            }
        }
        canvas.save()
        canvas.clip(to: box.insetBy(dx: 0, dy: -2))
        if empty {
            if let placeholder, !placeholder.isEmpty {
                font.draw(placeholder, in: Rect(x: box.minX, y: lineTop, width: box.width, height: font.lineHeight),
                          color: placeholderColor, alignment: alignment, into: &canvas)
                if alignment == .center { x = box.midX.rounded(.down) } else if alignment == .right { x = box.maxX - caretRoom }
            }
        } else if isSecureTextEntry {
            let advance = bulletAdvance
            let d = (font.size * 0.4).rounded()
            let cy = box.midY
            var i = 0
            let n = storage.count
            while i < n {
                let cx = x + advance * Double(i) + advance / 2
                canvas.fillEllipse(in: Rect(x: cx - d / 2, y: cy - d / 2, width: d, height: d), color: textColor)
                i += 1
            }
        } else {
            font.draw(storage, at: Point(x: x, y: lineTop), color: textColor, into: &canvas)
        }
        if isEditing {
            let caretX = (x + width).rounded(.down) + (empty ? 0 : 1)
            canvas.drawCaret(x: caretX, lineTop: lineTop, lineHeight: font.lineHeight, color: caretColor)
        }
        canvas.restore()
    }
}
