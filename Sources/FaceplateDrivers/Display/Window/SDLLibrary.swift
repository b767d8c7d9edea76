import CSDL
import FaceplateEcho
import Glibc

/// libSDL2, loaded at run time with `dlopen` and initialised for video: the desktop preview's only way
/// to SDL.
///
/// Why at run time and not linked: every app gets `--backend window` for free, while the binary that
/// goes on a board keeps SDL out of its `DT_NEEDED` (a board image has no X11 or Wayland, and the
/// aarch64 sysroot no libsdl2-dev). The functions used are declared in `Sources/CSDL/shim.h` (SDL 2's
/// stable ABI) and looked up by name here; a missing library is one line naming the Debian package.
///
/// Owns the `dlopen` handle and SDL's video subsystem: `deinit` calls `SDL_Quit` and `dlclose`. Make
/// one per window (``SDLWindow`` holds it), on the main thread, after the termination signals are
/// blocked: SDL is told not to install signal handlers, so SIGINT and SIGTERM keep arriving through
/// the event loop's signalfd.
final class SDLLibrary {
    /// The shared object's name (the ABI's soname, as Debian installs it).
    static let soname = "libSDL2-2.0.so.0"
    /// The Debian package that has it.
    static let debianPackage = "libsdl2-2.0-0"

    private let handle: UnsafeMutableRawPointer
    let getError: faceplate_SDL_GetError
    let createWindow: faceplate_SDL_CreateWindow
    let destroyWindow: faceplate_SDL_DestroyWindow
    let setWindowTitle: faceplate_SDL_SetWindowTitle
    let getWindowSurface: faceplate_SDL_GetWindowSurface
    let updateWindowSurface: faceplate_SDL_UpdateWindowSurface
    let updateWindowSurfaceRects: faceplate_SDL_UpdateWindowSurfaceRects
    let createSurfaceFrom: faceplate_SDL_CreateRGBSurfaceWithFormatFrom
    let freeSurface: faceplate_SDL_FreeSurface
    let blit: faceplate_SDL_UpperBlit
    let blitScaled: faceplate_SDL_UpperBlitScaled
    let pollEvent: faceplate_SDL_PollEvent
    let getTicks: faceplate_SDL_GetTicks
    private let quit: faceplate_SDL_Quit
    /// `2.26.5`.
    let version: String
    /// SDL's video driver: `x11`, `wayland`, … (`SDL_VIDEODRIVER` chooses).
    let videoDriver: String

    /// Loads libSDL2 and initialises its video subsystem.
    /// - Throws: ``WindowError/libraryMissing(detail:)`` when the library is not installed,
    ///   ``WindowError/symbolMissing(_:)`` for an SDL too old, ``WindowError/noDesktop(detail:)`` without
    ///   an X11 or Wayland desktop (SDL's offscreen driver is not one), ``WindowError/sdl(call:message:)``
    ///   when SDL cannot start.
    init() throws(WindowError) {
        guard let handle = dlopen(SDLLibrary.soname, RTLD_NOW | RTLD_LOCAL) else {
            throw .libraryMissing(detail: Echo.escaped(dlerror().map { String(cString: $0) } ?? "not found", limit: 200))
        }
        func load<T>(_ name: String, _ type: T.Type) throws(WindowError) -> T {
            guard let p = dlsym(handle, name) else { dlclose(handle); throw .symbolMissing(name) }
            return unsafeBitCast(p, to: T.self)
        }
        let initialize = try load("SDL_Init", faceplate_SDL_Init.self)
        let setHint = try load("SDL_SetHint", faceplate_SDL_SetHint.self)
        let getVersion = try load("SDL_GetVersion", faceplate_SDL_GetVersion.self)
        let driver = try load("SDL_GetCurrentVideoDriver", faceplate_SDL_GetCurrentVideoDriver.self)
        getError = try load("SDL_GetError", faceplate_SDL_GetError.self)
        createWindow = try load("SDL_CreateWindow", faceplate_SDL_CreateWindow.self)
        destroyWindow = try load("SDL_DestroyWindow", faceplate_SDL_DestroyWindow.self)
        setWindowTitle = try load("SDL_SetWindowTitle", faceplate_SDL_SetWindowTitle.self)
        getWindowSurface = try load("SDL_GetWindowSurface", faceplate_SDL_GetWindowSurface.self)
        updateWindowSurface = try load("SDL_UpdateWindowSurface", faceplate_SDL_UpdateWindowSurface.self)
        updateWindowSurfaceRects = try load("SDL_UpdateWindowSurfaceRects", faceplate_SDL_UpdateWindowSurfaceRects.self)
        createSurfaceFrom = try load("SDL_CreateRGBSurfaceWithFormatFrom", faceplate_SDL_CreateRGBSurfaceWithFormatFrom.self)
        freeSurface = try load("SDL_FreeSurface", faceplate_SDL_FreeSurface.self)
        blit = try load("SDL_UpperBlit", faceplate_SDL_UpperBlit.self)
        blitScaled = try load("SDL_UpperBlitScaled", faceplate_SDL_UpperBlitScaled.self)
        pollEvent = try load("SDL_PollEvent", faceplate_SDL_PollEvent.self)
        getTicks = try load("SDL_GetTicks", faceplate_SDL_GetTicks.self)
        quit = try load("SDL_Quit", faceplate_SDL_Quit.self)
        self.handle = handle

        // The loop reads SIGINT/SIGTERM through its signalfd; SDL's own handlers would turn them into
        // an SDL_QUIT event instead. A mouse is one finger here, so SDL must not make touches of it
        // (nor mouse clicks of real touches: those are told apart by SDL_TOUCH_MOUSEID and dropped).
        _ = setHint("SDL_NO_SIGNAL_HANDLERS", "1")
        _ = setHint("SDL_MOUSE_TOUCH_EVENTS", "0")
        // A desktop preview must not stop the screensaver of the machine it runs on.
        _ = setHint("SDL_VIDEO_ALLOW_SCREENSAVER", "1")
        // The window surface stays a software framebuffer (XShm / wl_shm). Left alone, SDL 2.26's first
        // SDL_GetWindowSurface on Linux opens a hidden "OpenGL test" window and a GL context to decide
        // whether a GPU texture would be faster: start-up cost, a GL driver the preview never needs, and
        // (on the CI machine) the preview's window vanishing under xdotool after its first frame.
        _ = setHint("SDL_FRAMEBUFFER_ACCELERATION", "0")
        // Without a desktop SDL would fall back to its offscreen driver: a window nobody sees. Only X11
        // and Wayland count, unless SDL_VIDEODRIVER asks for another driver by name.
        func isSet(_ name: String) -> Bool { getenv(name).map { $0.pointee != 0 } ?? false }
        let requested = isSet("SDL_VIDEODRIVER")
        if !requested && !isSet("DISPLAY") && !isSet("WAYLAND_DISPLAY") {
            dlclose(handle)
            throw .noDesktop(detail: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        var v = SDL_version()
        getVersion(&v)
        version = "\(v.major).\(v.minor).\(v.patch)"
        guard initialize(UInt32(FACEPLATE_SDL_INIT_VIDEO)) == 0 else {
            let message = getError().map { String(cString: $0) } ?? ""
            quit()
            dlclose(handle)
            throw .sdl(call: "SDL_Init(VIDEO)", message: Echo.escaped(message, limit: 300)
                       + " (is DISPLAY or WAYLAND_DISPLAY set? the window backend needs an X11 or Wayland desktop)")
        }
        videoDriver = driver().map { String(cString: $0) } ?? "?"
        if !requested && videoDriver != "x11" && videoDriver != "wayland" {
            quit()
            dlclose(handle)
            throw .noDesktop(detail: "SDL found only its \(Echo.escaped(videoDriver)) video driver")
        }
    }

    deinit {
        quit()
        dlclose(handle)
    }

    /// `SDL_GetError()`'s text, escaped and cut short for a log line.
    var lastError: String { Echo.escaped(getError().map { String(cString: $0) } ?? "", limit: 300) }
}
