import Testing
import Faceplate

/// Foundation's Timer shape on the panel's clock: one-shot, repeating, invalidate, tolerance, a full
/// table reported.
@Suite @MainActor struct PanelTimerTests {
    @Test func aOneShotTimerFiresAtItsFireDateOnceAndIsThenInvalid() throws {
        let driver = TestDriver()
        var firedAt: [Double] = []
        let start = driver.clock.now
        let timer = try PanelTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false, on: driver.application) { _ in
            firedAt.append(driver.clock.now)
        }
        #expect(timer.isValid && timer.fireDate == start + 0.5)
        driver.advance(by: 0.4)
        #expect(firedAt.isEmpty)
        driver.advance(by: 1)
        #expect(firedAt == [start + 0.5] && !timer.isValid)
        #expect(throws: PanelTimerError.invalidated) { try timer.schedule(on: driver.application) }
    }

    @Test func aRepeatingTimerKeepsFiringUntilInvalidatedEvenWhenTheAppLetsItGo() throws {
        let driver = TestDriver()
        var ticks = 0
        // Not kept by the test: the application holds a scheduled timer, as a run loop does.
        try PanelTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true, on: driver.application) { timer in
            ticks += 1
            if ticks == 5 { timer.invalidate() }
        }
        driver.advance(by: 0.35)
        #expect(ticks == 3)
        driver.advance(by: 1)
        #expect(ticks == 5)                                      // invalidated at the fifth
    }

    @Test func aLateLoopSkipsMissedFiringsAndTheFireDateMovesOn() throws {
        let driver = TestDriver()
        var ticks = 0
        let start = driver.clock.now
        let timer = try PanelTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true, on: driver.application) { _ in ticks += 1 }
        driver.clock.advance(by: 0.55)                           // the loop was held up
        driver.application.fireTimers()
        #expect(ticks == 1 && abs(timer.fireDate - (start + 0.6)) < 1e-9)
        timer.invalidate()
        #expect(!timer.isValid && driver.application.timers.nextDeadline == nil)
    }

    @Test func toleranceLetsTimersShareOneWakeUpButNeverFireEarly() throws {
        let driver = TestDriver()
        let start = driver.clock.now
        var log: [(String, Double)] = []
        let early = PanelTimer(timeInterval: 0.5, repeats: false) { _ in log.append(("early", driver.clock.now - start)) }
        early.tolerance = 0.6
        try early.schedule(on: driver.application)
        try PanelTimer.scheduledTimer(withTimeInterval: 1.0, repeats: false, on: driver.application) { _ in
            log.append(("late", driver.clock.now - start))
        }
        // The loop wakes at the earliest "latest" time (1.0, the second timer's), and both fire there.
        #expect(driver.application.timers.nextDeadline == start + 1.0)
        driver.advance(by: 2)
        #expect(log.map(\.0) == ["early", "late"] && log.allSatisfy { abs($0.1 - 1.0) < 1e-9 })
        #expect(early.tolerance == 0.6)
    }

    @Test func aFullTimerTableIsAnErrorTheAppSees() throws {
        var capacities = Capacities()
        capacities.timers = 2
        let driver = TestDriver(capacities: capacities)
        let a = try PanelTimer.scheduledTimer(withTimeInterval: 1, repeats: false, on: driver.application) { _ in }
        try PanelTimer.scheduledTimer(withTimeInterval: 1, repeats: true, on: driver.application) { _ in }
        #expect(throws: PanelTimerError.tableFull(capacity: 2)) {
            try PanelTimer.scheduledTimer(withTimeInterval: 1, repeats: false, on: driver.application) { _ in }
        }
        #expect(throws: PanelTimerError.invalidInterval(.infinity)) {
            try PanelTimer.scheduledTimer(withTimeInterval: .infinity, repeats: false, on: driver.application) { _ in }
        }
        a.invalidate()                                           // room again
        try PanelTimer.scheduledTimer(withTimeInterval: 1, repeats: false, on: driver.application) { _ in }
    }

    @Test func scheduledTimerUsesTheRunningApplicationAndFireRunsTheBlockNow() throws {
        let driver = TestDriver()
        var fired = 0
        let timer = try PanelTimer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in fired += 1 }
        timer.fire()
        #expect(fired == 1 && !timer.isValid)
        driver.advance(by: 20)
        #expect(fired == 1)
    }
}
