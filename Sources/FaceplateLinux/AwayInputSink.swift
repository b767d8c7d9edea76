import Faceplate
import FaceplateDrivers

/// Where input goes while the display is not ours (another program took DRM master, or the seat
/// switched to another VT): nowhere a control can see it.
///
/// A kiosk rule, not a UIKit one: the user cannot see what a tap would hit (the screen shows another
/// program, or nothing), so a blind tap must not act — a coffee machine must not brew because its
/// screen was busy elsewhere. Touch-downs and motion are dropped; a lift is passed on as a cancel, so a
/// finger that went down while the display was still ours ends cancelled, never as `touchUpInside`.
/// Key presses are dropped too. Frames pass, so the application's touch frames stay well formed.
@MainActor struct AwayInputSink: @preconcurrency InputSink {
    /// The application lifts and frames still go to.
    let application: Application
    /// Counts what was kept from the application (``PanelRunner/inputIgnoredWhileAway``).
    let onIgnored: @MainActor (InputRecord) -> Void

    func handle(_ record: InputRecord) {
        switch record {
        case .touchUp(let slot, let time):
            application.handle(.touchCancel(slot: slot, time: time))
        case .touchCancel, .frame:
            application.handle(record)
        default:
            onIgnored(record)
        }
    }

    func handle(_ record: InputRecord, from device: String) { handle(record) }
}
