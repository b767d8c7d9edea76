#if canImport(Glibc)
import Glibc
#endif
import CLinuxEvents
import FaceplateDrivers

/// When the app shell saves the flight recording by itself: on a fatal signal, from the signal's
/// handler, and on SIGUSR1, through the event loop.
///
/// The fatal handler (SIGSEGV, SIGBUS, SIGILL, SIGTRAP — Swift's traps —, SIGABRT, SIGFPE) calls only
/// ``FlightRecordingStore/save(_:reason:)``, which is `open`, `write`, `fsync`, `rename`, `unlink` on
/// memory prepared at start, then runs the handler installed before it (the console's CRTC restore, the
/// Swift runtime's backtracer) and dies of the signal by its default action: a fault is never
/// swallowed. SIGUSR1 is blocked in every thread (``EventLoop/blockTerminationSignals()``) and read from
/// a signalfd on the loop, so its save runs as normal code between two batches, never inside one.
@MainActor enum FlightRecorderSignals {
    /// What the fatal handler saves. A signal handler is a C function without a context argument, so
    /// this is the one unavoidable process-wide variable: set once, before the handlers are installed,
    /// in memory allocated then; only read in the handler.
    struct Armed {
        var recorder: Unmanaged<FlightRecorder>
        var store: Unmanaged<FlightRecordingStore>
        var saved: sig_atomic_t = 0
    }
    nonisolated(unsafe) private static var armed: UnsafeMutablePointer<Armed>?
    /// The actions installed before ours, by signal number (``FatalSignalChain/makePreviousActions()``).
    nonisolated(unsafe) fileprivate static var previousActions: UnsafeMutablePointer<sigaction>?

    /// Saves `recorder` into `store` when the process dies of a fault. Once per process (a second call
    /// does nothing); `recorder` and `store` are kept alive from then on.
    static func installFatalHandler(recorder: FlightRecorder, store: FlightRecordingStore) {
        guard armed == nil else { return }
        let a = UnsafeMutablePointer<Armed>.allocate(capacity: 1)
        a.initialize(to: Armed(recorder: .passRetained(recorder), store: .passRetained(store)))
        let previous = FatalSignalChain.makePreviousActions()
        armed = a
        previousActions = previous
        FatalSignalChain.install(flightRecorderCrashHandler, keepingPreviousIn: previous)
    }

    /// Saves the recording whenever SIGUSR1 arrives, from `loop`; `save` does the saving and the
    /// messages. Returns the signalfd, which must stay open as long as the loop runs.
    static func watchUser1(on loop: EventLoop, save: @escaping @MainActor () -> Void) throws(SystemError) -> SignalDescriptor {
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGUSR1)
        let signal = SignalDescriptor(try FileDescriptor.checking(signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC)), call: "signalfd(SIGUSR1)"))
        let raw = signal.fd.rawValue
        try loop.watch(raw) {
            var info = signalfd_siginfo()
            var any = false
            while read(raw, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size { any = true }
            if any { save() }
        }
        return signal
    }

    /// A signalfd, open while this object lives.
    final class SignalDescriptor {
        let fd: FileDescriptor
        init(_ fd: consuming FileDescriptor) { self.fd = fd }
    }

    /// The handler's work: save once (a second fault while saving saves nothing), say so on standard error.
    fileprivate nonisolated static func saveNow(_ signal: Int32) {
        guard let a = armed, a.pointee.saved == 0 else { return }
        a.pointee.saved = 1
        let why = reason(signal)
        let store = a.pointee.store.takeUnretainedValue()
        let e = store.save(a.pointee.recorder.takeUnretainedValue(), reason: UnsafeRawBufferPointer(start: why.utf8Start, count: why.utf8CodeUnitCount))
        if e == 0 {
            store.reportSaved(to: 2, why: why)
        } else {
            let message: StaticString = "flight recorder: fatal signal: the recording could not be written\n"
            _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
        }
    }

    /// The `reason` of a recording saved on `signal`: static text, nothing formatted in the handler.
    private nonisolated static func reason(_ signal: Int32) -> StaticString {
        switch signal {
        case SIGSEGV: "signal SIGSEGV"
        case SIGBUS: "signal SIGBUS"
        case SIGILL: "signal SIGILL (a Swift trap on x86_64)"
        case SIGTRAP: "signal SIGTRAP (a Swift trap on arm64)"
        case SIGABRT: "signal SIGABRT"
        case SIGFPE: "signal SIGFPE"
        default: "fatal signal"
        }
    }
}

/// The installed handler: save, let the previous handler run, then die of the signal by default.
private func flightRecorderCrashHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    FlightRecorderSignals.saveNow(signal)
    FatalSignalChain.passOn(signal, info, context, previous: FlightRecorderSignals.previousActions)
}
