import Faceplate
import FaceplateGraphics
import FaceplateScenes
import FaceplateWidgets

/// The layout benchmark: what a layout pass costs, frame-based and on
/// constraints.
///
/// Two windows, 800 × 480, nothing rendered:
/// - the demo panel (FaceplateScenes' `DemoController`, frames and stack views): ``demoFullLayout()``
///   marks every view as needing layout and runs the window's layout pass;
/// - a constrained panel: 24 cells in a 4 × 6 grid, each a title label, a value label and a button
///   placed with anchors in their cell, the cells chained to each other and to the root's margins
///   (24 × 3 + 24 views, 317 constraints plus intrinsic sizes). ``solveFromScratch()`` deactivates
///   and reactivates every constraint and lays out (the cost of building the layout);
///   ``relayoutAfterLabelChange()`` changes one value label's text ("9" ↔ "10") and lays out — the
///   label re-measures, the solver re-solves incrementally; ``relayoutAfterConstantChange()`` moves
///   one constraint's constant. The last two allocate nothing once warm.
@MainActor public final class LayoutBench {
    /// The application both windows belong to (windows hold it unowned).
    public let application: Application
    /// The demo panel's window.
    public let demoWindow: Window
    /// The constrained panel's window.
    public let window: Window
    /// Every constraint of the constrained panel.
    public private(set) var constraints: [LayoutConstraint] = []
    /// The label ``relayoutAfterLabelChange()`` changes.
    public let changingLabel: Label
    /// The constraint ``relayoutAfterConstantChange()`` moves (the grid's top inset).
    public let changingConstraint: LayoutConstraint
    private var demoViews: [View] = []
    private var flip = false

    /// Builds both panels (laid out once).
    public init() {
        application = Application(clock: ManualClock())
        demoWindow = Window(frame: Rect(0, 0, 800, 480), application: application)
        demoWindow.rootViewController = DemoController()
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        let root = View(frame: Rect(0, 0, 800, 480))
        window.addSubview(root)
        var cells: [View] = []
        var values: [Label] = []
        var all: [LayoutConstraint] = []
        let margins = root.layoutMarginsGuide
        for i in 0..<24 {
            let cell = View(), title = Label(text: "Zone \(i + 1)"), value = Label(text: "9"), button = Button(title: "Set")
            for v in [cell, title, value, button] as [View] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(cell)
            for v in [title, value, button] as [View] { cell.addSubview(v) }
            let column = i % 4, row = i / 4
            all += [
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
                value.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                value.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                value.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                button.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                button.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                button.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
                button.topAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor, constant: 4),
                cell.leadingAnchor.constraint(equalTo: column == 0 ? margins.leadingAnchor : cells[i - 1].trailingAnchor,
                                              constant: column == 0 ? 0 : 8),
                // A row's cells align with its first; the first column chains down from the top margin.
                column > 0 ? cell.topAnchor.constraint(equalTo: cells[i - 1].topAnchor)
                    : cell.topAnchor.constraint(equalTo: row == 0 ? margins.topAnchor : cells[i - 4].bottomAnchor,
                                                constant: row == 0 ? 0 : 8),
            ]
            if column == 3 { all.append(cell.trailingAnchor.constraint(equalTo: margins.trailingAnchor)) }
            if row == 5 && column == 0 { all.append(cell.bottomAnchor.constraint(equalTo: margins.bottomAnchor)) }
            if i > 0 {
                all.append(cell.widthAnchor.constraint(equalTo: cells[0].widthAnchor))
                all.append(cell.heightAnchor.constraint(equalTo: cells[0].heightAnchor))
            }
            cells.append(cell)
            values.append(value)
        }
        changingLabel = values[9]
        changingConstraint = all[10]           // the first cell's top, on the margins guide
        constraints = all
        LayoutConstraint.activate(all)
        window.layoutPass()
        demoWindow.layoutPass()
        var stack: [View] = [demoWindow]
        while let v = stack.popLast() { demoViews.append(v); stack += v.subviews }
    }

    /// Runs each operation twice so later runs measure steady state.
    public func warmUp() {
        for _ in 0..<2 { demoFullLayout(); relayoutAfterLabelChange(); relayoutAfterConstantChange() }
        solveFromScratch()
        for _ in 0..<2 { relayoutAfterLabelChange(); relayoutAfterConstantChange() }
    }

    /// The demo panel's full layout pass: every view's `layoutSubviews()` runs.
    public func demoFullLayout() {
        for v in demoViews { v.setNeedsLayout() }
        demoWindow.layoutPass()
    }

    /// The constrained panel built again: every constraint out of the solver and back, then laid out.
    public func solveFromScratch() {
        LayoutConstraint.deactivate(constraints)
        LayoutConstraint.activate(constraints)
        window.layoutPass()
    }

    /// One value label's text changes ("9" ↔ "10"); the layout pass re-measures it and re-solves.
    public func relayoutAfterLabelChange() {
        flip = !flip
        changingLabel.text = flip ? "10" : "9"
        window.layoutPass()
    }

    /// The grid's top inset moves by a point (and back on the next call); the pass re-solves.
    public func relayoutAfterConstantChange() {
        changingConstraint.constant = changingConstraint.constant == 0 ? 1 : 0
        window.layoutPass()
    }

    /// The changing label's frame (a check that the operations did something).
    public var labelFrame: Rect { changingLabel.frame }
}
