import Testing
import Faceplate
import FaceplateGraphics
import FaceplateWidgets
import FaceplateAccessibility

/// A small thermostat screen: a heading, an eco switch with its label, a fan slider, a save button.
@MainActor final class ReaderScene {
    let driver = TestDriver(size: Size(400, 300))
    let log = SpokenLog()
    let reader: ScreenReader
    let title = Label(text: "Thermostat", frame: Rect(20, 10, 200, 30))
    let eco = Switch(frame: Rect(300, 60, 52, 32))
    let ecoLabel = Label(text: "Eco", frame: Rect(20, 62, 200, 28))
    let fan = Slider(frame: Rect(20, 120, 300, 40))
    let save = Button(title: "Save", frame: Rect(20, 200, 120, 44))
    private(set) var saves = 0

    init(language: String = "en") {
        driver.application.languageCode = language
        reader = ScreenReader(application: driver.application, speech: log)
        title.accessibilityTraits = [.staticText, .header]
        eco.accessibilityLabel = language.hasPrefix("de") ? "Sparmodus" : "Eco mode"
        fan.accessibilityLabel = language.hasPrefix("de") ? "Lüfter" : "Fan"
        fan.value = 0.5
        // The label beside the switch only repeats it for sighted users: the switch says it.
        ecoLabel.accessibilityElementsHidden = true
        for v in [title, eco, ecoLabel, fan, save] as [View] { driver.window.addSubview(v) }
        save.addTarget(self, action: { s in s.saves += 1 }, for: .primaryActionTriggered)
    }
}

@Suite @MainActor struct ScreenReaderTests {
    @Test func startingAnnouncesItselfAndIsVoiceOverRunning() {
        let s = ReaderScene()
        #expect(!Accessibility.isVoiceOverRunning)
        s.reader.start()
        #expect(s.log.utterances == ["Screen reader on"])
        #expect(Accessibility.isVoiceOverRunning)
        s.reader.stop()
        #expect(s.log.last == "Screen reader off")
        #expect(!Accessibility.isVoiceOverRunning)
    }

    @Test func readingOrderIsRowsTopToBottomThenLeading() {
        let s = ReaderScene()
        #expect(s.reader.readingOrderDescriptions() == [
            "Thermostat, heading", "Eco mode, switch button, off", "Fan, 50%, adjustable", "Save, button"])
    }

    @Test func explorationSpeaksWhatIsUnderTheFingerAndActivatesNothing() {
        let s = ReaderScene()
        s.reader.start()
        s.log.clear()
        s.driver.explore(at: Point(x: 60, y: 220))
        #expect(s.log.utterances == ["Save, button"])
        #expect(s.saves == 0, "exploring activates nothing")
        #expect(s.reader.focusedElement === s.save)
        // A finger resting then sliding speaks each element it crosses, once.
        s.log.clear()
        s.driver.touchDown(at: Point(x: 320, y: 76))
        s.driver.advance(by: 0.3)
        s.driver.move(to: Point(x: 100, y: 140), steps: 4)
        s.driver.move(to: Point(x: 110, y: 142), steps: 2)
        s.driver.touchUp()
        #expect(s.log.utterances == ["Eco mode, switch button, off", "Fan, 50%, adjustable"])
        #expect(!s.eco.isOn && s.saves == 0)
    }

    @Test func focusRingSurroundsTheFocusedElement() {
        let s = ReaderScene()
        s.reader.start()
        s.driver.explore(at: Point(x: 60, y: 220))
        let ring = s.driver.window.subviews.last
        #expect(ring != nil && ring !== s.save)
        #expect(ring?.frame.contains(s.save.frame) == true, "the ring lies around the button")
        #expect(ring?.isUserInteractionEnabled == false)
        s.reader.stop()
        #expect(s.driver.window.subviews.last === s.save, "stopping takes the ring away")
    }

    @Test func swipesMoveThroughTheReadingOrder() {
        let s = ReaderScene()
        s.reader.start()
        s.log.clear()
        s.driver.flick(.right)
        s.driver.flick(.right)
        s.driver.flick(.right)
        s.driver.flick(.left)
        #expect(s.log.utterances == ["Thermostat, heading", "Eco mode, switch button, off", "Fan, 50%, adjustable",
                                     "Eco mode, switch button, off"])
    }

    @Test func doubleTapAnywhereActivatesTheFocusedElementWithARealTap() {
        let s = ReaderScene()
        s.reader.start()
        s.driver.explore(at: Point(x: 320, y: 76))
        s.log.clear()
        s.driver.readerDoubleTap(at: Point(x: 200, y: 280))
        #expect(s.eco.isOn, "the switch got a tap at its activation point")
        #expect(s.log.utterances == ["on"])
        s.driver.explore(at: Point(x: 60, y: 220))
        s.driver.readerDoubleTap(at: Point(x: 390, y: 10))
        #expect(s.saves == 1, "target-action ran as for a finger")
    }

    @Test func singleTapSpeaksAfterTheDoubleTapWindowAndDoesNotActivate() {
        let s = ReaderScene()
        s.reader.start()
        s.log.clear()
        s.driver.readerTap(at: Point(x: 60, y: 220))
        #expect(s.log.utterances == ["Save, button"])
        #expect(s.saves == 0)
    }

    @Test func swipeUpAndDownAdjustTheFocusedSlider() {
        let s = ReaderScene()
        s.reader.start()
        s.driver.explore(at: Point(x: 100, y: 140))
        s.log.clear()
        s.driver.flick(.up)
        #expect(s.fan.value == 0.6)
        s.driver.flick(.down); s.driver.flick(.down)
        #expect(abs(s.fan.value - 0.4) < 1e-9)
        #expect(s.log.utterances == ["60%", "50%", "40%"])
    }

    @Test func twoFingerTapStopsThenRepeatsSpeech() {
        let s = ReaderScene()
        s.reader.start()
        s.driver.explore(at: Point(x: 60, y: 220))
        s.log.clear()
        s.driver.multiFingerTap(fingers: 2)
        #expect(s.log.stops == 1 && s.reader.isSpeechPaused)
        s.driver.multiFingerTap(fingers: 2)
        #expect(s.log.utterances == ["Save, button"], "the second two-finger tap repeats the last utterance")
        #expect(!s.reader.isSpeechPaused)
    }

    @Test func threeFingerTripleTapTurnsTheReaderOnAndOff() {
        let s = ReaderScene()
        s.driver.multiFingerTap(fingers: 3, count: 2)
        #expect(!s.reader.isRunning, "two taps are not enough")
        s.driver.advance(by: 1)
        s.driver.multiFingerTap(fingers: 3, count: 3)
        #expect(s.reader.isRunning)
        #expect(s.log.utterances == ["Screen reader on"])
        s.driver.advance(by: 1)
        s.driver.multiFingerTap(fingers: 3, count: 3)
        #expect(!s.reader.isRunning)
        #expect(s.log.last == "Screen reader off")
    }

    @Test func whileOffTouchesReachTheApp() {
        let s = ReaderScene()
        s.driver.tap(s.save)
        #expect(s.saves == 1)
        #expect(s.log.utterances.isEmpty)
    }

    @Test func threeFingerSwipeScrollsAPage() {
        let s = ReaderScene()
        let scroll = ScrollView(frame: Rect(0, 0, 400, 300))
        scroll.contentSize = Size(400, 900)
        s.driver.window.addSubview(scroll)
        s.reader.start()
        s.log.clear()
        s.driver.flick(.up, fingers: 3)
        #expect(scroll.contentOffset.y == 300)
        #expect(s.log.last == "page 2 of 3")
        s.driver.flick(.down, fingers: 3)
        #expect(scroll.contentOffset.y == 0)
        #expect(s.log.last == "page 1 of 3")
    }

    @Test func announcementsAndScreenChanges() {
        let s = ReaderScene()
        Accessibility.post(notification: .announcement, argument: "not while off")
        #expect(s.log.utterances.isEmpty)
        s.reader.start()
        s.log.clear()
        Accessibility.post(notification: .announcement, argument: "Filter replaced")
        #expect(s.log.utterances == ["Filter replaced"])
        Accessibility.post(notification: .screenChanged, argument: nil)
        #expect(s.log.last == "Thermostat, heading", "a new screen reads from its first element")
        Accessibility.post(notification: .layoutChanged, argument: s.save)
        #expect(s.log.last == "Save, button")
        #expect(s.reader.focusedElement === s.save)
    }

    @Test func modalViewHidesEverythingElse() {
        let s = ReaderScene()
        let panel = View(frame: Rect(50, 50, 300, 200))
        let ok = Button(title: "OK", frame: Rect(10, 10, 100, 44))
        panel.addSubview(ok)
        panel.accessibilityViewIsModal = true
        s.driver.window.addSubview(panel)
        #expect(s.reader.readingOrderDescriptions() == ["OK, button"])
    }

    @Test func germanSpeaksGermanRoles() {
        let s = ReaderScene(language: "de_DE")
        s.reader.start()
        #expect(s.log.utterances == ["Bildschirmleser ein"])
        #expect(s.log.lastLanguage == "de_DE", "speech follows the app's language")
        #expect(s.reader.readingOrderDescriptions() == [
            "Thermostat, Überschrift", "Sparmodus, Schalter, aus", "Lüfter, 50%, anpassbar", "Save, Taste"])
    }

    // MARK: Bad input

    @Test func elementWithNoLabelSaysItsRoleOrIsSkipped() {
        let s = ReaderScene()
        let bare = Button(frame: Rect(200, 200, 44, 44))
        let silent = View(frame: Rect(260, 200, 44, 44))
        silent.isAccessibilityElement = true
        s.driver.window.addSubview(bare)
        s.driver.window.addSubview(silent)
        #expect(s.reader.readingOrderDescriptions().last == "button", "a button without a title is still a button")
        #expect(!s.reader.readingOrderDescriptions().contains(""), "an element with nothing to say is skipped")
        s.reader.start()
        s.log.clear()
        s.driver.explore(at: Point(x: 280, y: 220))
        #expect(s.log.utterances.isEmpty)
    }

    @Test func emptyScreenSaysNothingAndDoesNotTrap() {
        let driver = TestDriver(size: Size(200, 100))
        let log = SpokenLog()
        let reader = ScreenReader(application: driver.application, speech: log)
        reader.start()
        log.clear()
        driver.flick(.right); driver.flick(.left); driver.flick(.up)
        driver.explore(at: Point(x: 50, y: 50))
        driver.readerDoubleTap()
        driver.flick(.up, fingers: 3)
        Accessibility.post(notification: .screenChanged, argument: nil)
        #expect(log.utterances.isEmpty)
        #expect(reader.focusedElement == nil)
    }

    @Test func tenThousandCharacterLabelIsCutAtAWord() {
        let s = ReaderScene()
        s.save.accessibilityLabel = String(repeating: "word ", count: 2_000)
        s.reader.start()
        s.log.clear()
        s.driver.explore(at: Point(x: 60, y: 220))
        let said = s.log.last ?? ""
        #expect(said.count <= ScreenReader.maximumUtteranceLength + 1)
        #expect(said.hasSuffix("word…"))
    }
}
