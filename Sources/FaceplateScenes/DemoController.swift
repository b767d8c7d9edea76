import Faceplate
import FaceplateText
import FaceplateWidgets

/// The demo: a thermostat front panel for an 800×480 display that uses every widget — a stepper for
/// the setpoint, a segmented mode selector, an eco switch, a fan slider, a filter progress bar, a boost
/// button, a room-name text field with the on-screen keyboard, an icon, a scrolling schedule (a scroll
/// view around stack views), and pages with a page control.
///
/// Every control has an accessibility identifier, so traces and tests name them, and every action shows
/// its effect on screen (the status line, the big setpoint), so a screenshot proves a touch arrived.
@MainActor public final class DemoController: ViewController {
    /// The scene's theme.
    public let theme: Theme

    public let roomField = TextField(frame: Rect(24, 16, 300, 44))
    public let clockLabel = Label(frame: Rect(560, 20, 216, 36))
    public let setpointLabel = Label(frame: Rect(24, 84, 260, 80))
    public let stepper = Stepper(frame: Rect(36, 176, 120, 44))
    public let modeControl = SegmentedControl(items: ["Heat", "Cool", "Auto", "Off"])
    public let ecoSwitch = Switch(frame: Rect(700, 176, 52, 28))
    public let fanSlider = Slider(frame: Rect(420, 236, 340, 44))
    public let filterProgress = ProgressView(frame: Rect(420, 312, 340, 8))
    public let boostButton = Button(title: "Boost 30 min", frame: Rect(420, 352, 200, 56))
    public let scheduleButton = Button(title: "Schedule", frame: Rect(636, 352, 140, 56))
    public let statusLabel = Label(frame: Rect(24, 420, 560, 28))
    public let pageControl = PageControl(frame: Rect(600, 428, 176, 28))
    public let icon = ImageView(frame: Rect(300, 96, 64, 64))
    /// Today's schedule: a scrolling list of rows stacked by a stack view.
    public let schedule = ScrollView(frame: Rect(24, 262, 360, 140))

    /// How many rows the schedule list holds (40 points each).
    public static let scheduleRows = 50

    /// The setpoint in °C.
    public private(set) var setpoint = 21.5

    /// Creates the demo with `theme`.
    public init(theme: Theme = .current) { self.theme = theme; super.init() }

    public override func loadView() {
        let root = View(frame: Rect(0, 0, 800, 480))
        root.backgroundColor = theme.background
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        roomField.text = "Living room"
        roomField.placeholder = "Room name"
        roomField.borderStyle = .roundedRect
        roomField.font = theme.titleFont
        roomField.accessibilityIdentifier = "room"
        roomField.addTarget(self, action: { c, _, _ in c.status("Room renamed to \(c.roomField.text)") }, for: .editingDidEnd, name: "rename")

        clockLabel.text = "Indoor 20.8 °C"
        clockLabel.textAlignment = .right
        clockLabel.textColor = theme.secondaryText
        clockLabel.accessibilityIdentifier = "indoor"

        setpointLabel.font = theme.displayFont
        setpointLabel.textColor = theme.primary
        setpointLabel.accessibilityIdentifier = "setpoint"

        stepper.minimumValue = 10
        stepper.maximumValue = 30
        stepper.stepValue = 0.5
        stepper.value = setpoint
        stepper.accessibilityIdentifier = "stepper"
        stepper.addTarget(self, action: { c, _, _ in c.setpointChanged() }, for: .valueChanged, name: "setpoint")

        modeControl.frame = Rect(420, 96, 356, 44)
        modeControl.selectedSegmentIndex = 0
        modeControl.accessibilityIdentifier = "mode"
        modeControl.addTarget(self, action: { c, _, _ in c.modeChanged() }, for: .valueChanged, name: "mode")

        let ecoLabel = Label(frame: Rect(420, 176, 260, 28))
        ecoLabel.text = "Eco mode"
        ecoSwitch.accessibilityIdentifier = "eco"
        ecoSwitch.addTarget(self, action: { c, _, _ in c.status(c.ecoSwitch.isOn ? "Eco mode on" : "Eco mode off") }, for: .valueChanged, name: "eco")

        let fanLabel = Label(frame: Rect(420, 212, 200, 24))
        fanLabel.text = "Fan"
        fanLabel.font = theme.smallFont
        fanLabel.textColor = theme.secondaryText
        fanSlider.minimumValue = 0
        fanSlider.maximumValue = 100
        fanSlider.value = 60
        fanSlider.isContinuous = false
        fanSlider.accessibilityIdentifier = "fan"
        fanSlider.addTarget(self, action: { c, _, _ in c.status("Fan \(Int(c.fanSlider.value)) %") }, for: .valueChanged, name: "fan")

        let filterLabel = Label(frame: Rect(420, 288, 340, 20))
        filterLabel.text = "Filter life 70 %"
        filterLabel.font = theme.smallFont
        filterLabel.textColor = theme.secondaryText
        filterProgress.progress = 0.7

        boostButton.accessibilityIdentifier = "boost"
        boostButton.addTarget(self, action: { c, _, _ in c.status("Boosting to \(c.formatted(c.setpoint + 2)) for 30 min") }, for: .primaryActionTriggered, name: "boost")
        scheduleButton.accessibilityIdentifier = "schedule"
        scheduleButton.addTarget(self, action: { c, _, _ in c.pageControl.currentPage = (c.pageControl.currentPage + 1) % c.pageControl.numberOfPages; c.status("Schedule page \(c.pageControl.currentPage + 1)") }, for: .primaryActionTriggered, name: "schedule")

        let scheduleTitle = Label(frame: Rect(24, 236, 360, 24))
        scheduleTitle.text = "Today"
        scheduleTitle.font = theme.smallFont
        scheduleTitle.textColor = theme.secondaryText
        let day: [(String, String)] = [("06:30", "Wake · 21.5 °C"), ("08:30", "Away · 17.0 °C"), ("12:00", "Lunch · 20.0 °C"),
                                       ("14:00", "Away · 17.0 °C"), ("17:30", "Home · 21.5 °C"), ("22:30", "Night · 18.0 °C")]
        // The next `scheduleRows` entries of a schedule that repeats daily: a list long enough that
        // scrolling it is real work (the scroll-frame benchmark scrolls this list against LVGL's).
        let rows = (0..<DemoController.scheduleRows).map { day[$0 % day.count] }
        let stack = StackView(frame: Rect(0, 0, 360, rows.count * 40))
        stack.axis = .vertical
        stack.distribution = .fillEqually
        for (time, what) in rows {
            let row = StackView(frame: Rect(0, 0, 360, 40))
            row.axis = .horizontal
            row.spacing = 12
            let t = Label(text: time), w = Label(text: what)
            t.font = theme.bodyFont; t.textColor = theme.primary
            w.font = theme.bodyFont; w.textColor = theme.text
            t.frame.size = Size(width: 64, height: 40)
            row.addArrangedSubview(t)
            row.addArrangedSubview(w)
            stack.addArrangedSubview(row)
        }
        schedule.addSubview(stack)
        schedule.contentSize = stack.bounds.size
        schedule.clipsToBounds = true
        schedule.accessibilityIdentifier = "schedule"

        statusLabel.textColor = theme.secondaryText
        statusLabel.accessibilityIdentifier = "status"
        pageControl.numberOfPages = 3
        pageControl.accessibilityIdentifier = "pages"
        icon.image = DemoController.flameIcon(color: theme.primary)

        for v: View in [roomField, clockLabel, setpointLabel, stepper, icon, scheduleTitle, schedule, modeControl, ecoLabel, ecoSwitch, fanLabel, fanSlider,
                        filterLabel, filterProgress, boostButton, scheduleButton, statusLabel, pageControl] {
            root.addSubview(v)
        }
        view = root
        setpointChanged()
        status("Heating to \(formatted(setpoint))")
    }

    private func formatted(_ t: Double) -> String {
        let tenths = Int((t * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) °C"
    }

    private func setpointChanged() {
        setpoint = stepper.value
        setpointLabel.text = formatted(setpoint)
    }

    private func modeChanged() {
        let names = ["Heat", "Cool", "Auto", "Off"]
        let i = modeControl.selectedSegmentIndex
        status("Mode: " + (i >= 0 && i < names.count ? names[i] : "none"))
    }

    private func status(_ text: String) { statusLabel.text = text }

    /// A 64×64 flame drawn in code (no asset files to ship): a teardrop tapering upwards with a warm
    /// core, anti-aliased by 4×4 supersampling.
    static func flameIcon(color: Color) -> Image {
        func halfWidth(_ y: Double, top: Double, bottom: Double, radius: Double) -> Double {
            let centre = bottom - radius
            if y >= centre { let d = y - centre; return d < radius ? (radius * radius - d * d).squareRoot() : -1 }
            guard y > top else { return -1 }
            let t = (y - top) / (centre - top)          // 0 at the tip, 1 where the round part starts
            return radius * t * t.squareRoot()       // t^1.5: a pointed tip
        }
        var image = Image(width: 64, height: 64)
        let core = Color(hex: 0xFFC107)
        for py in 0..<64 {
            for px in 0..<64 {
                var outer = 0, inner = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let x = Double(px) + (Double(sx) + 0.5) / 4 - 32, y = Double(py) + (Double(sy) + 0.5) / 4
                        let lean = (y - 60) * 0.12           // a slight flicker to the right near the tip
                        if abs(x + lean) <= halfWidth(y, top: 2, bottom: 62, radius: 19) { outer += 1 }
                        if abs(x + lean * 0.5) <= halfWidth(y, top: 26, bottom: 59, radius: 10) { inner += 1 }
                    }
                }
                guard outer > 0 else { continue }
                let base = inner > 0 ? core : color
                image.setColor(base.withAlpha(Double(outer) / 16), x: px, y: py)
            }
        }
        return image
    }
}
