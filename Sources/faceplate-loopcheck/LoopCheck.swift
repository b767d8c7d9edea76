// faceplate-loopcheck: an app on the real entry point whose work reaches the screen without input —
// Swift concurrency, Dispatch, PanelTimer and a descriptor of its own on the panel's loop — so a test
// can run it headless and see the frame that shows it (FaceplateCLITests' LoopCheckTests).
//
//   faceplate-loopcheck --backend headless --input none --frames 2 --out-dir DIR
//   faceplate-loopcheck --ticker --frames 100000 ...   a worker sets a label 1000 times a second for a
//       second; every frame is checked (Ticker), and the app ends itself when it has shown the last value
//       (the frame limit keeps a headless run going: a worker thread is no source the launcher can see)
//
// Frame 1 shows "waiting"; when every kind of work below has run on the panel's thread the label shows
// "done: …" (one change, so it is exactly frame 2) and the run ends at the frame limit. Work left
// pending at that point (a Task.sleep of an hour, an asyncAfter of an hour) must not keep it alive, and
// applicationWillTerminate still runs. Each piece says `loopcheck: ran NAME` when it runs.
import Dispatch
import FaceplateLinux
import FaceplateWidgets
import Glibc

@main
final class LoopCheck: ApplicationDelegate {
    var window: Window?
    var name: String { "faceplate-loopcheck" }
    var summary: String { "checks that Swift concurrency, Dispatch, timers and descriptors run on the panel's loop" }

    let label = Label(frame: Rect(x: 20, y: 20, width: 440, height: 60))
    /// What must run before the label changes, in the order it is listed on screen.
    static let expected = ["dispatch", "task", "sleep", "async-let", "group", "stream", "after", "timer", "repeat", "descriptor"]
    var ran: Set<String> = []
    var ticks = 0
    var pipeFDs: [Int32] = [-1, -1]
    var source: DescriptorSource?
    var ticker: Ticker?
    var additionalOptions: [Option] {
        [Option("ticker", help: "instead: a worker thread sets the label 1000 times a second for a second, and every frame is checked")]
    }

    init() {}

    func mark(_ what: String) {
        ApplicationMain.say("loopcheck: ran \(what)")
        ran.insert(what)
        guard ran.count == LoopCheck.expected.count else { return }
        label.text = "done: all \(ran.count) ran"
        ApplicationMain.say("loopcheck: label shows \(label.text ?? "")")
    }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
        let controller = ViewController()
        if options.has("ticker") {
            let ticker = Ticker()
            self.ticker = ticker
            window?.rootViewController = controller
            ticker.start(on: controller)
            return
        }
        label.text = "waiting"
        controller.view.addSubview(label)
        window?.rootViewController = controller

        // A worker thread's hop back to the panel's thread.
        DispatchQueue.global().async {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.mark("dispatch") } }
        }
        // A main-actor task, made on the panel's thread.
        Task { @MainActor in self.mark("task") }
        // A task that sleeps elsewhere and comes back.
        Task.detached {
            try? await Task.sleep(nanoseconds: 20_000_000)
            await MainActor.run { self.mark("sleep") }
        }
        // Structured concurrency, awaited on the main actor.
        Task { @MainActor in
            async let a = LoopCheck.square(3)
            async let b = LoopCheck.square(4)
            if await a + b == 25 { self.mark("async-let") }
            let sum = await withTaskGroup(of: Int.self) { group in
                for n in 1...4 { group.addTask { await LoopCheck.square(n) } }
                var total = 0
                for await square in group { total += square }
                return total
            }
            if sum == 30 { self.mark("group") }
        }
        // A stream fed from another thread, consumed on the main actor.
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        DispatchQueue.global().async {
            for n in 1...3 { continuation.yield(n) }
            continuation.finish()
        }
        Task { @MainActor in
            var total = 0
            for await n in stream { total += n }
            if total == 6 { self.mark("stream") }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.03) { MainActor.assumeIsolated { self.mark("after") } }
        // Timers: one-shot, and repeating until its third firing.
        try PanelTimer.scheduledTimer(withTimeInterval: 0.04, repeats: false) { _ in self.mark("timer") }
        try PanelTimer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
            self.ticks += 1
            if self.ticks == 3 { timer.invalidate(); self.mark("repeat") }
        }
        // A descriptor of its own: a pipe a worker writes, then closes.
        guard pipe(&pipeFDs) == 0 else { throw LoopCheckError(text: "pipe failed") }
        let readEnd = pipeFDs[0], writeEnd = pipeFDs[1]
        _ = fcntl(readEnd, F_SETFL, O_NONBLOCK)
        var received = 0
        source = try application.watch(fileDescriptor: readEnd) { events in
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let n = read(readEnd, &buffer, buffer.count)
                if n <= 0 { break }
                received += n
            }
            if events.contains(.hangUp) && received == 5 { self.mark("descriptor") }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
            _ = "hello".withCString { write(writeEnd, $0, 5) }
            close(writeEnd)
        }

        // Pending when the run ends: none of this may keep the process alive.
        DispatchQueue.main.asyncAfter(deadline: .now() + 3600) { ApplicationMain.say("loopcheck: FAIL: an hour passed") }
        Task.detached { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
    }

    nonisolated static func square(_ n: Int) async -> Int { n * n }

    /// UIKit's launch ends with the app becoming active, before its first frame.
    func applicationDidBecomeActive(_ application: Application) {
        ApplicationMain.say("loopcheck: became active")
    }

    func applicationWillTerminate(_ application: Application) {
        guard ticker == nil else { return }
        source?.invalidate()
        close(pipeFDs[0])
        ApplicationMain.say("loopcheck: will terminate with \(ran.count) of \(LoopCheck.expected.count) run")
    }
}

struct LoopCheckError: Error, CustomStringConvertible { var description: String { text }; let text: String }
