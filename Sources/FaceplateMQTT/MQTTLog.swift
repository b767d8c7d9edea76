import Glibc

/// Where FaceplateMQTT's log lines go: one line per event worth knowing (connected, lost, refused,
/// a payload ignored), never the broker's password.
public typealias MQTTLogSink = (String) -> Void

/// The default ``MQTTLogSink``.
public enum MQTTLog {
    /// Writes `faceplate-mqtt: <line>` and a newline to standard error with one `write(2)`, unbuffered,
    /// so a line is not lost when a kiosk process is killed.
    public static func standardError(_ line: String) {
        var text = "faceplate-mqtt: " + line + "\n"
        text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
    }
}
