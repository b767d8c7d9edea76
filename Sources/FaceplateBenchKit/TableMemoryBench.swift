import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// The table-memory benchmark: the heap a full-screen 10,000-row plain ``TableView`` holds once it has
/// been drawn and scrolled from the top to the bottom and back: the table keeps only the cells on
/// screen, so the figure must not grow with the rows.
///
/// Only the table is counted: the window, the compositor, the frame buffer and the app's model (the
/// rows' texts, made before the measurement starts, as an app holds them) are there before the first
/// reading. The figure is the heap in use after minus before, as the caller's `heapInUse` reads it
/// (faceplate-bench reads glibc's count, `mallinfo2`).
@MainActor public final class TableMemoryBench: TableViewDataSource {
    /// The application the table runs in (a manual clock: nothing here depends on time).
    public let application: Application
    /// The window, 800 × 480.
    public let window: Window
    /// The compositor that renders the window.
    public let compositor: Compositor
    /// The back buffer every frame renders into.
    public let buffer: PixelBuffer
    private let rows: [String]

    /// Builds the window and the model for a panel of `format` (unrotated, 800 × 480); no table yet.
    public init(format: PixelFormat) {
        application = Application(clock: ManualClock())
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        window.backgroundColor = Theme.current.background
        rows = (0..<10_000).map { "Programme \($0)" }
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
        compositor.render(into: buffer, age: 0)
    }

    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Ten thousand rows.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    /// A reused cell with the row's text.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    /// Makes the table, draws it, scrolls it a screen at a time to the bottom and back to the top,
    /// drawing each screen, and returns the heap bytes it holds afterwards by `heapInUse`'s reading.
    public func measure(heapInUse: () -> Int) -> Int {
        let before = heapInUse()
        let table = TableView(frame: Rect(0, 0, 800, 480), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        window.addSubview(table)
        compositor.render(into: buffer, age: 0)
        var y = 0.0
        while y < table.maximumContentOffset.y {
            y = Swift.min(y + 480, table.maximumContentOffset.y)
            table.contentOffset = Point(x: 0, y: y)
            compositor.render(into: buffer, age: 1)
        }
        table.contentOffset = .zero
        compositor.render(into: buffer, age: 1)
        return heapInUse() - before
    }
}
