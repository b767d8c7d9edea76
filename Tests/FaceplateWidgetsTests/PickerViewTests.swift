import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// A picker's model: titles made up front, and every selection the picker reports.
@MainActor final class PickerModel: PickerViewDataSource, PickerViewDelegate {
    var columns: [[String]]
    var widths: [Double] = []
    var rowHeights: [Double] = []
    var selections: [(row: Int, component: Int)] = []
    init(_ columns: [[String]]) { self.columns = columns }
    func numberOfComponents(in pickerView: PickerView) -> Int { columns.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].count }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { columns[component][row] }
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        component < widths.count ? widths[component] : 0
    }
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double {
        component < rowHeights.count ? rowHeights[component] : PickerView.defaultRowHeight
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// A 320 × 216 picker at (40, 20) in a 400 × 260 window with `model`.
@MainActor struct PickerRig {
    let driver = makeDriver(width: 400, height: 260)
    let picker = PickerView(frame: Rect(40, 20, 320, 216))
    let model: PickerModel
    init(_ model: PickerModel) {
        self.model = model
        picker.theme = Themes.light
        picker.dataSource = model
        picker.delegate = model
        driver.window.addSubview(picker)
        driver.window.layoutIfNeeded()
    }
    /// Runs `seconds` of 60 Hz frames: timers and animations step as on a panel.
    func run(_ seconds: Double) {
        var t = 0.0
        while t < seconds { driver.advance(by: 1.0 / 60); t += 1.0 / 60 }
    }
    /// The band's centre height in the window.
    var bandY: Double { 20 + 108 }
    /// The wheel view of `component` (the picker's subviews, in component order).
    func wheel(_ component: Int) -> ScrollView { picker.subviews[component] as! ScrollView }
    /// The title of the row under the band, read from the label drawn there.
    func rowUnderBand(_ component: Int) -> Int {
        let w = wheel(component)
        let rowHeight = picker.rowSize(forComponent: component).height
        return Int(((w.contentOffset.y + w.contentInset.top) / rowHeight).rounded())
    }
}

@Suite @MainActor struct PickerViewTests {
    static func numbers(_ n: Int) -> [String] { (0..<n).map { String($0) } }

    @Test func uikitDefaults() {
        let picker = PickerView()
        #expect(picker.frame.size == Size(width: 320, height: 216))
        #expect(PickerView.defaultRowHeight == 32)
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        let rig = PickerRig(PickerModel([Self.numbers(10)]))
        #expect(rig.picker.numberOfComponents == 1)
        #expect(rig.picker.numberOfRows(inComponent: 0) == 10)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
        #expect(rig.picker.rowSize(forComponent: 0).height == 32)
        #expect(rig.rowUnderBand(0) == 0, "row 0 starts under the band")
    }

    /// A flick keeps the wheel turning after the lift, and it comes to rest exactly on a row, which
    /// the delegate hears about once.
    @Test func aFlickCoastsAndSnapsOntoARow() {
        let rig = PickerRig(PickerModel([Self.numbers(200)]))
        let d = rig.driver
        d.touchDown(at: Point(x: 200, y: 200))
        d.move(to: Point(x: 200, y: 40), steps: 4)
        d.touchUp()
        let atLift = rig.wheel(0).contentOffset.y
        #expect(rig.wheel(0).isDecelerating, "a flick coasts")
        rig.run(5)
        let w = rig.wheel(0)
        #expect(w.contentOffset.y > atLift + 32 * 3, "momentum carried it rows further than the finger")
        let position = (w.contentOffset.y + w.contentInset.top) / 32
        #expect(abs(position - position.rounded()) < 1e-9, "at rest on a row, not between rows: \(position)")
        #expect(!w.isDecelerating && !w.isDragging)
        let row = Int(position.rounded())
        #expect(rig.picker.selectedRow(inComponent: 0) == row)
        #expect(rig.model.selections.count == 1)
        #expect(rig.model.selections.last?.row == row && rig.model.selections.last?.component == 0)
    }

    /// A slow drag released between rows glides onto the nearest.
    @Test func aReleaseBetweenRowsGlidesToTheNearest() {
        let rig = PickerRig(PickerModel([Self.numbers(20)]))
        let d = rig.driver
        d.touchDown(at: Point(x: 200, y: 150))
        d.move(to: Point(x: 200, y: 150 - 75), steps: 10)   // 2.3 rows
        d.advance(by: 0.3)                                  // rest before lifting: no fling
        d.touchUp()
        rig.run(1)
        #expect(rig.wheel(0).contentOffset.y == 2 * 32 - rig.wheel(0).contentInset.top)
        #expect(rig.picker.selectedRow(inComponent: 0) == 2)
        #expect(rig.model.selections.map(\.row) == [2])
    }

    @Test func tappingARowTurnsItUnderTheBand() {
        let rig = PickerRig(PickerModel([Self.numbers(20)]))
        rig.driver.tap(at: Point(x: 200, y: rig.bandY + 64))    // two rows below the band
        rig.run(1)
        #expect(rig.picker.selectedRow(inComponent: 0) == 2)
        #expect(rig.rowUnderBand(0) == 2)
        #expect(rig.model.selections.map(\.row) == [2])
    }

    @Test func selectRowMovesTheWheelWithoutTellingTheDelegate() {
        let rig = PickerRig(PickerModel([Self.numbers(50), Self.numbers(60)]))
        rig.picker.selectRow(7, inComponent: 1, animated: false)
        #expect(rig.picker.selectedRow(inComponent: 1) == 7)
        #expect(rig.rowUnderBand(1) == 7)
        rig.picker.selectRow(30, inComponent: 0, animated: true)
        #expect(rig.picker.selectedRow(inComponent: 0) == 30, "UIKit's model value changes at once")
        rig.run(0.1)
        #expect(rig.rowUnderBand(0) > 0 && rig.rowUnderBand(0) < 30, "animated: on the way")
        rig.run(1)
        #expect(rig.rowUnderBand(0) == 30)
        rig.picker.selectRow(999, inComponent: 0, animated: false)
        #expect(rig.picker.selectedRow(inComponent: 0) == 49, "clamped to the last row")
        rig.picker.selectRow(1, inComponent: 5, animated: false)       // no such component: ignored
        #expect(rig.picker.selectedRow(inComponent: 5) == -1)
        #expect(rig.model.selections.isEmpty)
    }

    @Test func componentsShareTheWidthOrTakeTheDelegatesWidths() {
        let model = PickerModel([Self.numbers(5), Self.numbers(5), Self.numbers(5)])
        let rig = PickerRig(model)
        let shared = (320 - 16 - 10) / 3.0
        for c in 0..<3 { #expect(rig.picker.rowSize(forComponent: c).width == shared) }
        #expect(rig.wheel(0).frame.minX < rig.wheel(1).frame.minX && rig.wheel(1).frame.minX < rig.wheel(2).frame.minX)
        model.widths = [100, 0, 60]
        model.rowHeights = [32, 44, 32]
        rig.picker.reloadAllComponents()
        #expect(rig.picker.rowSize(forComponent: 0).width == 100)
        #expect(rig.picker.rowSize(forComponent: 2).width == 60)
        #expect(rig.picker.rowSize(forComponent: 1).width == 320 - 16 - 10 - 160)
        #expect(rig.picker.rowSize(forComponent: 1).height == 44)
        // Each component spins on its own.
        rig.driver.tap(at: Point(x: rig.picker.convert(rig.wheel(2).center, to: nil).x, y: rig.bandY + 32))
        rig.run(1)
        #expect(rig.picker.selectedRow(inComponent: 2) == 1)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0 && rig.picker.selectedRow(inComponent: 1) == 0)
        #expect(rig.model.selections.map(\.component) == [2])
    }

    @Test func reloadAllComponentsReadsTheModelAgain() {
        let model = PickerModel([["Eco", "Cotton", "Quick"]])
        let rig = PickerRig(model)
        rig.picker.selectRow(2, inComponent: 0, animated: false)
        #expect((rig.picker.view(forRow: 2, forComponent: 0) as? Label)?.text == "Quick")
        model.columns = [["Wool", "Rinse"], Self.numbers(3)]
        rig.picker.reloadAllComponents()
        #expect(rig.picker.numberOfComponents == 2)
        #expect(rig.picker.selectedRow(inComponent: 0) == 1, "the selection is clamped into the fewer rows")
        #expect((rig.picker.view(forRow: 1, forComponent: 0) as? Label)?.text == "Rinse")
        #expect((rig.picker.view(forRow: 0, forComponent: 1) as? Label)?.text == "0")
        model.columns = []
        rig.picker.reloadAllComponents()
        #expect(rig.picker.numberOfComponents == 0)
    }

    /// However many rows, a wheel shows them with the labels that fit on screen plus two.
    @Test func aLongSpinReusesABoundedSetOfLabels() {
        let rig = PickerRig(PickerModel([Self.numbers(10_000)]))
        let d = rig.driver
        for _ in 0..<6 {
            d.touchDown(at: Point(x: 200, y: 220)); d.move(to: Point(x: 200, y: 30), steps: 3); d.touchUp()
            d.advance(by: 0.4)
        }
        rig.run(5)
        let wheel = rig.wheel(0)
        #expect(rig.picker.selectedRow(inComponent: 0) > 100)
        let labels = wheel.subviews.compactMap { $0 as? Label }
        #expect(labels.count <= Int((216.0 / 32).rounded(.up)) + 2)
        // The labels on screen show the rows they sit at.
        let selected = rig.picker.selectedRow(inComponent: 0)
        #expect((rig.picker.view(forRow: selected, forComponent: 0) as? Label)?.text == String(selected))
        #expect(rig.picker.view(forRow: selected + 20, forComponent: 0) == nil)
    }

    @Test func pickerGolden() {
        let rig = PickerRig(PickerModel([Self.numbers(24).map { $0.count == 1 ? "0" + $0 : $0 },
                                         ["00", "15", "30", "45"], ["Heat", "Cool", "Auto", "Off"]]))
        rig.picker.selectRow(7, inComponent: 0, animated: false)
        rig.picker.selectRow(2, inComponent: 1, animated: false)
        rig.picker.selectRow(1, inComponent: 2, animated: false)
        assertMatchesGolden(render(rig.driver), named: "widgets-picker")
    }
}
