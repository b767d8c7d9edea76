import Testing
import Faceplate

/// TestDriver.runUntilIdle: the app's main-actor work and due timers settle without real time passing.
@Suite @MainActor struct RunUntilIdleTests {
    @Test func mainActorTasksAndTheirChainsRunToTheEnd() async {
        let driver = TestDriver()
        var steps: [String] = []
        Task { @MainActor in
            steps.append("started")
            await Task.yield()
            steps.append("resumed")
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            Task { @MainActor in for n in 1...3 { continuation.yield(n); await Task.yield() }; continuation.finish() }
            var total = 0
            for await n in stream { total += n }
            steps.append("stream \(total)")
        }
        #expect(steps.isEmpty)                                   // queued, not run
        await driver.runUntilIdle()
        #expect(steps == ["started", "resumed", "stream 6"])
    }

    @Test func timersDueOnTheManualClockFireAndWhatTheyStartSettles() async throws {
        let driver = TestDriver()
        var log: [String] = []
        try PanelTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false, on: driver.application) { _ in
            log.append("timer")
            Task { @MainActor in log.append("task from timer") }
        }
        await driver.runUntilIdle()
        #expect(log.isEmpty)                                     // time does not move by itself
        driver.clock.advance(by: 1)
        await driver.runUntilIdle()
        #expect(log == ["timer", "task from timer"])
    }
}
