import Testing
import Faceplate
import FaceplateGraphics
import FaceplateAccessibility

/// A reader attached and off costs a tap nothing but the application's own count of three-finger taps:
/// the reader is asked about records only while it runs, and the triple tap still starts it.
@Suite @MainActor struct ReaderActivationTests {
    /// Counts the records it is offered; starts and stops as a screen reader does.
    final class CountingReader: AssistiveTechnology {
        unowned let application: Application
        var isRunning = false
        var offered = 0
        init(application: Application) { self.application = application }
        func consume(_ record: InputRecord) -> Bool { offered += 1; return false }
        func start() { isRunning = true; application.assistiveTechnologyDidStartOrStop() }
        func post(_ notification: AccessibilityNotification, argument: Any?) {}
    }

    @Test func aReaderThatIsOffIsNotAskedAboutTaps() {
        let driver = TestDriver(size: Size(200, 200))
        let reader = CountingReader(application: driver.application)
        driver.application.assistiveTechnology = reader
        driver.tap(at: Point(x: 50, y: 50))
        driver.advance(by: 1)
        driver.tap(at: Point(x: 60, y: 60))
        #expect(reader.offered == 0)
        #expect(!reader.isRunning)
    }

    @Test func theThreeFingerTripleTapStartsItAndThenItSeesEveryRecord() {
        let driver = TestDriver(size: Size(400, 300))
        let reader = CountingReader(application: driver.application)
        driver.application.assistiveTechnology = reader
        driver.multiFingerTap(fingers: 3, count: 2)
        #expect(!reader.isRunning, "two taps are not enough")
        driver.advance(by: 1)
        driver.multiFingerTap(fingers: 2, count: 3)
        #expect(!reader.isRunning, "two fingers are not three")
        #expect(reader.offered == 0)
        driver.advance(by: 1)
        driver.multiFingerTap(fingers: 3, count: 3)
        #expect(reader.isRunning)
        let before = reader.offered
        driver.tap(at: Point(x: 50, y: 50))
        #expect(reader.offered > before)
    }
}
