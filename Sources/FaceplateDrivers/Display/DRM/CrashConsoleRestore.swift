import CDRM
import Glibc

/// Gives the console its CRTC back when the process dies of a fault (SIGSEGV, SIGBUS, SIGILL, SIGTRAP —
/// Swift's traps —, SIGABRT, SIGFPE), where a normal ``DRMDisplay/close()`` never runs.
///
/// ``DRMDisplay`` arms it with the CRTC it found at open and disarms it when it closes or the seat takes
/// the display away. The handler does only async-signal-safe work: one `DRM_IOCTL_MODE_SETCRTC` with the
/// saved framebuffer and mode (libdrm's `drmModeSetCrtc` is a memset and an `ioctl` loop: no allocation,
/// no lock) and one `DRM_IOCTL_DROP_MASTER`, both on the descriptor and ids stored beforehand in memory
/// allocated at arm time. Then the handler that was installed before (the Swift runtime's backtracer,
/// when it is on) still runs, so a developer keeps the crash report, and the signal is raised again with
/// its default action, so the process dies of it — a fault is never swallowed.
///
/// The termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) do not come here: they are blocked and read
/// through the event loop's signalfd (``EventLoop``), which closes the display normally.
public enum CrashConsoleRestore {
    /// The fatal signals handled: a fault in Swift code (traps are SIGTRAP or SIGILL), a bad mapping, an
    /// abort.
    public static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// What the handler restores. A signal handler is a C function without a context argument, so this
    /// state is the one unavoidable process-wide variable: it lives in memory allocated once at the first
    /// ``arm(fd:crtc:connector:)`` and is only read in the handler (no Swift runtime call, no lazy global
    /// initialisation inside the handler: the pointer is set before the handlers are installed).
    struct Saved {
        var armed: sig_atomic_t = 0
        var fd: Int32 = -1
        var connector: UInt32 = 0
        var crtc = drmModeCrtc()
    }
    nonisolated(unsafe) private static var saved: UnsafeMutablePointer<Saved>?
    /// The actions installed before ours, by signal number (read in the handler: fixed memory, 65 slots).
    nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction>?

    /// Whether the handler would restore a CRTC now.
    public static var isArmed: Bool { (saved?.pointee.armed ?? 0) != 0 }

    /// Stores what to restore and installs the handlers (the first time). `crtc` is the CRTC as found at
    /// open (`drmModeGetCrtc`), `connector` the connector it drives.
    public static func arm(fd: Int32, crtc: drmModeCrtc, connector: UInt32) {
        let s: UnsafeMutablePointer<Saved>
        if let existing = saved {
            s = existing
        } else {
            s = .allocate(capacity: 1)
            s.initialize(to: Saved())
            let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
            previous.initialize(repeating: sigaction(), count: 65)
            saved = s; previousActions = previous
            installHandlers(previous: previous)
        }
        s.pointee.armed = 0
        s.pointee.fd = fd
        s.pointee.connector = connector
        s.pointee.crtc = crtc
        s.pointee.armed = 1
    }

    /// Forgets the CRTC to restore when `fd` armed it (the display closed normally, or is not ours now).
    public static func disarm(fd: Int32) {
        guard let s = saved, s.pointee.fd == fd else { return }
        s.pointee.armed = 0
    }

    private static func installHandlers(previous: UnsafeMutablePointer<sigaction>) {
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = crashHandler
            // SA_ONSTACK: a stack overflow is a SIGSEGV too; the runtime's alternate stack (if any) is used.
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Restores the saved CRTC (async-signal-safe: ioctls and one write(2) of a static message), once.
    fileprivate static func restoreNow() {
        guard let s = saved, s.pointee.armed != 0 else { return }
        s.pointee.armed = 0
        let fd = s.pointee.fd
        let r: Int32
        if s.pointee.crtc.mode_valid != 0 && s.pointee.crtc.buffer_id != 0 {
            r = drmModeSetCrtc(fd, s.pointee.crtc.crtc_id, s.pointee.crtc.buffer_id, s.pointee.crtc.x, s.pointee.crtc.y,
                               &s.pointee.connector, 1, &s.pointee.crtc.mode)
        } else {
            r = drmModeSetCrtc(fd, s.pointee.crtc.crtc_id, 0, 0, 0, nil, 0, nil)
        }
        _ = drmDropMaster(fd)
        // A string literal's bytes are static: no allocation, no lock. Said before the runtime's crash
        // report, so the log shows the console came back first.
        let message: StaticString = r == 0 ? "display: fatal signal: the console's CRTC is restored (crash handler)\n"
                                           : "display: fatal signal: restoring the console's CRTC failed (crash handler)\n"
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
    }

    fileprivate static func chain(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        guard let previous = previousActions, signal > 0, signal < 65 else { return }
        let p = previous[Int(signal)]
        if p.sa_flags & SA_SIGINFO != 0, let f = p.__sigaction_handler.sa_sigaction {
            f(signal, info, context)
        } else if let f = p.__sigaction_handler.sa_handler {
            let raw = unsafeBitCast(f, to: Int.self)
            if raw != 0 && raw != 1 { f(signal) }      // 0: SIG_DFL, 1: SIG_IGN
        }
    }
}

/// The installed handler: restore, let the previous handler report, then die of the signal by default.
private func crashHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    CrashConsoleRestore.restoreNow()
    CrashConsoleRestore.chain(signal, info, context)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
    // Pending until this handler returns (the signal is blocked while it runs), then fatal: also for a
    // signal sent with kill(2), which returning alone would ignore.
    _ = raise(signal)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
}
