import Faceplate

/// A date, a time or a duration set on spinning wheels (UIKit's `UIDatePicker` in its wheels style).
///
/// ``datePickerMode`` picks the wheels: ``Mode/time`` (hour, minute and, on a 12-hour clock, AM/PM),
/// ``Mode/date`` (month, day and year, in the order of the app's language), ``Mode/dateAndTime`` (the
/// default: a day wheel with the weekday, then the time) or ``Mode/countDownTimer`` (hours and
/// minutes of a duration, ``countDownDuration``). The value is a ``CalendarDate``; with `import UIKit`
/// it converts to and from Foundation's `Date`.
///
/// Behaviour follows UIKit: when the user brings a wheel to rest on a new value the picker sends
/// `valueChanged` (with `primaryActionTriggered`); setting ``date`` or calling ``setDate(_:animated:)``
/// sends nothing. A value past ``minimumDate`` or ``maximumDate``, or a day its month lacks (February
/// 30th), turns back to the nearest valid value. Minutes step by ``minuteInterval``. The hour wheel
/// counts 0–23 or 1–12 with AM/PM from the application's language (``Faceplate/Application/languageCode``):
/// a 12-hour clock for US English and the English of the countries that write times so, 24 hours for
/// every other language; month names are English in English and numbers otherwise.
///
/// ```swift
/// let start = DatePicker()
/// start.datePickerMode = .time
/// start.minuteInterval = 15
/// start.date = CalendarDate(year: 2026, month: 11, day: 28, hour: 6, minute: 30)!
/// start.addAction(Action { _ in schedule.start = start.date }, for: .valueChanged)
/// ```
///
/// The wheels are a ``PickerView``'s. The wheels do not wrap around as UIKit's hour and minute wheels do.
@MainActor open class DatePicker: Control {
    /// What the wheels set (UIKit's `UIDatePicker.Mode`).
    public enum Mode: Sendable, CaseIterable {
        /// Hour and minute (and AM/PM on a 12-hour clock).
        case time
        /// Month, day and year.
        case date
        /// A day with its weekday, hour and minute.
        case dateAndTime
        /// Hours and minutes of a duration.
        case countDownTimer
    }

    /// Which wheels are shown. Default ``Mode/dateAndTime``, as in UIKit.
    public var datePickerMode = Mode.dateAndTime { didSet { if datePickerMode != oldValue { rebuild() } } }
    /// The date and time shown. Setting it sends no event. Default: 2001-01-01 00:00 (Foundation's
    /// reference date; UIKit's default is the current moment, which needs a clock the app owns).
    public var date: CalendarDate {
        get { value }
        set { setDate(newValue, animated: false) }
    }
    private var value = CalendarDate(year: 2001, month: 1, day: 1)!
    /// The earliest date the user may pick; nil for none.
    public var minimumDate: CalendarDate? { didSet { rebuild() } }
    /// The latest date the user may pick; nil for none.
    public var maximumDate: CalendarDate? { didSet { rebuild() } }
    /// The step of the minute wheel, 1 … 30, a divisor of 60 (UIKit ignores other values: so does this,
    /// keeping 1). Default 1.
    public var minuteInterval = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            if minuteInterval != oldValue { rebuild() }
        }
    }
    /// The duration in ``Mode/countDownTimer`` mode, in seconds: whole minutes from one minute to
    /// 23 hours 59 minutes, rounded down to ``minuteInterval``. Setting it sends no event.
    public var countDownDuration: Double {
        get { Double(countDownMinutes * 60) }
        set {
            let m = newValue.isFinite ? Int(Swift.min(Swift.max(newValue / 60, 0), 1439)) : 0
            countDownMinutes = Swift.max(m - m % minuteInterval, minuteInterval)
            showValue(animated: false)
        }
    }
    private var countDownMinutes = 1

    /// The colours and font the wheels draw with; ``Theme/current`` unless set.
    public var theme: Theme {
        get { picker.theme }
        set { picker.theme = newValue }
    }

    private let picker = PickerView()
    private let wheels = DatePickerWheels()

    /// Creates a date picker; a zero-size frame gets ``PickerView/defaultSize``.
    public override init(frame: Rect = .zero) {
        var f = frame
        if f.size == .zero { f.size = PickerView.defaultSize }
        super.init(frame: f)
        picker.frame = bounds
        picker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wheels.owner = self
        addSubview(picker)
        rebuild()
    }

    /// Sets the date, clamped to ``minimumDate`` … ``maximumDate`` and rounded down to
    /// ``minuteInterval``; the wheels turn to it, gliding with `animated`. Sends no event.
    public func setDate(_ date: CalendarDate, animated: Bool) {
        value = valid(date)
        showValue(animated: animated)
    }

    /// Follows the application's language (12- or 24-hour clock, the order of the date wheels).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        rebuild()
    }

    /// ``PickerView/defaultSize``.
    open override var intrinsicContentSize: Size { PickerView.defaultSize }
    /// ``PickerView/defaultSize``.
    open override func sizeThatFits(_ size: Size) -> Size { PickerView.defaultSize }

    // MARK: Wheels

    /// Re-reads the language and settings and rebuilds the wheels, showing the value.
    private func rebuild() {
        let language = window?.application.languageCode ?? "en"
        wheels.configure(mode: datePickerMode, language: language, minuteInterval: minuteInterval,
                         firstDay: (minimumDate ?? DatePicker.defaultFirstDay).dayNumber,
                         lastDay: (maximumDate ?? DatePicker.defaultLastDay).dayNumber)
        value = valid(value)
        picker.dataSource = wheels
        picker.delegate = wheels
        showValue(animated: false)
    }
    /// The day wheel's range without a minimum or maximum date.
    private static let defaultFirstDay = CalendarDate(year: 1970, month: 1, day: 1)!
    private static let defaultLastDay = CalendarDate(year: 2100, month: 12, day: 31)!

    /// Turns every wheel to the value.
    private func showValue(animated: Bool) {
        for c in 0..<wheels.kinds.count {
            picker.selectRow(wheels.row(of: value, countDownMinutes: countDownMinutes, in: c), inComponent: c, animated: animated)
        }
    }

    /// `date` within the limits and on the minute interval.
    private func valid(_ date: CalendarDate) -> CalendarDate {
        var d = date
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi { d = hi }
        let m = d.minute - d.minute % minuteInterval
        return d.at(hour: d.hour, minute: m) ?? d
    }

    /// A wheel came to rest on a row: read every wheel, turn back what is invalid, report a change.
    func wheelsDidSettle() {
        var rows: [Int] = []
        for c in 0..<wheels.kinds.count { rows.append(picker.selectedRow(inComponent: c)) }
        if datePickerMode == .countDownTimer {
            let m = Swift.max(wheels.countDown(fromRows: rows), minuteInterval)
            let changed = m != countDownMinutes
            countDownMinutes = m
            showValue(animated: true)
            if changed { sendActions(for: valueChangedEvents) }
            return
        }
        let picked = wheels.date(fromRows: rows, replacing: value)
        let old = value
        value = valid(picked)
        showValue(animated: true)          // wheels past a limit or on a missing day turn back
        if value != old { sendActions(for: valueChangedEvents) }
    }
}
