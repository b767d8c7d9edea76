import Glibc
import CLinuxEvents
import CMainQueue
import Faceplate

/// A single-threaded epoll loop over the panel's file descriptors: input, the DRM device, a timerfd for
/// gesture timers and animations, a signalfd for the termination signals (SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT), an eventfd through which other threads post work, libdispatch's main-queue handle, and the
/// app's own descriptors (``register(fileDescriptor:interest:oneShot:handler:)``).
///
/// There is no polling period: a touch frame is handled as soon as its fd is readable, and the timerfd
/// is armed for exactly the next deadline. Handlers live in a fixed table and events are read into a
/// preallocated buffer, so an iteration allocates nothing.
///
/// Swift concurrency and Dispatch run here too, as CoreFoundation's run loop makes them run on Linux: on
/// the main thread the loop watches the main queue's wake-up eventfd
/// (`_dispatch_get_main_queue_handle_4CF()`), and when libdispatch writes it — a main-actor job, a
/// `DispatchQueue.main.async` from a worker, a task resumed on the main actor — the loop reads it and
/// runs the queue (`_dispatch_main_queue_callback_4CF`) in that iteration; the runner's frame after the
/// batch shows the result. Nothing is polled: with nothing queued the eventfd stays quiet.
///
/// In an app that links Foundation the main run loop's timers (`Timer.scheduledTimer`) fire here as
/// well: before every wait the loop arms a timerfd for CoreFoundation's next fire date and, when it
/// expires, runs the main run loop once without waiting (``MainRunLoopTimers``).
@MainActor public final class EventLoop {
    private let epoll: FileDescriptor
    private let timerFD: FileDescriptor
    private let signalFD: FileDescriptor
    private let wakeFD: FileDescriptor
    /// One slot of the table: a watched descriptor, or a free slot (no handler). A class, not a tuple in
    /// the array: a closure stored in a generic container is kept at maximal abstraction, and calling it
    /// then allocates a reabstraction thunk per call in unoptimized builds. The generation counts the
    /// slot's uses, so a registration removed (and its slot reused) never matches the new one, and an
    /// event read for it in the same batch is dropped.
    private final class Watch {
        var fd: Int32 = -1
        var handler: (@MainActor (UInt32) -> Void)?
        var generation: UInt32 = 0
    }
    private var handlers: ContiguousArray<Watch> = []
    nonisolated(unsafe) private let events: UnsafeMutablePointer<epoll_event>
    private let eventCapacity = 16
    private var running = false
    private let posted = PostQueue()
    /// libdispatch's main-queue eventfd, when this loop serves the main queue (-1: it does not).
    private let mainQueueFD: Int32
    /// CoreFoundation's main run loop timers, when the app linked Foundation and this is the main thread.
    private let runLoopTimers: MainRunLoopTimers?

    /// Called when the timer armed with ``setTimer(deadline:)`` expires.
    public var onTimer: (@MainActor () -> Void)?
    /// Called with the signal number on SIGINT, SIGTERM, SIGHUP or SIGQUIT (the loop keeps running until
    /// ``stop()``).
    public var onSignal: (@MainActor (Int32) -> Void)?
    /// Called after every batch of events is handled (the place to render if something is dirty).
    public var afterEvents: (@MainActor () -> Void)?

    /// The signals that end a panel program and arrive through the loop instead of killing it: SIGINT
    /// (Ctrl-C), SIGTERM (systemd stopping the unit), SIGHUP (the ssh session or terminal went away) and
    /// SIGQUIT (Ctrl-\). Each must leave the console as it was found, which a default death would not.
    public nonisolated static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The conventional name of a termination signal ("SIGHUP"), or "signal N".
    public nonisolated static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(signal)"
        }
    }

    /// Sets up epoll, the timerfd, the signalfd (blocking ``terminationSignals`` for normal delivery) and
    /// the wake-up eventfd. Signals are blocked for the calling thread only: create the loop (or call
    /// ``blockTerminationSignals()``) before starting other threads, which inherit the mask.
    public init() throws(SystemError) {
        epoll = try .checking(epoll_create1(Int32(EPOLL_CLOEXEC)), call: "epoll_create1")
        timerFD = try .checking(timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC)), call: "timerfd_create")
        // Blocked, the signals wait in the signalfd instead of killing the process: the loop gets to
        // restore the console's CRTC before exiting.
        var mask = EventLoop.blockTerminationSignals()
        signalFD = try .checking(signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC)), call: "signalfd")
        wakeFD = try .checking(eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC)), call: "eventfd")
        events = .allocate(capacity: eventCapacity)
        handlers.reserveCapacity(16)
        // The main queue is bound to the main thread until `dispatch_main()` takes it over (the handle
        // is -1 after that: a test runner's main queue runs on libdispatch's threads). Draining it from
        // another thread stops the process, so only a loop on the main thread serves it.
        mainQueueFD = faceplate_is_main_thread() != 0 ? _dispatch_get_main_queue_handle_4CF() : -1
        runLoopTimers = try MainRunLoopTimers.ifLinked()
        try watch(timerFD.rawValue) { [unowned self] in self.drainTimer() }
        try watch(signalFD.rawValue) { [unowned self] in self.drainSignals() }
        try watch(wakeFD.rawValue) { [unowned self] in self.drainPosted() }
        if mainQueueFD >= 0 { try watch(mainQueueFD) { [unowned self] in self.drainMainQueue() } }
        if let timers = runLoopTimers { try watch(timers.fd) { timers.fire() } }
    }

    deinit {
        events.deallocate()   // the descriptors close as the loop's stored properties go
    }

    /// Blocks ``terminationSignals`` in the calling thread (and threads it starts later), so they arrive
    /// through the loop's signalfd instead of killing the process before the display is restored.
    /// Returns the mask it blocked.
    ///
    /// It also takes SIGQUIT back from the Swift runtime: the runtime's backtracer (on by default on
    /// Linux, `SWIFT_BACKTRACE`) installs a handler for SIGQUIT as if it were a crash, prints a "Program
    /// crashed" backtrace and returns, and the process then runs on. A handler only ever runs in a thread
    /// that does not block the signal (one started before this call, or a signal sent to one thread with
    /// tgkill); with the default action back such a stray SIGQUIT at least ends the process, as the user
    /// asked, instead of being swallowed. The signals blocked here never reach a handler: they wait in
    /// the loop's signalfd.
    ///
    /// SIGUSR1 is blocked too (not in the returned mask): the app shell reads it through a signalfd of its
    /// own to save the flight recording, and with no recorder a stray SIGUSR1 must not kill a panel.
    @discardableResult
    public nonisolated static func blockTerminationSignals() -> sigset_t {
        var mask = sigset_t()
        sigemptyset(&mask)
        for s in terminationSignals { sigaddset(&mask, s) }
        var withUser1 = mask
        sigaddset(&withUser1, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &withUser1, nil)
        var current = sigaction()
        if sigaction(SIGQUIT, nil, &current) == 0 {
            let raw = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
            if raw != 0 && raw != 1 {                    // a handler, not SIG_DFL (0) or SIG_IGN (1)
                var byDefault = sigaction()
                byDefault.__sigaction_handler.sa_handler = SIG_DFL
                sigemptyset(&byDefault.sa_mask)
                _ = sigaction(SIGQUIT, &byDefault, nil)
            }
        }
        return mask
    }

    /// Whether this loop runs libdispatch's main queue (and with it the main actor's jobs): true for a
    /// loop made on the main thread of a process that has not called `dispatch_main()`.
    public var servesMainQueue: Bool { mainQueueFD >= 0 }

    /// Whether this loop fires the timers of CoreFoundation's main run loop (Foundation's `Timer`): true
    /// for a loop made on the main thread of a program that links Foundation.
    public var firesRunLoopTimers: Bool { runLoopTimers != nil }

    /// Calls `handler` whenever `fd` is readable (or hung up: the handler's read sees the end). Returns
    /// the registration that ``remove(_:)`` takes.
    @discardableResult
    public func watch(_ fd: Int32, _ handler: @escaping @MainActor () -> Void) throws(SystemError) -> LoopRegistration {
        try watch(fd, events: EPOLLIN.rawValue) { _ in handler() }
    }

    /// Calls `handler` with the ready events (epoll's `EPOLLIN`, `EPOLLOUT`, `EPOLLHUP`, ...) whenever
    /// `fd` is ready for `events` (`EPOLLHUP` and `EPOLLERR` are always reported; with `EPOLLONESHOT` in
    /// `events` the descriptor is disarmed after one report until ``modify(_:events:)``). Returns the
    /// registration that ``remove(_:)`` takes.
    @discardableResult
    public func watch(_ fd: Int32, events wanted: UInt32,
                      _ handler: @escaping @MainActor (UInt32) -> Void) throws(SystemError) -> LoopRegistration {
        var slot = 0
        while slot < handlers.count && handlers[slot].handler != nil { slot += 1 }
        if slot == handlers.count { handlers.append(Watch()) }
        let w = handlers[slot]
        var ev = epoll_event()
        ev.events = wanted
        ev.data.u64 = UInt64(slot) | UInt64(w.generation) << 32
        guard epoll_ctl(epoll.rawValue, EPOLL_CTL_ADD, fd, &ev) == 0 else { throw SystemError(operation: "epoll_ctl(ADD, fd \(fd))") }
        w.fd = fd
        w.handler = handler
        return LoopRegistration(slot: slot, generation: w.generation)
    }

    /// Changes the events `registration` waits for (and arms a one-shot registration again).
    public func modify(_ registration: LoopRegistration, events wanted: UInt32) throws(SystemError) {
        guard let w = live(registration) else { throw SystemError(operation: "epoll_ctl(MOD) of a removed registration", errno: ENOENT) }
        var ev = epoll_event()
        ev.events = wanted
        ev.data.u64 = UInt64(registration.slot) | UInt64(w.generation) << 32
        guard epoll_ctl(epoll.rawValue, EPOLL_CTL_MOD, w.fd, &ev) == 0 else { throw SystemError(operation: "epoll_ctl(MOD, fd \(w.fd))") }
    }

    /// Stops watching what `registration` watches; a registration removed already is ignored. Its
    /// handler is not called again, not even for an event of the batch being handled.
    public func remove(_ registration: LoopRegistration) {
        guard let w = live(registration) else { return }
        let fd = w.fd
        w.handler = nil
        w.fd = -1
        w.generation &+= 1
        // A descriptor closed while registered left the epoll set by itself, and its number may belong
        // to a newer registration now: removing by number would remove that one.
        var i = 0
        while i < handlers.count {
            if handlers[i].handler != nil && handlers[i].fd == fd { return }
            i += 1
        }
        _ = epoll_ctl(epoll.rawValue, EPOLL_CTL_DEL, fd, nil)
    }

    /// The descriptor `registration` watches, while it is registered.
    public func registeredDescriptor(_ registration: LoopRegistration) -> Int32? { live(registration)?.fd }

    /// Whether `registration` is still registered.
    public func isRegistered(_ registration: LoopRegistration) -> Bool { live(registration) != nil }

    /// How many descriptors the loop watches now (its own and the app's): compared before and after a
    /// step, it says whether that step watched descriptors of its own.
    public var watchedCount: Int {
        var count = 0
        for w in handlers where w.handler != nil { count += 1 }
        return count
    }

    private func live(_ registration: LoopRegistration) -> Watch? {
        guard registration.slot >= 0 && registration.slot < handlers.count else { return nil }
        let w = handlers[registration.slot]
        return w.handler != nil && w.generation == registration.generation ? w : nil
    }

    /// Arms the timer for `deadline` (seconds of CLOCK_MONOTONIC), or disarms it when nil.
    public func setTimer(deadline: Double?) {
        var spec = itimerspec()
        if let d = deadline { spec.it_value = MonotonicClock.deadlineSpec(at: d) }
        _ = timerfd_settime(timerFD.rawValue, Int32(TFD_TIMER_ABSTIME), &spec, nil)
    }

    /// Runs `work` on the loop's thread soon; callable from any thread.
    public nonisolated func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        posted.append(work)
        var one: UInt64 = 1
        _ = write(wakeFD.rawValue, &one, 8)
    }

    /// Handles events until ``stop()``.
    public func run() {
        running = true
        while running { runOnce(timeoutMilliseconds: -1) }
    }

    /// Waits up to `timeoutMilliseconds` (-1: forever) and handles what arrived. Returns how many fds
    /// were ready.
    @discardableResult
    public func runOnce(timeoutMilliseconds: Int32) -> Int {
        // After the last batch: a timer it scheduled, fired or invalidated moves the next fire date.
        runLoopTimers?.beforeWait()
        let n = epoll_wait(epoll.rawValue, events, Int32(eventCapacity), timeoutMilliseconds)
        guard n > 0 else { return 0 }
        var i = 0
        while i < Int(n) {
            let data = events[i].data.u64
            let ready = events[i].events
            i += 1
            let slot = Int(data & 0xffff_ffff)
            guard slot < handlers.count else { continue }
            let w = handlers[slot]
            // Removed by a handler earlier in this batch (and perhaps reused): not this event's.
            if w.generation == UInt32(truncatingIfNeeded: data >> 32) { w.handler?(ready) }
        }
        afterEvents?()
        return Int(n)
    }

    /// Makes ``run()`` return after the current batch.
    public func stop() { running = false }

    /// Reads signals that arrived since the last wait and calls ``onSignal`` for each, without waiting.
    /// A runner calls it before starting a frame, so a signal that came in while it handled input ends
    /// the run before another frame is drawn rather than after it. One non-blocking `read(2)`; allocates
    /// nothing.
    public func pollSignals() { drainSignals() }

    private func drainTimer() {
        var expirations: UInt64 = 0
        _ = read(timerFD.rawValue, &expirations, 8)
        onTimer?()
    }

    private func drainSignals() {
        var info = signalfd_siginfo()
        while read(signalFD.rawValue, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            onSignal?(Int32(info.ssi_signo))
        }
    }

    /// Runs the main queue's jobs: Dispatch's main-queue blocks and the main actor's jobs. The wake-up
    /// is read first, as CoreFoundation's run loop does: jobs the drain itself enqueues write the
    /// eventfd again, and run in the next iteration rather than keeping this one going.
    private func drainMainQueue() {
        var count: UInt64 = 0
        _ = read(mainQueueFD, &count, 8)
        _dispatch_main_queue_callback_4CF(nil)
    }

    private func drainPosted() {
        var count: UInt64 = 0
        _ = read(wakeFD.rawValue, &count, 8)
        for work in posted.takeAll() { work() }
    }
}

/// Work posted from other threads, behind a mutex.
private final class PostQueue: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var items: [@Sendable @MainActor () -> Void] = []
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func append(_ work: @escaping @Sendable @MainActor () -> Void) {
        pthread_mutex_lock(&mutex); items.append(work); pthread_mutex_unlock(&mutex)
    }
    func takeAll() -> [@Sendable @MainActor () -> Void] {
        pthread_mutex_lock(&mutex); defer { pthread_mutex_unlock(&mutex) }
        let all = items
        items.removeAll(keepingCapacity: true)
        return all
    }
}
