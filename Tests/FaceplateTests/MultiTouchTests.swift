import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct MultiTouchTests {
    let driver = TestDriver()

    @Test func twoFingersOnTwoControlsAtOnce() {
        let a = Button(title: "A", frame: Rect(0, 0, 100, 100)), b = Button(title: "B", frame: Rect(200, 0, 100, 100))
        driver.window.addSubview(a); driver.window.addSubview(b)
        let ca = Counter(), cb = Counter()
        a.addTarget(ca, action: { $0.hit() }, for: .touchUpInside)
        b.addTarget(cb, action: { $0.hit() }, for: .touchUpInside)
        driver.frame { $0.down(0, at: Point(x: 50, y: 50)); $0.down(1, at: Point(x: 250, y: 50)) }
        #expect(a.isHighlighted && b.isHighlighted)
        driver.frame { $0.up(1) }
        #expect(cb.count == 1 && ca.count == 0 && a.isHighlighted)
        driver.frame { $0.up(0) }
        #expect(ca.count == 1)
    }

    @Test func oneEventPerFrameWithStationaryTouches() {
        final class Spy: View {
            var events: [(began: Int, moved: Int, all: Int, stationary: Int)] = []
            override func touchesBegan(_ t: TouchSet, with e: Event?) { note(t, e) }
            override func touchesMoved(_ t: TouchSet, with e: Event?) { note(t, e) }
            override func touchesEnded(_ t: TouchSet, with e: Event?) { note(t, e) }
            func note(_ t: TouchSet, _ e: Event?) {
                let all = e!.allTouches
                events.append((all.filtered { $0.phase == .began }.count, all.filtered { $0.phase == .moved }.count,
                               all.count, all.filtered { $0.phase == .stationary }.count))
            }
        }
        let spy = Spy(frame: Rect(0, 0, 800, 480))
        spy.isMultipleTouchEnabled = true
        driver.window.addSubview(spy)
        driver.frame { $0.down(0, at: Point(x: 10, y: 10)); $0.down(1, at: Point(x: 100, y: 10)); $0.down(2, at: Point(x: 200, y: 10)) }
        #expect(spy.events.count == 1 && spy.events[0].began == 3)
        driver.frame { $0.move(1, to: Point(x: 110, y: 10)) }
        #expect(spy.events.count == 2 && spy.events[1].moved == 1 && spy.events[1].stationary == 2 && spy.events[1].all == 3)
    }

    @Test func withoutMultipleTouchOnlyTheFirstFingerReachesTheView() {
        let v = RecordingView(frame: Rect(0, 0, 400, 400))
        driver.window.addSubview(v)
        driver.frame { $0.down(0, at: Point(x: 10, y: 10)) }
        driver.frame { $0.down(1, at: Point(x: 100, y: 10)) }
        driver.frame { $0.up(0); $0.up(1) }
        #expect(v.log == ["began#1", "ended#1"])
        v.isMultipleTouchEnabled = true
        v.log = []
        driver.frame { $0.down(0, at: Point(x: 10, y: 10)); $0.down(1, at: Point(x: 100, y: 10)) }
        driver.frame { $0.up(0); $0.up(1) }
        #expect(v.log == ["began#3#4", "ended#3#4"])
    }

    @Test func moreFingersThanCapacityAreDroppedAndCounted() {
        var caps = Capacities(); caps.touches = 2
        let small = TestDriver(capacities: caps)
        let v = RecordingView(frame: Rect(0, 0, 400, 400))
        v.isMultipleTouchEnabled = true
        small.window.addSubview(v)
        small.application.diagnostics.log = { _ in }
        small.frame { $0.down(0, at: Point(x: 1, y: 1)); $0.down(1, at: Point(x: 2, y: 2)); $0.down(2, at: Point(x: 3, y: 3)) }
        small.frame { $0.move(2, to: Point(x: 4, y: 4)) }
        small.frame { $0.up(0); $0.up(1); $0.up(2) }
        #expect(small.application.diagnostics.overflowCount(.touches) == 1)
        #expect(v.log == ["began#1#2", "ended#1#2"])
        small.tap(at: Point(x: 5, y: 5))                      // the pool works again afterwards
        #expect(v.log.count == 4)
    }

    @Test func downAndUpInOneFrameStillDeliversBothPhases() {
        let v = RecordingView(frame: Rect(0, 0, 400, 400))
        driver.window.addSubview(v)
        driver.frame { $0.down(0, at: Point(x: 10, y: 10)); $0.up(0) }
        #expect(v.phases == ["began", "ended"])
    }

    @Test func touchAPIsReportLocationsTimestampsAndIdentity() {
        final class Probe: View {
            var seen: [(Point, Point, Double, Int, Bool)] = []
            override func touchesMoved(_ t: TouchSet, with e: Event?) {
                let touch = t.first!
                seen.append((touch.location(in: self), touch.previousLocation(in: self), touch.timestamp, touch.identifier, touch.view === self && touch.window === window))
            }
        }
        let p = Probe(frame: Rect(100, 100, 200, 200))
        driver.window.addSubview(p)
        driver.touchDown(at: Point(x: 110, y: 120))
        let before = driver.clock.now
        driver.move(to: Point(x: 130, y: 150))
        #expect(p.seen.count == 1)
        #expect(p.seen[0].0 == Point(x: 30, y: 50) && p.seen[0].1 == Point(x: 10, y: 20))
        #expect(p.seen[0].2 > before && p.seen[0].4)
    }
}
