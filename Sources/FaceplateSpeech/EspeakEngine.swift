import CEspeak
import Glibc

/// espeak-ng, started in its synchronous mode: ``synthesize(_:language:into:)`` returns when the text
/// is spoken into samples (16-bit mono at ``sampleRate``), or as soon as the sink asks it to stop.
///
/// espeak-ng keeps one synthesizer per process, with no handle: make ONE engine per process and share
/// it. It is never shut down: espeak-ng cannot be terminated and started again in one process (its
/// second `espeak_Terminate` waits forever on the event thread its first one ended, and every start
/// adds a thread), so the synthesizer lives until the process ends, as its voice data does.
/// Synthesis is serialized by a lock, so espeak-ng is never entered from two threads at once.
public final class EspeakEngine: @unchecked Sendable {
    /// Samples per second of what ``synthesize(_:language:into:)`` produces.
    public let sampleRate: Int
    // Held for the whole of a synthesis: espeak-ng's state is the process's, not this object's.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var voice: String?

    /// Starts espeak-ng with its data from `dataPath` (nil: where the library was built to look).
    /// - Throws: ``SpeechError/synthesizerUnavailable(_:)``.
    public init(dataPath: String? = nil) throws(SpeechError) {
        // DONT_EXIT: espeak-ng would otherwise end the process when its data is missing.
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, dataPath, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else { throw .synthesizerUnavailable("no voice data" + (dataPath.map { " in \($0)" } ?? "")) }
        sampleRate = Int(rate)
        espeak_SetSynthCallback(espeakChunk)
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// espeak-ng's voice for `language` ("de_DE", "de-AT" and "de" all speak German).
    static func voiceName(for language: String) -> String {
        String(language.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }).lowercased()
    }

    /// Speaks `text` in `language`, handing each chunk of samples to `sink` as it is made; `sink`
    /// returns false to stop at once (the reader moved on), and synthesis ends at that chunk.
    /// - Throws: ``SpeechError/voiceNotFound(_:)`` when espeak-ng has no voice for the language.
    public func synthesize(_ text: String, language: String, into sink: (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) {
        var bytes = Array(text.utf8)
        bytes.append(0)
        let failure: SpeechError? = bytes.withUnsafeBufferPointer { utf8 in
            do throws(SpeechError) {
                try synthesize(utf8: utf8, language: language, into: sink)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Speaks the NUL-terminated UTF-8 in `utf8` (the speech thread's own buffer).
    func synthesize(utf8: UnsafeBufferPointer<UInt8>, language: String,
                    into sink: (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let name = EspeakEngine.voiceName(for: language)
        if voice != name {
            guard !name.isEmpty, espeak_SetVoiceByName(name) == EE_OK else { throw .voiceNotFound(language) }
            voice = name
        }
        guard let base = utf8.baseAddress, !utf8.isEmpty else { return }
        withoutActuallyEscaping(sink) { sink in
            var context = SynthContext(sink: sink)
            withUnsafeMutablePointer(to: &context) { pointer in
                _ = espeak_Synth(base, utf8.count, 0, POS_CHARACTER, 0,
                                 UInt32(espeakCHARS_UTF8), nil, UnsafeMutableRawPointer(pointer))
            }
        }
    }
}

/// What the chunk callback reaches through espeak-ng's user data: the caller's sink.
private struct SynthContext {
    let sink: (UnsafeBufferPointer<Int16>) -> Bool
}

/// espeak-ng's synthesis callback: 0 to go on, 1 to stop (espeak-ng then ends the utterance at this
/// chunk and `espeak_Synth` returns).
private func espeakChunk(_ samples: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let user = events.pointee.user_data else { return 0 }
    let context = user.assumingMemoryBound(to: SynthContext.self)
    guard let samples, count > 0 else { return 0 }
    return context.pointee.sink(UnsafeBufferPointer(start: samples, count: Int(count))) ? 0 : 1
}
