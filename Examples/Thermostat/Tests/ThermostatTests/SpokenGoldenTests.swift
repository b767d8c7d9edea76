import Foundation
import Testing
import FaceplateAccessibility
import FaceplateLinux
@testable import Thermostat

/// What the screen reader says on the thermostat's home screen, in English and German: every element
/// in reading order, then a short session (swipe through, raise the setpoint with a double tap, turn the
/// dial with a swipe up, open the Settings tab) and the Settings screen in reading order, against text
/// goldens in the repository's Tests/Goldens.
/// FACEPLATE_RECORD_GOLDENS=1 records a missing golden.
@Suite @MainActor struct SpokenGoldenTests {
    @Test(arguments: ["en", "de"])
    func homeScreenSpeaksItsGolden(language: String) throws {
        let driver = TestDriver(size: Size(800, 480))
        driver.application.languageCode = language
        let thermostat = Thermostat()
        let screens = ScreensController(thermostat: thermostat)
        driver.window.rootViewController = screens
        // As the app does (LiveData): every change of the model shows on the home screen.
        thermostat.climate.onChange = { [unowned screens] _ in screens.home.refresh() }
        let log = SpokenLog()
        let reader = ScreenReader(application: driver.application, speech: log)
        var lines = ["# reading order"] + reader.readingOrderDescriptions()
        lines.append("# session")
        reader.start()
        driver.flick(.right)
        driver.flick(.right)
        driver.explore(at: driver.center(of: screens.home.up))
        driver.readerDoubleTap()
        #expect(thermostat.setpoint == 21.5, "the double tap reached the + button")
        driver.explore(at: Point(x: 400, y: 90))                  // the dial's ring, above the setpoint
        driver.flick(.up)
        #expect(thermostat.setpoint == 22, "the swipe up turned the dial one step")
        let bar = screens.tabBar.frame                             // Home, Schedule, Settings: the third
        driver.explore(at: Point(x: bar.minX + bar.width * 5 / 6, y: bar.midY))
        driver.readerDoubleTap()
        Accessibility.post(notification: .screenChanged, argument: nil)
        lines += log.utterances
        lines.append("# settings")
        lines += reader.readingOrderDescriptions()
        try assertMatchesGolden(lines, named: "spoken-thermostat-\(language)")
    }

    /// Compares `lines` with Tests/Goldens/NAME.txt of the Faceplate checkout this example sits in.
    func assertMatchesGolden(_ lines: [String], named name: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Tests/Goldens/\(name).txt").path
        let text = lines.joined(separator: "\n") + "\n"
        guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
            if ProcessInfo.processInfo.environment["FACEPLATE_RECORD_GOLDENS"] == "1" {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                return
            }
            Issue.record("no golden \(path) (FACEPLATE_RECORD_GOLDENS=1 records it)")
            return
        }
        if golden != text {
            let actual = root.appendingPathComponent("Tests/Goldens/\(name).actual.txt").path
            try text.write(toFile: actual, atomically: true, encoding: .utf8)
            Issue.record("spoken text differs from \(path); actual in \(actual)")
        }
    }
}
