import FaceplateLinux
import FaceplateMQTT

/// What the thermostat's screens show, and so what the screen reader says of them, in the app's
/// language: English, or German for "de". Log and trace lines stay English (they are read by people
/// and scripts, not by the panel's user).
struct Strings {
    let home, schedule, settings: String
    let defaultRoom, resetHint, offline, noReading, everyDay, delete, time, roomName, fahrenheit, lastDay: String
    private let room, mode, sensorFailed, stale: String
    private let german: Bool

    init(languageCode: String) {
        german = languageCode.hasPrefix("de")
        if german {
            home = "Start"; schedule = "Zeitplan"; settings = "Einstellungen"
            defaultRoom = "Wohnzimmer"; resetHint = "Doppeltippen zum Zurücksetzen"; offline = "offline"
            noReading = "kein Messwert"; everyDay = "Jeden Tag"; delete = "Löschen"; time = "Uhrzeit"
            roomName = "Name des Raums"; fahrenheit = "Fahrenheit"; lastDay = "Letzte 24 Stunden"
            room = "Raum "; mode = "Betriebsart: "; sensorFailed = " (veraltet: Sensor ausgefallen)"; stale = " (veraltet)"
        } else {
            home = "Home"; schedule = "Schedule"; settings = "Settings"
            defaultRoom = "Living room"; resetHint = "double-tap to reset"; offline = "offline"
            noReading = "no reading"; everyDay = "Every day"; delete = "Delete"; time = "Time"
            roomName = "Room name"; fahrenheit = "Fahrenheit"; lastDay = "Last 24 hours"
            room = "Room "; mode = "Mode: "; sensorFailed = " (stale: sensor failed)"; stale = " (stale)"
        }
    }

    /// The strings of the running app's language (the process's locale until the app sets another).
    @MainActor static var current: Strings { Strings(languageCode: Application.sharedIfSet?.languageCode ?? Application.environmentLanguage()) }

    /// A temperature as ``Thermostat/format(_:)`` writes it, with the language's decimal separator:
    /// "21.5 °C", or "21,5 °C" in German.
    func temperature(_ formatted: String) -> String {
        german ? String(formatted.map { $0 == "." ? "," : $0 }) : formatted
    }

    /// "Room 21.5 °C", marked when the sensor failed.
    func roomTemperature(_ reading: String, sensorFailed failed: Bool) -> String {
        room + reading + (failed ? sensorFailed : "")
    }

    /// "Mode: heat", marked when the broker's last word on it is old.
    func mode(_ value: ClimateMode, stale isStale: Bool) -> String {
        let name: String
        switch value {
        case .off: name = german ? "aus" : "off"
        case .heat: name = german ? "heizen" : "heat"
        case .cool: name = german ? "kühlen" : "cool"
        case .auto: name = german ? "automatisch" : "auto"
        }
        return mode + name + (isStale ? stale : "")
    }
}
