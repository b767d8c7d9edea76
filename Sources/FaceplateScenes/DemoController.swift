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
///
/// A language setting (English, 中文, العربية, Deutsch) at the top relabels every widget; Arabic lays
/// the panel out right to left, as UIKit does for a right-to-left language: every frame is mirrored
/// (leading and trailing swap) and trailing-aligned text moves to the other edge.
@MainActor public final class DemoController: ViewController {
    /// The scene's theme.
    public let theme: Theme

    public let roomField = TextField(frame: Rect(24, 16, 300, 44))
    public let clockLabel = Label(frame: Rect(610, 20, 166, 36))
    /// The language setting: one segment per ``DemoLanguage``.
    public let languageControl = SegmentedControl(items: DemoLanguage.allCases.map(\.nativeName))
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
    /// The language the panel speaks; setting it relabels every widget (and mirrors the layout for Arabic).
    public var language: DemoLanguage { didSet { if language != oldValue, isViewLoaded { applyLanguage() } } }

    private let ecoLabel = Label(frame: Rect(420, 176, 260, 28))
    private let fanLabel = Label(frame: Rect(420, 212, 200, 24))
    private let filterLabel = Label(frame: Rect(420, 288, 340, 20))
    private let scheduleTitle = Label(frame: Rect(24, 236, 360, 24))
    private var scheduleRows: [(row: StackView, time: Label, what: Label, temperature: Double)] = []
    /// Every top-level view's frame for a left-to-right layout; right to left mirrors them.
    private var leftToRightFrames: [(View, Rect)] = []

    /// Creates the demo with `theme`, speaking `language`.
    public init(theme: Theme = .current, language: DemoLanguage = .english) {
        self.theme = theme; self.language = language; super.init()
    }

    public override func loadView() {
        let root = View(frame: Rect(0, 0, 800, 480))
        root.backgroundColor = theme.background
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        roomField.borderStyle = .roundedRect
        roomField.font = theme.titleFont
        roomField.accessibilityIdentifier = "room"
        roomField.addTarget(self, action: { c, _, _ in c.status(c.language.strings.renamed(c.roomField.text)) }, for: .editingDidEnd, name: "rename")
        // The keyboard follows the application's language, which the demo's language setting sets.
        roomField.addTarget(self, action: { c, _, _ in c.view.window?.application.languageCode = c.language.code }, for: .editingDidBegin, name: "keyboard-language")

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

        languageControl.frame = Rect(336, 18, 264, 40)
        languageControl.font = theme.smallFont
        languageControl.accessibilityIdentifier = "language"
        languageControl.addTarget(self, action: { c, _, _ in
            if let l = DemoLanguage(rawValue: c.languageControl.selectedSegmentIndex) { c.language = l }
        }, for: .valueChanged, name: "language")

        modeControl.frame = Rect(420, 96, 356, 44)
        modeControl.selectedSegmentIndex = 0
        modeControl.accessibilityIdentifier = "mode"
        modeControl.addTarget(self, action: { c, _, _ in c.modeChanged() }, for: .valueChanged, name: "mode")

        ecoSwitch.accessibilityIdentifier = "eco"
        ecoSwitch.addTarget(self, action: { c, _, _ in
            let s = c.language.strings
            c.status(c.ecoSwitch.isOn ? s.ecoOn : s.ecoOff)
        }, for: .valueChanged, name: "eco")

        fanLabel.font = theme.smallFont
        fanLabel.textColor = theme.secondaryText
        fanSlider.minimumValue = 0
        fanSlider.maximumValue = 100
        fanSlider.value = 60
        fanSlider.isContinuous = false
        fanSlider.accessibilityIdentifier = "fan"
        fanSlider.addTarget(self, action: { c, _, _ in c.status("\(c.language.strings.fan) \(Int(c.fanSlider.value)) %") }, for: .valueChanged, name: "fan")

        filterLabel.font = theme.smallFont
        filterLabel.textColor = theme.secondaryText
        filterProgress.progress = 0.7

        boostButton.accessibilityIdentifier = "boost"
        boostButton.addTarget(self, action: { c, _, _ in c.status(c.language.strings.boostingTo(c.formatted(c.setpoint + 2))) }, for: .primaryActionTriggered, name: "boost")
        scheduleButton.accessibilityIdentifier = "schedule"
        scheduleButton.addTarget(self, action: { c, _, _ in c.pageControl.currentPage = (c.pageControl.currentPage + 1) % c.pageControl.numberOfPages; c.status(c.language.strings.schedulePage(c.pageControl.currentPage + 1)) }, for: .primaryActionTriggered, name: "schedule")

        scheduleTitle.font = theme.smallFont
        scheduleTitle.textColor = theme.secondaryText
        let day: [(String, Double)] = [("06:30", 21.5), ("08:30", 17.0), ("12:00", 20.0), ("14:00", 17.0), ("17:30", 21.5), ("22:30", 18.0)]
        // The next `DemoController.scheduleRows` entries of a schedule that repeats daily: a list long
        // enough that scrolling it is real work (the scroll-frame benchmark scrolls it against LVGL's).
        let rows = (0..<DemoController.scheduleRows).map { day[$0 % day.count] }
        let stack = StackView(frame: Rect(0, 0, 360, rows.count * 40))
        stack.axis = .vertical
        stack.distribution = .fillEqually
        for (time, temperature) in rows {
            let row = StackView(frame: Rect(0, 0, 360, 40))
            row.axis = .horizontal
            row.spacing = 12
            let t = Label(text: time), w = Label()
            t.font = theme.bodyFont; t.textColor = theme.primary
            w.font = theme.bodyFont; w.textColor = theme.text
            t.frame.size = Size(width: 64, height: 40)
            row.addArrangedSubview(t)
            row.addArrangedSubview(w)
            stack.addArrangedSubview(row)
            scheduleRows.append((row, t, w, temperature))
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

        for v: View in [roomField, languageControl, clockLabel, setpointLabel, stepper, icon, scheduleTitle, schedule, modeControl, ecoLabel,
                        ecoSwitch, fanLabel, fanSlider, filterLabel, filterProgress, boostButton, scheduleButton, statusLabel, pageControl] {
            root.addSubview(v)
            leftToRightFrames.append((v, v.frame))
        }
        view = root
        applyLanguage()
    }

    /// Relabels every widget in ``language`` and lays the panel out in its direction.
    private func applyLanguage() {
        let s = language.strings, rtl = language.isRightToLeft
        languageControl.selectedSegmentIndex = language.rawValue
        if let app = view.window?.application { app.languageCode = language.code }
        roomField.text = s.room
        roomField.placeholder = s.roomPlaceholder
        clockLabel.text = "\(s.indoor) \(formatted(20.8))"
        for i in 0..<min(s.modes.count, modeControl.numberOfSegments) { modeControl.setTitle(s.modes[i], forSegmentAt: i) }
        ecoLabel.text = s.eco
        fanLabel.text = s.fan
        // A screen reader reads each control by its own label; the captions beside them only show it.
        ecoSwitch.accessibilityLabel = s.eco
        fanSlider.accessibilityLabel = s.fan
        filterProgress.accessibilityLabel = s.filterLife
        for caption in [ecoLabel, fanLabel, filterLabel] { caption.accessibilityElementsHidden = true }
        filterLabel.text = "\(s.filterLife) 70 %"
        boostButton.setTitle(s.boost, for: .normal)
        scheduleButton.setTitle(s.schedule, for: .normal)
        scheduleTitle.text = s.today
        for (i, r) in scheduleRows.enumerated() {
            r.what.text = "\(s.rows[i % s.rows.count]) · \(formatted(r.temperature))"
        }
        // The panel's direction is its language's, whatever the process's locale: an app that switches
        // language in-app forces it on its root view (UIKit: `semanticContentAttribute`). The widgets
        // mirror themselves (slider, switch, progress, segments, stepper, page dots, stack rows, natural
        // text alignment); the frames, set by hand here rather than by leading/trailing constraints,
        // flip about the vertical centre line, and trailing-aligned text moves to the left.
        view.semanticContentAttribute = rtl ? .forceRightToLeft : .forceLeftToRight
        let width = view.bounds.width
        for (v, f) in leftToRightFrames {
            v.frame = rtl ? Rect(x: width - f.maxX, y: f.minY, width: f.width, height: f.height) : f
        }
        clockLabel.textAlignment = rtl ? .left : .right
        setpointChanged()
        status(s.heatingTo(formatted(setpoint)))
        view.setNeedsLayout()
    }

    private func formatted(_ t: Double) -> String {
        let tenths = Int((t * 10).rounded())
        let t = "\(tenths / 10)\(language.strings.decimalSeparator)\(tenths % 10) °C"
        // In right-to-left text a temperature is a left-to-right island: isolated (LRI … PDI, UAX #9)
        // so "°C" stays after the number instead of being reordered in front of it.
        return language.isRightToLeft ? "\u{2066}" + t + "\u{2069}" : t
    }

    private func setpointChanged() {
        setpoint = stepper.value
        setpointLabel.text = formatted(setpoint)
        // The reader says the setpoint as the panel shows it, with the language's decimal separator.
        stepper.accessibilityValue = formatted(setpoint)
        setpointLabel.accessibilityElementsHidden = true
    }

    private func modeChanged() {
        let s = language.strings
        let i = modeControl.selectedSegmentIndex
        status(s.modeIs(i >= 0 && i < s.modes.count ? s.modes[i] : "–"))
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
