import Foundation
import Glibc
import Testing
import FaceplateSpeech

/// espeak-ng speaking into a WAV file, measured (not silent, a sensible length), cut off mid-utterance,
/// and the failures a panel meets: a voice that does not exist, an audio device that is not there, a
/// label far too long to read. Serialized: espeak-ng is one synthesizer per process. Anything that
/// waits on the speech thread runs under a watchdog, so a hang is a failure, not a stuck run.
@Suite(.serialized) @MainActor struct SpeechTests {
    @Test func speaksEnglishAndGermanIntoAWAVFile() throws {
        let engine = try sharedEngine.get()
        for (text, language) in [("Eco mode, switch button, off", "en"), ("Sparmodus, Schalter, aus", "de_DE")] {
            let samples = try synthesize(engine, text, language)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-speech-\(language).wav").path
            try writeWAV(samples, sampleRate: engine.sampleRate, to: path)
            let (seconds, rms) = try measureWAV(at: path)
            try? FileManager.default.removeItem(atPath: path)
            #expect(seconds > 1 && seconds < 4, "\(language): \(seconds) s of speech for \(text.count) characters")
            #expect(rms > 500, "\(language): not silent (rms \(rms))")
        }
    }

    @Test func theSinkSayingStopEndsSynthesisAtThatChunk() throws {
        let engine = try sharedEngine.get()
        let long = String(repeating: "This sentence goes on. ", count: 40)
        let counts = LockedCounts()
        withWatchdog(seconds: 10, "a synthesis stopped at its first chunk") {
            try? engine.synthesize(long, language: "en") { _ in counts.add(1); return false }
            // espeak-ng takes the next utterance after a stop.
            try? engine.synthesize("hello", language: "en") { chunk in counts.add(chunk.count, second: true); return true }
        }
        #expect(counts.first == 1, "the sink's false stops synthesis at the chunk it is given")
        #expect(counts.second > engine.sampleRate / 10, "the next utterance is whole: \(counts.second) samples")
    }

    @Test func aNewUtteranceCutsTheOneSpeaking() throws {
        let sink = RecordingSink(speedUp: 20)
        let speech = EspeakSpeech(sink: sink, engine: try sharedEngine.get(), log: { _ in })
        let long = String(repeating: "This sentence goes on and on. ", count: 30)
        speech.speak(long, language: "en")
        #expect(wait(upTo: 10) { sink.total > 0 }, "the long utterance started")
        let started = ContinuousClock.now
        speech.speak("Fan", language: "en")
        #expect(wait(upTo: 10) { sink.utterances.count >= 2 }, "the short one played")
        let rate = sink.sampleRate
        #expect(ContinuousClock.now - started < .seconds(2), "the cut was at once")
        let played = sink.utterances
        #expect(played[0] < 3 * rate, "the long one was cut within its first seconds: \(Double(played[0]) / Double(rate)) s")
        #expect(wait(upTo: 10) { sink.utterances.count == 2 && sink.utterances[1] > rate / 4 }, "the short one is whole")
    }

    @Test func stopSpeakingCutsTheUtteranceAndTheDevice() throws {
        let sink = RecordingSink(speedUp: 20)
        let speech = EspeakSpeech(sink: sink, engine: try sharedEngine.get(), log: { _ in })
        speech.speak(String(repeating: "This sentence goes on and on. ", count: 30), language: "en")
        #expect(wait(upTo: 10) { sink.total > 0 })
        let cutsBefore = sink.cutCount
        speech.stopSpeaking()
        #expect(wait(upTo: 5) { sink.cutCount > cutsBefore }, "the device's queue was dropped")
        let afterStop = sink.total
        usleep(300_000)
        #expect(sink.total - afterStop < sink.sampleRate / 2, "nothing more plays after the stop")
        #expect(sink.total < 3 * sink.sampleRate, "stopped within its first seconds")
    }

    @Test func aVoiceThatDoesNotExistIsAClearErrorAndOneLogLine() throws {
        let engine = try sharedEngine.get()
        #expect(throws: SpeechError.voiceNotFound("xx-nonexistent")) {
            _ = try synthesize(engine, "hello", "xx-nonexistent")
        }
        #expect(SpeechError.voiceNotFound("xx").description == "speech: espeak-ng has no voice for language 'xx'; the screen reader stays silent in it")
        // And the engine still speaks a real language afterwards.
        #expect(try !synthesize(engine, "hello", "en").isEmpty)

        let lines = LogLines()
        let sink = RecordingSink()
        let speech = EspeakSpeech(sink: sink, engine: engine, log: { lines.append($0) })
        for _ in 0..<3 {
            speech.speak("hello", language: "xx")
            #expect(wait(upTo: 10) { lines.count > 0 }, "the missing voice is logged")
            usleep(100_000)   // the idle speech thread takes each one: none replaces another
        }
        speech.speak("hello", language: "en")
        #expect(wait(upTo: 10) { sink.total > 0 }, "speech goes on in a language that has a voice")
        #expect(lines.all == [SpeechError.voiceNotFound("xx").description])
    }

    @Test func aMissingAudioDeviceIsOneLogLineAndThePanelGoesOn() throws {
        #expect(throws: SpeechError.self) { try AlsaPlayback(device: "hw:97,0").open(sampleRate: 22_050) }
        let lines = LogLines()
        let speech = EspeakSpeech(sink: AlsaPlayback(device: "hw:97,0"), engine: try sharedEngine.get(),
                                  log: { lines.append($0) })
        let start = ContinuousClock.now
        for _ in 0..<3 { speech.speak("hello", language: "en") }
        #expect(ContinuousClock.now - start < .milliseconds(50), "speaking never waits on the device")
        #expect(wait(upTo: 10) { lines.count > 0 })
        usleep(200_000)
        speech.speak("hello again", language: "en")
        usleep(200_000)
        #expect(lines.count == 1, "one line, not one per utterance: \(lines.all)")
        #expect(lines.all.first?.hasPrefix("speech: cannot play on ALSA device 'hw:97,0': ") == true, "\(lines.all)")
        #expect(lines.all.first?.hasSuffix("; the panel runs without speech") == true)
    }

    @Test func aTenThousandCharacterLabelIsCut() throws {
        let sink = RecordingSink(speedUp: 1_000)
        let speech = EspeakSpeech(sink: sink, engine: try sharedEngine.get(), log: { _ in })
        let label = String(repeating: "Filter ", count: 1_428) + "end"
        #expect(label.count > 9_990)
        speech.speak(label, language: "en")
        let rate = sink.sampleRate
        #expect(wait(upTo: 30) { sink.total > 0 && !sinkIsGrowing(sink) }, "the label was spoken and ended")
        let seconds = Double(sink.total) / Double(rate)
        // About a second a word: the kept thousand bytes are under a hundred and fifty words.
        #expect(seconds > 20 && seconds < 150, "\(seconds) s of speech for \(label.count) characters")
        speech.speak("Fan", language: "en")
        #expect(wait(upTo: 10) { sink.utterances.count == 2 }, "the reader speaks on afterwards")
    }
}

/// Whether the sink took samples in the last tenth of a second.
func sinkIsGrowing(_ sink: RecordingSink) -> Bool {
    let before = sink.total
    usleep(100_000)
    return sink.total != before
}

/// Two counters another thread fills.
final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var a = 0, b = 0
    func add(_ n: Int, second: Bool = false) { lock.withLock { if second { b += n } else { a += n } } }
    var first: Int { lock.withLock { a } }
    var second: Int { lock.withLock { b } }
}
