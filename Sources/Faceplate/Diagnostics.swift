#if canImport(Glibc)
import Glibc
#endif

/// Counts and logs the non-fatal problems of Faceplate's fixed storage and state machines.
///
/// Faceplate never crashes because a capacity ran out: it drops the extra item, counts it here and
/// logs a line (the first few times, then every thousandth) so the cause is visible in the journal.
///
/// Each ``Application`` has its own (``Application/diagnostics``); views, controls and recognizers
/// reach it through their window, so two applications in one process (tests) count apart. A problem
/// met where no application is at hand — a control or recognizer in no window — is counted nowhere
/// and logged to standard error with "(no application)" (``record(_:_:in:)``).
@MainActor public final class Diagnostics {
    /// What ran out or went wrong.
    public enum Kind: Int, CaseIterable, Sendable {
        /// More fingers than ``Capacities/touches``.
        case touches
        /// A touch was watched by more recognizers than ``Capacities/recognizersPerTouch``.
        case recognizersPerTouch
        /// More active recognizers than ``Capacities/activeRecognizers``.
        case activeRecognizers
        /// A timer could not be scheduled: more pending timers than ``Capacities/timers`` (or a
        /// gesture timer token outside 0..<64).
        case timers
        /// A control had more target-action entries than its capacity.
        case actionsPerControl
        /// More keys held than ``Capacities/presses``.
        case presses
        /// A gesture recognizer was asked for a state change UIKit forbids (e.g. failed → began).
        case illegalGestureTransition
        /// An input record that made no sense (motion for a slot that never went down, say).
        case inputProtocol
        /// A responder chain longer than ``Responder/maximumChainLength`` (in practice a cycle): the
        /// event or nil-targeted action went no further.
        case responderChain
        /// A value animation could not start: more running than ``Capacities/animations`` (the value
        /// jumps to its end instead).
        case animations
        /// Required layout constraints contradicted each other: one was left out (UIKit's "Unable to
        /// simultaneously satisfy constraints" log).
        case unsatisfiableConstraints
        /// A table view's data source or caller broke UIKit's rules (an unregistered reuse identifier,
        /// a row outside the table): UIKit raises an exception; the table reports it and carries on.
        case tableView
        /// A collection view's data source, layout or caller broke UIKit's rules (an unregistered reuse
        /// identifier, an item outside the collection): UIKit raises an exception; the collection view
        /// reports it and carries on.
        case collectionView
    }

    /// Creates empty counts that log to standard error (each application makes its own).
    public init() {}

    private var counts = [Int](repeating: 0, count: Kind.allCases.count)
    /// Where log lines go; standard error by default.
    public var log: @MainActor (String) -> Void = { line in Diagnostics.writeStandardError(line) }

    /// How many times `kind` happened since start-up (or ``reset()``).
    public func overflowCount(_ kind: Kind) -> Int { counts[kind.rawValue] }

    /// Counts one occurrence and logs `message` for the 1st–5th and every 1000th.
    public func record(_ kind: Kind, _ message: @autoclosure () -> String) {
        counts[kind.rawValue] += 1
        let n = counts[kind.rawValue]
        if n <= 5 || n % 1000 == 0 { log("faceplate: \(kind): \(message()) (\(n) so far)") }
    }

    /// Touch positions replaced by a newer one of the same finger before their frame was delivered:
    /// the input came faster than the application took it (frames queued behind each other), and only
    /// each finger's latest position went on (UIKit delivers at most one `touchesMoved` per touch per
    /// display frame). Not a problem, so it is counted without a log line; a kiosk's log or a test reads
    /// it to see how much a flood was thinned.
    @exclusivity(unchecked) public internal(set) var coalescedMotions = 0
    /// Touch events (frames with at least one changed touch) delivered to the windows.
    // Both counters plain values, unchecked as the policy above `View.bounds` allows: counted on every
    // touch frame, where each checked access would be a runtime call.
    @exclusivity(unchecked) public internal(set) var touchEventsDelivered = 0

    /// Zeroes every count (tests).
    public func reset() {
        for i in counts.indices { counts[i] = 0 }
        coalescedMotions = 0
        touchEventsDelivered = 0
    }

    /// Records into `diagnostics` when there is one; otherwise (no application at hand: a control or
    /// recognizer in no window) counts nowhere and logs the line to standard error, marked so.
    public static func record(_ kind: Kind, _ message: @autoclosure () -> String, in diagnostics: Diagnostics?) {
        if let diagnostics { diagnostics.record(kind, message()); return }
        writeStandardError("faceplate: \(kind): \(message()) (no application)")
    }
}

extension Diagnostics {
    /// Writes `line` and a newline to standard error with one `write(2)`: unbuffered, so nothing is
    /// lost when a kiosk process is killed, and no Foundation.
    public nonisolated static func writeStandardError(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { buf in
            #if canImport(Glibc)
            _ = Glibc.write(2, buf.baseAddress, buf.count)
            #endif
        }
    }
}
