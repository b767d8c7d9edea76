/// Why speech could not start: each says what to install or configure, in one line.
public enum SpeechError: Error, Equatable, CustomStringConvertible {
    /// espeak-ng could not start: its data (voices, dictionaries) is not where the library looks.
    case synthesizerUnavailable(String)
    /// espeak-ng has no voice for the language.
    case voiceNotFound(String)
    /// The ALSA device could not be opened or set up.
    case audioDevice(device: String, reason: String)

    /// The one-line message.
    public var description: String {
        switch self {
        case let .synthesizerUnavailable(why):
            return "speech: espeak-ng did not start (\(why)); install espeak-ng-data"
        case let .voiceNotFound(language):
            return "speech: espeak-ng has no voice for language '\(language)'; the screen reader stays silent in it"
        case let .audioDevice(device, reason):
            return "speech: cannot play on ALSA device '\(device)': \(reason); the panel runs without speech"
        }
    }
}
