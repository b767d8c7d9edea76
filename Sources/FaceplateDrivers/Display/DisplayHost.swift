import Faceplate
import FaceplateGraphics

/// What a running app offers its display backend: the backend attaches its own pieces to it (the
/// preview window's input, rotate and screenshot keys; the headless run's PNG writer) and reports its
/// own shutdown through it, so the app's launcher never asks which backend it has.
///
/// The app shell's launcher is the real host; tests can be one.
@MainActor public protocol DisplayHost: AnyObject {
    /// The app's name, for window titles and messages.
    var name: String { get }
    /// Where files the display writes go (`--out-dir`): screenshots of the preview window.
    var outputDirectory: String { get }
    /// The preview window's session file (`--session`), if one was given.
    var sessionPath: String? { get }
    /// The app's window.
    var window: Window { get }
    /// The compositor that draws ``window`` into the display's buffers.
    var compositor: Compositor { get }
    /// Whether input can reach the app once it runs (a replay, or an input device that is there now):
    /// without it, a display that only shows what the app draws gets nothing new after the first frame.
    var hasInput: Bool { get }
    /// Whether the app watched descriptors or scheduled timers of its own during launch: they change the
    /// screen without input (a sensor, a broker), so such an app is not done after its first frame.
    var hasLiveSources: Bool { get }
    /// Stop after this many presented frames (nil: run until a signal).
    var frameLimit: Int? { get set }
    /// Called after each present with the frame drawn and the damage.
    var onPresent: (@MainActor (DisplayFrame, PixelRect) -> Void)? { get set }
    /// Reads input from `source` whenever its descriptor is readable.
    func add(_ source: any PanelInputSource) throws
    /// Ends the run once the frame being drawn is finished.
    func stop()
    /// Writes a status line to standard output (`headless: wrote …`, `window: rotation 90 …`).
    func say(_ line: String)
    /// Writes a problem to standard error, prefixed with the app's name.
    func warn(_ line: String)
}
