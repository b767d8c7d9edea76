import CInput
import Glibc

/// Carries libinput's own log messages into the app's log.
///
/// libinput writes nothing by itself: without a handler its warnings ("event processing lagging behind
/// by 39 ms, your system is too slow", a touchscreen it refuses, a kernel bug it works around) are lost.
/// The handler formats the message with `vsnprintf` into a fixed stack buffer (libinput calls it with a
/// `va_list`), and hands it to the closure stored in the context's user data, so it needs no global.
enum LibinputLogBridge {
    /// The longest message passed on, in bytes (libinput's messages are one line, well under this).
    static let messageCapacity = 512

    /// Installs the handler on `li` at libinput's INFO priority: the lag and quirk warnings are logged
    /// there (libinput has no warning level between INFO and ERROR); DEBUG stays off.
    static func install(on li: OpaquePointer) {
        libinput_log_set_priority(li, LIBINPUT_LOG_PRIORITY_INFO)
        libinput_log_set_handler(li) { li, priority, format, arguments in
            guard let li, let format, let arguments, let userData = libinput_get_user_data(li) else { return }
            let opener = Unmanaged<LibinputSource.DeviceOpener>.fromOpaque(userData).takeUnretainedValue()
            guard let log = opener.log else { return }
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: LibinputLogBridge.messageCapacity) { buffer in
                guard let base = buffer.baseAddress, vsnprintf(base, LibinputLogBridge.messageCapacity, format, arguments) >= 0 else { return }
                let bytes = UnsafeRawBufferPointer(start: base, count: strlen(base))
                log(LibinputLogBridge.line(bytes: bytes, priority: priority))
            }
        }
    }

    /// One log line: the priority's name and the message, trailing newline dropped, escaped and cut short
    /// (device names in it come from the kernel).
    static func line(bytes: UnsafeRawBufferPointer, priority: libinput_log_priority) -> String {
        var end = bytes.count
        while end > 0 && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        let level = priority == LIBINPUT_LOG_PRIORITY_ERROR ? "error" : priority == LIBINPUT_LOG_PRIORITY_INFO ? "info" : "debug"
        return "libinput \(level): " + Echo.escaped(bytes: bytes.prefix(end), limit: 200)
    }
}
