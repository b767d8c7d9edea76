import Faceplate

/// Where the screen reader's words go: a synthesizer on a panel, a log under test.
@MainActor public protocol SpeechOutput: AnyObject {
    /// Speaks `text` in `language` (a POSIX or BCP 47 code: "en", "de_DE"), cutting off whatever is
    /// being spoken, as a screen reader's every new utterance does.
    func speak(_ text: String, language: String)
    /// Stops speaking now.
    func stopSpeaking()
}

/// Speech that is only written down: what a screen reader would have said, in order. The reader's tests
/// compare it with golden strings, and a panel without audio can log it.
@MainActor public final class SpokenLog: SpeechOutput {
    /// Every utterance so far, oldest first.
    public private(set) var utterances: [String] = []
    /// The language of the last utterance.
    public private(set) var lastLanguage: String?
    /// How many times speech was stopped.
    public private(set) var stops = 0
    /// Called with each utterance as it is spoken (a panel without audio prints them).
    public var onSpeak: (@MainActor (String) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Appends `text`.
    public func speak(_ text: String, language: String) {
        utterances.append(text)
        lastLanguage = language
        onSpeak?(text)
    }
    /// Counts the stop.
    public func stopSpeaking() { stops += 1 }
    /// Forgets what was said.
    public func clear() { utterances.removeAll(); stops = 0 }
    /// The last utterance, if any.
    public var last: String? { utterances.last }
}
