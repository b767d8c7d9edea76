import Faceplate

/// Writes diagnostics for the input backends to standard error.
///
/// Without Foundation there is no `FileHandle`; this goes straight to `write(2)` so a message is never
/// lost in a buffer when a kiosk process is killed. Only rare paths (hotplug, overflow, errors) log.
enum InputLog {
    /// Writes `faceplate-input: <message>` and a newline to standard error.
    static func warn(_ message: String) { Diagnostics.writeStandardError("faceplate-input: " + message) }
}
