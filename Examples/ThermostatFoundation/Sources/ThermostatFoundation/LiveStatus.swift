import FaceplateLinux
import Foundation

/// The live line at the foot of the status screen, kept up to date the way a UIKit app does it: a worker
/// thread reads how long the machine has been up and hands it to the main queue
/// (`DispatchQueue.main.async`), a task works out the schedule's current period away from the main actor
/// and comes back to it (`Task { @MainActor in ... }`), and a repeating `Timer` on the main run loop
/// redraws the line with the clock once a second.
@MainActor final class LiveStatus {
    /// The line it keeps up to date.
    let label: Label
    /// Which of the three ways onto the main thread have delivered ("timer", "main queue", "main actor").
    private(set) var delivered: Set<String> = []
    private let periods: [RoomSettings.Period]
    private var uptime = "…"
    private var period = "…"
    private var timer: Timer?
    private let clock: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "HH:mm:ss 'UTC'"
        return f
    }()

    init(frame: Rect, periods: [RoomSettings.Period]) {
        label = Label(frame: frame)
        label.textAlignment = .center
        label.text = "–"
        self.periods = periods
    }

    /// Starts the reading, the task and the clock.
    func start() {
        DispatchQueue.global().async {
            let text = LiveStatus.readUptime()
            DispatchQueue.main.async { MainActor.assumeIsolated { self.uptime = text; self.delivered.insert("main queue") } }
        }
        let periods = self.periods
        Task { @MainActor in
            let current = await Task.detached { LiveStatus.period(of: periods, at: Date()) }.value
            self.period = current
            self.delivered.insert("main actor")
        }
        // Foundation's timer block is @Sendable; on the main run loop it runs on the main thread.
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            MainActor.assumeIsolated { self.refresh() }
        }
    }

    /// Stops the clock.
    func stop() { timer?.invalidate() }

    private func refresh() {
        delivered.insert("timer")
        label.text = "\(clock.string(from: Date())) · \(period) · up \(uptime)"
    }

    /// The period of the day's schedule that `date` falls in (UTC "HH:mm" starts), or "no schedule".
    nonisolated static func period(of periods: [RoomSettings.Period], at date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let now = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        func minutes(_ hhmm: String) -> Int? {
            let f = hhmm.split(separator: ":")
            guard f.count == 2, let h = Int(f[0]), let m = Int(f[1]), (0..<24).contains(h), (0..<60).contains(m) else { return nil }
            return h * 60 + m
        }
        let starts = periods.compactMap { p in minutes(p.from).map { ($0, p) } }.sorted { $0.0 < $1.0 }
        guard let last = starts.last else { return "no schedule" }
        let current = starts.last { $0.0 <= now } ?? last
        return "since \(current.1.from)"
    }

    /// How long the machine has been up, from /proc/uptime ("3 h 12 min"), or "?" when unreadable.
    nonisolated static func readUptime() -> String {
        guard let text = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let first = text.split(separator: " ").first, let seconds = Double(first), seconds.isFinite, seconds >= 0,
              seconds < 1e9 else { return "?" }
        let minutes = Int(seconds) / 60
        return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
