extension TestDriver {
    /// How many turns of the main queue ``runUntilIdle(passes:)`` gives the app's work by default.
    public nonisolated static let defaultIdlePasses = 64

    /// Runs what the app queued for the panel's thread — `Task { @MainActor in … }` bodies, tasks resumed
    /// on the main actor (`await MainActor.run`, an `AsyncStream` consumer), `DispatchQueue.main.async`
    /// blocks — and the timers due on the manual clock, until a run of `passes` turns of the main queue
    /// fires no timer.
    ///
    /// ```swift
    /// model.refresh()                     // starts a Task that updates a label on the main actor
    /// await driver.runUntilIdle()
    /// #expect(label.text == "21.5 °C")
    /// ```
    ///
    /// Each pass fires the due timers and then yields the main actor once: every job queued before the
    /// yield runs before the driver's task resumes, so a chain of up to `passes` hops between the main
    /// actor and elsewhere settles. Time does not move: a ``PanelTimer`` or gesture timer that is not
    /// due yet waits for ``advance(by:)``. Work on other threads is not waited for (a worker still
    /// computing, a `Task.sleep`, which counts real time): wait for its result, then call this.
    public func runUntilIdle(passes: Int = TestDriver.defaultIdlePasses) async {
        var quiet = 0
        while quiet < Swift.max(passes, 1) {
            let due = application.timers.nextDeadline.map { $0 <= clock.now } ?? false
            application.fireTimers()
            quiet = due ? 0 : quiet + 1
            await Task.yield()
        }
        application.animator.advance(to: clock.now)
    }
}
