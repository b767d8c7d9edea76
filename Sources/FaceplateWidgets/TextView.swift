import FaceplateText

/// Multi-line, scrolling text that can be read, selected and edited (UIKit's `UITextView`).
///
/// The text wraps at word boundaries to the view's width, less ``textContainerInset`` and the line
/// fragment padding (``lineFragmentPadding`` on each side, as UIKit's text container has), and
/// starts a new line at each "\n". It is laid out once — shaped, broken into lines — and again only
/// when the text, font or width changes; the laid-out height is the ``ScrollView/contentSize``, so a
/// drag scrolls text taller than the view. Drawing draws only the lines the visible area shows, so a
/// long read-only text scrolls as cheaply as a short one.
///
/// Editable (the default, as in UIKit), a tap makes it first responder — the window docks the
/// application's on-screen ``KeyboardView`` — and puts the caret where the finger lifted; typing
/// replaces the selection at the caret, backspace deletes the character before it, and return
/// inserts a newline. The caret follows the insertion point and is scrolled into view. A double tap
/// or a long press selects the word under the finger, drawn with a highlight in the accent colour.
/// ``selectedRange`` counts UTF-16 units, as UIKit's `NSRange` does (see ``TextRange``).
///
/// A ``delegate`` adopting ``TextViewDelegate`` may veto beginning and ending editing and each edit
/// (`textView(_:shouldChangeTextIn:replacementText:)`), and hears `textViewDidChange` after each
/// edit the user makes and `textViewDidChangeSelection` when the caret or selection moves. (UIKit
/// also posts `UITextView.textDidChangeNotification`; Faceplate has no notification centre, so the
/// delegate is the one channel.)
///
/// A scroll frame draws the visible lines only and allocates nothing; typing a character into a text
/// view whose text storage has room allocates nothing.
///
/// ```swift
/// let notes = TextView(frame: Rect(20, 80, 440, 300))
/// notes.text = "Filter changed 12 March.\nNext service due in autumn."
/// notes.delegate = settings
/// ```
@MainActor open class TextView: ScrollView, TextInput {
    /// Colours, fonts and metrics (set once, by the initialiser).
    public private(set) var theme: Theme
    /// The text. Setting it sends no delegate calls (as in UIKit) and puts the caret at its end.
    public var text: String {
        get { storage }
        set {
            textLayout.invalidate()
            storage = newValue
            // Room to type into, so editing grows the storage seldom and typing allocates nothing.
            storage.reserveCapacity(storage.utf8.count + TextView.typingReserve)
            let end = storage.utf8.count
            selection = end..<end
            textDidChange()
        }
    }
    /// The text's font; the theme's body font by default.
    public var font: Font { didSet { layoutIsValid = false; textDidChange() } }
    /// The text's colour.
    public var textColor: Color { didSet { setNeedsDisplay() } }
    /// The caret's colour (the theme's accent); the selection is drawn in it too, translucent.
    public var caretColor: Color { didSet { setNeedsDisplay() } }
    /// Where each line sits horizontally. ``TextAlignment/natural`` (the default) is the leading edge
    /// of the view's layout direction.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// Whether the user can edit the text. True by default, as in UIKit; turning it off while editing
    /// ends editing.
    public var isEditable = true { didSet { if !isEditable && isFirstResponder { resignFirstResponder() } } }
    /// Whether the user can select text (double tap or long press) in a text view that is not
    /// editable. True by default, as in UIKit.
    public var isSelectable = true
    /// Space between the view's edges and the text: UIKit's default, 8 points above and below.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { layoutIsValid = false; textDidChange() } }
    }
    /// Extra space at each side of every line, inside ``textContainerInset`` (UIKit's text
    /// container's `lineFragmentPadding`, 5 points).
    public static let lineFragmentPadding: Double = 5
    /// The keys the application's on-screen keyboard shows while this view is edited.
    public var keyboardType: KeyboardType = .default

    /// The scroll delegate; when it adopts ``TextViewDelegate`` it is the text view's delegate too.
    public override var delegate: ScrollViewDelegate? {
        didSet { textViewDelegate = delegate as? TextViewDelegate }
    }
    private weak var textViewDelegate: TextViewDelegate?

    /// The selection, in UTF-16 units (UIKit's `selectedRange`): an empty range is the caret's
    /// position. Setting it clamps to the text and moves an offset inside a character to the
    /// character's start.
    public var selectedRange: TextRange {
        get {
            let start = TextOffsets.utf16(storage, utf8: selection.lowerBound)
            let end = selection.isEmpty ? start : TextOffsets.utf16(storage, utf8: selection.upperBound)
            return TextRange(location: start, length: end - start)
        }
        set {
            let location = Swift.max(0, newValue.location)
            let start = TextOffsets.utf8(storage, utf16: location)
            let end = TextOffsets.utf8(storage, utf16: location + Swift.max(0, newValue.length))
            setSelection(start..<Swift.max(start, end))
        }
    }

    /// Bytes of room kept beyond the text in its storage.
    static let typingReserve = 256
    private var storage: String
    /// The selection in UTF-8 byte offsets of ``storage`` (what the layout works in).
    private(set) var selection = 0..<0
    private var input = TextInputState()
    private var isEditingText = false
    /// The text laid out at ``textWidth``, kept until text, font or width change.
    let textLayout = TextLayout(lineCapacity: TextView.initialLineCapacity, growsLineStorage: true)
    private static let initialLineCapacity = 64
    private var layoutIsValid = false
    private var laidOutWidth = -1.0
    /// The lines the last ``draw(_:in:)`` drew (tests check a scroll draws the visible ones only).
    private(set) var drawnLines = 0..<0
    private let singleTap = TapGestureRecognizer()
    private let doubleTap = TapGestureRecognizer()
    private let longPress = LongPressGestureRecognizer()

    /// Creates an empty, editable text view with the current theme. Designated, as
    /// `UITextView.init(frame:)` is, so a subclass can override it.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        storage = ""
        storage.reserveCapacity(TextView.typingReserve)
        font = theme.bodyFont
        textColor = theme.text
        caretColor = theme.primary
        super.init(frame: frame)
        backgroundColor = theme.background
        isAccessibilityElement = true
        doubleTap.numberOfTapsRequired = 2
        // A single tap waits for a second one, so a double tap is not also a caret placement.
        singleTap.require(toFail: doubleTap)
        singleTap.name = "TextView.tap"; doubleTap.name = "TextView.doubleTap"; longPress.name = "TextView.longPress"
        singleTap.addTarget(self, name: "TextView.placeCaret") { view, r in view.placeCaret(at: r.location(in: view)) }
        doubleTap.addTarget(self, name: "TextView.selectWord") { view, r in view.selectWord(at: r.location(in: view)) }
        longPress.addTarget(self, name: "TextView.selectWord") { view, r in
            if r.state == .began { view.selectWord(at: r.location(in: view)) }
        }
        addGestureRecognizer(doubleTap)
        addGestureRecognizer(singleTap)
        addGestureRecognizer(longPress)
    }

    /// Creates a text view drawn with `theme`.
    public convenience init(frame: Rect, theme: Theme) {
        self.init(frame: frame)
        self.theme = theme
        font = theme.bodyFont; textColor = theme.text; caretColor = theme.primary
        backgroundColor = theme.background
    }

    /// Without one set, the text, as UIKit's text view.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (storage.isEmpty ? nil : storage) }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Layout

    /// The width lines wrap at: the bounds less the insets and the line fragment padding.
    private var textWidth: Double {
        Swift.max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * TextView.lineFragmentPadding)
    }

    /// The box the laid-out lines are drawn in, in content coordinates: line 0 at its top.
    private var textBox: Rect {
        Rect(x: textContainerInset.left + TextView.lineFragmentPadding, y: textContainerInset.top,
             width: textWidth, height: Double(Swift.max(1, textLayout.lineCount)) * font.lineHeight)
    }

    /// Lays the text out if text, font or width changed since the last time, and sizes the content
    /// to it. Cheap when nothing changed: no hashing or comparing of the text.
    private func ensureTextLayout() {
        // A view with no width yet (made with .zero, placed later) would wrap every character.
        guard bounds.width > 0 else { return }
        let width = textWidth
        guard !layoutIsValid || width != laidOutWidth else { return }
        textLayout.layout(storage, font: font, in: Size(width: width, height: .infinity), numberOfLines: 0,
                          lineBreakMode: .byWordWrapping)
        layoutIsValid = true
        laidOutWidth = width
        let lines = Double(Swift.max(1, textLayout.lineCount))
        contentSize = Size(width: bounds.width,
                           height: (textContainerInset.top + lines * font.lineHeight + textContainerInset.bottom).rounded(.up))
    }

    /// Lays the text out for the new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        ensureTextLayout()
    }

    /// The text's height and the view's width: what the view needs to show all of it (UIKit's
    /// `sizeThatFits` for a text view with scrolling off).
    open override func sizeThatFits(_ size: Size) -> Size {
        ensureTextLayout()
        return Size(width: size.width > 0 ? size.width : bounds.width, height: contentSize.height)
    }

    private func textDidChange() {
        layoutIsValid = false
        ensureTextLayout()
        setNeedsDisplay()
    }

    /// The caret's rectangle, in content coordinates (UIKit's `caretRect(for:)` at the selection's
    /// end): where the caret is drawn while editing.
    public var caretRect: Rect { caretRect(forUTF8Offset: selection.upperBound) }

    /// The caret's rectangle before the character at UTF-8 byte offset `offset`.
    func caretRect(forUTF8Offset offset: Int) -> Rect {
        ensureTextLayout()
        let box = textBox, lineHeight = font.lineHeight, alignment = resolvedTextAlignment(textAlignment)
        var x: Double, top = box.minY
        if textLayout.lineCount == 0 {
            switch alignment {
            case .center: x = box.midX.rounded(.down)
            case .right: x = box.maxX - TextInputState.caretWidth
            case .left, .natural: x = box.minX
            }
        } else {
            let line = textLayout.line(containingUTF8Offset: offset)
            let origin = textLayout.origin(ofLine: line, in: box, alignment: alignment, verticalAlignment: .top)
            x = origin.x + textLayout.caretX(forUTF8Offset: offset, inLine: line)
            top = origin.y
        }
        x = Swift.min(x, box.maxX + TextView.lineFragmentPadding - TextInputState.caretWidth)
        return Rect(x: x, y: top, width: TextInputState.caretWidth, height: lineHeight)
    }

    /// The caret offset (UTF-8 bytes) nearest to `point`, in content coordinates.
    func utf8Offset(at point: Point) -> Int {
        ensureTextLayout()
        let count = textLayout.lineCount
        guard count > 0 else { return 0 }
        let box = textBox
        let line = Swift.min(Swift.max(Int(((point.y - box.minY) / font.lineHeight).rounded(.down)), 0), count - 1)
        let origin = textLayout.origin(ofLine: line, in: box, alignment: resolvedTextAlignment(textAlignment), verticalAlignment: .top)
        return textLayout.utf8Offset(nearestX: point.x - origin.x, inLine: line)
    }

    // MARK: Scrolling

    /// Scrolls the least distance that shows `range` (UTF-16 units; its end when it does not fit),
    /// with the text container's inset around it, as UIKit's `scrollRangeToVisible(_:)` does.
    public func scrollRangeToVisible(_ range: TextRange) {
        let start = TextOffsets.utf8(storage, utf16: Swift.max(0, range.location))
        let end = TextOffsets.utf8(storage, utf16: Swift.max(0, range.upperBound))
        scrollToVisible(start..<Swift.max(start, end))
    }

    private func scrollToVisible(_ range: Range<Int>) {
        let first = caretRect(forUTF8Offset: range.lowerBound), last = caretRect(forUTF8Offset: range.upperBound)
        let top = first.minY - textContainerInset.top, bottom = last.maxY + textContainerInset.bottom
        var y = contentOffset.y
        if bottom > y + bounds.height { y = bottom - bounds.height }
        if top < y && bottom - top <= bounds.height { y = top }
        let lo = minimumContentOffset.y, hi = maximumContentOffset.y
        y = Swift.min(Swift.max(y, lo), hi)
        if y != contentOffset.y { setContentOffset(Point(x: contentOffset.x, y: y)) }
    }

    // MARK: First responder

    /// An editable text view can be typed into.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// The view the window shows while this text view is first responder: by default the keyboard of
    /// its application (nil while in no window). Set another, or nil for a hardware keyboard only.
    open override var inputView: View? {
        get { input.inputView(in: window) }
        set { input.setInputView(newValue) }
    }

    /// Asks the delegate, becomes first responder (the window shows the input view), tells the
    /// delegate editing began, and scrolls the caret into view.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let d = textViewDelegate, !d.textViewShouldBeginEditing(self) { return false }
        input.prepareKeyboard(keyboardType, in: window)
        guard super.becomeFirstResponder() else { return false }
        isEditingText = true
        setNeedsDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        scrollToVisible(selection)
        return true
    }

    /// Asks the delegate, resigns (the window hides the input view), then tells the delegate editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let d = textViewDelegate, !d.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    private func endEditing() {
        guard isEditingText else { return }
        isEditingText = false
        input.endEditing()
        setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
    }

    /// Leaving the window takes first-responder status away without asking; editing ends all the same.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if isEditingText && !isFirstResponder { endEditing() }
    }

    // MARK: Touches

    /// A tap: an editable view becomes first responder with the caret nearest the finger; a
    /// read-only one drops its selection.
    private func placeCaret(at point: Point) {
        if isEditable {
            guard isFirstResponder || becomeFirstResponder() else { return }
            let offset = utf8Offset(at: point)
            setSelection(offset..<offset)
        } else if !selection.isEmpty {
            setSelection(selection.lowerBound..<selection.lowerBound)
        }
    }

    /// A double tap or long press: selects the word under the finger.
    private func selectWord(at point: Point) {
        guard isEditable || isSelectable else { return }
        if isEditable { guard isFirstResponder || becomeFirstResponder() else { return } }
        setSelection(wordRange(around: utf8Offset(at: point)))
    }

    // MARK: Selection

    /// Sets the selection (UTF-8 offsets, assumed on character boundaries); tells the delegate and
    /// scrolls it into view while editing when it changed.
    func setSelection(_ range: Range<Int>) {
        let n = storage.utf8.count
        let r = Swift.min(range.lowerBound, n)..<Swift.min(range.upperBound, n)
        guard r != selection else { return }
        selection = r
        setNeedsDisplay()
        if isEditingText { scrollToVisible(r) }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// The word around UTF-8 offset `offset`: the run of letters, digits and underscores touching it
    /// (the one before it when the offset ends a word), else the one character after it.
    func wordRange(around offset: Int) -> Range<Int> {
        let scalars = storage.unicodeScalars, utf8 = storage.utf8
        guard !scalars.isEmpty else { return 0..<0 }
        let at = utf8.index(utf8.startIndex, offsetBy: Swift.min(offset, utf8.count))
        var start = at, end = at
        if end == scalars.endIndex || !TextView.isWordScalar(scalars[end]) {
            guard start > scalars.startIndex, TextView.isWordScalar(scalars[scalars.index(before: start)]) else {
                // Not in a word: the character after the offset (or before it, at the end).
                if end == scalars.endIndex { start = storage.index(before: end) } else { end = storage.index(after: end) }
                return utf8.distance(from: utf8.startIndex, to: start)..<utf8.distance(from: utf8.startIndex, to: end)
            }
        }
        while start > scalars.startIndex {
            let before = scalars.index(before: start)
            guard TextView.isWordScalar(scalars[before]) else { break }
            start = before
        }
        while end < scalars.endIndex && TextView.isWordScalar(scalars[end]) { end = scalars.index(after: end) }
        return utf8.distance(from: utf8.startIndex, to: start)..<utf8.distance(from: utf8.startIndex, to: end)
    }

    private static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        s == "_" || s.properties.isAlphabetic || s.properties.numericType != nil
    }

    // MARK: TextInput

    /// Whether the view holds any text.
    public var hasText: Bool { !storage.isEmpty }

    /// Replaces the selection with `text` (the caret's position when nothing is selected) if the
    /// view is editable and the delegate agrees. A "\n" is a newline.
    public func insertText(_ text: String) {
        guard isEditable, !text.isEmpty else { return }
        replace(selection, with: text)
    }

    /// Deletes the selection, or the character before the caret, if the delegate agrees.
    public func deleteBackward() {
        guard isEditable else { return }
        var range = selection
        if range.isEmpty {
            guard range.lowerBound > 0 else { return }
            let utf8 = storage.utf8
            let caret = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            range = utf8.distance(from: utf8.startIndex, to: storage.index(before: caret))..<range.lowerBound
        }
        replace(range, with: "")
    }

    /// Return inserts a newline (a text view does not end editing on return, as UIKit's does not).
    public func returnKeyPressed() { insertText("\n") }

    /// Replaces UTF-8 range `range` with `replacement` when the delegate agrees; the caret then follows
    /// the replacement, is scrolled into view, and the delegate hears of the change.
    private func replace(_ range: Range<Int>, with replacement: String) {
        if let d = textViewDelegate {
            let start = TextOffsets.utf16(storage, utf8: range.lowerBound)
            let end = TextOffsets.utf16(storage, utf8: range.upperBound)
            guard d.textView(self, shouldChangeTextIn: TextRange(location: start, length: end - start), replacementText: replacement) else { return }
        }
        // The layout holds a reference to the text: dropped first, the storage is edited in place.
        textLayout.invalidate()
        // No view of the storage kept in a local across the edit: it would be a second reference, and
        // the replacement would copy the whole text into new storage instead of editing in place.
        let a = storage.utf8.index(storage.utf8.startIndex, offsetBy: range.lowerBound)
        let b = storage.utf8.index(storage.utf8.startIndex, offsetBy: range.upperBound)
        storage.replaceSubrange(a..<b, with: replacement)
        let caret = range.lowerBound + replacement.utf8.count
        textDidChange()
        if caret..<caret != selection {
            selection = caret..<caret
            textViewDelegate?.textViewDidChangeSelection(self)
        }
        scrollToVisible(selection)
        textViewDelegate?.textViewDidChange(self)
    }

    // MARK: Hardware keys

    /// Types from a hardware keyboard while editing (a US layout; return inserts a newline). Other
    /// keys go up the responder chain.
    open override func pressesBegan(_ presses: PressSet, with event: Event?) {
        guard isEditingText else { super.pressesBegan(presses, with: event); return }
        var forward = false
        for press in presses where !performHardwareKey(input.action(forKeyDown: press.keyCode)) { forward = true }
        if forward { super.pressesBegan(presses, with: event) }
    }

    /// Releases of the keys the view handles stay here; others go up the chain.
    open override func pressesEnded(_ presses: PressSet, with event: Event?) {
        if input.pressesEnded(presses, editing: isEditingText) { super.pressesEnded(presses, with: event) }
    }

    // MARK: Drawing

    /// Draws the background, the selection's highlight, the lines `rect` shows and, while editing
    /// with nothing selected, the caret.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        ensureTextLayout()
        let lineHeight = font.lineHeight
        guard lineHeight > 0 else { return }
        let box = textBox
        // A line either side: glyphs overhang their line boxes a little.
        let first = Swift.max(0, Int(((rect.minY - box.minY) / lineHeight).rounded(.down)) - 1)
        let last = Swift.min(textLayout.lineCount, Swift.max(first, Int(((rect.maxY - box.minY) / lineHeight).rounded(.up)) + 1))
        drawnLines = first..<last
        if !selection.isEmpty && (isEditable || isSelectable) { drawSelection(lines: first..<last, box: box, into: &canvas) }
        textLayout.drawLines(first..<last, in: box, color: textColor, alignment: resolvedTextAlignment(textAlignment), into: &canvas)
        if isEditingText && selection.isEmpty {
            let caret = caretRect
            canvas.drawCaret(x: caret.minX, lineTop: caret.minY, lineHeight: caret.height, color: caretColor)
        }
    }

    /// The selection's highlight on lines `lines`: from the selection's start to the end of its first
    /// line, whole lines between, and to the selection's end on its last line.
    private func drawSelection(lines: Range<Int>, box: Rect, into canvas: inout Canvas) {
        guard textLayout.lineCount > 0 else { return }
        let firstLine = textLayout.line(containingUTF8Offset: selection.lowerBound)
        let lastLine = textLayout.line(containingUTF8Offset: selection.upperBound)
        let shown = Swift.max(firstLine, lines.lowerBound)..<Swift.min(lastLine + 1, lines.upperBound)
        guard !shown.isEmpty else { return }
        let color = caretColor.withAlpha(0.3), alignment = resolvedTextAlignment(textAlignment)
        for line in shown {
            let origin = textLayout.origin(ofLine: line, in: box, alignment: alignment, verticalAlignment: .top)
            let range = textLayout.utf8Range(ofLine: line)
            let from = line == firstLine ? textLayout.caretX(forUTF8Offset: selection.lowerBound, inLine: line) : 0
            let to = line == lastLine ? textLayout.caretX(forUTF8Offset: selection.upperBound, inLine: line)
                : textLayout.caretX(forUTF8Offset: range.upperBound, inLine: line)
            guard to > from else { continue }
            canvas.fill(Rect(x: origin.x + from, y: origin.y, width: to - from, height: font.lineHeight), color: color)
        }
    }
}
