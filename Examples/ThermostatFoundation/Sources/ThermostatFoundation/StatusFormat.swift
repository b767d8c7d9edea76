import Foundation

/// The texts of the status screen, formatted by Foundation: `NumberFormatter` in the settings' locale,
/// `DateFormatter` in UTC (the same text on every machine and time zone).
struct StatusFormat {
    let localizedSetpoint: String
    let installed: String
    let night: String

    init(settings: RoomSettings) {
        let number = NumberFormatter()
        number.locale = Locale(identifier: settings.locale)
        number.numberStyle = .decimal
        number.minimumFractionDigits = 1
        number.maximumFractionDigits = 1
        func temperature(_ t: Double) -> String { (number.string(from: NSNumber(value: t)) ?? String(t)) + " °C" }
        localizedSetpoint = temperature(settings.setpoint)
        let date = DateFormatter()
        date.locale = Locale(identifier: "en_US_POSIX")
        date.timeZone = TimeZone(identifier: "UTC")
        date.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        installed = date.string(from: settings.installed)
        // The coolest period is the night setback.
        if let n = settings.periods.min(by: { $0.setpoint < $1.setpoint }) {
            night = "\(temperature(n.setpoint)) from \(n.from)"
        } else {
            night = "none"
        }
    }
}
