/// The wheels of a ``DatePicker``: which components its mode and language show, their rows and titles,
/// and how rows map to and from a ``CalendarDate``. The picker view's data source and delegate.
@MainActor final class DatePickerWheels: PickerViewDataSource, PickerViewDelegate {
    /// One wheel's meaning.
    enum Kind: Equatable {
        case day            // a day with its weekday, from firstDay (date and time)
        case month, dayOfMonth, year
        case hour, minute, meridiem
        case countDownHours, countDownMinutes
    }

    weak var owner: DatePicker?
    private(set) var kinds: [Kind] = []
    private var twelveHour = false
    private var english = true
    private var interval = 1
    private var firstDay = 0
    private var lastDay = 0

    /// Sets the wheels up for `mode` in `language`.
    func configure(mode: DatePicker.Mode, language: String, minuteInterval: Int, firstDay: Int, lastDay: Int) {
        twelveHour = DatePickerWheels.usesTwelveHourClock(language)
        english = DatePickerWheels.languagePart(language) == "en"
        interval = minuteInterval
        self.firstDay = firstDay
        self.lastDay = Swift.max(lastDay, firstDay)
        let time: [Kind] = twelveHour ? [.hour, .minute, .meridiem] : [.hour, .minute]
        switch mode {
        case .time: kinds = time
        case .date: kinds = english ? [.month, .dayOfMonth, .year] : [.dayOfMonth, .month, .year]
        case .dateAndTime: kinds = [.day] + time
        case .countDownTimer: kinds = [.countDownHours, .countDownMinutes]
        }
    }

    /// "en" of "en_US.UTF-8" or "en-GB".
    private static func languagePart(_ code: String) -> Substring {
        code.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
    }

    /// Whether clocks in `language` read 1–12 with AM/PM: English as written in the United States,
    /// Canada, Australia, New Zealand, India and the Philippines (and English with no region); every
    /// other language and region counts 24 hours.
    static func usesTwelveHourClock(_ language: String) -> Bool {
        guard languagePart(language) == "en" else { return false }
        let rest = language.dropFirst(2)
        guard let separator = rest.first, separator == "_" || separator == "-" else { return true }
        let region = rest.dropFirst().prefix { $0 != "." && $0 != "@" }
        return ["US", "CA", "AU", "NZ", "IN", "PH"].contains(String(region))
    }

    // MARK: Rows and dates

    /// The row of component `c` that shows `date` (or the duration).
    func row(of date: CalendarDate, countDownMinutes: Int, in c: Int) -> Int {
        switch kinds[c] {
        case .day: return date.dayNumber - firstDay
        case .month: return date.month - 1
        case .dayOfMonth: return date.day - 1
        case .year: return date.year - CalendarDate.years.lowerBound
        case .hour: return twelveHour ? (date.hour + 11) % 12 : date.hour
        case .minute: return date.minute / interval
        case .meridiem: return date.hour >= 12 ? 1 : 0
        case .countDownHours: return countDownMinutes / 60
        case .countDownMinutes: return countDownMinutes % 60 / interval
        }
    }

    /// The date the wheels' `rows` show; fields without a wheel come from `base`. A day its month lacks
    /// is the month's last.
    func date(fromRows rows: [Int], replacing base: CalendarDate) -> CalendarDate {
        var year = base.year, month = base.month, day = base.day, hour = base.hour, minute = base.minute
        var hour12 = (base.hour + 11) % 12 + 1, pm = base.hour >= 12
        for (c, kind) in kinds.enumerated() where c < rows.count && rows[c] >= 0 {
            let r = rows[c]
            switch kind {
            case .day:
                if let d = CalendarDate(dayNumber: firstDay + r) { year = d.year; month = d.month; day = d.day }
            case .month: month = r + 1
            case .dayOfMonth: day = r + 1
            case .year: year = CalendarDate.years.lowerBound + r
            case .hour: if twelveHour { hour12 = r + 1 } else { hour = r }
            case .minute: minute = r * interval
            case .meridiem: pm = r == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if twelveHour { hour = hour12 % 12 + (pm ? 12 : 0) }
        day = Swift.min(day, CalendarDate.daysInMonth(month, year: year))
        return CalendarDate(year: year, month: month, day: day, hour: hour, minute: minute) ?? base
    }

    /// The duration in minutes the count-down wheels' `rows` show.
    func countDown(fromRows rows: [Int]) -> Int {
        guard rows.count == 2, rows[0] >= 0, rows[1] >= 0 else { return 0 }
        return rows[0] * 60 + rows[1] * interval
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: PickerView) -> Int { kinds.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        switch kinds[component] {
        case .day: return lastDay - firstDay + 1
        case .month: return 12
        case .dayOfMonth: return 31
        case .year: return CalendarDate.years.count
        case .hour: return twelveHour ? 12 : 24
        case .minute, .countDownMinutes: return 60 / interval
        case .meridiem: return 2
        case .countDownHours: return 24
        }
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        switch kinds[component] {
        case .day: return pickerView.bounds.width * 0.4
        case .month: return english ? pickerView.bounds.width * 0.38 : 0
        default: return 0
        }
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch kinds[component] {
        case .day:
            guard let d = CalendarDate(dayNumber: firstDay + row) else { return nil }
            if english {
                return "\(DatePickerWheels.weekdays[d.weekday - 1]) \(DatePickerWheels.months[d.month - 1].prefix(3)) \(d.day)"
            }
            return "\(DatePickerWheels.twoDigits[d.day]).\(DatePickerWheels.twoDigits[d.month]).\(d.year)"
        case .month: return english ? DatePickerWheels.months[row] : String(row + 1)
        case .dayOfMonth: return String(row + 1)
        case .year: return String(CalendarDate.years.lowerBound + row)
        case .hour: return twelveHour ? String(row + 1) : DatePickerWheels.twoDigits[row]
        case .minute: return DatePickerWheels.twoDigits[row * interval]
        case .meridiem: return row == 0 ? "AM" : "PM"
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * interval) min"
        }
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        owner?.wheelsDidSettle()
    }

    private static let twoDigits = (0..<60).map { $0 < 10 ? "0\($0)" : String($0) }
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]
}
