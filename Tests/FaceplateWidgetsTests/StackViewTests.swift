import Testing
import Faceplate
import FaceplateWidgets

/// A view with an intrinsic size, as a label or button would have.
@MainActor final class SizedView: View {
    let natural: Size
    init(_ w: Double, _ h: Double) { natural = Size(width: w, height: h); super.init(frame: .zero) }
    override var intrinsicContentSize: Size { natural }
}

@Suite @MainActor struct StackViewTests {
    /// The window whose solver places the stacks (a stack lays out in a window, as constraints do).
    let driver = TestDriver(size: Size(400, 400))
    /// A 300×100 row (or 100×300 column) of views 40, 60 and 80 long, 20, 30 and 40 thick.
    func stack(_ axis: StackView.Axis, spacing: Double = 10) -> (StackView, [View]) {
        let views: [View] = axis == .horizontal
            ? [SizedView(40, 20), SizedView(60, 30), SizedView(80, 40)]
            : [SizedView(20, 40), SizedView(30, 60), SizedView(40, 80)]
        let s = StackView(arrangedSubviews: views,
                          frame: axis == .horizontal ? Rect(0, 0, 300, 100) : Rect(0, 0, 100, 300))
        s.axis = axis
        s.spacing = spacing
        driver.window.addSubview(s)
        return (s, views)
    }
    func layout(_ s: StackView) { s.window?.layoutPass() }
    /// (position, length) along the axis and (offset, thickness) across it.
    func spans(_ views: [View], _ axis: StackView.Axis) -> [[Double]] {
        views.map { v in
            let f = v.frame
            return axis == .horizontal ? [f.minX, f.width, f.minY, f.height] : [f.minY, f.height, f.minX, f.width]
        }
    }

    @Test(arguments: [StackView.Axis.horizontal, .vertical])
    func fillGivesTheSpareRoomToTheLastView(axis: StackView.Axis) {
        let (s, views) = stack(axis)
        layout(s)
        // 40 + 60 + 80 + 2×10 = 200 of 300: the last view takes the other 100; alignment fill.
        #expect(spans(views, axis) == [[0, 40, 0, 100], [50, 60, 0, 100], [120, 180, 0, 100]])
        #expect(views.allSatisfy { $0.superview === s })
    }

    @Test(arguments: [StackView.Axis.horizontal, .vertical])
    func fillShrinksByCompressionResistanceThenByIndex(axis: StackView.Axis) {
        let (s, views) = stack(axis, spacing: 0)
        s.frame.size = axis == .horizontal ? Size(90, 100) : Size(100, 90)
        layout(s)
        // 180 natural in 90: equal resistance, so UIKit's index rule decides: the first view gives way
        // first, then the second.
        #expect(spans(views, axis).map { $0[1] } == [0, 10, 80])
        // The least resistant view gives way first whatever its place.
        views[2].setContentCompressionResistancePriority(LayoutPriority(749), for: axis == .horizontal ? .horizontal : .vertical)
        layout(s)
        // (it goes to 0, and the last 10 come from the first view, by index again).
        #expect(spans(views, axis).map { $0[1] } == [30, 60, 0])
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let (s, views) = stack(.horizontal)
        views[0].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        layout(s)
        // UIKit: spare room goes to the view with the lowest content hugging priority.
        #expect(views.map { $0.frame.width } == [140, 60, 80])
    }

    @Test(arguments: [StackView.Axis.horizontal, .vertical])
    func fillEqually(axis: StackView.Axis) {
        let (s, views) = stack(axis)
        s.distribution = .fillEqually
        layout(s)
        // 280 / 3 each; frames are rounded to whole points at their edges, as UIKit rounds to pixels.
        let each: Double = 280.0 / 3
        let expected: [[Double]] = [[0, each], [each + 10, each], [2 * each + 20, each]]
        let actual: [[Double]] = spans(views, axis).map { [$0[0], $0[1]] }
        for i in 0..<3 { for k in 0..<2 { #expect(abs(actual[i][k] - expected[i][k]) < 1) } }
    }

    @Test(arguments: [StackView.Axis.horizontal, .vertical])
    func equalSpacing(axis: StackView.Axis) {
        let (s, views) = stack(axis)
        s.distribution = .equalSpacing
        layout(s)
        // 300 − 180 = 120 spare, two gaps of 60.
        #expect(spans(views, axis).map { [$0[0], $0[1]] } == [[0, 40], [100, 60], [220, 80]])
    }

    @Test(arguments: [StackView.Axis.horizontal, .vertical])
    func equalCentering(axis: StackView.Axis) {
        let (s, views) = stack(axis)
        s.distribution = .equalCentering
        layout(s)
        // Centres at 20 and 260 (first and last flush with the ends), the middle one's at 140.
        let centres = spans(views, axis).map { $0[0] + $0[1] / 2 }
        #expect(centres == [20, 140, 260])
    }

    @Test(arguments: [StackView.Axis.horizontal, .vertical])
    func equalCenteringKeepsTheMinimumSpacing(axis: StackView.Axis) {
        let (s, views) = stack(axis, spacing: 50)
        s.frame.size = axis == .horizontal ? Size(290, 100) : Size(100, 290)
        s.distribution = .equalCentering
        layout(s)
        // Equal centres would be 115 apart, leaving the 60 and 80 views 45 apart: that gap stays at the
        // minimum 50 and the centres give way (UIKit reduces spacing to the minimum before compressing
        // views); the ends stay flush.
        #expect(spans(views, axis).map { $0[0] } == [0, 100, 210])
        #expect(spans(views, axis).map { $0[1] } == [40, 60, 80])
    }

    @Test(arguments: [(StackView.Axis.horizontal, StackView.Alignment.leading, [0.0, 0, 0]),
                      (.horizontal, .center, [40.0, 35, 30]), (.horizontal, .trailing, [80.0, 70, 60]),
                      (.vertical, .leading, [0.0, 0, 0]), (.vertical, .center, [40.0, 35, 30]),
                      (.vertical, .trailing, [80.0, 70, 60])])
    func alignment(axis: StackView.Axis, alignment: StackView.Alignment, offsets: [Double]) {
        let (s, views) = stack(axis)
        s.alignment = alignment
        layout(s)
        let sp = spans(views, axis)
        #expect(sp.map { $0[2] } == offsets)
        #expect(sp.map { $0[3] } == [20, 30, 40])       // natural thickness
    }

    @Test func topAndBottomAreLeadingAndTrailing() {
        #expect(StackView.Alignment.top == .leading)
        #expect(StackView.Alignment.bottom == .trailing)
    }

    @Test func hiddenViewsTakeNoSpace() {
        let (s, views) = stack(.horizontal)
        views[1].isHidden = true
        s.distribution = .fillEqually
        layout(s)
        #expect(views[0].frame.width == 145)
        #expect(views[2].frame.minX == 155)
        #expect(s.sizeThatFits(.zero) == Size(130, 40))
        // Showing it again re-arranges by itself (UIKit's stack view observes isHidden).
        views[1].isHidden = false
        layout(s)
        #expect(views.map { $0.frame.width } == [93, 94, 93])
    }

    @Test func viewsWithoutAnIntrinsicSizeUseTheirFrame() {
        let plain = View(frame: Rect(0, 0, 70, 25))
        let s = StackView(arrangedSubviews: [plain, SizedView(40, 20)], frame: Rect(0, 0, 300, 100))
        s.axis = .horizontal
        s.alignment = .center
        s.distribution = .equalSpacing
        driver.window.addSubview(s)
        layout(s)
        // Centred in 100: 37.5 rounded to a whole point at each edge, as UIKit rounds to pixels.
        #expect(plain.frame == Rect(x: 0, y: 38, width: 70, height: 25))
        #expect(s.sizeThatFits(.zero) == Size(110, 25))
        #expect(s.intrinsicContentSize.width == View.noIntrinsicMetric)    // UIKit: a stack has none
    }

    @Test func arrangingAndRemoving() {
        let (s, views) = stack(.horizontal)
        let extra = SizedView(10, 10)
        s.insertArrangedSubview(extra, at: 0)
        #expect(s.arrangedSubviews.first === extra)
        s.removeArrangedSubview(views[0])
        #expect(s.arrangedSubviews.count == 3)
        #expect(views[0].superview === s)                // still a subview, as in UIKit
        views[1].removeFromSuperview()
        #expect(s.arrangedSubviews.count == 2)           // gone from the arrangement too
        #expect(s.arrangedSubviews[1] === views[2])
    }

    @Test func aStackInAWindowLaysOutBeforeDrawing() {
        let driver = TestDriver(size: Size(300, 100))
        let (s, views) = stack(.horizontal)
        driver.window.addSubview(s)              // moved from the suite's window: its constraints follow
        _ = render(driver.window)
        #expect(views[2].frame.width == 180)
        s.spacing = 0
        _ = render(driver.window)
        #expect(views[2].frame.width == 200)
    }
}

/// UIKit's alignment and distribution cases added with Auto Layout, and margins.
@Suite @MainActor struct StackViewUIKitSetTests {
    let driver = TestDriver(size: Size(420, 100))
    @Test func fillProportionallySharesTheRoomByNaturalSize() {
        let views: [View] = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 40)]
        let s = StackView(arrangedSubviews: views, frame: Rect(0, 0, 420, 100))
        s.spacing = 10
        s.distribution = .fillProportionally
        driver.window.addSubview(s)
        driver.window.layoutPass()
        // 400 of room for 200 of natural length: each doubles.
        #expect(views.map { $0.frame.width } == [80, 120, 200])
        #expect(views.map { $0.frame.minX } == [0, 90, 220])
    }

    @Test func baselineAlignmentsInARowAndAColumn() {
        let views: [View] = [SizedView(40, 20), SizedView(60, 30)]
        let row = StackView(arrangedSubviews: views, frame: Rect(0, 0, 300, 100))
        row.alignment = .lastBaseline
        driver.window.addSubview(row)
        driver.window.layoutPass()
        #expect(views.map { $0.frame.maxY } == [100, 100])
        row.alignment = .firstBaseline
        driver.window.layoutPass()
        #expect(views.map { $0.frame.minY } == [0, 0])
        row.axis = .vertical
        driver.window.layoutPass()
        #expect(views.map { $0.frame.width } == [300, 300])   // a column treats baselines as fill (UIKit)
    }

    @Test func layoutMarginsRelativeArrangement() {
        let views: [View] = [SizedView(40, 20), SizedView(60, 30)]
        let s = StackView(arrangedSubviews: views, frame: Rect(0, 0, 300, 100))
        s.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        driver.window.addSubview(s)
        driver.window.layoutPass()
        #expect(views[0].frame.minX == 0)                     // off by default
        s.isLayoutMarginsRelativeArrangement = true
        driver.window.layoutPass()
        #expect(views[0].frame == Rect(20, 10, 40, 80))
        #expect(views[1].frame == Rect(60, 10, 220, 80))      // fill: the last takes 260 − 40
    }
}
