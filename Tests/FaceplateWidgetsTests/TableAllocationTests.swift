import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// A data source whose texts are made up front, as an app's model would hold them: what the table
/// does per frame is then all that is counted.
@MainActor final class PreparedRows: TableViewDataSource, TableViewDelegate {
    let rows: [String]
    let titles: [String]
    let rowsPerSection: Int
    init(sections: Int, rowsPerSection: Int) {
        self.rowsPerSection = rowsPerSection
        rows = (0..<sections * rowsPerSection).map { "Programme \($0)" }
        titles = (0..<sections).map { "Section \($0)" }
    }
    func numberOfSections(in tableView: TableView) -> Int { titles.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section * rowsPerSection + indexPath.row]
        cell.accessoryType = indexPath.row % 2 == 0 ? .disclosureIndicator : .checkmark
        return cell
    }
}

/// A plain table of ``PreparedRows`` filling a 400 × 300 window, drawn once through a compositor: the
/// set-up of the table allocation tests.
@MainActor struct TableRig {
    let driver = makeDriver(width: 400, height: 300)
    let table = TableView(frame: Rect(0, 0, 400, 300), style: .plain)
    let source: PreparedRows
    let buffer = PixelBuffer(width: 400, height: 300, format: .xrgb8888)
    let compositor: Compositor

    init(sections: Int) {
        source = PreparedRows(sections: sections, rowsPerSection: 100)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        driver.window.addSubview(table)
        compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 300))
        compositor.render(into: buffer, age: 0)
    }

    /// One 60 Hz frame as a panel runs it at a page flip: due timers, the animator when asked, the
    /// frame event, a render into the buffer.
    func frame(advancingAnimations: Bool) {
        let app = driver.application, clock = driver.clock
        clock.advance(by: 1.0 / 60)
        app.fireTimers()
        if advancingAnimations { app.animator.advance(to: clock.now) }
        app.handle(.frame(time: clock.now))
        compositor.render(into: buffer, age: 1)
    }
}

@Suite(.serialized) @MainActor struct TableAllocationTests {
    /// Flings down a 10,000-row table (100 sections with sticky headers), each frame laid out and
    /// drawn through the compositor: rows come and go, their cells are reused and their new texts laid
    /// out — without an allocation once warm.
    @Test func flingingATenThousandRowTableAllocatesNothingOnceWarm() {
        let rig = TableRig(sections: 100)
        let app = rig.driver.application, clock = rig.driver.clock, table = rig.table
        let buffer = rig.buffer, compositor = rig.compositor
        defer { rig.driver.window.damageObserver = nil }
        func frame() { rig.frame(advancingAnimations: false) }
        func fling() {
            clock.advance(by: 1); app.fireTimers()
            app.handle(.touchDown(slot: 0, location: Point(x: 200, y: 280), time: clock.now)); frame()
            app.handle(.touchMotion(slot: 0, location: Point(x: 200, y: 150), time: clock.now + 1.0 / 60)); frame()
            app.handle(.touchMotion(slot: 0, location: Point(x: 200, y: 20), time: clock.now + 1.0 / 60)); frame()
            app.handle(.touchUp(slot: 0, time: clock.now + 1.0 / 60)); frame()
            var n = 0
            while n < 120 { frame(); n += 1 }
        }
        // Warm: the reuse pool fills, the header views for two sections at once are made (the flings
        // cross section boundaries), every digit's glyph is cached, the shaper's buffers have grown.
        var s = 0
        while s < 12 {                                   // every digit of the headers' titles, once
            table.contentOffset = Point(x: 0, y: table.rectForHeader(inSection: s).minY - 150)
            compositor.render(into: buffer, age: 1)
            s += 1
        }
        table.contentOffset = .zero
        var warming = 0
        while warming < 5 { fling(); warming += 1 }
        let warm = table.contentOffset.y
        faceplate_malloc_count_start()
        fling()
        fling()
        fling()
        let allocations = faceplate_malloc_count_stop()
        let travelled = table.contentOffset.y - warm
        #expect(travelled > 44 * 100, "the flings must cross many rows, or this proves little")
        #expect(table.indexPathsForVisibleRows?.first?.section ?? 0 > 0)
        expectNoAllocations(allocations)
    }
}

/// A data source whose row count changes, its texts made up front.
@MainActor final class GrowingRows: TableViewDataSource {
    let texts = (0..<200).map { "Row \($0)" }
    var count = 100
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = texts[indexPath.row]
        return cell
    }
}

@Suite(.serialized) @MainActor struct TableRowAnimationAllocationTests {
    /// Rows slide and fade on the animator's frames after an insertion and a deletion: once warm,
    /// the frames of the animation (laid out and drawn) allocate nothing.
    @Test func rowAnimationFramesAllocateNothingOnceWarm() {
        let rig = TableRig(sections: 1)
        let table = rig.table, app = rig.driver.application
        let source = GrowingRows()
        table.dataSource = source
        table.delegate = nil
        rig.driver.window.layoutPass()
        rig.compositor.render(into: rig.buffer, age: 1)
        defer { rig.driver.window.damageObserver = nil }
        let first = [IndexPath(row: 0, section: 0)]
        func insert() { source.count += 1; table.insertRows(at: first, with: .left) }
        func delete() { source.count -= 1; table.deleteRows(at: first, with: .fade) }
        func animate() -> Int {
            var frames = 0
            rig.frame(advancingAnimations: true)
            while app.animator.isRunning && frames < 100 { rig.frame(advancingAnimations: true); frames += 1 }
            return frames
        }
        var warming = 0
        while warming < 3 { insert(); _ = animate(); delete(); _ = animate(); warming += 1 }
        insert()
        faceplate_malloc_count_start()
        let insertFrames = animate()
        let allocations = faceplate_malloc_count_stop()
        delete()
        faceplate_malloc_count_start()
        let deleteFrames = animate()
        let deleteAllocations = faceplate_malloc_count_stop()
        #expect(insertFrames > 10 && deleteFrames > 10, "the rows must really animate, or this proves little")
        expectNoAllocations(allocations)
        expectNoAllocations(deleteAllocations)
    }
}
