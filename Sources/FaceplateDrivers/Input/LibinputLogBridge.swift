import CInput
import FaceplateEcho
import Glibc

/// Carries libinput's own log messages into the app's log.
///
/// libinput writes nothing by itself: without a handler its warnings ("event processing lagging behind
/// by 39 ms, your system is too slow", a touchscreen it refuses, a kernel bug it works around) are lost.
/// Its handler takes a `va_list`, so the handler is C (`faceplate_libinput_log_handler` in CInput's
/// shim: `vsnprintf` into a stack buffer); it calls back ``libinputLogLine(_:_:_:)`` with the finished
/// line, which hands it to the closure stored in the context's user data — no global.
enum LibinputLogBridge {
    /// Installs the handler on `li` at libinput's INFO priority: the lag and quirk warnings are logged
    /// there (libinput has no warning level between INFO and ERROR); DEBUG stays off.
    static func install(on li: OpaquePointer) {
        libinput_log_set_priority(li, LIBINPUT_LOG_PRIORITY_INFO)
        faceplate_libinput_install_log_handler(li)
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

/// Called by the C log handler with one formatted libinput message.
@_cdecl("faceplate_libinput_log_line")
func libinputLogLine(_ li: OpaquePointer?, _ priority: libinput_log_priority, _ line: UnsafePointer<CChar>?) {
    guard let li, let line, let userData = libinput_get_user_data(li) else { return }
    let opener = Unmanaged<LibinputSource.DeviceOpener>.fromOpaque(userData).takeUnretainedValue()
    guard let log = opener.log else { return }
    log(LibinputLogBridge.line(bytes: UnsafeRawBufferPointer(start: line, count: strlen(line)), priority: priority))
}
