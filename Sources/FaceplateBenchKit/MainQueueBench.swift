import Dispatch
import Faceplate
import FaceplateDrivers
import FaceplateGraphics
import FaceplateLinux
import FaceplateWidgets
import Glibc

/// Work from other threads reaching the screen through the panel's loop: a label whose text another
/// thread sets, on the real ``EventLoop`` (serving libdispatch's main queue) and ``PanelRunner``.
///
/// - ``dispatchUpdate()``: a worker thread's `DispatchQueue.main.async` sets the label; the loop wakes,
///   drains the main queue, lays out, renders and presents the frame that shows the new text.
/// - ``mainActorUpdate()``: the same from a task's `await MainActor.run`.
/// - ``drive(jobs:intervalNanoseconds:)``: a worker sets the label at a fixed rate (a thousand times a
///   second) on a display that flips at 60 Hz (``PacedDisplay``), and every frame is checked against
///   what was posted.
///
/// The loop serves the main queue only on the main thread: make the bench there.
@MainActor public final class MainQueueBench {
    /// The application the label lives in.
    public let application: Application
    /// The label the workers set.
    public let label: Label
    /// The runner presenting frames (``PanelRunner/presentedFrames`` counts them).
    public let runner: PanelRunner
    private let loop: EventLoop
    private let tally: WorkerTally
    private let go = DispatchSemaphore(value: 0)
    private let taskGo = DispatchSemaphore(value: 0)
    // Six digits from the start: every text has the same length, so shaping never grows its scratch.
    private var nextValue = 100_000
    private var shown = 0
    private var postedAt: UInt64 = 0
    private var latencies: ContiguousArray<UInt64> = []

    /// What a paced run saw (``drive(jobs:intervalNanoseconds:)``).
    public struct RateReport: Sendable {
        /// Jobs posted (and run).
        public var jobs = 0
        /// Frames presented while they ran, the one showing the last value included.
        public var frames = 0
        /// Frames that showed a value older than one posted before the previous frame was presented.
        public var staleFrames = 0
        /// The most main-queue jobs one loop iteration ran.
        public var mostJobsPerIteration = 0
        /// The most jobs posted but not yet run when a frame was presented.
        public var mostPendingAtFrame = 0
        /// Seconds from the first post to the frame that shows the last.
        public var seconds = 0.0
    }

    /// Builds an 800 × 480 window with the label on a display of `format` — paced at 60 Hz with
    /// `paced`, else presenting at once — and starts the workers. `startCounting` and `stopCounting`
    /// bracket each `DispatchQueue.main.async` on the worker thread (a malloc counter of that thread).
    public init(format: PixelFormat, paced: Bool,
                startCounting: @escaping @Sendable () -> Void = {},
                stopCounting: @escaping @Sendable () -> Int64 = { 0 }) throws {
        application = Application(capacities: Capacities())
        let window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        window.backgroundColor = Theme.current.background
        label = Label(frame: Rect(x: 20, y: 20, width: 440, height: 60))
        label.text = "0"
        window.addSubview(label)
        let display: any DisplayBackend
        if paced { display = try PacedDisplay(width: 800, height: 480, format: format) }
        else { display = HeadlessDisplay(width: 800, height: 480, format: format) }
        loop = try EventLoop()
        guard loop.servesMainQueue else { throw MainQueueBenchError() }
        let compositor = Compositor(window: window, transform: display.transform, bufferCount: 1)
        runner = try PanelRunner(application: application, compositor: compositor, display: display, loop: loop)
        tally = WorkerTally()
        latencies.reserveCapacity(4096)

        // The dispatch worker: one update per signal, with the value the panel's thread chose (both
        // workers count from the same number, so every update changes the text).
        let go = self.go, tally = self.tally
        DispatchQueue.global().async { [unowned self] in
            while true {
                go.wait()
                let v = tally.posted, text = String(v)
                let posted = MainQueueBench.now()
                startCounting()
                // The closure is main-actor isolated already (DispatchQueue.main's); wrapping it in
                // MainActor.assumeIsolated would allocate a context per job on the panel's thread.
                DispatchQueue.main.async { self.show(v, text: text, postedAt: posted) }
                tally.addAllocations(stopCounting())
            }
        }
        // The task: one `MainActor.run` per signal. It waits on the semaphore, blocking its thread of the
        // cooperative pool, so that the panel's thread starts an update with the same futex wake-up for
        // both kinds: resuming a suspended task from there would add the task's enqueue to the
        // panel thread's figure, a cost no app pays for `MainActor.run` itself.
        let taskGo = self.taskGo
        Task.detached { [unowned self] in
            while true {
                taskGo.wait()
                let v = tally.posted, text = String(v)
                let posted = MainQueueBench.now()
                await MainActor.run { self.show(v, text: text, postedAt: posted) }
            }
        }
    }

    /// CLOCK_MONOTONIC in nanoseconds.
    public nonisolated static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    private func show(_ value: Int, text: String, postedAt: UInt64) {
        label.text = text
        shown = value
        self.postedAt = postedAt
    }

    /// Draws the first frame and runs each kind of update a few times, so later ones measure steady
    /// state (glyphs of every digit cached, the worker thread and the task started, libdispatch's
    /// continuation caches filled).
    public func warmUp() {
        runner.runOnce(timeoutMilliseconds: 0)
        for _ in 0..<20 { dispatchUpdate(); mainActorUpdate() }
        latencies.removeAll(keepingCapacity: true)
    }

    /// One update from the worker thread's `DispatchQueue.main.async`, until the frame that shows it is
    /// presented.
    public func dispatchUpdate() {
        nextValue += 1
        tally.setPosted(nextValue)
        go.signal()
        waitForFrame()
    }

    /// One update from the task's `await MainActor.run`, until the frame that shows it is presented.
    public func mainActorUpdate() {
        nextValue += 1
        tally.setPosted(nextValue)
        taskGo.signal()
        waitForFrame()
    }

    private func waitForFrame() {
        let before = runner.presentedFrames
        while runner.presentedFrames == before { runner.runOnce(timeoutMilliseconds: -1) }
        if latencies.count < latencies.capacity { latencies.append(MainQueueBench.now() &- postedAt) }
    }

    /// The median time from a worker's post to the presented frame that shows it, over the updates
    /// since ``warmUp()``, in nanoseconds.
    public var medianPostToPresent: UInt64 {
        guard !latencies.isEmpty else { return 0 }
        return latencies.sorted()[latencies.count / 2]
    }

    /// Allocations the dispatch worker counted around its posts so far.
    public nonisolated var workerAllocations: Int64 { tally.allocations }

    /// A worker posts `jobs` updates through `DispatchQueue.main.async`, one every
    /// `intervalNanoseconds`, while the loop runs (until the frame showing the last one is presented).
    /// Each frame must show a value at least as new as any posted before the previous frame was presented:
    /// nothing posted waits behind a frame.
    public func drive(jobs: Int, intervalNanoseconds: Int,
                      startCounting: @escaping @Sendable () -> Void = {},
                      stopCounting: @escaping @Sendable () -> Int64 = { 0 }) -> RateReport {
        let tally = self.tally
        let base = nextValue
        nextValue += jobs
        tally.setPosted(base)
        let start = MainQueueBench.now()
        DispatchQueue.global().async { [unowned self] in
            var next = timespec()
            clock_gettime(CLOCK_MONOTONIC, &next)
            for k in 1...jobs {
                next.tv_nsec += intervalNanoseconds
                while next.tv_nsec >= 1_000_000_000 { next.tv_nsec -= 1_000_000_000; next.tv_sec += 1 }
                while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, nil) == EINTR {}
                let v = base + k, text = String(v)
                startCounting()
                DispatchQueue.main.async { self.show(v, text: text, postedAt: 0) }
                let allocations = stopCounting()
                // Said after the post: a frame that reads it knows the job is queued already.
                tally.setPosted(v)
                tally.addAllocations(allocations)
            }
        }
        var report = RateReport()
        report.jobs = jobs
        var postedBeforeLastFrame = base
        var framesBefore = runner.presentedFrames
        var frameShows = base
        while frameShows < base + jobs {
            let before = shown
            runner.runOnce(timeoutMilliseconds: -1)
            report.mostJobsPerIteration = max(report.mostJobsPerIteration, shown - before)
            guard runner.presentedFrames != framesBefore else { continue }
            framesBefore = runner.presentedFrames
            report.frames += 1
            frameShows = shown
            let posted = tally.posted
            if frameShows < postedBeforeLastFrame { report.staleFrames += 1 }
            report.mostPendingAtFrame = max(report.mostPendingAtFrame, posted - frameShows)
            postedBeforeLastFrame = posted
        }
        report.seconds = Double(MainQueueBench.now() - start) / 1e9
        return report
    }
}

/// The bench was made off the main thread, where no loop serves the main queue.
public struct MainQueueBenchError: Error, CustomStringConvertible {
    /// Says so.
    public var description: String { "the main-queue bench must run on the main thread" }
}

/// What the worker threads tell the panel's thread: the latest value posted and the allocations they
/// counted, behind a mutex.
private final class WorkerTally: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var latestPosted = 0
    private var counted: Int64 = 0
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    var posted: Int { pthread_mutex_lock(&mutex); defer { pthread_mutex_unlock(&mutex) }; return latestPosted }
    var allocations: Int64 { pthread_mutex_lock(&mutex); defer { pthread_mutex_unlock(&mutex) }; return counted }
    func setPosted(_ value: Int) { pthread_mutex_lock(&mutex); latestPosted = value; pthread_mutex_unlock(&mutex) }
    func addAllocations(_ n: Int64) { pthread_mutex_lock(&mutex); counted += n; pthread_mutex_unlock(&mutex) }
}
