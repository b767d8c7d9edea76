import FaceplateText

/// An on-screen keyboard for panels without one (UIKit's system keyboard, as an ordinary view).
///
/// Three layers as on a phone: letters (QWERTY, QWERTZ or AZERTY — ``keyboardLayout`` — with shift,
/// backspace, space and return), numbers and symbols; "123", "#+=" and "ABC" switch between them.
/// With more than one of ``availableLayouts`` a key showing the layout's name ("DE") switches to the
/// next. A field whose ``TextField/keyboardType`` is ``KeyboardType/numberPad`` gets a digit pad. Keys go to the window's first responder
/// when it adopts ``TextInput`` — a ``TextField`` uses its application's keyboard (``Faceplate/Application/keyboard``) as its
/// ``Responder/inputView``, so the window docks it at the bottom while the field is editing.
///
/// Sized for an 800×480 panel: ``preferredHeight`` gives 46-point keys in four rows; the layout
/// follows whatever frame it gets. Characters type when the finger lifts (sliding to a neighbour
/// types that one instead); backspace deletes on touch-down and repeats while held; tapping shift
/// twice quickly locks capitals. A new finger landing while another key is held types the held key
/// first, so fast two-thumb typing loses nothing.
@MainActor open class KeyboardView: View, TimerTarget {
    /// A page of keys.
    public enum Layer: Int, Sendable, CaseIterable {
        /// QWERTY letters.
        case letters
        /// Digits and common punctuation.
        case numbers
        /// Brackets, maths and currency symbols.
        case symbols
        /// Digits on a phone-style pad (``KeyboardType/numberPad``).
        case numberPad
        /// Digits and a decimal point (``KeyboardType/decimalPad``).
        case decimalPad
        /// Digits with `+` (``KeyboardType/phonePad``).
        case phonePad
        /// Letters with `@` and `.` beside the space bar (``KeyboardType/emailAddress``).
        case emailLetters
    }

    /// What a key does.
    public enum Key: Hashable, Sendable {
        /// Types its text (the lower-case form; shift types the upper-case one).
        case character(String)
        /// Shifts the next letter; twice quickly locks capitals.
        case shift
        /// Deletes the character before the caret; repeats while held.
        case backspace
        /// Types a space.
        case space
        /// The return key: a text field ends editing.
        case returnKey
        /// Switches to another layer.
        case layer(Layer)
        /// Switches to the next of ``availableLayouts``.
        case nextLayout
    }

    private enum Width { case units(Double), side, flex }
    private struct Cap {
        let key: Key
        let lower: String
        let upper: String
        let width: Width
        let row: Int
        var frame: Rect = .zero
        var isSpecial: Bool { if case .character = key { return false } else { return true } }
    }

    // MARK: Appearance

    /// The theme the keyboard's colours come from; setting it recolours the keyboard.
    public var theme: Theme { didSet { applyTheme(); setNeedsDisplay() } }
    /// Behind the keys.
    public var boardColor = Color.black { didSet { setNeedsDisplay() } }
    /// Character keys.
    public var keyColor = Color.white { didSet { setNeedsDisplay() } }
    /// Shift, backspace and the layer keys.
    public var specialKeyColor = Color.black { didSet { setNeedsDisplay() } }
    /// Key labels.
    public var keyTextColor = Color.black { didSet { setNeedsDisplay() } }
    /// The one-pixel shade under each key that makes it read as a key.
    public var keyShadowColor = Color.black { didSet { setNeedsDisplay() } }
    /// The return key's fill (the theme's accent: it is the key that finishes).
    public var returnKeyColor = Color.black { didSet { setNeedsDisplay() } }
    /// The return key's label colour.
    public var returnKeyTextColor = Color.white { didSet { setNeedsDisplay() } }
    /// The return key's label.
    public var returnKeyTitle = "return" { didSet { setNeedsDisplay() } }
    /// Letters and symbols on keys.
    public var keyFont: Font { didSet { setNeedsDisplay() } }
    /// Words on keys ("space", "return", "123").
    public var specialKeyFont: Font { didSet { setNeedsDisplay() } }

    /// The height for four rows of 46-point keys with 8-point row gaps and 6-point margins.
    public static let preferredHeight: Double = 220

    // MARK: State

    /// The layer of keys shown (not ``View/layer``, the view's drawing properties).
    public private(set) var keyLayer: Layer = .letters
    /// Whether the next letter types in upper case.
    public private(set) var isShifted = false
    /// Whether capitals are locked (shift tapped twice).
    public private(set) var isCapsLocked = false

    private var layers: [ContiguousArray<Cap>] = []
    /// The letter arrangement; setting it rebuilds the keys.
    public var keyboardLayout: KeyboardLayout = .us { didSet { if keyboardLayout != oldValue { rebuildLayers() } } }
    /// The layouts the layout key cycles through (it is shown only when there are two or more).
    public var availableLayouts: [KeyboardLayout] = [.us] { didSet { if availableLayouts != oldValue { rebuildLayers() } } }
    /// The keys the text field being edited wants: letters or a number pad.
    public var keyboardType: KeyboardType = .default {
        didSet {
            guard keyboardType != oldValue else { return }
            keyLayer = KeyboardView.firstLayer(for: keyboardType)
            isShifted = false; isCapsLocked = false; pressedIndex = -1
            setNeedsDisplay()
        }
    }
    private var laidOutSize = Size.zero
    private var pressedIndex = -1
    private var trackedTouchID = 0
    private var repeating = false
    private let margin = 6.0, keyGap = 6.0, rowGap = 8.0
    /// Seconds backspace is held before it repeats, and between repeats.
    public var repeatDelay = 0.5, repeatInterval = 0.1

    /// Creates a keyboard drawn with `theme`, ``preferredHeight`` tall unless `frame` says otherwise.
    public init(frame: Rect = Rect(x: 0, y: 0, width: 800, height: KeyboardView.preferredHeight), theme: Theme = .current) {
        self.theme = theme
        keyFont = theme.font(size: 22)
        specialKeyFont = theme.font(size: 16)
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        rebuildLayers()
        applyTheme()
    }

    /// Uses the layout of `languageCode` ("de" → QWERTZ, "fr" → AZERTY, else US), with US as the
    /// second layout when it is another.
    public func follow(languageCode: String) {
        let layout = KeyboardLayout(languageCode: languageCode)
        availableLayouts = layout == .us ? [.us] : [layout, .us]
        keyboardLayout = layout
    }

    private func rebuildLayers() {
        let switchable = availableLayouts.count > 1
        layers = [KeyboardView.makeLetters(keyboardLayout, switchable: switchable), KeyboardView.makeNumbers(switchable: switchable),
                  KeyboardView.makeSymbols(switchable: switchable), KeyboardView.makeNumberPad(),
                  KeyboardView.makeDigitPad(bottomLeft: "."), KeyboardView.makeDigitPad(bottomLeft: "+"),
                  KeyboardView.makeEmailLetters(keyboardLayout, switchable: switchable)]
        laidOutSize = .zero
        pressedIndex = -1
        setNeedsDisplay()
    }

    /// Creates a keyboard with the current theme; the same as ``init(frame:theme:)``.
    public override convenience init(frame: Rect) { self.init(frame: frame, theme: .current) }

    private func applyTheme() {
        switch theme.style {
        case .light:
            boardColor = Color(hex: 0xD3D6DC); keyColor = .white; specialKeyColor = Color(hex: 0xAAB1BC)
            keyTextColor = Color(hex: 0x111111); keyShadowColor = Color(hex: 0x8A8D93)
        case .dark:
            boardColor = Color(hex: 0x232325); keyColor = Color(hex: 0x5E5E62); specialKeyColor = Color(hex: 0x3C3C40)
            keyTextColor = Color(hex: 0xF2F2F2); keyShadowColor = Color(hex: 0x0A0A0A)
        }
        returnKeyColor = theme.primary
        returnKeyTextColor = theme.onPrimary
    }

    /// Full width at ``preferredHeight``.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: KeyboardView.preferredHeight) }

    // MARK: Layers

    private static func characters(_ s: String, row: Int, width: Width = .units(1)) -> [Cap] {
        s.map { c in
            let lower = String(c)
            return Cap(key: .character(lower), lower: lower, upper: lower.uppercased(), width: width, row: row)
        }
    }
    private static func special(_ key: Key, _ label: String, row: Int, width: Width) -> Cap {
        Cap(key: key, lower: label, upper: label, width: width, row: row)
    }
    private static func bottomRow(switchTo layer: Layer, label: String, switchable: Bool) -> [Cap] {
        var row = [special(.layer(layer), label, row: 3, width: .units(1.5))]
        if switchable { row.append(special(.nextLayout, "", row: 3, width: .units(1))) }
        return row + [special(.space, "space", row: 3, width: .flex), special(.returnKey, "return", row: 3, width: .units(2))]
    }
    private static func makeLetters(_ layout: KeyboardLayout, switchable: Bool) -> ContiguousArray<Cap> {
        let rows = layout.letterRows
        var caps = characters(rows.0, row: 0) + characters(rows.1, row: 1)
        caps.append(special(.shift, "\u{21E7}", row: 2, width: .side))
        caps += characters(rows.2, row: 2)
        caps.append(special(.backspace, "\u{232B}", row: 2, width: .side))
        return ContiguousArray(caps + bottomRow(switchTo: .numbers, label: "123", switchable: switchable))
    }
    private static func makeNumberPad() -> ContiguousArray<Cap> {
        var caps = characters("123", row: 0) + characters("456", row: 1) + characters("789", row: 2)
        caps.append(special(.backspace, "\u{232B}", row: 3, width: .units(1)))
        caps += characters("0", row: 3)
        caps.append(special(.returnKey, "return", row: 3, width: .units(1)))
        return ContiguousArray(caps)
    }
    /// The layer a field of `type` opens on (UIKit picks the keyboard from the field's `keyboardType`
    /// when it becomes first responder).
    static func firstLayer(for type: KeyboardType) -> Layer {
        switch type {
        case .default: .letters
        case .numberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .emailAddress: .emailLetters
        }
    }
    /// iOS's decimal and phone pads: 1–9 in three rows, then `bottomLeft` ("." or "+"), 0 and backspace
    /// (they have no return key in UIKit either).
    private static func makeDigitPad(bottomLeft: String) -> ContiguousArray<Cap> {
        var caps = characters("123", row: 0) + characters("456", row: 1) + characters("789", row: 2)
        caps += characters(bottomLeft, row: 3)
        caps += characters("0", row: 3)
        caps.append(special(.backspace, "\u{232B}", row: 3, width: .units(1)))
        return ContiguousArray(caps)
    }
    /// The letters with iOS's e-mail bottom row: "123", space, "@", ".", return.
    private static func makeEmailLetters(_ layout: KeyboardLayout, switchable: Bool) -> ContiguousArray<Cap> {
        var caps = Array(makeLetters(layout, switchable: switchable).filter { $0.row < 3 })
        caps.append(special(.layer(.numbers), "123", row: 3, width: .units(1.5)))
        if switchable { caps.append(special(.nextLayout, "", row: 3, width: .units(1))) }
        caps.append(special(.space, "space", row: 3, width: .flex))
        caps += characters("@.", row: 3)
        caps.append(special(.returnKey, "return", row: 3, width: .units(2)))
        return ContiguousArray(caps)
    }
    private static func makeNumbers(switchable: Bool) -> ContiguousArray<Cap> {
        var caps = characters("1234567890", row: 0) + characters("-/:;()$&@\"", row: 1)
        caps.append(special(.layer(.symbols), "#+=", row: 2, width: .side))
        caps += characters(".,?!'", row: 2, width: .flex)
        caps.append(special(.backspace, "\u{232B}", row: 2, width: .side))
        return ContiguousArray(caps + bottomRow(switchTo: .letters, label: "ABC", switchable: switchable))
    }
    private static func makeSymbols(switchable: Bool) -> ContiguousArray<Cap> {
        var caps = characters("[]{}#%^*+=", row: 0) + characters("_\\|~<>€£¥•", row: 1)
        caps.append(special(.layer(.numbers), "123", row: 2, width: .side))
        caps += characters(".,?!'", row: 2, width: .flex)
        caps.append(special(.backspace, "\u{232B}", row: 2, width: .side))
        return ContiguousArray(caps + bottomRow(switchTo: .letters, label: "ABC", switchable: switchable))
    }

    // MARK: Layout

    /// Lays out every layer's keys for the current size (once per size, so hit-testing and drawing
    /// never allocate).
    private func ensureLayout() {
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        let inner = bounds.width - 2 * margin
        let keyHeight = Swift.max(1, (bounds.height - 2 * margin - 3 * rowGap) / 4)
        var l = 0
        while l < layers.count {
            // A unit key's width: the layer's longest row of unit keys fills the width (10 on US
            // QWERTY, 11 on QWERTZ's ü and ä rows, 3 on the number pad); shift and backspace share
            // what row 3's seven letters leave.
            var columns = 1
            for row in 0..<4 {
                var n = 0
                for cap in layers[l] where cap.row == row { if case .units(1) = cap.width { n += 1 } }
                columns = Swift.max(columns, n)
            }
            let unit = (inner - Double(columns - 1) * keyGap) / Double(columns)
            let side = (inner - 7 * unit - 8 * keyGap) / 2
            var row = 0
            while row < 4 {
                var fixed = 0.0, flexCount = 0, count = 0
                var i = 0
                while i < layers[l].count {
                    let cap = layers[l][i]
                    i += 1
                    guard cap.row == row else { continue }
                    count += 1
                    switch cap.width {
                    case .units(let u): fixed += u * unit
                    case .side: fixed += side
                    case .flex: flexCount += 1
                    }
                }
                let gaps = Double(Swift.max(count - 1, 0)) * keyGap
                let flex = flexCount > 0 ? Swift.max(0, (inner - fixed - gaps) / Double(flexCount)) : 0
                var x = margin + (flexCount == 0 ? (inner - fixed - gaps) / 2 : 0)
                let y = (margin + Double(row) * (keyHeight + rowGap)).rounded()
                i = 0
                while i < layers[l].count {
                    if layers[l][i].row == row {
                        let w: Double
                        switch layers[l][i].width {
                        case .units(let u): w = u * unit
                        case .side: w = side
                        case .flex: w = flex
                        }
                        let left = x.rounded(), right = (x + w).rounded()
                        layers[l][i].frame = Rect(x: left, y: y, width: right - left, height: keyHeight.rounded())
                        x += w + keyGap
                    }
                    i += 1
                }
                row += 1
            }
            l += 1
        }
    }

    /// Where `key` is on the current layer, in the keyboard's coordinates; nil if the layer lacks it.
    public func rect(for key: Key) -> Rect? {
        ensureLayout()
        let caps = layers[keyLayer.rawValue]
        var i = 0
        while i < caps.count {
            if caps[i].key == key { return caps[i].frame }
            i += 1
        }
        return nil
    }

    /// The key of the current layer nearest `point` (keyboard coordinates): gaps and margins belong
    /// to the closest key, so a slightly missed tap still types.
    public func key(at point: Point) -> Key? {
        let i = capIndex(at: point)
        return i < 0 ? nil : layers[keyLayer.rawValue][i].key
    }

    private func capIndex(at p: Point) -> Int {
        ensureLayout()
        let caps = layers[keyLayer.rawValue]
        var best = -1, bestDistance = Double.infinity
        var i = 0
        while i < caps.count {
            let f = caps[i].frame
            let dx = Swift.max(f.minX - p.x, 0, p.x - f.maxX), dy = Swift.max(f.minY - p.y, 0, p.y - f.maxY)
            let d = dx * dx + dy * dy
            if d < bestDistance { bestDistance = d; best = i }
            i += 1
        }
        return best
    }

    // MARK: Typing

    /// The responder keys go to: the window's first responder, if it is a ``TextInput``.
    public var currentTextInput: TextInput? { window?.firstResponder as? TextInput }

    /// Performs `key` as if it were tapped: types into ``currentTextInput``, or changes shift or layer.
    public func press(_ key: Key) { activate(key, text: nil, tapCount: 1) }

    private func activate(_ key: Key, text: String?, tapCount: Int) {
        switch key {
        case .character(let lower):
            let shifted = isShifted || isCapsLocked
            let typed = text ?? (shifted ? lower.uppercased() : lower)
            currentTextInput?.insertText(typed)
            if isShifted && !isCapsLocked { isShifted = false; setNeedsDisplay() }
        case .space: currentTextInput?.insertText(" ")
        case .backspace: currentTextInput?.deleteBackward()
        case .returnKey: currentTextInput?.returnKeyPressed()
        case .shift:
            if isCapsLocked { isCapsLocked = false; isShifted = false }
            else if isShifted && tapCount >= 2 { isCapsLocked = true }
            else { isShifted.toggle() }
            setNeedsDisplay()
        case .layer(let l):
            keyLayer = l
            isShifted = false; isCapsLocked = false
            pressedIndex = -1
            setNeedsDisplay()
        case .nextLayout:
            let i = availableLayouts.firstIndex(of: keyboardLayout) ?? -1
            keyboardLayout = availableLayouts[(i + 1) % availableLayouts.count]
        }
    }

    /// Types the key at `index` of the current layer with its stored text (no string is built).
    private func activateCap(_ index: Int, tapCount: Int) {
        let cap = layers[keyLayer.rawValue][index]
        activate(cap.key, text: cap.isSpecial ? nil : (isShifted || isCapsLocked ? cap.upper : cap.lower), tapCount: tapCount)
    }

    // MARK: Touches

    /// Presses the key under each new finger (typing a key another finger still holds first); backspace and shift act at once.
    open override func touchesBegan(_ touches: TouchSet, with event: Event?) {
        for touch in touches {
            if pressedIndex >= 0 { releaseKey(commit: true) }   // a second finger: type the held key first
            let i = capIndex(at: touch.location(in: self))
            guard i >= 0 else { continue }
            trackedTouchID = touch.identifier
            setPressed(i)
            let key = layers[keyLayer.rawValue][i].key
            if key == .backspace {
                activate(.backspace, text: nil, tapCount: 1)
                scheduleRepeat(after: repeatDelay)
            } else if key == .shift {
                activate(.shift, text: nil, tapCount: touch.tapCount)
            }
        }
    }

    /// Follows the finger to a neighbouring key (except a held, repeating backspace).
    open override func touchesMoved(_ touches: TouchSet, with event: Event?) {
        guard pressedIndex >= 0 else { return }
        for touch in touches where touch.identifier == trackedTouchID {
            if layers[keyLayer.rawValue][pressedIndex].key == .backspace { continue }   // held backspace keeps repeating
            let i = capIndex(at: touch.location(in: self))
            if i >= 0 && i != pressedIndex { setPressed(i) }
        }
    }

    /// Types the key the finger lifts from.
    open override func touchesEnded(_ touches: TouchSet, with event: Event?) {
        for touch in touches where touch.identifier == trackedTouchID && pressedIndex >= 0 {
            releaseKey(commit: true)
        }
    }

    /// Lets go of the key without typing it.
    open override func touchesCancelled(_ touches: TouchSet, with event: Event?) {
        for touch in touches where touch.identifier == trackedTouchID && pressedIndex >= 0 {
            releaseKey(commit: false)
        }
    }

    private func setPressed(_ i: Int) {
        if pressedIndex >= 0 { setNeedsDisplay(layers[keyLayer.rawValue][pressedIndex].frame.insetBy(dx: -1, dy: -2)) }
        pressedIndex = i
        setNeedsDisplay(layers[keyLayer.rawValue][i].frame.insetBy(dx: -1, dy: -2))
    }

    /// Lets go of the held key; `commit` types it (backspace and shift acted on touch-down already).
    private func releaseKey(commit: Bool) {
        let i = pressedIndex
        pressedIndex = -1
        trackedTouchID = 0
        stopRepeat()
        guard i >= 0 else { return }
        setNeedsDisplay(layers[keyLayer.rawValue][i].frame.insetBy(dx: -1, dy: -2))
        let key = layers[keyLayer.rawValue][i].key
        if commit && key != .backspace && key != .shift { activateCap(i, tapCount: 1) }
    }

    private func scheduleRepeat(after delay: Double) {
        guard let app = window?.application else { return }
        repeating = true
        app.timers.schedule(at: app.clock.now + delay, target: self, token: 0)
    }

    private func stopRepeat() {
        guard repeating else { return }
        repeating = false
        window?.application.timers.cancel(target: self, token: 0)
    }

    /// Backspace auto-repeat.
    public func timerFired(token: Int) {
        guard repeating, pressedIndex >= 0, layers[keyLayer.rawValue][pressedIndex].key == .backspace else { repeating = false; return }
        currentTextInput?.deleteBackward()
        scheduleRepeat(after: repeatInterval)
    }

    /// A keyboard leaving its window drops a held key without typing it.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil && pressedIndex >= 0 { releaseKey(commit: false) }
    }

    // MARK: Drawing

    /// Draws the board and the keys of the current layer that meet `rect`.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        ensureLayout()
        canvas.fill(bounds, color: boardColor)
        let caps = layers[keyLayer.rawValue]
        let shifted = isShifted || isCapsLocked
        var i = 0
        while i < caps.count {
            let cap = caps[i]
            let pressed = i == pressedIndex
            i += 1
            let f = cap.frame
            guard f.insetBy(dx: -1, dy: -2).intersects(rect) else { continue }
            var fill = cap.isSpecial ? specialKeyColor : keyColor
            var ink = keyTextColor
            var font = cap.isSpecial ? specialKeyFont : keyFont
            var label = shifted ? cap.upper : cap.lower
            switch cap.key {
            case .returnKey:
                fill = pressed ? theme.primaryPressed : returnKeyColor
                ink = returnKeyTextColor
                label = returnKeyTitle
            case .shift:
                if shifted { fill = keyColor }
                if isCapsLocked { label = "\u{21EA}" }
                font = keyFont
            case .backspace:
                font = keyFont
            case .space:
                fill = pressed ? specialKeyColor : keyColor      // a typing key, coloured like the letters
            case .nextLayout:
                label = keyboardLayout.shortName
                if pressed { fill = keyColor }
            case .character, .layer:
                if pressed { fill = cap.isSpecial ? keyColor : specialKeyColor }
            }
            if pressed && cap.key == .backspace { fill = keyColor }
            canvas.fillRoundedRect(f.offsetBy(dx: 0, dy: 1), radius: 6, color: keyShadowColor)
            canvas.fillRoundedRect(f, radius: 6, color: fill)
            font.draw(label, in: f, color: ink, alignment: .center, into: &canvas)
        }
    }
}
