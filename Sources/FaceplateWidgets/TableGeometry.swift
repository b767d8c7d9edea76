/// Where a ``TableView``'s sections, headers, rows and footers are, top to bottom, in content
/// coordinates: built once per reload (or height change) and then only read, so finding the rows
/// on screen costs a binary search and a walk over those rows, whatever the row count.
///
/// A section whose rows are all one height stores that height and finds a row by division; a section
/// of varied heights stores the prefix sums of its heights (row tops) and finds a row by binary search.
struct TableGeometry {
    struct Section {
        var top = 0.0
        var headerHeight = 0.0
        var rowCount = 0
        /// The height of every row, or -1 when heights vary (then ``prefixStart`` indexes the tops).
        var uniformHeight = 0.0
        var prefixStart = 0
        var rowsHeight = 0.0
        var footerHeight = 0.0
        var rowsTop: Double { top + headerHeight }
        var footerTop: Double { rowsTop + rowsHeight }
        var bottom: Double { footerTop + footerHeight }
    }

    private(set) var sections: [Section] = []
    /// Row tops, relative to their section's rows, for sections of varied heights: `rowCount + 1`
    /// entries from the section's ``Section/prefixStart`` (the last is the rows' total height).
    private(set) var rowTops: [Double] = []
    /// For self-sizing rows, whether each row's height is its measured one (true) or an estimate,
    /// indexed as ``rowTops``; empty when no section self-sizes.
    private(set) var measured: [Bool] = []
    /// The content height.
    var height: Double { sections.last?.bottom ?? 0 }

    mutating func removeAll() {
        sections.removeAll(keepingCapacity: true)
        rowTops.removeAll(keepingCapacity: true)
        measured.removeAll(keepingCapacity: true)
    }

    /// Appends a section whose rows' heights `height(row)` gives, each either measured or an estimate
    /// to be replaced when the row is measured (``setMeasuredHeight(_:of:)``); rows of one height are
    /// stored as one number when none is an estimate.
    mutating func appendSection(headerHeight: Double, rowCount: Int, footerHeight: Double,
                                height: (Int) -> (height: Double, estimated: Bool)) {
        guard rowCount > 0 else {
            appendSection(headerHeight: headerHeight, rowCount: 0, footerHeight: footerHeight) { _ in 0 }
            return
        }
        // Every row's top is stored, so one row's measurement moves only the tops after it.
        if measured.count < rowTops.count { measured.append(contentsOf: repeatElement(true, count: rowTops.count - measured.count)) }
        var s = Section()
        s.top = self.height
        s.headerHeight = Swift.max(headerHeight, 0)
        s.rowCount = rowCount
        s.footerHeight = Swift.max(footerHeight, 0)
        s.prefixStart = rowTops.count
        s.uniformHeight = -1
        var total = 0.0
        for row in 0..<rowCount {
            let h = height(row)
            rowTops.append(total)
            measured.append(!h.estimated)
            total += Swift.max(h.height, 0)
        }
        rowTops.append(total)
        measured.append(true)
        s.rowsHeight = total
        sections.append(s)
    }

    /// Whether the row's height is still an estimate.
    func isEstimated(_ path: IndexPath) -> Bool {
        guard path.section >= 0, path.section < sections.count, sections[path.section].uniformHeight < 0 else { return false }
        let i = sections[path.section].prefixStart + path.row
        return i < measured.count && !measured[i]
    }

    /// Replaces an estimated row height with the measured one: the rows and sections after it move by
    /// the difference, which is returned. Allocation-free.
    mutating func setMeasuredHeight(_ height: Double, of path: IndexPath) -> Double {
        guard isEstimated(path), path.row >= 0, path.row < sections[path.section].rowCount else { return 0 }
        let s = sections[path.section]
        measured[s.prefixStart + path.row] = true
        let old = rowTops[s.prefixStart + path.row + 1] - rowTops[s.prefixStart + path.row]
        let delta = Swift.max(height, 0) - old
        guard delta != 0 else { return 0 }
        var i = s.prefixStart + path.row + 1
        while i <= s.prefixStart + s.rowCount { rowTops[i] += delta; i += 1 }
        sections[path.section].rowsHeight += delta
        var si = path.section + 1
        while si < sections.count { sections[si].top += delta; si += 1 }
        return delta
    }

    /// Appends a section whose rows' heights `height(row)` gives; rows of one height are stored as one number.
    mutating func appendSection(headerHeight: Double, rowCount: Int, footerHeight: Double, height: (Int) -> Double) {
        var s = Section()
        s.top = self.height
        s.headerHeight = Swift.max(headerHeight, 0)
        s.rowCount = Swift.max(rowCount, 0)
        s.footerHeight = Swift.max(footerHeight, 0)
        s.prefixStart = rowTops.count
        if s.rowCount > 0 {
            let first = Swift.max(height(0), 0)
            var total = first
            var varied = false
            var row = 1
            while row < s.rowCount {
                let h = Swift.max(height(row), 0)
                if !varied && h != first {
                    // From here on the heights vary: write the tops so far, then keep going.
                    varied = true
                    for r in 0..<row { rowTops.append(Double(r) * first) }
                }
                if varied { rowTops.append(total) }
                total += h
                row += 1
            }
            if varied { rowTops.append(total) }
            s.uniformHeight = varied ? -1 : first
            s.rowsHeight = total
        }
        sections.append(s)
    }

    /// The rows' top and height in content coordinates, or nil for a path outside the table.
    func row(_ path: IndexPath) -> (top: Double, height: Double)? {
        guard path.section >= 0, path.section < sections.count else { return nil }
        let s = sections[path.section]
        guard path.row >= 0, path.row < s.rowCount else { return nil }
        if s.uniformHeight >= 0 { return (s.rowsTop + Double(path.row) * s.uniformHeight, s.uniformHeight) }
        let a = rowTops[s.prefixStart + path.row], b = rowTops[s.prefixStart + path.row + 1]
        return (s.rowsTop + a, b - a)
    }

    /// The first section whose bottom is below `y` (the section at `y`, or the next), or nil past the end.
    func firstSection(endingAfter y: Double) -> Int? {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].bottom > y { hi = mid } else { lo = mid + 1 }
        }
        return lo < sections.count ? lo : nil
    }

    /// The first row whose bottom is below `y`: the row at `y`, or the next row after it.
    func firstRow(endingAfter y: Double) -> IndexPath? {
        guard var si = firstSection(endingAfter: y) else { return nil }
        while si < sections.count {
            let s = sections[si]
            if s.rowCount > 0 {
                let local = y - s.rowsTop
                if local < 0 { return IndexPath(row: 0, section: si) }
                if local < s.rowsHeight { return IndexPath(row: rowIndex(in: s, at: local), section: si) }
            }
            si += 1
        }
        return nil
    }

    /// The row containing `y`, or nil where there is none (a header, a footer, past the end).
    func row(at y: Double) -> IndexPath? {
        guard let si = firstSection(endingAfter: y) else { return nil }
        let s = sections[si]
        let local = y - s.rowsTop
        guard y >= s.top, local >= 0, local < s.rowsHeight else { return nil }
        return IndexPath(row: rowIndex(in: s, at: local), section: si)
    }

    /// The row of `s` whose span holds `local` (0 ≤ local < rows' height).
    private func rowIndex(in s: Section, at local: Double) -> Int {
        if s.uniformHeight > 0 { return Swift.min(Int(local / s.uniformHeight), s.rowCount - 1) }
        if s.uniformHeight == 0 { return s.rowCount - 1 }      // all rows empty: only the last can hold it
        // The last row whose top is at or above `local`.
        var lo = 0, hi = s.rowCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if rowTops[s.prefixStart + mid] <= local { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The row after `path` (crossing into later sections), or nil at the end.
    func row(after path: IndexPath) -> IndexPath? {
        if path.row + 1 < sections[path.section].rowCount { return IndexPath(row: path.row + 1, section: path.section) }
        var si = path.section + 1
        while si < sections.count {
            if sections[si].rowCount > 0 { return IndexPath(row: 0, section: si) }
            si += 1
        }
        return nil
    }

    /// The row before `path` (crossing into earlier sections), or nil at the start.
    func row(before path: IndexPath) -> IndexPath? {
        if path.row > 0 { return IndexPath(row: path.row - 1, section: path.section) }
        var si = path.section - 1
        while si >= 0 {
            if sections[si].rowCount > 0 { return IndexPath(row: sections[si].rowCount - 1, section: si) }
            si -= 1
        }
        return nil
    }
}
