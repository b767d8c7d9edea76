import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// The table-change benchmarks on ``TableScrollBench``'s 10,000-row table: a full `reloadData` (the
/// counts asked again, the rows on screen configured anew, the screen redrawn), and one frame of a row
/// insertion's animation (the rows below sliding, the new row fading in), drawn.
///
/// The animation runs on the bench's manual clock, one 60 Hz frame per operation; when a change has
/// finished animating the next starts — an insertion, then the deletion of that row — so any number of
/// frames can run in a row, each start counted with its frames as an app's would be.
@MainActor public final class TableChangeBench {
    /// The 10,000-row table, its window and compositor.
    public let scroll: TableScrollBench
    private var inserted = false
    private let clock: ManualClock

    /// Builds the table for a panel of `format`.
    public init(format: PixelFormat) {
        let clock = ManualClock()
        self.clock = clock
        scroll = TableScrollBench(format: format, clock: clock)
    }

    /// Warms both paths: the scroll bench's warm-up, a few reloads, and a few insertions and deletions
    /// animated to their end.
    public func warmUp() {
        scroll.warmUp()
        scroll.table.contentOffset = Point(x: 0, y: 44 * 30)
        scroll.compositor.render(into: scroll.buffer, age: 1)
        var i = 0
        while i < 5 { reloadFrame(); i += 1 }
        i = 0
        while i < 200 { insertAnimationFrame(); i += 1 }
    }

    /// A full reload: `reloadData`, the layout pass that reloads, and the repaint of the whole table.
    public func reloadFrame() {
        scroll.table.reloadData()
        scroll.window.layoutPass()
        scroll.compositor.render(into: scroll.buffer, age: 1)
    }

    /// One frame of a row change's animation: a new change starts when the last one has ended, then
    /// the clock moves a 60 Hz frame, the animator steps, and the damage is rendered.
    public func insertAnimationFrame() {
        let animator = scroll.application.animator
        if !animator.isRunning {
            // The row just under the top of the screen, so the rows below it all slide.
            let path = [IndexPath(row: TableScrollBench.insertedRow, section: 0)]
            inserted.toggle()
            scroll.extraRow = inserted
            if inserted { scroll.table.insertRows(at: path, with: .fade) } else { scroll.table.deleteRows(at: path, with: .fade) }
        }
        clock.advance(by: 1.0 / 60)
        animator.advance(to: clock.now)
        scroll.window.layoutPass()
        scroll.compositor.render(into: scroll.buffer, age: 1)
    }
}
