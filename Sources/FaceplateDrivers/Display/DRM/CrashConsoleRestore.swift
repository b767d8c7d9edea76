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
    /// The fatal signals handled (``FatalSignalChain/signals``).
    public static var fatalSignals: [Int32] { FatalSignalChain.signals }

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
    nonisolated(unsafe) fileprivate static var previousActions: UnsafeMutablePointer<sigaction>?

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
            let previous = FatalSignalChain.makePreviousActions()
            saved = s; previousActions = previous
            FatalSignalChain.install(crashHandler, keepingPreviousIn: previous)
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
}

/// The installed handler: restore, let the previous handler report, then die of the signal by default.
private func crashHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    CrashConsoleRestore.restoreNow()
    FatalSignalChain.passOn(signal, info, context, previous: CrashConsoleRestore.previousActions)
}
