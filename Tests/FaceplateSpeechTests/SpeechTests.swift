import Foundation
import Glibc
import Testing
import FaceplateSpeech

/// espeak-ng speaking into a WAV file, measured (not silent, a sensible length), and the failures a
/// panel meets: a voice that does not exist, an audio device that is not there. Serialized: espeak-ng
/// keeps one synthesizer per process.
@Suite(.serialized) struct SpeechTests {
    /// 16-bit mono PCM in a RIFF/WAVE file.
    static func writeWAV(_ samples: [Int16], sampleRate: Int, to path: String) throws {
        var data = Data()
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        let bytes = UInt32(samples.count * 2)
        data.append(contentsOf: Array("RIFF".utf8)); u32(36 + bytes); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); u32(16); u16(1); u16(1); u32(UInt32(sampleRate)); u32(UInt32(sampleRate * 2)); u16(2); u16(16)
        data.append(contentsOf: Array("data".utf8)); u32(bytes)
        for s in samples { u16(UInt16(bitPattern: s)) }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// The file's duration in seconds and its loudness (root mean square of the samples).
    static func measureWAV(at path: String) throws -> (seconds: Double, rms: Double) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.count >= 44 && String(decoding: data[0..<4], as: UTF8.self) == "RIFF")
        let rate = data[24..<28].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        let samples = stride(from: 44, to: data.count - 1, by: 2).map { Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8) }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (Double(samples.count) / Double(rate), samples.isEmpty ? 0 : (sum / Double(samples.count)).squareRoot())
    }

    static func synthesize(_ engine: EspeakEngine, _ text: String, _ language: String) throws -> [Int16] {
        var samples: [Int16] = []
        try engine.synthesize(text, language: language) { chunk in samples.append(contentsOf: chunk); return true }
        return samples
    }

    @Test func speaksEnglishAndGermanIntoAWAVFile() throws {
        let engine = try EspeakEngine()
        for (text, language) in [("Eco mode, switch button, off", "en"), ("Sparmodus, Schalter, aus", "de_DE")] {
            let samples = try SpeechTests.synthesize(engine, text, language)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-speech-\(language).wav").path
            try SpeechTests.writeWAV(samples, sampleRate: engine.sampleRate, to: path)
            let (seconds, rms) = try SpeechTests.measureWAV(at: path)
            try? FileManager.default.removeItem(atPath: path)
            #expect(seconds > 1 && seconds < 5, "\(language): \(seconds) s of speech for \(text.count) characters")
            #expect(rms > 300, "\(language): not silent (rms \(rms))")
        }
    }

    @Test func aVoiceThatDoesNotExistIsAClearError() throws {
        let engine = try EspeakEngine()
        #expect(throws: SpeechError.voiceNotFound("xx-nonexistent")) {
            _ = try SpeechTests.synthesize(engine, "hello", "xx-nonexistent")
        }
        #expect(SpeechError.voiceNotFound("xx").description.contains("no voice for language 'xx'"))
        // And the engine still speaks a real language afterwards.
        #expect(try !SpeechTests.synthesize(engine, "hello", "en").isEmpty)
    }

    @Test func aMissingAudioDeviceIsOneLogLineAndSpeechGoesOn() async throws {
        #expect(throws: SpeechError.self) { _ = try AlsaPlayback(device: "hw:97,0", sampleRate: 22_050) }
        let lines = LogLines()
        let speech = await EspeakSpeech(device: "hw:97,0", log: { lines.append($0) })
        for _ in 0..<3 { await speech.speak("hello", language: "en") }
        for _ in 0..<100 where lines.count == 0 { usleep(20_000) }
        usleep(200_000)
        #expect(lines.count == 1, "one line, not one per utterance: \(lines.all)")
        #expect(lines.all.first?.contains("cannot play on ALSA device 'hw:97,0'") == true)
        await speech.stopSpeaking()
    }
}

/// Log lines from the speech thread.
final class LogLines: @unchecked Sendable {
    private var lines: [String] = []
    private var lock = pthread_mutex_t()
    init() { pthread_mutex_init(&lock, nil) }
    func append(_ line: String) { pthread_mutex_lock(&lock); lines.append(line); pthread_mutex_unlock(&lock) }
    var all: [String] { pthread_mutex_lock(&lock); defer { pthread_mutex_unlock(&lock) }; return lines }
    var count: Int { all.count }
}
