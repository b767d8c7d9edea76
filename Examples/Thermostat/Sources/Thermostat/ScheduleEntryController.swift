import FaceplateLinux

extension Selector {
    /// The editor's Save: the new time goes to the schedule, and the editor pops.
    static let saveTime = Selector.method("saveTime", of: ScheduleEntryController.self) { editor, _, _ in editor.save() }
}

/// Edits one schedule entry's time on a date picker's wheels (`.time`); Save in the navigation bar
/// hands the time back and pops, the back button leaves it as it was.
final class ScheduleEntryController: ViewController {
    let picker = DatePicker(frame: Rect(240, 40, 320, 216))
    private let minutes: Int
    private let onSave: (Int) -> Void

    /// An editor starting at `minutes` past midnight; `onSave` gets the minutes chosen.
    init(minutes: Int, onSave: @escaping (Int) -> Void) {
        self.minutes = minutes
        self.onSave = onSave
        super.init()
        title = Strings.current.time
        let save = BarButtonItem(barButtonSystemItem: .save, target: self, action: .saveTime)
        save.accessibilityIdentifier = "save time"
        navigationItem.rightBarButtonItem = save
    }

    override func loadView() {
        let root = View(frame: Rect(0, 0, 800, 387))
        root.backgroundColor = Theme.current.background
        picker.datePickerMode = .time
        picker.minuteInterval = 5
        // Any day: only the time is used.
        picker.date = CalendarDate(year: 2026, month: 1, day: 1, hour: minutes / 60, minute: minutes % 60) ?? picker.date
        picker.accessibilityIdentifier = "time"
        picker.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(picker)
        view = root
    }

    fileprivate func save() {
        onSave(picker.date.hour * 60 + picker.date.minute)
        navigationController?.popViewController(animated: true)
    }
}
