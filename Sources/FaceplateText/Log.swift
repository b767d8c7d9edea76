import Glibc

/// Writes one diagnostic line to standard error. `write(2)` rather than `stderr`/`print` because the
/// C `stderr` global is not concurrency-safe in Swift 6 mode and `print` may buffer.
func logTextWarning(_ message: String) {
    var line = "faceplate-text: " + message + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
