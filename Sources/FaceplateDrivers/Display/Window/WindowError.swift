/// Why the desktop preview window (``WindowDisplay``) could not be opened or used: one line each,
/// naming what to install or what SDL said.
public enum WindowError: Error, Equatable, CustomStringConvertible {
    /// `dlopen` could not load libSDL2 (not installed, or a broken install); `detail` is `dlerror()`'s text.
    case libraryMissing(detail: String)
    /// The loaded libSDL2 lacks a function the window needs (an SDL older than 2.0.18).
    case symbolMissing(String)
    /// An SDL call failed; `message` is `SDL_GetError()`'s text.
    case sdl(call: String, message: String)
    /// `--zoom` out of range, or a window larger than SDL can make.
    case badSize(String)
    /// No X11 or Wayland desktop to open the window on; `detail` says what was found instead.
    case noDesktop(detail: String)

    public var description: String {
        switch self {
        case .libraryMissing(let detail):
            return "window: cannot load \(SDLLibrary.soname) (\(detail)); install the Debian package \(SDLLibrary.debianPackage)"
        case .symbolMissing(let name):
            return "window: \(SDLLibrary.soname) has no \(name); SDL 2.0.18 or newer is needed (Debian package \(SDLLibrary.debianPackage))"
        case .sdl(let call, let message):
            return "window: \(call) failed: \(message.isEmpty ? "SDL gave no reason" : message)"
        case .badSize(let message):
            return "window: \(message)"
        case .noDesktop(let detail):
            return "window: no desktop to open a window on: \(detail); run it in an X11 or Wayland session (or under Xvfb)"
        }
    }
}
