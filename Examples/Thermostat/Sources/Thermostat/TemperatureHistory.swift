import FaceplateLinux
import FaceplateMQTT

/// The room's temperature over the last 24 hours: a caption over a ``LineChart`` of one reading every
/// 15 minutes, 10–30 °C (the setpoint's range), a gap where there was no reading.
final class TemperatureHistory: View {
    /// Seconds between two points of the chart: 15 minutes.
    static let interval = 15.0 * 60
    /// A day of points.
    static let capacity = 24 * 4

    let caption = Label(text: "")
    let chart = LineChart(capacity: TemperatureHistory.capacity)

    override init(frame: Rect) {
        super.init(frame: frame)
        let theme = Theme.current
        caption.text = Strings.current.lastDay
        caption.font = theme.smallFont
        caption.textColor = theme.secondaryText
        caption.frame = Rect(x: 0, y: 0, width: frame.width, height: 22)
        chart.frame = Rect(x: 0, y: 26, width: frame.width, height: frame.height - 26)
        chart.minimumValue = Thermostat.limits.minimum
        chart.maximumValue = Thermostat.limits.maximum
        chart.accessibilityIdentifier = "temperature history"
        addSubview(caption)
        addSubview(chart)
    }

    /// Records the room's temperature now and every ``interval`` after; throws when the timer table is full.
    func startRecording(_ climate: ClimateModel, on application: Application) throws {
        let chart = chart
        chart.append(climate.currentTemperature ?? .nan)
        _ = try PanelTimer.scheduledTimer(withTimeInterval: TemperatureHistory.interval, repeats: true, on: application) { _ in
            chart.append(climate.currentTemperature ?? .nan)
        }
    }
}
