import Testing
@testable import Faceplate

/// `Screen.main` is the running application's screen with the display's geometry, and the
/// application's lifecycle moves through UIKit's steps in UIKit's order.
@Suite @MainActor struct ScreenAndLifecycleTests {
    @Test func screenMainIsTheRunningApplicationsScreenAtTheWindowsSize() {
        let driver = TestDriver(size: Size(800, 480))
        #expect(Screen.main === driver.application.screen && driver.window.screen === Screen.main)
        #expect(Screen.main.bounds == Rect(0, 0, 800, 480))
        #expect(Screen.main.nativeBounds == Rect(0, 0, 800, 480))
        #expect(Screen.main.scale == 1 && Screen.main.nativeScale == 1)
    }

    @Test func aRotatedPanelsBoundsAreRotatedAndItsNativeBoundsAreNot() {
        let screen = Screen()
        #expect(screen.bounds == .zero)
        screen.adopt(DisplayTransform(panelWidth: 480, panelHeight: 800, rotation: .degrees90))
        #expect(screen.bounds == Rect(0, 0, 800, 480))
        #expect(screen.nativeBounds == Rect(0, 0, 480, 800))
    }

    @Test func stateChangesGoThroughUIKitsSteps() {
        let app = Application(clock: ManualClock())
        var log: [String] = []
        app.lifecycleObserver = { event in log.append("\(event.rawValue):\(app.applicationState)") }
        #expect(app.applicationState == .inactive)                   // launching
        app.transition(to: .active)
        #expect(log == ["didBecomeActive:active"])
        log.removeAll()
        app.transition(to: .background)                              // the display taken away
        #expect(log == ["willResignActive:active", "didEnterBackground:background"])
        log.removeAll()
        app.transition(to: .background)                              // already there: nothing
        #expect(log.isEmpty)
        app.transition(to: .active)                                  // given back
        #expect(log == ["willEnterForeground:background", "didBecomeActive:active"])
        log.removeAll()
        app.transition(to: .inactive)                                // idle blanking
        app.transition(to: .active)                                  // waking
        #expect(log == ["willResignActive:active", "didBecomeActive:active"])
        #expect(app.applicationState == .active)
    }
}
