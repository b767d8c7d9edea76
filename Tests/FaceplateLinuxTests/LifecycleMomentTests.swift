import Testing
import Faceplate
import FaceplateLinux

/// The app delegate's lifecycle calls come at the panel's moments: the display taken away and given
/// back, idle blanking and waking (through ``Application/lifecycleObserver``, which the entry point
/// wires to the delegate).
@Suite(.serialized) @MainActor struct LifecycleMomentTests {
    typealias Rig = PadPanelRig<HeadlessDisplay>

    /// A rig whose app is active (launch done), logging each lifecycle step.
    func rig() throws -> (Rig, () -> [String]) {
        let r = try Rig(display: HeadlessDisplay(width: 200, height: 100))
        r.runner.log = { _ in }
        final class Log { var lines: [String] = [] }
        let log = Log()
        r.app.lifecycleObserver = { log.lines.append($0.rawValue) }
        r.app.transition(to: .active)
        return (r, { defer { log.lines.removeAll() }; return log.lines })
    }

    @Test func theDisplayTakenAwayIsTheBackgroundAndGivenBackIsActiveAgain() throws {
        let (r, events) = try rig()
        #expect(events() == ["didBecomeActive"])
        r.runner.runOnce(timeoutMilliseconds: 0)
        r.runner.suspendDisplay(reason: "test VT switch")
        #expect(events() == ["willResignActive", "didEnterBackground"])
        #expect(r.app.applicationState == .background)
        r.runner.suspendDisplay(reason: "again")                       // already away: nothing new
        #expect(events().isEmpty)
        r.runner.resumeDisplay()
        #expect(events() == ["willEnterForeground", "didBecomeActive"])
        #expect(r.app.applicationState == .active)
    }

    @Test func idleBlankingResignsActiveAndWakingBecomesActive() throws {
        let (r, events) = try rig()
        _ = events()
        r.runner.idle = IdleController(application: r.app, display: r.display, backlight: nil, dimAfter: 0, blankAfter: 0.05, dimLevel: 0.3)
        r.runner.runOnce(timeoutMilliseconds: 0)
        var turns = 0
        while r.runner.idle?.state != .blanked && turns < 50 { r.runner.runOnce(timeoutMilliseconds: 20); turns += 1 }
        #expect(events() == ["willResignActive"])
        #expect(r.app.applicationState == .inactive)
        // Away while blanked, and back while still blanked: inactive, not active.
        r.runner.suspendDisplay(reason: "test: another program took master")
        #expect(events() == ["didEnterBackground"])
        r.runner.resumeDisplay()
        #expect(events() == ["willEnterForeground"])
        #expect(r.app.applicationState == .inactive)
        r.source.send(UInt8(ascii: "d")); r.runner.runOnce(timeoutMilliseconds: 1000)   // the touch that wakes it
        r.source.send(UInt8(ascii: "u")); r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(events() == ["didBecomeActive"])
        #expect(r.app.applicationState == .active && r.pad.taps == 0)
    }
}
