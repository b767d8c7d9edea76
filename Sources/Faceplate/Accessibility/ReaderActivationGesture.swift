/// The gesture that starts a stopped screen reader: three quick taps with three fingers, which a blind
/// user can find on a panel whose reader is off. The application watches for it itself, as a value that
/// calls nothing, so a reader attached and off costs every tap only a few comparisons.
struct ReaderActivationGesture {
    /// The longest touch that still counts as a tap (the reader's own tap length).
    static let tapDuration = 0.35

    /// Fingers down now, the most at once in this touch sequence, and when it began.
    private var fingers = 0, mostFingers = 0
    private var start = 0.0
    /// Three-finger taps in a row so far, and when the last one ended.
    private var taps = 0
    private var lastTap = -Double.infinity

    /// Watches `record`; true when it ends the third three-finger tap in a row, each within `interval`
    /// seconds of the one before (the application's multi-tap interval).
    @inline(__always) mutating func watch(_ record: InputRecord, interval: Double) -> Bool {
        switch record {
        case let .touchDown(_, _, time):
            if fingers == 0 { start = time; mostFingers = 0 }
            fingers += 1
            if fingers > mostFingers { mostFingers = fingers }
        case let .touchUp(_, time), let .touchCancel(_, time):
            guard fingers > 0 else { return false }
            fingers -= 1
            guard fingers == 0 else { return false }
            if mostFingers == 3, time - start <= ReaderActivationGesture.tapDuration {
                taps = time - lastTap <= interval ? taps + 1 : 1
                lastTap = time
                if taps >= 3 { taps = 0; return true }
            } else if mostFingers != 3 {
                taps = 0
            }
        default:
            break
        }
        return false
    }
}
