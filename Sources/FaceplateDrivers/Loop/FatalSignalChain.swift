#if canImport(Glibc)
import Glibc
#endif

/// The part every fatal-signal handler of Faceplate's shares: installing it for the fatal signals,
/// keeping the actions installed before it, and, once its own work is done, running the previous action
/// and dying of the signal by its default action — a fault is never swallowed.
///
/// A handler is a C function without a context argument, so each user (``CrashConsoleRestore``, the
/// entry point's flight recorder) keeps its own handler and its own table of previous actions; this type
/// holds no state. Everything here is async-signal-safe: `sigaction`, `raise`, `pthread_sigmask`, and
/// reads of memory allocated before the handler was installed.
public enum FatalSignalChain {
    /// The fatal signals handled: a fault in Swift code (traps are SIGTRAP or SIGILL), a bad mapping, an
    /// abort.
    public static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// A `SA_SIGINFO` handler.
    public typealias Handler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// How many `sigaction` slots a table of previous actions has: one per signal number.
    static let tableSize = 65

    /// A table for the actions a handler replaces, by signal number, allocated once and kept for the life
    /// of the process (the handler reads it). Set it where the handler finds it before ``install(_:keepingPreviousIn:)``,
    /// so a signal that comes in between still finds the previous actions.
    public static func makePreviousActions() -> UnsafeMutablePointer<sigaction> {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: tableSize)
        previous.initialize(repeating: sigaction(), count: tableSize)
        return previous
    }

    /// Installs `handler` for every one of ``signals``, keeping the actions it replaces in `previous`
    /// (from ``makePreviousActions()``).
    public static func install(_ handler: Handler, keepingPreviousIn previous: UnsafeMutablePointer<sigaction>) {
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handler
            // SA_ONSTACK: a stack overflow is a SIGSEGV too; the runtime's alternate stack (if any) is used.
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// From inside a handler, after its own work: runs the action `previous` holds for `signal` (another
    /// handler of ours, the Swift runtime's backtracer), then dies of `signal` by its default action.
    public static func passOn(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?,
                              previous: UnsafeMutablePointer<sigaction>?) {
        if let previous, signal > 0, signal < Int32(tableSize) {
            let p = previous[Int(signal)]
            if p.sa_flags & SA_SIGINFO != 0, let f = p.__sigaction_handler.sa_sigaction {
                f(signal, info, context)
            } else if let f = p.__sigaction_handler.sa_handler {
                let raw = unsafeBitCast(f, to: Int.self)
                if raw != 0 && raw != 1 { f(signal) }      // 0: SIG_DFL, 1: SIG_IGN
            }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
        // Pending until the handler returns (the signal is blocked while it runs), then fatal: also for a
        // signal sent with kill(2), which returning alone would ignore.
        _ = raise(signal)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}
