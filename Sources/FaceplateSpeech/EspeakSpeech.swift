import Faceplate
import FaceplateAccessibility

/// The screen reader's voice on a panel: espeak-ng synthesizes on a thread of its own and ALSA plays
/// on the device the board profile names. Each utterance interrupts the last.
///
/// Nothing here stops the panel: a missing device, voice data or voice is one log line (each distinct
/// failure once), and the reader goes on, silent.
@MainActor public final class EspeakSpeech: SpeechOutput {
    private let worker: SpeechWorker
    /// The ALSA device speech plays on.
    public let device: String

    /// Speech on ALSA `device` ("default" unless the board names one), with espeak-ng's data from
    /// `dataPath` (nil: the library's own), logging failures through `log`.
    public init(device: String = "default", dataPath: String? = nil,
                log: @escaping @Sendable (String) -> Void = { line in print(line) }) {
        self.device = device
        worker = SpeechWorker(device: device, dataPath: dataPath, log: log)
        _ = worker.start()
    }

    deinit { worker.shutDown() }

    /// Speaks `text` in `language` on the speech thread, interrupting what plays.
    public func speak(_ text: String, language: String) { worker.submit(text, language: language) }
    /// Stops speaking.
    public func stopSpeaking() { worker.interrupt() }
}
