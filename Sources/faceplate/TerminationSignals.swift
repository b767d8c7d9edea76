#if canImport(Glibc)
import Glibc
#endif

/// How `trace` and `snapshot` end on SIGINT, SIGTERM and SIGHUP: at once, by the signal's default
/// action, so the shell reports 128+n (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP) and a script
/// looping over them stops too.
///
/// main.swift blocks SIGINT and SIGTERM before any thread starts, so that `run` reads them from its
/// event loop's signalfd and gives the console its CRTC back. These two commands hold nothing that
/// needs giving back, and read no signalfd: left blocked, the signals would wait unread and Ctrl-C would
/// do nothing. The one thing a kill could leave behind, a half-written PNG, is PNG.write's business:
/// it holds the signals while its temporary file exists, then removes the file and lets them through.
enum TerminationSignals {
    /// Lets SIGINT, SIGTERM and SIGHUP through to the calling thread (a signal already waiting is
    /// delivered now). Dispositions are left alone: a command started with SIGINT ignored keeps ignoring it.
    static func endCommandOnArrival() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, s) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
