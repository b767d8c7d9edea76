import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Notes whose texts are made up front, for cells laid out by constraints (``NoteCell``).
@MainActor final class PreparedNotes: TableViewDataSource {
    let titles: [String]
    let bodies: [String]
    init(count: Int) {
        let words = "Wash the filters and check the drain pump before the next long programme runs".split(separator: " ")
        titles = (0..<count).map { "Note \($0)" }
        bodies = (0..<count).map { words.prefix(1 + ($0 * 7) % words.count).joined(separator: " ") }
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.title.text = titles[indexPath.row]
        cell.body.text = bodies[indexPath.row]
        return cell
    }
}

@Suite(.serialized) @MainActor struct TableSelfSizingAllocationTests {
    /// Scroll frames over self-sizing rows (Auto Layout cells of varied heights) that were measured
    /// before: cells are reused and laid out by the window's solver, nothing is measured again, and
    /// nothing is allocated. (Measuring a row new on screen does allocate: a cell out of a window is
    /// measured by a one-call solver.)
    @Test func scrollingOverMeasuredSelfSizingRowsAllocatesNothing() {
        let driver = makeDriver(width: 400, height: 300)
        let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)
        let source = PreparedNotes(count: 60)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.estimatedRowHeight = 70
        table.dataSource = source
        driver.window.addSubview(table)
        let buffer = PixelBuffer(width: 400, height: 300, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 300))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        let app = driver.application, clock = driver.clock
        func frame() {
            clock.advance(by: 1.0 / 60)
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
        }
        // One pass over every row measures them all; the next ones warm the pools and caches.
        func sweep() {
            var y = 0.0
            while y < table.contentSize.height - 300 { table.contentOffset = Point(x: 0, y: y); frame(); y += 23 }
            while y > 0 { y -= 23; table.contentOffset = Point(x: 0, y: Swift.max(y, 0)); frame() }
        }
        sweep()
        sweep()
        let height = table.contentSize.height
        faceplate_malloc_count_start()
        sweep()
        let allocations = faceplate_malloc_count_stop()
        #expect(table.contentSize.height == height, "every row was measured before the counted sweep")
        #expect(height > 60 * 44, "rows taller than the standard height, or this proves little")
        expectNoAllocations(allocations)
    }
}
