import Glibc
import CMosquitto

/// libmosquitto's process-wide set-up (`mosquitto_lib_init`), done once, by the first client made.
///
/// A lazily initialised global constant: Swift runs its initialiser exactly once, thread-safely, so no
/// mutable state is needed to remember it. The library is never cleaned up: its state lives as long as
/// the process, like the panel's clients.
let mosquittoLibraryReady: Bool = mosquitto_lib_init() == MOSQ_ERR_SUCCESS.rawValue

/// libmosquitto's text for an error code.
func mosquittoErrorText(_ code: Int32) -> String {
    if code == MOSQ_ERR_ERRNO.rawValue { return String(cString: strerror(errno)) }
    return String(cString: mosquitto_strerror(code))
}
