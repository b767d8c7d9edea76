import CEspeak

/// espeak-ng, started in its synchronous mode: ``synthesize(_:language:into:)`` returns when the text
/// is spoken into samples (16-bit mono at ``sampleRate``), or when the sink asks it to stop.
///
/// espeak-ng keeps one synthesizer per process with no handle: this type owns it. Make one, and call it
/// from one thread at a time (``EspeakSpeech`` calls it from its own).
public final class EspeakEngine {
    /// Samples per second of what ``synthesize(_:language:into:)`` produces.
    public let sampleRate: Int
    private var voice: String?

    /// Starts espeak-ng with its data from `dataPath` (nil: where the library was built to look).
    /// - Throws: ``SpeechError/synthesizerUnavailable(_:)``.
    public init(dataPath: String? = nil) throws(SpeechError) {
        // DONT_EXIT: espeak-ng would otherwise end the process when its data is missing.
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, dataPath, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else { throw .synthesizerUnavailable("no voice data" + (dataPath.map { " in \($0)" } ?? "")) }
        sampleRate = Int(rate)
        espeak_SetSynthCallback(espeakChunk)
    }

    deinit { espeak_Terminate() }

    /// espeak-ng's voice for `language` ("de_DE", "de-AT" and "de" all speak German).
    static func voiceName(for language: String) -> String {
        String(language.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }).lowercased()
    }

    /// Speaks `text` in `language`, handing each chunk of samples to `sink` as it is made; `sink`
    /// returns false to stop at once (the reader moved on).
    /// - Throws: ``SpeechError/voiceNotFound(_:)`` when espeak-ng has no voice for the language.
    public func synthesize(_ text: String, language: String, into sink: (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) {
        let name = EspeakEngine.voiceName(for: language)
        if voice != name {
            guard !name.isEmpty, espeak_SetVoiceByName(name) == EE_OK else { throw .voiceNotFound(language) }
            voice = name
        }
        withoutActuallyEscaping(sink) { sink in
            var context = SynthContext(sink: sink)
            withUnsafeMutablePointer(to: &context) { pointer in
                var bytes = Array(text.utf8)
                bytes.append(0)
                _ = espeak_Synth(bytes, bytes.count, 0, POS_CHARACTER, 0,
                                 UInt32(espeakCHARS_UTF8), nil, UnsafeMutableRawPointer(pointer))
            }
        }
    }
}

/// What the chunk callback reaches through espeak-ng's user data: the caller's sink.
private struct SynthContext {
    let sink: (UnsafeBufferPointer<Int16>) -> Bool
}

/// espeak-ng's synthesis callback: 0 to go on, 1 to stop.
private func espeakChunk(_ samples: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let user = events.pointee.user_data else { return 0 }
    let context = user.assumingMemoryBound(to: SynthContext.self)
    guard let samples, count > 0 else { return 0 }
    return context.pointee.sink(UnsafeBufferPointer(start: samples, count: Int(count))) ? 0 : 1
}
