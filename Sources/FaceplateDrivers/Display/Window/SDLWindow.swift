import CSDL
import FaceplateGraphics

/// One SDL window showing a panel's buffer, zoomed by a whole number: the handles the desktop preview
/// owns. `deinit` frees the surface that wraps the panel buffer and destroys the window (then the
/// ``SDLLibrary`` it holds quits SDL when the last reference goes).
///
/// Pixels go through SDL's window surface (`SDL_GetWindowSurface`, `SDL_UpdateWindowSurfaceRects`): a
/// software framebuffer SDL pushes to X11 (XShm) or Wayland (a shared-memory buffer) rectangle by
/// rectangle. No renderer, no GPU: the window then shows exactly the bytes the panel gets, in the
/// panel's own format (SDL converts XRGB8888 or RGB565 while blitting), and a present uploads only the
/// damaged rectangle — what the issue asks for, and what works the same under Xvfb without GL.
final class SDLWindow {
    let sdl: SDLLibrary
    /// The panel-sized buffer frames are drawn into (scanout orientation, the panel's format).
    let buffer: PixelBuffer
    /// Window pixels per panel pixel.
    let zoom: Int
    private let window: OpaquePointer
    private let source: UnsafeMutablePointer<SDL_Surface>
    /// Rectangles handed to SDL, made once (a present allocates nothing).
    private let rects: UnsafeMutablePointer<SDL_Rect>

    /// Opens a window of `buffer`'s size times `zoom`, titled `title`.
    /// - Throws: ``WindowError`` when SDL cannot make the window or wrap the buffer.
    init(sdl: SDLLibrary, buffer: PixelBuffer, zoom: Int, title: String) throws(WindowError) {
        let (w, o1) = buffer.width.multipliedReportingOverflow(by: zoom)
        let (h, o2) = buffer.height.multipliedReportingOverflow(by: zoom)
        guard zoom >= 1, !o1, !o2, w <= 16384, h <= 16384 else {
            throw .badSize("a \(buffer.width)x\(buffer.height) panel zoomed \(zoom) times is larger than 16384 pixels a side")
        }
        self.sdl = sdl
        self.buffer = buffer
        self.zoom = zoom
        let format = buffer.format == .rgb565 ? FACEPLATE_SDL_PIXELFORMAT_RGB565 : FACEPLATE_SDL_PIXELFORMAT_XRGB8888
        guard let surface = sdl.createSurfaceFrom(buffer.baseAddress, Int32(buffer.width), Int32(buffer.height),
                                                  Int32(buffer.format.bytesPerPixel * 8), Int32(buffer.stride), format) else {
            throw .sdl(call: "SDL_CreateRGBSurfaceWithFormatFrom", message: sdl.lastError)
        }
        let position = Int32(bitPattern: UInt32(FACEPLATE_SDL_WINDOWPOS_CENTERED))
        guard let window = sdl.createWindow(title, position, position, Int32(w), Int32(h), UInt32(FACEPLATE_SDL_WINDOW_SHOWN)) else {
            let message = sdl.lastError
            sdl.freeSurface(surface)
            throw .sdl(call: "SDL_CreateWindow", message: message)
        }
        self.window = window
        source = surface
        rects = .allocate(capacity: 2)
        rects.initialize(repeating: SDL_Rect(), count: 2)
    }

    deinit {
        sdl.freeSurface(source)
        sdl.destroyWindow(window)
        rects.deallocate()
    }

    /// The window's size in window pixels.
    var windowWidth: Int { buffer.width * zoom }
    var windowHeight: Int { buffer.height * zoom }

    /// Copies panel rectangle `r` (scanout pixels) of the buffer to the window and shows it.
    /// - Throws: ``WindowError/sdl(call:message:)`` when SDL has no surface for the window or fails to blit.
    func show(_ r: PixelRect) throws(WindowError) {
        let x = max(0, r.x), y = max(0, r.y)
        let w = min(buffer.width, r.x + r.width) - x, h = min(buffer.height, r.y + r.height) - y
        guard w > 0, h > 0 else { return }
        guard let surface = sdl.getWindowSurface(window) else { throw .sdl(call: "SDL_GetWindowSurface", message: sdl.lastError) }
        rects[0] = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
        rects[1] = SDL_Rect(x: Int32(x * zoom), y: Int32(y * zoom), w: Int32(w * zoom), h: Int32(h * zoom))
        // Whole-number zoom is nearest-neighbour: each panel pixel becomes a zoom×zoom block, exactly.
        let status = zoom == 1 ? sdl.blit(source, rects, surface, rects + 1) : sdl.blitScaled(source, rects, surface, rects + 1)
        guard status == 0 else { throw .sdl(call: zoom == 1 ? "SDL_BlitSurface" : "SDL_BlitScaled", message: sdl.lastError) }
        rects[1] = SDL_Rect(x: Int32(x * zoom), y: Int32(y * zoom), w: Int32(w * zoom), h: Int32(h * zoom))
        guard sdl.updateWindowSurfaceRects(window, rects + 1, 1) == 0 else {
            throw .sdl(call: "SDL_UpdateWindowSurfaceRects", message: sdl.lastError)
        }
    }

    /// Shows the whole buffer again (the window was uncovered, or the desktop lost its copy).
    func showAll() throws(WindowError) {
        try show(PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
    }

    /// What the window shows, read back from its surface and scaled back down by ``zoom``: the panel's
    /// pixels as XRGB8888 (an RGB565 panel's pixels expanded as SDL expanded them for the window).
    /// - Throws: ``WindowError/sdl(call:message:)`` when the surface cannot be read.
    func capture() throws(WindowError) -> PixelBuffer {
        guard let surface = sdl.getWindowSurface(window) else { throw .sdl(call: "SDL_GetWindowSurface", message: sdl.lastError) }
        let whole = PixelBuffer(width: windowWidth, height: windowHeight, format: .xrgb8888)
        guard let target = sdl.createSurfaceFrom(whole.baseAddress, Int32(whole.width), Int32(whole.height), 32,
                                                 Int32(whole.stride), FACEPLATE_SDL_PIXELFORMAT_XRGB8888) else {
            throw .sdl(call: "SDL_CreateRGBSurfaceWithFormatFrom", message: sdl.lastError)
        }
        defer { sdl.freeSurface(target) }
        guard sdl.blit(surface, nil, target, nil) == 0 else { throw .sdl(call: "SDL_BlitSurface", message: sdl.lastError) }
        guard zoom > 1 else { return whole }
        let panel = PixelBuffer(width: buffer.width, height: buffer.height, format: .xrgb8888)
        for y in 0..<panel.height {
            for x in 0..<panel.width { panel.setPixel(x: x, y: y, whole.pixel(x: x * zoom, y: y * zoom)) }
        }
        return panel
    }

    /// Sets the window's title.
    func setTitle(_ title: String) { sdl.setWindowTitle(window, title) }
}
