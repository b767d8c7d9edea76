/// A wall-clock date and time to the minute in the Gregorian calendar: the value a ``DatePicker``
/// shows and sets.
///
/// UIKit's date picker works in Foundation's `Date`, an instant that needs a calendar and a time zone
/// to become a day and an hour. Faceplate runs on boards without Foundation, so its picker works in
/// what the wheels show: a year, month, day, hour and minute, with no time zone (an oven's clock and
/// a heating schedule are wall-clock times). With `import UIKit`, `Date` converts to and from this
/// through the current calendar.
///
/// The calendar is the proleptic Gregorian one (leap years every fourth year, except centuries not
/// divisible by 400) for years 1 through 9999. Values are valid by construction: the initializer
/// returns nil for a field out of range (month 13, February 30, hour 24), and date arithmetic returns
/// nil past the range instead of trapping.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 … 9999.
    public let year: Int
    /// The month, 1 (January) … 12.
    public let month: Int
    /// The day of the month, 1 … ``daysInMonth(_:year:)``.
    public let day: Int
    /// The hour, 0 … 23.
    public let hour: Int
    /// The minute, 0 … 59.
    public let minute: Int

    /// The years a value may have.
    public static let years = 1...9999
    /// The first moment of the range: 0001-01-01 00:00.
    public static let earliest = CalendarDate(checked: 1, 1, 1, 0, 0)
    /// The last moment of the range: 9999-12-31 23:59.
    public static let latest = CalendarDate(checked: 9999, 12, 31, 23, 59)

    /// The date and time given, or nil when a field is out of its range (the day for its month and
    /// year included).
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        guard CalendarDate.years.contains(year), (1...12).contains(month),
              day >= 1, day <= CalendarDate.daysInMonth(month, year: year),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(checked: year, month, day, hour, minute)
    }

    private init(checked year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) {
        self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
    }

    /// Whether `year` has a February 29th.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The days of `month` (1 … 12) in `year`; 0 for a month outside 1 … 12.
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    /// Days since 0001-01-01 (which is day 0).
    public var dayNumber: Int {
        // Years start in March, so the leap day is the last day of its year and the months' lengths
        // repeat in a five-month pattern that a linear formula gives.
        let y = month <= 2 ? year - 1 : year
        let shiftedMonth = (month + 9) % 12                          // March = 0 … February = 11
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let leapDays = y / 4 - y / 100 + y / 400
        return 365 * y + leapDays + dayOfYear - 306                  // 306: 0001-01-01 is day 0
    }

    /// The date of day `number` (as ``dayNumber`` counts) at `hour`:`minute`; nil outside the range.
    public init?(dayNumber number: Int, hour: Int = 0, minute: Int = 0) {
        guard number >= 0, number <= CalendarDate.latest.dayNumber, (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        // The inverse of dayNumber, by 400-year eras of 146,097 days.
        let z = number + 306
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(checked: year, month, day, hour, minute)
    }

    /// The day of the week, 1 (Sunday) … 7 (Saturday), numbered as Foundation's `Calendar` does.
    public var weekday: Int { (dayNumber + 1) % 7 + 1 }           // 0001-01-01 was a Monday

    /// Minutes since 0001-01-01 00:00.
    public var minuteNumber: Int { (dayNumber * 24 + hour) * 60 + minute }

    /// The moment `minutes` minutes since 0001-01-01 00:00; nil outside the range.
    public init?(minuteNumber: Int) {
        guard minuteNumber >= 0 else { return nil }
        self.init(dayNumber: minuteNumber / 1440, hour: minuteNumber % 1440 / 60, minute: minuteNumber % 60)
    }

    /// This time `days` days later (earlier when negative); nil past the range.
    public func adding(days: Int) -> CalendarDate? {
        let (n, overflow) = dayNumber.addingReportingOverflow(days)
        return overflow ? nil : CalendarDate(dayNumber: n, hour: hour, minute: minute)
    }

    /// This time `minutes` minutes later (earlier when negative); nil past the range.
    public func adding(minutes: Int) -> CalendarDate? {
        let (n, overflow) = minuteNumber.addingReportingOverflow(minutes)
        return overflow ? nil : CalendarDate(minuteNumber: n)
    }

    /// The same day at `hour`:`minute`; nil for a time out of range.
    public func at(hour: Int, minute: Int) -> CalendarDate? {
        CalendarDate(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// Earlier dates first.
    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day, a.hour, a.minute) < (b.year, b.month, b.day, b.hour, b.minute)
    }

    /// ISO 8601's form, "2026-11-28 07:30".
    public var description: String {
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: Swift.max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2))"
    }
}
