import CMallocCounter
import Faceplate
import FaceplateAccessibility
import FaceplateScenes
import FaceplateSpeech
import FaceplateWidgets
import Glibc

// `faceplate-bench explore-speech FORMAT [--iterations N]`: from a finger exploring the demo, with the
// screen reader on, to the first samples of its words. Each operation is one explore touch on the
// panel's thread — the finger down, the explore timer firing (hit test over the reading order, the
// focus ring moved, the words composed and handed to the speech thread), the finger up — and, on the
// speech thread, espeak-ng synthesizing until it hands its first buffer of samples to the sink. The
// sink stops the utterance there, so every operation ends at the start of speech and nothing plays.
// Explores alternate between the eco switch and the fan slider, so each is new words.
//
// Callgrind counts `faceplate_bench_explore_measured` (the panel's thread) and `espeak_Synth` (the
// speech thread's synthesis up to the first samples, and its return once the sink says stop). The
// speech thread's wake-up and its copy of the words are not counted. espeak_Synth also runs for the
// reader's "Screen reader on" and the warm-up, so scripts/bench takes the difference of two runs of
// different lengths. Allocations are the panel thread's. `median_ns` is the wall time from the finger
// down to the sink's first samples.

/// The bench's sink: notes the first samples of each utterance, wakes the panel's thread, and stops the
/// utterance there.
final class FirstSamplesSink: SpeechSink, @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private let heard: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)
    private var utterances = 0
    private var arrivedAt: UInt64 = 0

    init() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(heard, nil)
    }

    deinit {
        pthread_cond_destroy(heard)
        pthread_mutex_destroy(lock)
        heard.deallocate()
        lock.deallocate()
    }

    func open(sampleRate: Int) throws(SpeechError) {}
    func cut() {}

    func play(_ samples: UnsafeBufferPointer<Int16>, while keepGoing: () -> Bool) -> SpeechSinkResult {
        let now = nanoseconds()
        pthread_mutex_lock(lock)
        utterances += 1
        arrivedAt = now
        pthread_cond_signal(heard)
        pthread_mutex_unlock(lock)
        return .stopped
    }

    /// How many utterances reached their first samples.
    var count: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return utterances
    }

    /// Waits up to `seconds` for utterance number `n` to reach its first samples; when they arrived, or nil.
    func waitFor(_ n: Int, seconds: Int) -> UInt64? {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_sec += seconds
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while utterances < n {
            if pthread_cond_timedwait(heard, lock, &deadline) == ETIMEDOUT { break }
        }
        return utterances >= n ? arrivedAt : nil
    }
}

/// The scene catalog's "demo" was not the demo's controller.
struct NotTheDemo: Error, CustomStringConvertible {
    var description: String { "the scene catalog's demo is not a DemoController" }
}

/// The demo with the reader on, and the explore touch the bench measures.
@MainActor final class ExploreSpeechBench {
    let clock = ManualClock()
    let application: Application
    let window: Window
    let reader: ScreenReader
    let sink = FirstSamplesSink()
    private let speech: EspeakSpeech
    private let targets: [Point]
    private var next = 0

    init() throws {
        application = Application(clock: clock)
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        guard let demo = try SceneCatalog.make("demo", in: window) as? DemoController else { throw NotTheDemo() }
        window.layoutIfNeeded()
        targets = [demo.ecoSwitch, demo.fanSlider].map { $0.convert(Point(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
        speech = EspeakSpeech(sink: sink, engine: try EspeakEngine(), log: { line in writeError(line + "\n") })
        reader = ScreenReader(application: application, speech: speech)
    }

    /// One explore touch: down on the next target, resting past the explore delay, up.
    func explore() {
        let point = targets[next]
        next = next == targets.count - 1 ? 0 : next + 1
        let down = clock.now + 1
        clock.set(down)
        application.handle(.touchDown(slot: 0, location: point, time: down))
        application.handle(.frame(time: down))
        clock.set(down + 0.3)
        application.fireTimers()
        application.handle(.touchUp(slot: 0, time: clock.now))
        application.handle(.frame(time: clock.now))
    }
}

/// The only panel-thread code callgrind counts for explore-speech (--toggle-collect).
@inline(never) @MainActor @_silgen_name("faceplate_bench_explore_measured")
func faceplateBenchExploreMeasured(_ bench: ExploreSpeechBench) { bench.explore() }

/// Runs `iterations` explore touches, each waiting outside the measurement for its first samples;
/// prints `op=explore-speech format=… ops=N allocations=K median_ns=T` (exit 1 when speech never came).
@MainActor func runExploreSpeech(format: PixelFormat, iterations: Int) -> Int32 {
    let n = iterations > 0 ? iterations : 20
    let bench: ExploreSpeechBench
    do { bench = try ExploreSpeechBench() } catch { writeError("faceplate-bench: explore-speech: \(error)\n"); return 1 }
    bench.reader.start()
    // "Screen reader on", then both targets twice: espeak-ng's voice, the reading order, the ring.
    guard bench.sink.waitFor(1, seconds: 30) != nil else { writeError("faceplate-bench: explore-speech: the reader never spoke\n"); return 1 }
    for _ in 0..<4 {
        let want = bench.sink.count + 1
        bench.explore()
        guard bench.sink.waitFor(want, seconds: 30) != nil else { writeError("faceplate-bench: explore-speech: an explore was not spoken\n"); return 1 }
    }
    var times: [UInt64] = []
    times.reserveCapacity(n)
    var allocations: Int64 = 0
    for _ in 0..<n {
        let want = bench.sink.count + 1
        faceplate_malloc_count_start()
        let t0 = nanoseconds()
        faceplateBenchExploreMeasured(bench)
        allocations += faceplate_malloc_count_stop()
        guard let heard = bench.sink.waitFor(want, seconds: 30) else {
            writeError("faceplate-bench: explore-speech: an explore was not spoken\n")
            return 1
        }
        times.append(heard - t0)
    }
    times.sort()
    print("op=explore-speech format=\(format.rawValue) ops=\(n) allocations=\(allocations) "
          + "median_ns=\(times[n / 2]) min_ns=\(times[0]) utterances=\(bench.sink.count)")
    return 0
}
