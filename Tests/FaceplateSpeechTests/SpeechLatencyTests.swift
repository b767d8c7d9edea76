import Glibc
import Testing
import Faceplate
import FaceplateAccessibility
import FaceplateScenes
import FaceplateSpeech
import FaceplateTestSupport
import FaceplateWidgets

/// From a finger exploring the demo to the first sound the sink is handed: the reader's words for the
/// element, the hand-over to the speech thread and the synthesis of the first chunk, engine warm.
@Suite(.serialized) @MainActor struct SpeechLatencyTests {
    @Test func anExploreTouchReachesTheFirstSoundQuickly() throws {
        let driver = TestDriver(size: Size(800, 480))
        let demo = try #require(try SceneCatalog.make("demo", in: driver.window) as? DemoController)
        let sink = RecordingSink(speedUp: 1_000)
        let speech = EspeakSpeech(sink: sink, engine: try sharedEngine.get(), log: { _ in })
        let reader = ScreenReader(application: driver.application, speech: speech)
        reader.start()
        var figures: [Duration] = []
        for round in 0..<9 {
            #expect(wait(upTo: 10) { sink.firstSoundAt != nil && !sinkIsGrowing(sink) }, "the last utterance ended")
            sink.resetFirstSound()
            let target = round.isMultiple(of: 2) ? demo.ecoSwitch : demo.fanSlider
            let touched = ContinuousClock.now
            driver.explore(at: driver.center(of: target))
            #expect(wait(upTo: 10) { sink.firstSoundAt != nil }, "the element was spoken")
            if let heard = sink.firstSoundAt { figures.append(heard - touched) }
        }
        let sorted = figures.sorted()
        let median = sorted[sorted.count / 2]
        print("speech: explore touch -> first sound: median \(median), worst \(sorted.last!) over \(sorted.count) touches")
        #expect(median < .milliseconds(500))
    }
}
