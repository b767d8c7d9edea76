#if canImport(Glibc)
import Glibc
#endif
import Faceplate
import FaceplateEcho
import FaceplateGraphics

/// The desktop preview's own behaviour around a ``WindowDisplay``: the rotate key (the panel turns
/// through 0, 90, 180 and 270 degrees; layout, drawing and touch follow), the screenshot key, the close
/// button, and the session kept for `scripts/preview --watch` (``WindowSession``). The window display
/// makes one when it is attached to a running app (``WindowDisplay/attach(to:)``).
@MainActor final class WindowPreview {
    unowned let display: WindowDisplay
    let source: WindowInputSource
    unowned let host: any DisplayHost
    var compositor: Compositor { host.compositor }
    var window: Window { host.window }
    /// Where screenshots go (`--out-dir`).
    let directory: String
    /// The session file (`--session`), and what this run recorded for it.
    let sessionPath: String?
    let recorder: WindowSessionRecorder?
    /// Whether the window's close button ended the run.
    private(set) var closedByUser = false
    private var screenshotPending = false

    init(display: WindowDisplay, source: WindowInputSource, host: any DisplayHost) {
        self.display = display
        self.source = source
        self.host = host
        directory = host.outputDirectory
        sessionPath = host.sessionPath
        recorder = sessionPath == nil ? nil : WindowSessionRecorder()
        source.recorder = recorder
        source.onClose = { [unowned self] in
            MainActor.assumeIsolated {
                self.closedByUser = true
                self.host.stop()
            }
        }
        source.onRotate = { [unowned self] time in
            MainActor.assumeIsolated {
                let all = Rotation.allCases
                let next = all[(all.firstIndex(of: self.display.transform.rotation)! + 1) % all.count]
                self.rotate(to: next, time: time)
            }
        }
        source.onPlaybackRotate = { [unowned self] rotation, time in MainActor.assumeIsolated { self.rotate(to: rotation, time: time) } }
        source.onPlaybackFinished = { [unowned self] in
            MainActor.assumeIsolated { self.host.say("window: the previous run is played back; the window is yours") }
        }
        source.onScreenshot = { [unowned self] in MainActor.assumeIsolated { self.requestScreenshot() } }
        host.onPresent = { [unowned self] _, _ in
            if self.screenshotPending && !self.compositor.needsDisplay { self.screenshot() }
        }
        updateTitle()
    }

    /// Plays the previous run's session back, if there is one; a broken one is said and replaced.
    func playPreviousSession() {
        guard let sessionPath else { return }
        do {
            guard let session = try WindowSession.read(contentsOf: sessionPath), !session.entries.isEmpty else {
                host.say("window: no previous session in \(Echo.escaped(sessionPath, limit: Echo.pathLimit)); recording this one")
                return
            }
            let length = session.playback.last?.offset ?? 0
            source.play(session)
            host.say("window: playing back the previous run from \(Echo.escaped(sessionPath, limit: Echo.pathLimit)): "
                                + "\(session.entries.count) entries over \(Int(length.rounded(.up))) s; the mouse waits until it ends")
        } catch {
            host.warn("window: \(error); starting without it")
        }
    }

    /// Turns the panel to `rotation`: the display's transform, the compositor's, the window's logical
    /// size (its views re-lay out), and touch (which maps through the display's transform).
    func rotate(to rotation: Rotation, time: Double) {
        display.setRotation(rotation)
        compositor.setTransform(display.transform)
        window.frame = Rect(origin: .zero, size: display.transform.logicalSize)
        window.setNeedsLayout()
        recorder?.record(.rotate(rotation, time: time))
        let size = display.transform.logicalSize
        host.say("window: rotation \(rotation.rawValue), the app lays out in \(Int(size.width))x\(Int(size.height)); touch follows")
        window.application.trace.emit("rotation \(rotation.rawValue)")
        updateTitle()
    }

    /// Ctrl+S: the screenshot is taken once what is pending is on screen (now, when nothing is).
    private func requestScreenshot() {
        screenshotPending = true
        if !compositor.needsDisplay { screenshot() }
    }

    private func screenshot() {
        screenshotPending = false
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            host.warn("window: cannot create \(Echo.escaped(directory, limit: Echo.pathLimit)): \(errnoDescription(errno))")
            return
        }
        var n = 1
        var path = ""
        repeat {
            let digits = String(n)
            path = "\(directory)/screenshot-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
            n += 1
        } while access(path, F_OK) == 0 && n < 100_000
        do {
            try display.writeScreenshot(to: path)
            host.say("window: wrote \(Echo.escaped(path, limit: Echo.pathLimit)) (rotation \(display.transform.rotation.rawValue))")
        } catch {
            host.warn("window: screenshot: \(error)")
        }
    }

    /// Writes this run's session for the next one.
    func finish() {
        guard let sessionPath, let recorder else { return }
        if recorder.overflowed {
            host.warn("window: the session is full (\(WindowSession.capacity) entries); its end was not recorded")
        }
        do {
            try recorder.session.write(to: sessionPath)
            host.say("window: session of \(recorder.session.entries.count) entries written to \(Echo.escaped(sessionPath, limit: Echo.pathLimit))")
        } catch {
            host.warn("window: \(error)")
        }
    }

    private func updateTitle() {
        let t = display.transform
        display.setTitle("\(host.name) — \(t.panelWidth)x\(t.panelHeight) rotation \(t.rotation.rawValue)"
                         + (display.zoom > 1 ? " ×\(display.zoom)" : "") + " — Ctrl+R rotate, Ctrl+S screenshot, Ctrl-drag pinch")
    }
}
