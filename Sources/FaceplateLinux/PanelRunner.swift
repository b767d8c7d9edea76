import Faceplate
import FaceplateGraphics
import Glibc
import FaceplateDrivers

/// Runs an application on a panel: one ``EventLoop`` over the input descriptors, the display's
/// page-flip descriptor, a timerfd for the application's timers and a signalfd for the termination
/// signals (``EventLoop/terminationSignals``).
///
/// - Input readable → the source drains into `Application.handle(_:)`; a live source's records as one
///   input batch (`Application.handleInputBatch(_:)`: motion-only frames read together are coalesced).
/// - Display readable → `handleEvents()` (a flip landed, a buffer is free again).
/// - Timer → `Application.fireTimers()`; the timerfd is re-armed to `timers.nextDeadline` after every batch.
/// - After every batch: when the compositor has damage *and* the display has a free buffer, render with
///   the buffer's age and present the painted region's bounding box. Rendering is paced by flips (no free
///   buffer, no frame) and nothing runs while nothing is dirty: there is no polling period.
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT → the loop stops, ``run()`` closes the display (restoring the
///   console's CRTC) and returns ``exitCode``. A signal ends the run within one frame's time: the
///   signalfd is read again just before a frame starts, so a signal that arrives while input is handled
///   stops the run instead of waiting behind one more frame (a frame already being drawn, or a PNG
///   being written, is finished — never cut off half-way).
///
/// A loop iteration allocates nothing once warm (input, dispatch, render, present, latency bookkeeping).
/// When the seat is disabled (VT switch) or the display reports that another program took DRM master,
/// drawing stops; when the display comes back the whole screen is redrawn.
@MainActor public final class PanelRunner {
    /// The application input goes to.
    public let application: Application
    /// Renders the window into display buffers.
    public let compositor: Compositor
    /// Where frames go.
    public let display: any DisplayBackend
    /// The loop everything runs on.
    public let loop: EventLoop
    /// Input-to-action and action-to-flip times of recent actions.
    public let latency = LatencyLog()
    /// Where the input batch being handled has got to (readable, libinput dispatched, first event,
    /// first record, the frame that acts): copied into ``latency`` with each action, printed as a
    /// `latency stages` line after its `latency input->action` line (where a slow tap's time goes).
    /// Stamped only while ``printsLatency`` is on.
    public let stages = InputStageClock()
    /// Print `latency input->action … ms, action->flip … ms` for every action, and time each input
    /// batch's ``stages`` for the `latency stages` line. Off, no batch is stamped: the stamps read the
    /// thread's CPU clock (a system call) per batch, frame and action, which a panel that prints
    /// nothing should not pay on its input path.
    public var printsLatency = false
    /// Stop after this many presented frames (nil: run until a signal).
    public var frameLimit: Int?
    /// Called after each present with the frame drawn and the damage (the headless PNG writer).
    public var onPresent: (@MainActor (DisplayFrame, PixelRect) -> Void)?
    /// Where the runner's own messages go (lost display, errors); standard error by default.
    public var log: @MainActor (String) -> Void = { message in Diagnostics.writeStandardError("faceplate: " + message) }

    /// Frames presented so far.
    public private(set) var presentedFrames = 0
    /// Whether drawing is stopped because the display was taken away.
    public private(set) var isSuspended = false
    /// The signal that stopped the loop, if one did.
    public private(set) var stopSignal: Int32?
    /// Present or flip-event failures other than losing the display (each is logged).
    public private(set) var displayErrors = 0
    /// Dims and blanks the panel when idle (the board profile's idle settings); nil: never. Input
    /// wakes it; the input that wakes a blanked panel is swallowed.
    public var idle: IdleController? {
        didSet { idle?.onWake = { [unowned self] in self.compositor.invalidateAll() } }
    }
    /// Input records kept from the application while the display was not ours (``AwayInputSink``).
    public private(set) var inputIgnoredWhileAway = 0
    /// How often the display is tried again after another program took DRM master without a seat
    /// manager to tell us when it is free (no event says so: the kernel gives master to whoever asks
    /// first once the other program drops it).
    public nonisolated static let masterRetrySeconds = 0.5
    /// The longest wait between frames while an animation runs (60 Hz).
    public nonisolated static let animationFrameInterval = 1.0 / 60

    private var sources: ContiguousArray<any PanelInputSource> = []
    private var inputReadyTime: Double = -1
    private var armedDeadline: Double?
    private let latencyReport = LatencyReport()
    private var stopping = false
    private var stopsWhenDrawn = false
    private var lostMaster = false
    /// The seat the display came from, if any: while it is in use, the seat says when the display is
    /// ours again, never a retry of the runner's own.
    private var seat: SeatSession?
    /// Whether the seat said it is disabled and has not said it is enabled again: nothing asks for DRM
    /// master meanwhile (the seat has handed the display to another session).
    private var seatDisabled = false

    /// Wires `application` (whose window `compositor` draws) to `display` on `loop`. Installs the
    /// application's `actionObserver` for latency timing.
    public init(application: Application, compositor: Compositor, display: any DisplayBackend,
                loop: EventLoop) throws(SystemError) {
        self.application = application
        self.compositor = compositor
        self.display = display
        self.loop = loop
        sources.reserveCapacity(4)
        // The app's own descriptors are watched here (the entry point sets this before the launch).
        if application.descriptorLoop == nil { application.descriptorLoop = loop }
        if let fd = display.fd {
            try loop.watch(fd) { [unowned self] in self.displayReadable() }
        }
        loop.onTimer = { [unowned self] in
            self.armedDeadline = nil           // the timerfd expired: it is disarmed now
            self.application.fireTimers()
        }
        loop.onSignal = { [unowned self] signal in
            self.stopSignal = signal
            self.stop()
        }
        loop.afterEvents = { [unowned self] in self.afterBatch() }
        application.actionObserver = { [unowned self] _ in
            self.latency.actionRan(at: LatencyLog.now(), inputReady: self.inputReadyTime, stages: self.stages.stampsAtAction())
        }
    }

    /// Reads input from `source` whenever its descriptor is readable.
    public func add(_ source: any PanelInputSource) throws(SystemError) {
        sources.append(source)
        let sink = ApplicationInputSink(application: application, stages: stages)
        let away = AwayInputSink(application: application) { [unowned self] record in self.ignoredWhileAway(record) }
        try loop.watch(source.fd) { [unowned self] in
            // A blanked panel: this input wakes it and acts on nothing (the user saw a dark screen).
            let woke = self.idle?.noteInput() ?? false
            // Without a seat manager nobody says another program took DRM master: ask (one ioctl)
            // before input can reach a control. A quick tap's down and lift often come in one batch,
            // before any frame could fail for want of master, so waiting for a failed present would let
            // the blind tap act.
            if !self.isSuspended && !self.display.isDisplayOurs { self.lostDisplayNoticedBeforeInput() }
            guard !self.isSuspended && !woke else {
                // The screen shows someone else's picture (or nothing): a tap now is blind.
                source.dispatch(to: away)
                return
            }
            self.inputReadyTime = LatencyLog.now()
            if self.printsLatency { self.stages.startBatch(readableAt: self.inputReadyTime) }
            // Live input read together is one batch: its motion-only frames become one move per finger.
            if source.isLive {
                self.application.handleInputBatch { source.dispatch(to: sink) }
            } else {
                source.dispatch(to: sink)
            }
            self.stages.endBatch()
            self.inputReadyTime = -1
        }
    }

    /// Follows `seat`: its descriptor is dispatched on the loop, and an observer of its own stops and
    /// restarts drawing when the seat is disabled and enabled.
    public func attach(seat: SeatSession) throws(SystemError) {
        try loop.watch(seat.fd) { seat.dispatch() }
        self.seat = seat
        seat.addObserver(disabled: { [unowned self] in
            MainActor.assumeIsolated { self.seatWasDisabled() }
        }, enabled: { [unowned self] in
            MainActor.assumeIsolated { self.seatWasEnabled() }
        })
    }

    /// The seat is handing the display to another session. A master check may have failed just before
    /// (the seat drops master before its message is read): that loss was this, so nothing retries.
    private func seatWasDisabled() {
        seatDisabled = true
        lostMaster = false
        application.timers.cancel(target: self, token: 0)
        if isSuspended {
            display.suspend()
            log("the seat was disabled (VT switch): the display stays away until the seat gives it back")
        } else {
            suspendDisplay(reason: "the seat was disabled (VT switch)")
        }
    }

    /// The seat gives the display back: take it and redraw.
    private func seatWasEnabled() {
        seatDisabled = false
        resumeDisplay()
    }

    /// Stops drawing: the display is someone else's for now.
    public func suspendDisplay(reason: String) {
        guard !isSuspended else { return }
        isSuspended = true
        display.suspend()
        log("display taken away (\(reason)); drawing stops and touches are ignored until it is back")
        application.transition(to: .background)
        application.trace.emit("display away: input is ignored until it is back")
    }

    /// Takes the display back and redraws everything (another program may have drawn over it).
    /// Quietly stays suspended if the display is still not ours.
    public func resumeDisplay() {
        guard isSuspended, !seatDisabled else { return }
        do { try display.resume() } catch {
            if !lostMaster { log("display not available yet: \(error)") }
            return
        }
        isSuspended = false
        lostMaster = false
        application.timers.cancel(target: self, token: 0)
        compositor.invalidateAll()
        log("display is back: redrawing")
        application.transition(to: idle?.state == .blanked ? .inactive : .active)
        application.trace.emit("display back: input acts again")
        afterBatch()
    }

    /// Draws the first frame, then handles events until ``stop()`` (or a termination signal, or the
    /// frame limit). Closes the display on the way out. Returns ``exitCode``.
    public func run() -> Int32 {
        afterBatch()
        while !stopping { loop.runOnce(timeoutMilliseconds: -1) }
        finish()
        return exitCode
    }

    /// The process exit code for the way the run ended: 0 when it ended by itself (``stop()``, the frame
    /// limit) or was asked to stop by SIGINT or SIGTERM — Ctrl-C and `systemctl stop` are the normal
    /// ways to end a panel program, and a unit stopped that way must not count as failed; 128 + n for
    /// any other signal n (SIGHUP 129, SIGQUIT 131), the shell's convention for "ended by signal n":
    /// the terminal or session went away, which a kiosk unit's `Restart=on-failure` should answer.
    public var exitCode: Int32 { PanelRunner.exitCode(for: stopSignal) }

    /// The exit code for a run stopped by `signal` (nil: not stopped by a signal); see ``exitCode``.
    public nonisolated static func exitCode(for signal: Int32?) -> Int32 {
        guard let signal else { return 0 }
        return signal == SIGINT || signal == SIGTERM ? 0 : 128 + signal
    }

    /// The conventional name of a termination signal ("SIGHUP"), or "signal N".
    public nonisolated static func signalName(_ signal: Int32) -> String { EventLoop.signalName(signal) }

    /// The time an animation frame is drawn for: the last page flip's timestamp when it landed within
    /// the last two refreshes — so frames step by exactly the display's refresh, a 250 ms animation
    /// takes 15 flips at 60 Hz however late the loop woke — else `now` (fbdev and headless have no flip
    /// events; after a pause the last flip is stale). Both are CLOCK_MONOTONIC seconds.
    public nonisolated static func animationTime(now: Double, lastFlip: Double?) -> Double {
        guard let flip = lastFlip, now >= flip, now - flip < 2 * animationFrameInterval else { return now }
        return flip
    }

    /// One turn of the loop (tests; `run()` for real use).
    public func runOnce(timeoutMilliseconds: Int32) {
        if presentedFrames == 0 { afterBatch() }
        loop.runOnce(timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Ends ``run()`` after the current batch.
    public func stop() {
        stopping = true
        loop.stop()
    }

    /// Ends ``run()`` once what is on screen is up to date: after the frame that draws the pending
    /// damage, or at once when there is none (the end of a replayed recording).
    public func stopWhenDrawn() {
        stopsWhenDrawn = true
    }

    /// Whether ``stop()`` was called.
    public var isStopping: Bool { stopping }

    /// Reports actions still waiting for a frame and the touch figures (events delivered, positions
    /// coalesced), and gives the display back.
    public func finish() {
        if latency.hasPending { printSamples(latency.complete(frameAt: nil)) }
        // How much touch input was thinned (frames queued behind each other while the loop was busy):
        // a kiosk's journal shows whether its panel outran it.
        // And how much the kernel dropped before it could be read (its buffer overran): input lost,
        // not thinned.
        let d = application.diagnostics
        var lost: [String] = []
        for source in sources { if let s = source.lostInputSummary { lost.append(s) } }
        if d.touchEventsDelivered > 0 || !lost.isEmpty {
            log("input: \(d.touchEventsDelivered) touch events delivered, \(d.coalescedMotions) intermediate positions coalesced"
                + (lost.isEmpty ? "" : "; " + lost.joined(separator: "; ")))
        }
        display.close()
    }

    // MARK: - The loop's work

    private func displayReadable() {
        do { try display.handleEvents() } catch let e as DisplayError where e.meansLostMaster {
            lostDisplay(e)
        } catch {
            displayError(error)
        }
    }

    private func afterBatch() {
        let animator = application.animator
        var deadline = application.timers.nextDeadline
        if animator.isRunning && !isSuspended {
            // A frame is due while values glide. After a page flip the flip's own event wakes the
            // loop sooner; this covers displays without flip events (fbdev, headless) and frames
            // that drew nothing. Nothing is armed once the last animation ends.
            let next = LatencyLog.now() + PanelRunner.animationFrameInterval
            deadline = deadline.map { Swift.min($0, next) } ?? next
        }
        if deadline != armedDeadline {
            loop.setTimer(deadline: deadline)
            armedDeadline = deadline
        }
        guard !stopping, !isSuspended, idle?.state != .blanked else { return }
        // Animations move to this frame's time: the display's (the last page flip) when there is one.
        if animator.isRunning { animator.advance(to: PanelRunner.animationTime(now: LatencyLog.now(), lastFlip: display.lastFlipTime)) }
        guard compositor.prepareFrame() else {
            // The actions changed nothing on screen: nothing will flip for them.
            if latency.hasPending { printSamples(latency.complete(frameAt: nil)) }
            if stopsWhenDrawn { stop() }
            return
        }
        guard let frame = display.nextBuffer() else { return }   // a flip is in flight: its event wakes us
        // A signal that came while this batch's input was handled ends the run now, not after a frame.
        loop.pollSignals()
        guard !stopping else { return }
        let region = compositor.render(into: frame.buffer, age: frame.age)
        let damage = region.boundingBox
        do {
            try display.present(damage: damage)
        } catch let e as DisplayError where e.meansLostMaster {
            lostDisplay(e)
            return
        } catch {
            displayError(error)
            return
        }
        presentedFrames += 1
        // In trace mode only (the message is never built otherwise): which frame went out and what it
        // covered, so a test can wait for the frame that shows a touch before taking a screendump.
        application.trace.emit("present #\(self.presentedFrames) age \(frame.age) damage \(damage.x),\(damage.y) \(damage.width)x\(damage.height)")
        if latency.hasPending { printSamples(latency.complete(frameAt: LatencyLog.now())) }
        onPresent?(frame, damage)
        if let limit = frameLimit, presentedFrames >= limit { stop() }
        if stopsWhenDrawn && !compositor.needsDisplay { stop() }
    }

    private func printSamples(_ count: Int) {
        if printsLatency { latencyReport.print(newest: count, of: latency) }
    }

    private func lostDisplayNoticedBeforeInput() {
        lostMaster = true
        suspendDisplay(reason: seat == nil ? "another program is DRM master, noticed before delivering input"
                                           : Self.masterGoneUnderSeat)
        scheduleMasterRetry()
    }

    private func lostDisplay(_ error: DisplayError) {
        lostMaster = true
        suspendDisplay(reason: seat == nil ? "\(error)" : Self.masterGoneUnderSeat)
        scheduleMasterRetry()
    }

    /// Why the display went away when DRM master is gone while a seat is in use: a seat drops master
    /// before its "disabled" message can be read, so the seat (not the runner) says what happened.
    private static let masterGoneUnderSeat = "DRM master is gone; waiting for the seat to say whether it switched away"

    /// Without a seat manager nothing tells us when the other program lets go of the display, so the
    /// runner asks again every ``masterRetrySeconds`` (one ioctl) until it gets it, then redraws — not
    /// waiting for a touch, which while away would be ignored anyway.
    private func scheduleMasterRetry() {
        guard lostMaster else { return }
        if !application.timers.schedule(at: application.clock.now + PanelRunner.masterRetrySeconds, target: self, token: 0) {
            log("cannot schedule the display retry (the application's timer queue is full); a touch will retry")
        }
    }

    private func ignoredWhileAway(_ record: InputRecord) {
        inputIgnoredWhileAway += 1
        if case .touchDown(let slot, _, _) = record {
            application.trace.emit("touch ignored: \(InputTouchSlot.describe(slot)) went down while the display is away")
        }
    }

    private func displayError(_ error: any Error) {
        displayErrors += 1
        if displayErrors <= 10 { log("display error: \(error)") }
    }
}

extension PanelRunner: TimerTarget {
    /// The display retry (``masterRetrySeconds``) is due.
    public func timerFired(token: Int) {
        guard lostMaster else { return }
        // A seat's "disabled" may be queued behind the master check that started the retry: read it
        // first, so the retry never asks for master the seat has handed to another session.
        seat?.dispatch()
        guard lostMaster, !seatDisabled else { return }
        resumeDisplay()
        if lostMaster { scheduleMasterRetry() }
    }
}
