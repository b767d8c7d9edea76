import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// A screen reader with VoiceOver's gestures, for a panel without a desktop: it speaks the element
/// under a finger and what the app announces, and moves, activates and adjusts the focused element.
///
/// Made for an application, it attaches itself as its ``Faceplate/Application/assistiveTechnology`` and
/// sees every input record first. While it is off it takes none of them and only counts three-finger
/// taps: three in a row turn it on, so a blind user can start it on a panel that has it off. While it
/// runs it takes every touch (``ReaderGestures`` says which gesture they make), and the app sees a
/// finger only where the reader's double tap activates an element: a real tap at its activation point.
/// Keys still reach the app.
///
/// ```swift
/// let reader = ScreenReader(application: app, speech: EspeakSpeech(...))
/// reader.start()        // "Screen reader on"
/// ```
@MainActor public final class ScreenReader: AssistiveTechnology {
    /// The longest utterance in characters: a longer text is cut at a word before it, so one label
    /// cannot keep the synthesizer busy for minutes.
    public static let maximumUtteranceLength = 2_000

    /// The application the reader serves.
    public unowned let application: Application
    /// Where the reader's words go.
    public let speech: any SpeechOutput
    /// Whether the reader runs (speaks and has the touch gestures).
    public private(set) var isRunning = false
    /// Whether a two-finger tap paused the speech; the next two-finger tap repeats the last utterance.
    public private(set) var isSpeechPaused = false
    /// The last thing the reader said.
    public private(set) var lastUtterance: String?
    /// The focused element: a ``Faceplate/View`` or an ``Faceplate/AccessibilityElement``; nil before
    /// the first.
    public var focusedElement: AnyObject? { focused?.object }

    private var focused: ReaderElement?
    private let ring: FocusRingView
    private lazy var gestures = ReaderGestures(reader: self)

    /// Creates a reader for `application`, off, speaking through `speech`, and attaches it (replacing
    /// any reader attached before).
    public init(application: Application, speech: any SpeechOutput, focusRingColor: Color = .systemBlue) {
        self.application = application
        self.speech = speech
        ring = FocusRingView(color: focusRingColor)
        application.assistiveTechnology = self
    }

    // MARK: On and off

    /// Turns the reader on and says so. Does nothing when it runs.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        gestures.reset()
        application.assistiveTechnologyDidStartOrStop()
        say(phrases.readerOn)
    }

    /// Turns the reader off and says so, taking the focus ring away. Does nothing when it is off.
    public func stop() {
        guard isRunning else { return }
        say(phrases.readerOff)
        isRunning = false
        gestures.reset()
        application.assistiveTechnologyDidStartOrStop()
        focused = nil
        ring.removeFromSuperview()
    }

    // MARK: AssistiveTechnology

    /// While running: takes every touch record for the reader's gestures. While off: takes nothing
    /// (the application watches for the gesture that starts it).
    public func consume(_ record: InputRecord) -> Bool {
        guard isRunning else { return false }
        if case .key = record { return false }
        gestures.handle(record)
        return true
    }

    /// An app's notification: an announcement is spoken; a screen change reads the given element (or
    /// text), else the first element; a layout change moves to the given element, else keeps the focus.
    public func post(_ notification: AccessibilityNotification, argument: Any?) {
        switch notification {
        case .announcement, .pageScrolled:
            if let text = argument as? String { say(text) }
        case .screenChanged, .layoutChanged:
            if let text = argument as? String { say(text); return }
            if let target = element(for: argument) {
                focus(target)
            } else if notification == .screenChanged {
                focused = nil
                if let first = ReadingOrder.elements(in: window ?? fallbackWindow).first { focus(first) } else { ring.removeFromSuperview() }
            } else if let current = focused, !contains(current) {
                focused = nil
                ring.removeFromSuperview()
            }
        default:
            break
        }
    }

    // MARK: What the gestures do

    /// Speaks and focuses the element under `point` (window coordinates); with `always`, even when it
    /// is focused already. Activates nothing.
    public func explore(at point: Point, always: Bool = true) {
        guard let window else { return }
        var best: ReaderElement?
        var bestArea = Double.infinity
        for element in ReadingOrder.elements(in: window) {
            let f = element.frame
            guard f.contains(point) else { continue }
            let area = f.width * f.height
            if area < bestArea { best = element; bestArea = area }
        }
        guard let best else { return }
        if !always, let current = focused, current.object === best.object { return }
        focus(best)
    }

    /// Moves the focus `steps` elements along the reading order (negative: back) and speaks it; at
    /// either end it stays. Returns whether it moved.
    @discardableResult
    public func moveFocus(by steps: Int) -> Bool {
        guard let window else { return false }
        let elements = ReadingOrder.elements(in: window)
        guard !elements.isEmpty else { return false }
        let next: Int
        if let current = focused, let i = elements.firstIndex(where: { $0.object === current.object }) {
            next = i + steps
        } else {
            next = steps >= 0 ? 0 : elements.count - 1
        }
        guard next >= 0, next < elements.count else { return false }
        focus(elements[next])
        return true
    }

    /// Activates the focused element: its ``Faceplate/View/accessibilityActivate()``, else a real tap at
    /// its activation point; then speaks its value when it has one (a switch's new state).
    public func activateFocused() {
        guard let current = focused, contains(current) else { return }
        if !current.activate() {
            let point = current.activationPoint
            let time = application.clock.now
            application.deliver(.touchDown(slot: 0, location: point, time: time))
            application.deliver(.frame(time: time))
            application.deliver(.touchUp(slot: 0, time: time))
            application.deliver(.frame(time: time))
        }
        if contains(current) {
            showRing(around: current)
            if let value = phrases.spokenValue(current.value, traits: current.traits) { say(value) }
        }
    }

    /// Raises (`up`) or lowers the focused element's value when it is adjustable, and speaks the new
    /// value.
    public func adjustFocused(up: Bool) {
        guard let current = focused, current.traits.contains(.adjustable), contains(current) else { return }
        if up { current.increment() } else { current.decrement() }
        if let value = phrases.spokenValue(current.value, traits: current.traits) { say(value) }
    }

    /// Stops speech; while paused, repeats the last utterance instead (EN 301 549 asks for speech that
    /// can be interrupted and repeated).
    public func toggleSpeechPause() {
        if isSpeechPaused {
            isSpeechPaused = false
            if let last = lastUtterance { speech.speak(last, language: application.languageCode) }
        } else {
            isSpeechPaused = true
            speech.stopSpeaking()
        }
    }

    /// Scrolls the scroll view around the focused element (else the first in the window) one page:
    /// `forward` down, or right with `horizontal`; speaks "page 2 of 3".
    public func scrollPage(forward: Bool, horizontal: Bool) {
        guard let window, let scroll = scrollView(around: focused?.view) ?? firstScrollView(in: window) else { return }
        let page = horizontal ? scroll.bounds.width : scroll.bounds.height
        guard page > 0, page.isFinite else { return }
        var offset = scroll.contentOffset
        let lo = scroll.minimumContentOffset, hi = scroll.maximumContentOffset
        if horizontal {
            offset.x = Swift.min(Swift.max(offset.x + (forward ? page : -page), lo.x), hi.x)
        } else {
            offset.y = Swift.min(Swift.max(offset.y + (forward ? page : -page), lo.y), hi.y)
        }
        scroll.setContentOffset(offset)
        let content = horizontal ? scroll.contentSize.width : scroll.contentSize.height
        let position = horizontal ? offset.x - lo.x : offset.y - lo.y
        let pages = Swift.max(1, Int((Swift.max(content, page) / page).rounded(.up)))
        let current = Swift.min(pages, Int((position / page).rounded()) + 1)
        say(phrases.pageOf(current, pages))
    }

    /// What the reader says for `view` as it focuses it ("Eco mode, switch button, off").
    public func spokenDescription(of view: View) -> String { spokenDescription(of: .view(view)) }
    /// What the reader says for `element` as it focuses it.
    public func spokenDescription(of element: AccessibilityElement) -> String { spokenDescription(of: .element(element)) }

    /// The text of every element of the key window in reading order, each as the reader says it: what
    /// swiping right through the screen speaks.
    public func readingOrderDescriptions() -> [String] {
        guard let window else { return [] }
        return ReadingOrder.elements(in: window).map(spokenDescription(of:))
    }

    // MARK: Internals

    private var window: Window? { application.keyWindow ?? application.windows.first }
    private var fallbackWindow: Window { application.windows[0] }
    private var phrases: ReaderPhrases { ReaderPhrases.forLanguage(application.languageCode) }

    private func spokenDescription(of element: ReaderElement) -> String {
        phrases.description(label: element.label, value: element.value, hint: element.hint, traits: element.traits,
                            tabPosition: element.tabPosition)
    }

    private func focus(_ element: ReaderElement) {
        focused = element
        showRing(around: element)
        say(spokenDescription(of: element))
    }

    private func showRing(around element: ReaderElement) {
        guard let window else { return }
        if ring.superview !== window { window.addSubview(ring) } else { window.bringSubviewToFront(ring) }
        ring.surround(element.frame)
    }

    /// Whether `element` is still on screen for the reader.
    private func contains(_ element: ReaderElement) -> Bool {
        guard let window else { return false }
        return ReadingOrder.elements(in: window).contains { $0.object === element.object }
    }

    private func element(for argument: Any?) -> ReaderElement? {
        guard let window else { return nil }
        let elements = ReadingOrder.elements(in: window)
        if let view = argument as? View {
            if let e = elements.first(where: { $0.object === view }) { return e }
            // A container: its first element.
            return elements.first { e in e.view.map { $0.isDescendant(of: view) } ?? false }
        }
        if let e = argument as? AccessibilityElement { return elements.first { $0.object === e } }
        return nil
    }

    private func scrollView(around view: View?) -> ScrollView? {
        var v = view
        while let current = v {
            if let s = current as? ScrollView { return s }
            v = current.superview
        }
        return nil
    }

    private func firstScrollView(in view: View) -> ScrollView? {
        if let s = view as? ScrollView, !s.isHidden { return s }
        for sub in view.subviews where !sub.isHidden {
            if let s = firstScrollView(in: sub) { return s }
        }
        return nil
    }

    /// Speaks `text`, cut to ``maximumUtteranceLength`` at a space; nothing for empty text.
    func say(_ text: String) {
        guard !text.isEmpty else { return }
        var spoken = text
        if spoken.count > ScreenReader.maximumUtteranceLength {
            var cut = spoken.prefix(ScreenReader.maximumUtteranceLength)
            if let space = cut.lastIndex(of: " ") { cut = cut[..<space] }
            spoken = String(cut) + "…"
        }
        isSpeechPaused = false
        lastUtterance = spoken
        speech.speak(spoken, language: application.languageCode)
    }
}
