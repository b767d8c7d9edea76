import CMainQueue
import Observation

/// The view methods whose reads of `@Observable` properties Faceplate tracks, as UIKit does (its
/// automatic observation tracking, on by default since iOS 26): when a property one of them read
/// changes, the view is marked so that the method runs again in the next frame.
enum ObservedPass {
    /// ``View/updateProperties()`` (and its controller's): a change asks for ``View/setNeedsUpdateProperties()``.
    case properties
    /// ``View/layoutSubviews()`` with its controller's ``ViewController/viewWillLayoutSubviews()``:
    /// a change asks for ``View/setNeedsLayout()``.
    case layout
    /// ``View/draw(_:in:)`` and ``View/draw(_:)``: a change asks for ``View/setNeedsDisplay()``.
    case display

    /// The pass's bit in ``View/observedPasses`` and in ``ViewObservation``'s handlers.
    var bit: UInt8 {
        switch self {
        case .properties: 1
        case .layout: 2
        case .display: 4
        }
    }
}

extension View {
    /// Runs `body` — this view's `pass` method — tracking the `@Observable` properties it reads; when
    /// one of them changes, the view is marked to run `pass` again in the next frame.
    ///
    /// One tracking per view and pass: while one waits for a change, runs for other reasons (a scroll
    /// that redraws the view, a layout its superview asked for) keep it instead of adding another.
    /// Observation on Swift 6.0 cannot cancel a tracking before it fires, so a new one per run would pile
    /// up in the registrar of a model that does not change — one per frame for a cell that scrolls. The
    /// cost is that a property first read by such a run is tracked from the run after the next change.
    /// A run that reads no observable property costs the tracking scope and allocates nothing: the
    /// tracking, and this view's ``ViewObservation``, are made only when something was read.
    @inline(__always)
    func observing(_ pass: ObservedPass, _ body: () -> Void) {
        if observedPasses & pass.bit != 0 { body(); return }
        withObservationTracking(body, onChange: armObservation(pass))
    }

    /// Called by the tracking once `pass`'s run read an observable property (never otherwise): notes
    /// that a tracking waits, and hands over what to call when it fires.
    private func armObservation(_ pass: ObservedPass) -> @Sendable () -> Void {
        observedPasses |= pass.bit
        let record = observation ?? ViewObservation(view: self)
        observation = record
        return record.handler(pass)
    }

    /// A tracked property that `pass` read changed (on the main actor): run `pass` again next frame.
    func observedPropertyChanged(_ pass: ObservedPass) {
        observedPasses &= ~pass.bit
        switch pass {
        case .properties: setNeedsUpdateProperties()
        case .layout: setNeedsLayout()
        case .display: setNeedsDisplay()
        }
    }
}

/// What a view's trackings call when a property they watch changes: the handlers, made once per view,
/// and an unretained way back to the view.
///
/// A model's registrar holds the handler until the property changes, possibly after the view is gone:
/// so the record, not the view, is what the handler keeps, and the view, when it goes, clears ``view``
/// and lets go of the handlers (each holds the record: the record would otherwise never be freed).
/// The change may be made on any thread (a sensor's worker, a detached task): on the panel's thread the
/// view is marked at once, from any other the mark is a main-actor job, which the panel's loop runs in
/// the iteration its wake-up starts — the view's state is only ever touched on the main actor.
final class ViewObservation: @unchecked Sendable {
    /// What the main dispatch queue, which the main actor's jobs run on, is marked with, so code can tell
    /// it runs on the main actor without `assumeIsolated`'s trap: an address no other code uses as a key
    /// (this class's metadata).
    private static var mainQueueKey: UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(ViewObservation.self)))!
    }
    /// Marks the main queue the first time it is read (libdispatch keeps the mark for the process).
    private static let mainQueueMarked: Void = faceplate_mark_main_queue(mainQueueKey)

    /// The view; nil once it is deinitialized. Read and written on the main actor only.
    unowned(unsafe) var view: View?
    /// One handler per pass, made once: arming a tracking again allocates no closure of ours.
    private var handlers: [@Sendable () -> Void] = []

    @MainActor init(view: View) {
        _ = ViewObservation.mainQueueMarked        // marked before any tracking can fire
        self.view = view
        handlers = [ObservedPass.properties, .layout, .display].map { pass in
            { self.changed(pass) }
        }
    }

    /// The view is deinitialized: a tracking that fires later finds no view, and the handlers no longer
    /// keep the record alive (the registrars that still hold one do, until it fires or they go).
    func viewDidEnd() {
        view = nil
        handlers = []
    }

    /// The handler of `pass`.
    func handler(_ pass: ObservedPass) -> @Sendable () -> Void {
        switch pass {
        case .properties: handlers[0]
        case .layout: handlers[1]
        case .display: handlers[2]
        }
    }

    /// A watched property of `pass` is about to change, on the calling thread.
    private func changed(_ pass: ObservedPass) {
        // Main-actor code marks at once (an animation block's change is laid out inside the animation);
        // any other thread hands the mark to the main actor. On a panel the main actor is the main
        // thread, whose loop drains the main queue; where `dispatchMain()` serves that queue (a test
        // runner), main-actor jobs run on libdispatch's threads, and only the queue's mark says so.
        if faceplate_is_main_thread() != 0 || faceplate_on_marked_queue(ViewObservation.mainQueueKey) != 0 {
            MainActor.assumeIsolated { view?.observedPropertyChanged(pass) }
        } else {
            Task { @MainActor in self.view?.observedPropertyChanged(pass) }
        }
    }
}

