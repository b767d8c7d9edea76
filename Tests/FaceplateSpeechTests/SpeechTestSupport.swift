import Foundation
import Glibc
import Testing
import FaceplateSpeech

/// espeak-ng is one synthesizer per process and cannot be restarted: every test shares this engine.
let sharedEngine: Result<EspeakEngine, SpeechError> = Result { () throws(SpeechError) in try EspeakEngine() }

/// Runs `body` on a thread of its own and records a failure if it has not returned after `seconds`:
/// a test of speech that could hang fails instead (its thread is left behind).
func withWatchdog(seconds: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                  _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread { body(); done.signal() }
    if done.wait(timeout: .now() + seconds) == .timedOut {
        Issue.record("\(what) did not finish within \(seconds) s", sourceLocation: sourceLocation)
    }
}

/// Waits up to `seconds` for `condition`, checking every 5 ms.
func wait(upTo seconds: Double, until condition: () -> Bool) -> Bool {
    let end = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < end {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

/// A sink that keeps what it is given, split into utterances at each cut, and plays at `speedUp` times
/// real time (sleeping in short steps that ask `keepGoing`, as a device does).
final class RecordingSink: SpeechSink, @unchecked Sendable {
    private let lock = NSLock()
    private var segments: [Int] = [0]
    private var firstSample: ContinuousClock.Instant?
    private var cuts = 0
    private var rate = 22_050
    let speedUp: Double

    init(speedUp: Double = 20) { self.speedUp = speedUp }

    func open(sampleRate: Int) throws(SpeechError) { lock.withLock { rate = sampleRate } }

    func play(_ samples: UnsafeBufferPointer<Int16>, while keepGoing: () -> Bool) -> SpeechSinkResult {
        let piece = 256
        var offset = 0
        while offset < samples.count {
            guard keepGoing() else { return .stopped }
            let n = min(piece, samples.count - offset)
            lock.withLock {
                if firstSample == nil && samples[offset..<offset + n].contains(where: { $0 != 0 }) { firstSample = .now }
                segments[segments.count - 1] += n
            }
            usleep(UInt32(Double(n) / Double(rate) / speedUp * 1_000_000))
            offset += n
        }
        return .played
    }

    /// Forgets when sound first arrived, to time the next utterance.
    func resetFirstSound() { lock.withLock { firstSample = nil } }

    func cut() { lock.withLock { cuts += 1; if segments.last != 0 { segments.append(0) } } }

    /// Samples played per utterance, those before the first cut first (empty ones left out).
    var utterances: [Int] { lock.withLock { segments.filter { $0 > 0 } } }
    var total: Int { lock.withLock { segments.reduce(0, +) } }
    var cutCount: Int { lock.withLock { cuts } }
    var sampleRate: Int { lock.withLock { rate } }
    /// When the first sample that is not silence arrived.
    var firstSoundAt: ContinuousClock.Instant? { lock.withLock { firstSample } }
}

/// Log lines from the speech thread.
final class LogLines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
    var count: Int { all.count }
}

/// 16-bit mono PCM in a RIFF/WAVE file.
func writeWAV(_ samples: [Int16], sampleRate: Int, to path: String) throws {
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

/// A WAV file's duration in seconds and its loudness (root mean square of the samples), read back.
func measureWAV(at path: String) throws -> (seconds: Double, rms: Double) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(data.count >= 44 && String(decoding: data[0..<4], as: UTF8.self) == "RIFF")
    let rate = data[24..<28].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
    let samples = stride(from: 44, to: data.count - 1, by: 2).map { Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8) }
    let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
    return (Double(samples.count) / Double(rate), samples.isEmpty ? 0 : (sum / Double(samples.count)).squareRoot())
}

/// Everything `engine` makes of `text`, in memory.
func synthesize(_ engine: EspeakEngine, _ text: String, _ language: String) throws(SpeechError) -> [Int16] {
    var samples: [Int16] = []
    try engine.synthesize(text, language: language) { chunk in samples.append(contentsOf: chunk); return true }
    return samples
}
