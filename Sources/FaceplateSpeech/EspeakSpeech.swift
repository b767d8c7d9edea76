import Faceplate
import FaceplateAccessibility

/// The screen reader's voice on a panel: espeak-ng synthesizes on a thread of its own and ALSA plays
/// on the device the board profile names. Each utterance cuts the last one off, and so does
/// ``stopSpeaking()`` (the reader's two-finger tap).
///
/// Nothing here stops the panel: a missing device, voice data or voice is one log line (each distinct
/// failure once), and the reader goes on, silent. ``speak(_:language:)`` only copies the text into
/// storage made up front (cut to ``maximumUtteranceBytes``) and wakes the speech thread: it neither
/// allocates nor waits on synthesis or the device.
@MainActor public final class EspeakSpeech: SpeechOutput {
    /// The most UTF-8 bytes of one utterance that are spoken; a longer label is cut at a word.
    public static let maximumUtteranceBytes = 1_000
    private let worker: SpeechWorker
    /// The ALSA device speech plays on, or nil when it plays into another ``SpeechSink``.
    public let device: String?

    /// Speech on ALSA `device` ("default" unless the board names one), with espeak-ng's data from
    /// `dataPath` (nil: the library's own), logging failures through `log`. espeak-ng starts on the
    /// speech thread at the first utterance.
    public convenience init(device: String = "default", dataPath: String? = nil,
                            log: @escaping @Sendable (String) -> Void = { line in print(line) }) {
        self.init(sink: AlsaPlayback(device: device), dataPath: dataPath, log: log)
    }

    /// Speech into `sink` (a recorder under test), through `engine` when the process already has one
    /// (espeak-ng is one per process), else through one started at the first utterance.
    public init(sink: any SpeechSink, engine: EspeakEngine? = nil, dataPath: String? = nil,
                log: @escaping @Sendable (String) -> Void = { line in print(line) }) {
        device = (sink as? AlsaPlayback)?.device
        worker = SpeechWorker(sink: sink, engine: engine, dataPath: dataPath,
                              capacity: EspeakSpeech.maximumUtteranceBytes, log: log)
        _ = worker.start()
    }

    deinit { worker.shutDown() }

    /// Speaks `text` in `language` on the speech thread, cutting off what plays.
    public func speak(_ text: String, language: String) { worker.submit(text, language: language) }
    /// Stops speaking.
    public func stopSpeaking() { worker.interrupt() }
}
