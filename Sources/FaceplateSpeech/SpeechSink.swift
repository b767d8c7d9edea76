/// Where synthesized speech goes: ALSA on a panel (``AlsaPlayback``), memory under test.
///
/// The speech thread is the only caller. Every call must return in bounded time, and ``play(_:while:)``
/// must ask `keepGoing` often enough that an interruption is heard at once: a new utterance or a stop
/// must not wait for the device to swallow a whole chunk.
public protocol SpeechSink: AnyObject {
    /// Gets ready to play 16-bit mono samples at `sampleRate` a second; called before every utterance,
    /// so a sink that failed (a USB speaker unplugged) opens again when it can.
    /// - Throws: ``SpeechError/audioDevice(device:reason:)``.
    func open(sampleRate: Int) throws(SpeechError)
    /// Plays `samples`, asking `keepGoing` between pieces and stopping as soon as it says false.
    func play(_ samples: UnsafeBufferPointer<Int16>, while keepGoing: () -> Bool) -> SpeechSinkResult
    /// Throws away what was handed over but not yet heard: the utterance was cut.
    func cut()
}

/// How ``SpeechSink/play(_:while:)`` ended.
public enum SpeechSinkResult: Sendable, Equatable {
    /// Every sample was handed to the device.
    case played
    /// `keepGoing` said false first.
    case stopped
    /// The device failed (logged by the speech thread, once); the sink opens again on the next utterance.
    case failed(String)
}
