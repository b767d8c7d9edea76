/// Line ranges of one layout, in storage allocated once with a fixed capacity so laying out text in
/// the render path allocates nothing. Text needing more lines than the capacity is truncated like a
/// line limit, and the overflow is counted (and logged once).
final class LineBuffer {
    struct Line {
        var start: Int, end: Int, width: Int, ellipsis: Bool
    }
    let capacity: Int
    let lines: UnsafeMutablePointer<Line>
    var count = 0
    /// Whether text was left out (line limit, height, or capacity).
    var truncated = false
    /// Widest line, in pixels.
    var maxWidth = 0
    /// How many layouts ran out of capacity.
    var overflowCount = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a line buffer needs room for at least one line")
        self.capacity = capacity
        lines = .allocate(capacity: capacity)
    }
    deinit { lines.deallocate() }

    func reset() { count = 0; truncated = false; maxWidth = 0 }

    func append(_ line: Line) {
        lines[count] = line; count += 1
        if line.width > maxWidth { maxWidth = line.width }
    }
}
