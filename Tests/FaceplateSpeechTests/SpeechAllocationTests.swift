import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateAccessibility
import FaceplateSpeech
import FaceplateWidgets

/// What speech costs the panel's thread, counted with the malloc interposer (thread-local: the speech
/// thread's synthesis is not counted, the panel's side is).
@Suite(.serialized) @MainActor struct SpeechAllocationTests {
    @Test func speakingAndStoppingOnThePanelThreadAllocatesNothingOnceWarm() throws {
        let sink = RecordingSink(speedUp: 1_000)
        let speech = EspeakSpeech(sink: sink, engine: try sharedEngine.get(), log: { _ in })
        let label = "Eco mode, switch button, off"
        let long = String(repeating: "Filter ", count: 1_500)   // past the kept bytes: the cut is counted too
        speech.speak(label, language: "en")
        speech.speak(long, language: "de_DE")
        speech.stopSpeaking()
        faceplate_malloc_count_start()
        for _ in 0..<20 {
            speech.speak(label, language: "en")
            speech.speak(long, language: "de_DE")
            speech.stopSpeaking()
        }
        speech.speak(label, language: "en")
        let allocations = faceplate_malloc_count_stop()
        #expect(wait(upTo: 10) { sink.total > 0 }, "the speech thread still speaks")
        expectNoAllocations(allocations)
    }

    @Test func aTapWithTheReaderAttachedButOffAllocatesNothing() {
        let driver = TestDriver()
        let button = Button(frame: Rect(20, 20, 200, 60))
        var taps = 0
        button.addAction(Action(identifier: "count") { _ in taps += 1 }, for: .primaryActionTriggered)
        driver.window.addSubview(button)
        let log = SpokenLog()
        let reader = ScreenReader(application: driver.application, speech: log)
        let app = driver.application
        let p = Point(x: 120, y: 50)
        func tap() {
            driver.clock.advance(by: 0.5)
            app.handle(.touchDown(slot: 0, location: p, time: driver.clock.now))
            app.handle(.frame(time: driver.clock.now))
            driver.clock.advance(by: 0.05)
            app.handle(.touchUp(slot: 0, time: driver.clock.now))
            app.handle(.frame(time: driver.clock.now))
        }
        tap(); tap()
        faceplate_malloc_count_start()
        for _ in 0..<10 { tap() }
        let allocations = faceplate_malloc_count_stop()
        #expect(taps == 12, "the taps reached the button")
        #expect(!reader.isRunning && log.utterances.isEmpty)
        expectNoAllocations(allocations)
    }
}
