import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

@Suite @MainActor struct CalendarDateTests {
    @Test func fieldsAreCheckedAndDaysCountedGregorian() {
        #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil, "centuries are not leap years")
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil, "unless divisible by 400")
        #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDate(year: 0, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: 2026, month: 1, day: 1, hour: 24) == nil)
        #expect(CalendarDate(year: 2026, month: 1, day: 1, minute: 60) == nil)
        #expect(CalendarDate.earliest.dayNumber == 0)
        let d = CalendarDate(year: 2026, month: 11, day: 28, hour: 7, minute: 30)!
        #expect(d.weekday == 7, "a Saturday")
        #expect(CalendarDate(year: 2000, month: 1, day: 1)!.weekday == 7)
        #expect(CalendarDate(year: 1970, month: 1, day: 1)!.weekday == 5, "a Thursday")
        #expect(d.description == "2026-11-28 07:30")
        // Every day of four centuries goes to its number and back.
        var n = CalendarDate(year: 1900, month: 1, day: 1)!.dayNumber
        var previous = CalendarDate(dayNumber: n - 1)!
        while n < CalendarDate(year: 2300, month: 1, day: 1)!.dayNumber {
            let day = CalendarDate(dayNumber: n)!
            #expect(day.dayNumber == n)
            #expect(previous < day)
            if day.day == 1 { #expect(previous.day == CalendarDate.daysInMonth(previous.month, year: previous.year)) }
            else { #expect(day.day == previous.day + 1 && day.month == previous.month) }
            previous = day
            n += 1
        }
    }

    @Test func arithmeticStopsAtTheRangeInsteadOfTrapping() {
        let d = CalendarDate(year: 2026, month: 12, day: 31, hour: 23, minute: 50)!
        #expect(d.adding(minutes: 15) == CalendarDate(year: 2027, month: 1, day: 1, hour: 0, minute: 5))
        #expect(d.adding(days: -365) == CalendarDate(year: 2025, month: 12, day: 31, hour: 23, minute: 50))
        #expect(CalendarDate.latest.adding(minutes: 1) == nil)
        #expect(CalendarDate.earliest.adding(days: -1) == nil)
        #expect(d.adding(days: Int.max) == nil)
        #expect(d.adding(minutes: Int.min) == nil)
        #expect(CalendarDate(dayNumber: -1) == nil)
        #expect(CalendarDate(minuteNumber: Int.max) == nil)
    }
}

/// A date picker at (40, 20) in a 400 × 260 window whose application speaks `language`.
@MainActor struct DatePickerRig {
    let driver = makeDriver(width: 400, height: 260)
    let picker = DatePicker(frame: Rect(40, 20, 320, 216))
    let log: EventLog
    init(language: String, mode: DatePicker.Mode, configure: (DatePicker) -> Void = { _ in }) {
        driver.application.languageCode = language
        picker.theme = Themes.light
        picker.datePickerMode = mode
        configure(picker)
        driver.window.addSubview(picker)
        driver.window.layoutIfNeeded()
        log = EventLog(picker)
    }
    var wheels: PickerView { picker.subviews[0] as! PickerView }
    /// Taps the row `rows` below the band in `component` and lets the wheels settle.
    func turn(_ component: Int, by rows: Int) {
        let wheel = wheels.subviews[component]
        let x = wheel.convert(Point(x: wheel.bounds.midX, y: 0), to: nil).x
        driver.tap(at: Point(x: x, y: 20 + 108 + Double(rows) * 32))
        var t = 0.0
        while t < 1 { driver.advance(by: 1.0 / 60); t += 1.0 / 60 }
    }
}

@Suite @MainActor struct DatePickerTests {
    static let morning = CalendarDate(year: 2026, month: 11, day: 28, hour: 7, minute: 30)!

    @Test func uikitDefaults() {
        let p = DatePicker()
        #expect(p.datePickerMode == .dateAndTime)
        #expect(p.minuteInterval == 1)
        #expect(p.minimumDate == nil && p.maximumDate == nil)
        #expect(p.frame.size == Size(width: 320, height: 216))
        p.minuteInterval = 7                         // not a divisor of 60: ignored, as UIKit does
        #expect(p.minuteInterval == 1)
    }

    @Test func aTwentyFourHourClockInGerman() {
        let rig = DatePickerRig(language: "de_DE.UTF-8", mode: .time) { $0.date = Self.morning }
        #expect(rig.wheels.numberOfComponents == 2)
        #expect(rig.wheels.numberOfRows(inComponent: 0) == 24)
        #expect(rig.wheels.selectedRow(inComponent: 0) == 7 && rig.wheels.selectedRow(inComponent: 1) == 30)
        rig.picker.date = CalendarDate(year: 2026, month: 11, day: 28, hour: 21, minute: 5)!
        #expect(rig.log.count(.valueChanged) == 0, "setting the date sends nothing")
        #expect(rig.wheels.selectedRow(inComponent: 0) == 21)
        rig.turn(0, by: -2)
        #expect(rig.picker.date == CalendarDate(year: 2026, month: 11, day: 28, hour: 19, minute: 5))
        #expect(rig.log.count(.valueChanged) == 1 && rig.log.count(.primaryActionTriggered) == 1)
    }

    @Test func aTwelveHourClockInAmericanEnglish() {
        let rig = DatePickerRig(language: "en_US", mode: .time) { $0.date = Self.morning }
        #expect(rig.wheels.numberOfComponents == 3)
        #expect(rig.wheels.numberOfRows(inComponent: 0) == 12)
        #expect((rig.wheels.view(forRow: 6, forComponent: 0) as? Label)?.text == "7")
        #expect(rig.wheels.selectedRow(inComponent: 2) == 0, "AM")
        rig.turn(2, by: 1)                                     // PM
        #expect(rig.picker.date.hour == 19)
        rig.turn(0, by: 3)                                     // 10 PM
        #expect(rig.picker.date.hour == 22)
        rig.turn(0, by: 2)                                     // 12 PM: noon
        #expect(rig.picker.date.hour == 12)
        #expect(rig.log.count(.valueChanged) == 3)
        #expect(DatePickerRig(language: "en_GB", mode: .time).wheels.numberOfComponents == 2, "British English counts 24 hours")
    }

    @Test func minutesStepByTheInterval() {
        let rig = DatePickerRig(language: "de", mode: .time) { $0.minuteInterval = 15; $0.date = Self.morning.at(hour: 7, minute: 40)! }
        #expect(rig.wheels.numberOfRows(inComponent: 1) == 4)
        #expect(rig.picker.date.minute == 30, "rounded down to the interval")
        rig.turn(1, by: 1)
        #expect(rig.picker.date.minute == 45)
        #expect((rig.wheels.view(forRow: 3, forComponent: 1) as? Label)?.text == "45")
    }

    @Test func aValuePastTheLimitsTurnsBack() {
        let latest = Self.morning.at(hour: 9, minute: 0)!
        let rig = DatePickerRig(language: "de", mode: .time) {
            $0.date = Self.morning
            $0.maximumDate = latest
        }
        rig.turn(0, by: 3)                                     // 10:30, past 9:00
        #expect(rig.picker.date == latest)
        #expect(rig.wheels.selectedRow(inComponent: 0) == 9 && rig.wheels.selectedRow(inComponent: 1) == 0, "the wheels turned back")
        #expect(rig.log.count(.valueChanged) == 1)
        rig.picker.date = CalendarDate(year: 2030, month: 1, day: 1)!
        #expect(rig.picker.date == latest, "set in code, clamped too")
    }

    @Test func aDayItsMonthLacksBecomesTheLast() {
        let rig = DatePickerRig(language: "en_US", mode: .date) { $0.date = CalendarDate(year: 2026, month: 1, day: 30)! }
        #expect(rig.wheels.numberOfComponents == 3)
        #expect((rig.wheels.view(forRow: 0, forComponent: 0) as? Label)?.text == "January")
        rig.turn(0, by: 1)                                     // February 30th
        #expect(rig.picker.date == CalendarDate(year: 2026, month: 2, day: 28))
        #expect(rig.wheels.selectedRow(inComponent: 1) == 27)
        let german = DatePickerRig(language: "de", mode: .date) { $0.date = CalendarDate(year: 2026, month: 1, day: 30)! }
        #expect(german.wheels.selectedRow(inComponent: 0) == 29, "day first in German")
    }

    @Test func dateAndTimeHasADayWheel() {
        let rig = DatePickerRig(language: "en_US", mode: .dateAndTime) { $0.date = Self.morning }
        #expect(rig.wheels.numberOfComponents == 4)
        let row = rig.wheels.selectedRow(inComponent: 0)
        #expect((rig.wheels.view(forRow: row, forComponent: 0) as? Label)?.text == "Sat Nov 28")
        rig.turn(0, by: 1)
        #expect(rig.picker.date == CalendarDate(year: 2026, month: 11, day: 29, hour: 7, minute: 30))
    }

    @Test func countDownTimer() {
        let rig = DatePickerRig(language: "de", mode: .countDownTimer) { $0.countDownDuration = 90 * 60 }
        #expect(rig.wheels.selectedRow(inComponent: 0) == 1 && rig.wheels.selectedRow(inComponent: 1) == 30)
        rig.turn(0, by: 1)
        #expect(rig.picker.countDownDuration == 150 * 60)
        #expect(rig.log.count(.valueChanged) == 1)
        rig.picker.countDownDuration = -5
        #expect(rig.picker.countDownDuration == 60, "at least a minute")
        rig.picker.countDownDuration = .infinity
        #expect(rig.picker.countDownDuration == 60)
    }

    @Test func datePickerGolden() {
        let rig = DatePickerRig(language: "en_US", mode: .dateAndTime) { $0.date = Self.morning }
        assertMatchesGolden(render(rig.driver), named: "widgets-datepicker")
    }
}
