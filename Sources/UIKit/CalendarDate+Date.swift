// Foundation's `Date` for the date picker: UIKit code reads and sets `datePicker.date` as a `Date`, and
// Faceplate's picker (which runs without Foundation) works in wall-clock `CalendarDate`s. These convert
// through a calendar, the current one (with its time zone) unless given.

extension CalendarDate {
    /// The wall-clock minute `date` falls in, in `calendar`'s time zone; nil outside years 1 … 9999.
    public init?(_ date: Date, calendar: Calendar = .current) {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let c = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard let year = c.year, let month = c.month, let day = c.day, let hour = c.hour, let minute = c.minute else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute)
    }
}

extension Date {
    /// The instant `calendarDate` names in `calendar`'s time zone (a wall-clock time a daylight-saving
    /// change skips becomes the next existing one, as `Calendar` decides).
    public init?(_ calendarDate: CalendarDate, calendar: Calendar = .current) {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let c = DateComponents(year: calendarDate.year, month: calendarDate.month, day: calendarDate.day,
                               hour: calendarDate.hour, minute: calendarDate.minute)
        guard let date = gregorian.date(from: c) else { return nil }
        self = date
    }
}
