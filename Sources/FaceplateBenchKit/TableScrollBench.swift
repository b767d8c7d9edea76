import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// The table-scroll benchmark: a full-screen plain ``TableView`` of 10,000 rows (100 sections of 100,
/// each with a sticky header) scrolled by ``step`` points a frame and the damage rendered — the cost
/// of a frame of a long list, with cells reused and new rows' texts laid out as they come in.
///
/// The texts are made up front, as an app's model holds them, so a frame measures the table, not the
/// data source. The offset runs down and turns at either end, so any number of frames can run in a row.
@MainActor public final class TableScrollBench: TableViewDataSource {
    /// The application the table runs in (a manual clock: nothing here depends on time).
    public let application: Application
    /// The window, 800 × 480.
    public let window: Window
    /// The compositor that renders the window.
    public let compositor: Compositor
    /// The back buffer every frame renders into.
    public let buffer: PixelBuffer
    /// The table that scrolls.
    public let table: TableView
    /// How far each frame scrolls, in points (as the demo's list scroll).
    public let step = 7.0
    private var direction = 1.0
    private let rows: [String]
    private let titles: [String]
    private static let rowsPerSection = 100
    /// Where the table-change benchmark inserts its row in section 0.
    static let insertedRow = 32

    /// Whether section 0 has one row more (the table-change benchmark inserts and deletes it).
    var extraRow = false

    /// Builds the table for a panel of `format` (unrotated, 800 × 480) and renders nothing yet; its
    /// application runs on `clock` (a fresh manual clock unless given).
    public init(format: PixelFormat, clock: ManualClock = ManualClock()) {
        application = Application(clock: clock)
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        let theme = Theme.current
        window.backgroundColor = theme.background
        rows = (0..<10_000).map { "Programme \($0)" }
        titles = (0..<10_000 / TableScrollBench.rowsPerSection).map { "Section \($0)" }
        table = TableView(frame: Rect(0, 0, 800, 480), style: .plain)
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        window.addSubview(table)
    }

    /// The table's sections.
    public func numberOfSections(in tableView: TableView) -> Int { titles.count }
    /// Each section's rows.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        TableScrollBench.rowsPerSection + (section == 0 && extraRow ? 1 : 0)
    }
    /// Each section's header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    /// A reused cell with the row's text and a chevron.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var row = indexPath.row
        if indexPath.section == 0 && extraRow && row >= TableScrollBench.insertedRow {
            row = row == TableScrollBench.insertedRow ? TableScrollBench.rowsPerSection - 1 : row - 1
        }
        cell.textLabel?.text = rows[indexPath.section * TableScrollBench.rowsPerSection + row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Takes every path once so later frames measure steady state: the first frame, a few screens of
    /// rows (the reuse pool fills, glyphs are cached, the text shaper's buffers grow), back to the top.
    public func warmUp() {
        compositor.render(into: buffer, age: 0)
        var i = 0
        while i < 400 { scrollFrame(); i += 1 }
        table.contentOffset = .zero
        compositor.render(into: buffer, age: 1)
        direction = 1
        scrollFrame(); scrollFrame()
    }

    /// One scroll frame: the table's content offset moves by ``step`` (down, turning at either end) and
    /// the damage is rendered into the buffer that was just shown (age 1).
    public func scrollFrame() {
        let y = table.contentOffset.y, limit = table.maximumContentOffset.y
        var next = y + step * direction
        if next < 0 || next > limit { direction = -direction; next = y + step * direction }
        table.contentOffset = Point(x: 0, y: next)
        compositor.render(into: buffer, age: 1)
    }
}
