import Testing
import UIKit

/// A UIKit app's date picker code: it reads and sets `Date`s, converted through the calendar.
@Suite @MainActor struct DatePickerDateTests {
    @Test func datesConvertThroughTheCalendar() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let instant = Date(timeIntervalSince1970: 1_795_851_000)            // 2026-11-28 07:30 UTC
        let wall = CalendarDate(instant, calendar: utc)
        #expect(wall == CalendarDate(year: 2026, month: 11, day: 28, hour: 7, minute: 30))
        #expect(Date(wall!, calendar: utc) == instant)

        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.date = wall!
        #expect(Date(picker.date, calendar: utc) == instant)
    }
}
