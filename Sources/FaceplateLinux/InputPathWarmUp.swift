import Faceplate
import FaceplateWidgets
import FaceplateDrivers

/// ``DispatchWarmUp`` with its private tap delivered the way libinput's touches are: through a private
/// ``LibinputTouchRouter`` into an ``ApplicationInputSink`` with a private ``InputStageClock``, one
/// input batch per kernel frame, the private application's action timed by a private ``LatencyLog``.
///
/// Why: ``DispatchWarmUp`` hands its records
/// straight to `Application.handle(_:)`, so the first real tap still ran, for the first time, the
/// router's `route(_:next:to:)` and `ApplicationInputSink`'s methods (generic code specialised for
/// that sink: only a call with the same sink type runs the same machine code), `Application.handle(_:from:)`
/// (touch-downs come with their device's name), the stage stamps and `LatencyLog.actionRan` — under
/// an emulator that translates each basic block on its first run (QEMU's TCG), each of those costs
/// the first tap time a later one does not pay.
///
/// Invisible to the running application, as ``DispatchWarmUp`` is: the router, sink, stage clock and
/// latency log are made here for the private application and released before this returns; the real
/// ``LibinputSource``'s router, its devices and ``PanelRunner``'s clock and log are never touched.
/// What cannot be warmed this way is libinput's own processing of a touch and `LibinputSource`'s
/// reading of libinput events: both need a real event from a real device.
@MainActor public enum InputPathWarmUp {
    /// What one warm-up did (tests check it really ran the path).
    public struct Report: Sendable, Equatable {
        /// The dispatch warm-up's own report (hit tests, the private action, private trace lines).
        public var dispatch: DispatchWarmUp.Report
        /// Records the private router handed to the private application (down, frame, up, frame: 4).
        public var routedRecords: Int
        /// Actions the private latency log timed (2 when the tap's actions reached it: the private
        /// button's closure action and its target-action).
        public var timedActions: Int
    }

    /// Runs ``DispatchWarmUp`` on `window` with the private tap routed as libinput's are.
    @discardableResult
    public static func run(window: Window) -> Report {
        var routed = 0, timed = 0
        let dispatch = DispatchWarmUp.run(window: window) { application, location, clock in
            let stages = InputStageClock()
            let latency = LatencyLog(capacity: 2, pendingCapacity: 2)
            application.actionObserver = { _ in
                latency.actionRan(at: LatencyLog.now(), inputReady: stages.stamps.readable, stages: stages.stampsAtAction())
            }
            let router = LibinputTouchRouter()
            router.addDevice(0, name: "warm-up")
            let sink = ApplicationInputSink(application: application, stages: stages)
            // One batch per kernel frame, in the order LibinputSource.dispatch(to:) runs them.
            @MainActor func batch(_ events: [(LibinputTouchEvent, LibinputNextEvent)]) {
                stages.startBatch(readableAt: LatencyLog.now())
                sink.noteStage(.libinputDispatched)
                sink.noteStage(.firstEvent)
                application.handleInputBatch {
                    for (event, next) in events { router.route(event, next: next, to: sink) }
                    router.flushHeldFrame(to: sink)
                }
                routed += stages.stamps.records
                stages.endBatch()
            }
            batch([(.down(device: 0, slot: 0, location: location, time: clock.now), .touchFrame),
                   (.frame(device: 0, time: clock.now), .none)])
            clock.advance(by: 0.05)
            batch([(.up(device: 0, slot: 0, time: clock.now), .touchFrame),
                   (.frame(device: 0, time: clock.now), .none)])
            timed = latency.complete(frameAt: nil)
            application.actionObserver = nil
        }
        return Report(dispatch: dispatch, routedRecords: routed, timedActions: timed)
    }
}
