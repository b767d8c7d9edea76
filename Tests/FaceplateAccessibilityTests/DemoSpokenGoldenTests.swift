import Testing
import Faceplate
import FaceplateAccessibility
import FaceplateScenes
import FaceplateTestSupport
import FaceplateWidgets

/// What the screen reader says on the demo scene, in English and German: every element in reading
/// order, then a short session (turn on, swipe, flip the eco switch, nudge the fan), against text goldens.
@Suite @MainActor struct DemoSpokenGoldenTests {
    @Test(arguments: [DemoLanguage.english, .german])
    func demoSpeaksItsGolden(language: DemoLanguage) throws {
        let driver = TestDriver(size: Size(800, 480))
        let demo = try #require(try SceneCatalog.make("demo", in: driver.window) as? DemoController)
        demo.language = language
        let log = SpokenLog()
        let reader = ScreenReader(application: driver.application, speech: log)
        var lines = ["# reading order"] + reader.readingOrderDescriptions()
        lines.append("# session")
        reader.start()
        driver.flick(.right)
        driver.flick(.right)
        driver.explore(at: driver.center(of: demo.ecoSwitch))
        driver.readerDoubleTap()
        #expect(demo.ecoSwitch.isOn, "the double tap reached the switch")
        driver.explore(at: driver.center(of: demo.fanSlider))
        driver.flick(.up)
        lines += log.utterances
        assertMatchesTextGolden(lines, named: "spoken-demo-\(language.code)")
    }
}
