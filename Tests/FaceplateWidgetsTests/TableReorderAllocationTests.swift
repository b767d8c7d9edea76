import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// ``PreparedRows`` whose rows can be moved: the model change is the app's, at the drop.
@MainActor final class MovableRows: TableViewDataSource {
    var rows = (0..<100).map { "Programme \($0)" }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@Suite(.serialized) @MainActor struct TableReorderAllocationTests {
    /// A row dragged by its reorder control across five rows and back, each frame laid out, animated
    /// (the rows standing aside) and drawn: once warm, the drag's frames allocate nothing.
    @Test func reorderDragFramesAllocateNothingOnceWarm() {
        let rig = TableRig(sections: 1)
        let table = rig.table, app = rig.driver.application, clock = rig.driver.clock
        let source = MovableRows()
        table.dataSource = source
        table.delegate = nil
        table.isEditing = true
        rig.driver.window.layoutPass()
        rig.compositor.render(into: rig.buffer, age: 1)
        defer { rig.driver.window.damageObserver = nil }
        let x = 380.0
        var stoodAside = false
        func frame() { rig.frame(advancingAnimations: true) }
        /// Down on row 2's reorder control, down to row 7 and back, a frame per step; the finger stays down.
        func drag() {
            clock.advance(by: 1); app.fireTimers()
            app.handle(.touchDown(slot: 0, location: Point(x: x, y: 2 * 44 + 22), time: clock.now)); frame()
            var step = 1
            while step <= 40 {
                let y = 2 * 44 + 22 + Double(step <= 20 ? step : 40 - step) * 11
                app.handle(.touchMotion(slot: 0, location: Point(x: x, y: y), time: clock.now + 1.0 / 60)); frame()
                if step == 24 { stoodAside = (table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY ?? 0) < 3 * 44 }
                step += 1
            }
            var n = 0
            while app.animator.isRunning && n < 60 { frame(); n += 1 }
        }
        func lift() {
            app.handle(.touchUp(slot: 0, time: clock.now + 1.0 / 60)); frame()
            var n = 0
            while app.animator.isRunning && n < 60 { frame(); n += 1 }
        }
        var warming = 0
        while warming < 3 { drag(); lift(); warming += 1 }
        faceplate_malloc_count_start()
        drag()
        let allocations = faceplate_malloc_count_stop()
        lift()
        #expect(stoodAside, "the rows must stand aside for the dragged one, or this proves little")
        #expect(source.rows[2] == "Programme 2", "the drag ended where it began: no move")
        expectNoAllocations(allocations)
    }
}
