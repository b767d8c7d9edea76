import Glibc
import CLinuxEvents

/// A single-threaded epoll loop over the panel's file descriptors: input, the DRM device, a timerfd for
/// gesture timers and animations, a signalfd for the termination signals (SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT), and an eventfd through which other threads post work.
///
/// There is no polling period: a touch frame is handled as soon as its fd is readable, and the timerfd
/// is armed for exactly the next deadline. Handlers live in a fixed table and events are read into a
/// preallocated buffer, so an iteration allocates nothing.
@MainActor public final class EventLoop {
    private let epoll: Int32
    private let timerFD: Int32
    private let signalFD: Int32
    private let wakeFD: Int32
    /// One watched descriptor. A class, not a tuple in the array: a closure stored in a generic
    /// container is kept at maximal abstraction, and calling it then allocates a reabstraction thunk
    /// per call in unoptimized builds.
    private final class Watch {
        let fd: Int32
        var handler: (@MainActor () -> Void)?
        init(fd: Int32, handler: @escaping @MainActor () -> Void) { self.fd = fd; self.handler = handler }
    }
    private var handlers: ContiguousArray<Watch> = []
    nonisolated(unsafe) private let events: UnsafeMutablePointer<epoll_event>
    private let eventCapacity = 16
    private var running = false
    private let posted = PostQueue()

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

    /// Sets up epoll, the timerfd, the signalfd (blocking ``terminationSignals`` for normal delivery) and
    /// the wake-up eventfd. Signals are blocked for the calling thread only: create the loop (or call
    /// ``blockTerminationSignals()``) before starting other threads, which inherit the mask.
    public init() throws(SystemError) {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epoll >= 0 else { throw SystemError(operation: "epoll_create1") }
        timerFD = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard timerFD >= 0 else { throw SystemError(operation: "timerfd_create") }
        // Blocked, the signals wait in the signalfd instead of killing the process: the loop gets to
        // restore the console's CRTC before exiting.
        var mask = EventLoop.blockTerminationSignals()
        signalFD = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard signalFD >= 0 else { throw SystemError(operation: "signalfd") }
        wakeFD = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard wakeFD >= 0 else { throw SystemError(operation: "eventfd") }
        events = .allocate(capacity: eventCapacity)
        handlers.reserveCapacity(16)
        try watch(timerFD) { [unowned self] in self.drainTimer() }
        try watch(signalFD) { [unowned self] in self.drainSignals() }
        try watch(wakeFD) { [unowned self] in self.drainPosted() }
    }

    deinit {
        events.deallocate()
        Glibc.close(timerFD); Glibc.close(signalFD); Glibc.close(wakeFD); Glibc.close(epoll)
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
    @discardableResult
    public nonisolated static func blockTerminationSignals() -> sigset_t {
        var mask = sigset_t()
        sigemptyset(&mask)
        for s in terminationSignals { sigaddset(&mask, s) }
        pthread_sigmask(SIG_BLOCK, &mask, nil)
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

    /// Calls `handler` whenever `fd` is readable.
    public func watch(_ fd: Int32, _ handler: @escaping @MainActor () -> Void) throws(SystemError) {
        var slot = handlers.firstIndex { $0.handler == nil } ?? handlers.count
        if slot == handlers.count { handlers.append(Watch(fd: fd, handler: handler)) } else { handlers[slot] = Watch(fd: fd, handler: handler) }
        var ev = epoll_event()
        ev.events = EPOLLIN.rawValue
        ev.data.u64 = UInt64(slot)
        guard epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &ev) == 0 else {
            handlers[slot].handler = nil
            slot = -1
            throw SystemError(operation: "epoll_ctl(ADD, fd \(fd))")
        }
    }

    /// Stops watching `fd`.
    public func unwatch(_ fd: Int32) {
        for i in handlers.indices where handlers[i].fd == fd && handlers[i].handler != nil {
            handlers[i].handler = nil
            _ = epoll_ctl(epoll, EPOLL_CTL_DEL, fd, nil)
        }
    }

    /// Arms the timer for `deadline` (seconds of CLOCK_MONOTONIC), or disarms it when nil.
    public func setTimer(deadline: Double?) {
        var spec = itimerspec()
        if let d = deadline {
            let clamped = max(d, 1e-9)      // a zero it_value would disarm the timer
            spec.it_value.tv_sec = Int(clamped)
            spec.it_value.tv_nsec = Int((clamped - Double(Int(clamped))) * 1e9)
            if spec.it_value.tv_sec == 0 && spec.it_value.tv_nsec == 0 { spec.it_value.tv_nsec = 1 }
        }
        _ = timerfd_settime(timerFD, Int32(TFD_TIMER_ABSTIME), &spec, nil)
    }

    /// Runs `work` on the loop's thread soon; callable from any thread.
    public nonisolated func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        posted.append(work)
        var one: UInt64 = 1
        _ = write(wakeFD, &one, 8)
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
        let n = epoll_wait(epoll, events, Int32(eventCapacity), timeoutMilliseconds)
        guard n > 0 else { return 0 }
        var i = 0
        while i < Int(n) {
            let slot = Int(events[i].data.u64)
            i += 1
            if slot < handlers.count { handlers[slot].handler?() }
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
        _ = read(timerFD, &expirations, 8)
        onTimer?()
    }

    private func drainSignals() {
        var info = signalfd_siginfo()
        while read(signalFD, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            onSignal?(Int32(info.ssi_signo))
        }
    }

    private func drainPosted() {
        var count: UInt64 = 0
        _ = read(wakeFD, &count, 8)
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

/// A failed system call: which one, and errno's text.
public struct SystemError: Error, CustomStringConvertible {
    /// The call that failed.
    public let operation: String
    /// errno at the time.
    public let code: Int32
    /// Captures errno for `operation`.
    public init(operation: String, code: Int32 = errno) { self.operation = operation; self.code = code }
    public var description: String { "\(operation) failed: \(errnoDescription(code))" }
}
