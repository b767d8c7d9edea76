import Dispatch
import FaceplateLinux
import FaceplateGraphics
import Glibc

/// `--ticker`: a worker thread sets a label a thousand times a second for a second through
/// `DispatchQueue.main.async`, as a sensor's thread would, and every frame the label draws is checked.
///
/// A frame must show a value at least as new as every value posted before the previous frame was
/// drawn: whatever was queued then woke the loop, and one drain runs all of it, so nothing posted waits
/// behind a frame. The jobs posted but not yet run when a frame is drawn (posted during that batch) are
/// counted; they stay few, where a loop that ran one job per wake-up would fall further behind every
/// frame. Each job must run once, in order. The frame that shows the last value prints the summary and
/// ends the app with SIGTERM (exit 0).
@MainActor final class Ticker {
    /// How many values the worker posts, one a millisecond.
    nonisolated static let jobs = 1000
    let label = DrawWatchingLabel(frame: Rect(x: 20, y: 20, width: 440, height: 60))
    private let posted = LatestPosted()
    private var lastRun = 0
    private var postedBeforePreviousFrame = 0
    private var frames = 0
    private var mostPending = 0
    private var mostPerFrame = 0
    private var shownInPreviousFrame = 0
    private var failures = 0
    private var start: Double = 0

    init() {
        label.text = "0"
        label.onDraw = { [unowned self] in self.frameDrawn() }
    }

    /// Starts the worker.
    func start(on controller: ViewController) {
        controller.view.addSubview(label)
        start = Ticker.now()
        let posted = self.posted
        DispatchQueue.global().async { [unowned self] in
            var next = timespec()
            clock_gettime(CLOCK_MONOTONIC, &next)
            for value in 1...Ticker.jobs {
                next.tv_nsec += 1_000_000
                if next.tv_nsec >= 1_000_000_000 { next.tv_nsec -= 1_000_000_000; next.tv_sec += 1 }
                while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, nil) == EINTR {}
                DispatchQueue.main.async { MainActor.assumeIsolated { self.run(value) } }
                // Said after the post: a frame that reads it knows the job is queued already.
                posted.set(value)
            }
        }
    }

    private func run(_ value: Int) {
        if value != lastRun + 1 { fail("job \(value) ran after job \(lastRun)") }
        lastRun = value
        label.text = String(value)
    }

    private func frameDrawn() {
        let shown = lastRun, latest = posted.value
        frames += 1
        if shown < postedBeforePreviousFrame {
            fail("frame \(frames) shows \(shown), but \(postedBeforePreviousFrame) was posted before the frame before it")
        }
        mostPending = max(mostPending, latest - shown)   // below 0 when a job ran before its post was said
        postedBeforePreviousFrame = latest
        mostPerFrame = max(mostPerFrame, shown - shownInPreviousFrame)
        shownInPreviousFrame = shown
        guard shown == Ticker.jobs else { return }
        let ms = Int((Ticker.now() - start) * 1000)
        ApplicationMain.say("loopcheck: ticker: \(Ticker.jobs) jobs ran in order, \(frames) frames in \(ms) ms, \(failures) stale; "
                            + "most jobs run for one frame: \(mostPerFrame); most pending at a frame: \(mostPending)")
        kill(getpid(), SIGTERM)
    }

    private func fail(_ what: String) {
        failures += 1
        ApplicationMain.say("loopcheck: FAIL: \(what)")
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A label that says when it is drawn: the frame being rendered shows its text.
final class DrawWatchingLabel: Label {
    var onDraw: (@MainActor () -> Void)?

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        onDraw?()
    }
}

/// The latest value the worker posted, behind a mutex (read on the panel's thread at each frame).
final class LatestPosted: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var latest = 0
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    var value: Int { pthread_mutex_lock(&mutex); defer { pthread_mutex_unlock(&mutex) }; return latest }
    func set(_ v: Int) { pthread_mutex_lock(&mutex); latest = v; pthread_mutex_unlock(&mutex) }
}
