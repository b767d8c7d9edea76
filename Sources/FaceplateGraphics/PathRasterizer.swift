/// Receives the coverage a ``PathRasterizer`` computes, one pixel row at a time.
protocol CoverageSink {
    /// Pixels `x ..< x + count` of row `y` are covered `coverage[0 ..< count]` (each 0…1).
    mutating func coverageRun(y: Int, x: Int, count: Int, coverage: UnsafePointer<Double>)
    /// Pixels `x ..< x + count` of row `y` are all covered `coverage` (0…1).
    mutating func run(y: Int, x: Int, count: Int, coverage: Double)
}

/// Exact anti-aliased scan conversion of polygons: the coverage of every pixel is the area of the pixel
/// square inside the shape under the fill rule, computed analytically, not sampled.
///
/// Each pixel row is cut into horizontal strips at the edges' end points and at the points where two
/// edges cross, so inside a strip the edges keep their left-to-right order. Walking them in that order
/// with the winding number tells which edges are boundaries under the fill rule (where inside turns to
/// outside or back); only those are accumulated, each as the signed trapezoid area to its right, into a
/// row of cells whose running sum is the coverage. Overlapping subpaths, self-intersecting outlines and
/// stroke pieces that overlap each other are therefore exact, which the plain signed-area accumulation of
/// font rasterisers is not (it adds the overlaps up instead of counting them once).
///
/// Storage (edges, row buckets, events, cells) is kept between paths and only grows when a path needs more
/// than any before it, so drawing a path the size of one seen before allocates nothing.
final class PathRasterizer {
    struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double, dxdy: Double
        /// +1 when the outline runs downwards (y growing) along this edge, −1 upwards.
        var dir: Int
        @inline(__always) func x(at y: Double) -> Double { x0 + (y - y0) * dxdy }
    }

    private var edges = Storage<Edge>()
    private var next = Storage<Int32>(), heads = Storage<Int32>()
    private var active = Storage<Int32>(), activeLo = Storage<Double>(), activeHi = Storage<Double>()
    private var order = Storage<Int32>(), orderX = Storage<Double>()
    private var events = Storage<Double>()
    /// Horizontal edges strictly inside a pixel row: no winding of their own, but they part the row
    /// vertically, so two groups of edges they join must be cut into strips together. Per row: `flatHeads`
    /// starts a chain through `flatNext`; `flatLo`/`flatHi` are each one's x extent.
    private var flatLo = Storage<Double>(), flatHi = Storage<Double>()
    private var flatRow = Storage<Int32>(), flatNext = Storage<Int32>(), flatHeads = Storage<Int32>()
    private var flatCount = 0
    /// Zero between rows: each row's accumulation is cleared as it is read.
    private var cells = Storage<Double>()
    /// A stroker's current run of points (PathStroker.swift), kept here so it is allocated once.
    var runPoints = Storage<Point>()
    private(set) var edgeCount = 0
    private var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private var minY = Double.infinity, maxY = -Double.infinity
    /// A chain of edges wholly left of the clip, held back as its chord from `(chainX0, chainY0)` to
    /// `(chainX1, chainY1)` while `chained`: the outline and its chord then bound a region left of the
    /// clip, which holds no part of any pixel inside it, so inside the clip both wind alike and cover the
    /// same area. A stroke or an arc's outline far left of a small clip then costs one edge per run, or
    /// none when it closes there. Edges above, below or right of the clip need no chain: they are dropped.
    private var chained = false
    private var chainX0 = 0.0, chainY0 = 0.0, chainX1 = 0.0, chainY1 = 0.0
    /// The clip's left side, as the coordinate every edge is compared with.
    private var clipLeft = 0.0

    /// A side of the clip a point lies on, outside it.
    enum OutsideSide { case none, left, right, above, below }

    init() { cells.pointer.initialize(repeating: 0, count: cells.capacity) }

    /// Starts a new shape whose coverage is wanted inside `clip` only.
    func begin(clip: PixelRect) {
        self.clip = clip; edgeCount = 0; flatCount = 0; minY = .infinity; maxY = -.infinity
        chained = false; clipLeft = Double(clip.x)
    }

    /// The side of the clip `(x, y)` lies on with room `margin` to spare, `.none` when there is none; a
    /// point on two sides (past a corner) gets the first of left, above, below, right, so points given the
    /// same side here all lie on that one side.
    @inline(__always) func outsideSide(_ x: Double, _ y: Double, margin: Double) -> OutsideSide {
        if x + margin <= Double(clip.x) { return .left }
        if y + margin <= Double(clip.y) { return .above }
        if y - margin >= Double(clip.maxY) { return .below }
        if x - margin >= Double(clip.maxX) { return .right }
        return .none
    }

    /// Adds the held-back chain's chord, if any.
    private func flushChain() {
        guard chained else { return }
        chained = false
        addClippedEdge(chainX0, chainY0, chainX1, chainY1)
    }

    /// Adds the edge from `(x0, y0)` to `(x1, y1)`. Edges with a non-finite coordinate are dropped;
    /// edges are cut to the clip's rows, and those wholly right of it dropped (they cannot change the
    /// winding of any pixel inside it). Consecutive edges wholly left of it are joined into one chord
    /// (``chained``), added when the chain ends or the shape is rendered.
    func addEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, !clip.isEmpty else { return }
        if x0 <= clipLeft && x1 <= clipLeft {
            if chained && x0 == chainX1 && y0 == chainY1 { chainX1 = x1; chainY1 = y1; return }
            // Another chain starts: the one before ends where the outline left it. Edges between two
            // chains need not end one; the order edges are added in does not matter.
            flushChain()
            chained = true; chainX0 = x0; chainY0 = y0; chainX1 = x1; chainY1 = y1
            return
        }
        addClippedEdge(x0, y0, x1, y1)
    }

    /// ``addEdge(_:_:_:_:)`` without the chains: cut to the clip's rows, dropped right of it.
    private func addClippedEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { addFlat(y0, Swift.min(x0, x1), Swift.max(x0, x1)); return }
        let dir = y1 > y0 ? 1 : -1
        var ax = x0, ay = y0, bx = x1, by = y1
        if dir < 0 { swap(&ax, &bx); swap(&ay, &by) }
        let top = Double(clip.y), bottom = Double(clip.maxY)
        guard by > top, ay < bottom, Swift.min(ax, bx) < Double(clip.maxX) else { return }
        let dxdy = (bx - ax) / (by - ay)
        if ay < top { ax += (top - ay) * dxdy; ay = top }
        if by > bottom { bx = ax + (bottom - ay) * dxdy; by = bottom }
        guard by > ay else { return }
        edges.reserve(edgeCount + 1)
        edges[edgeCount] = Edge(x0: ax, y0: ay, x1: bx, y1: by, dxdy: dxdy, dir: dir)
        edgeCount += 1
        minY = Swift.min(minY, ay); maxY = Swift.max(maxY, by)
    }

    /// Keeps a horizontal edge at `y` from `lo` to `hi` for grouping, when it lies strictly inside one of
    /// the clip's rows (on a row's boundary it parts nothing inside a row).
    private func addFlat(_ y: Double, _ lo: Double, _ hi: Double) {
        guard y > Double(clip.y), y < Double(clip.maxY), lo < Double(clip.maxX), hi > lo else { return }
        let row = floorInt(y)
        guard Double(row) != y else { return }
        flatLo.reserve(flatCount + 1); flatHi.reserve(flatCount + 1); flatRow.reserve(flatCount + 1)
        flatLo[flatCount] = lo; flatHi[flatCount] = hi; flatRow[flatCount] = Int32(row - clip.y)
        flatCount += 1
    }

    /// Computes the coverage of the edges added since ``begin(clip:)`` and hands it to `sink`, row by row,
    /// top to bottom, inside the clip only.
    func render<S: CoverageSink>(evenOdd: Bool, into sink: inout S) {
        flushChain()
        guard edgeCount > 0 else { return }
        let width = clip.width, rows = clip.height, count = edgeCount
        flatNext.reserve(flatCount); flatHeads.reserve(rows)
        next.reserve(count); active.reserve(count); activeLo.reserve(count); activeHi.reserve(count)
        order.reserve(count); orderX.reserve(count); heads.reserve(rows)
        if cells.reserve(width + 2) { cells.pointer.initialize(repeating: 0, count: cells.capacity) }
        // Locals, not the stored properties: the loops below then need no exclusivity checks.
        let edge = edges.pointer, next = next.pointer, heads = heads.pointer, cells = cells.pointer
        let active = active.pointer, activeLo = activeLo.pointer, activeHi = activeHi.pointer
        let order = order.pointer, orderX = orderX.pointer
        var events = events.pointer, eventCapacity = self.events.capacity
        for r in 0..<rows { heads[r] = -1 }
        let flatLo = flatLo.pointer, flatHi = flatHi.pointer, flatNext = flatNext.pointer, flatHeads = flatHeads.pointer
        if flatCount > 0 {
            let flatRow = flatRow.pointer
            for r in 0..<rows { flatHeads[r] = -1 }
            for f in 0..<flatCount { let r = Int(flatRow[f]); flatNext[f] = flatHeads[r]; flatHeads[r] = Int32(f) }
        }
        for i in 0..<count {
            let r = floorInt(edge[i].y0) - clip.y
            next[i] = heads[r]; heads[r] = Int32(i)
        }
        var activeCount = 0
        let firstRow = Swift.max(floorInt(minY), clip.y), endRow = Swift.min(ceilInt(maxY), clip.maxY)
        guard endRow > firstRow else { return }
        let left = Double(clip.x), right = Double(clip.maxX), clipX = clip.x
        for row in firstRow..<endRow {
            let top = Double(row), bottom = top + 1
            // Drop the edges that ended above this row, add those starting in it.
            var kept = 0
            for k in 0..<activeCount where edge[Int(active[k])].y1 > top { active[kept] = active[k]; kept += 1 }
            activeCount = kept
            var e = heads[row - clip.y]
            while e >= 0 { active[activeCount] = e; activeCount += 1; e = next[Int(e)] }
            guard activeCount > 0 else { continue }

            // Each edge's x extent within the row; the active list sorted by its left end (insertion sort:
            // the order barely changes from row to row).
            for k in 0..<activeCount {
                let a = edge[Int(active[k])]
                let xa = a.x(at: Swift.max(a.y0, top)), xb = a.x(at: Swift.min(a.y1, bottom))
                activeLo[k] = Swift.min(xa, xb); activeHi[k] = Swift.max(xa, xb)
            }
            var k = 1
            while k < activeCount {
                let a = active[k], lo = activeLo[k], hi = activeHi[k]
                var j = k - 1
                while j >= 0 && activeLo[j] > lo { active[j + 1] = active[j]; activeLo[j + 1] = activeLo[j]; activeHi[j + 1] = activeHi[j]; j -= 1 }
                active[j + 1] = a; activeLo[j + 1] = lo; activeHi[j + 1] = hi
                k += 1
            }

            // The edges fall into groups whose x extents in this row do not overlap: the line of a chart
            // crosses a row in many separate places. Between two groups no edge crosses the row (horizontal
            // edges inside it join the groups they cross), so the winding there is the same from the
            // row's top to its bottom: each group is cut into strips by
            // its own end points and crossings only, starting from the winding the groups left of it leave.
            var minCell = Int.max, maxCell = Int.min
            var carry = 0
            var groupStart = 0
            while groupStart < activeCount {
                var groupEnd = groupStart + 1, reach = activeHi[groupStart]
                while true {
                    while groupEnd < activeCount && activeLo[groupEnd] <= reach {
                        reach = Swift.max(reach, activeHi[groupEnd]); groupEnd += 1
                    }
                    // A horizontal edge across the gap to the next edge joins the groups on either side.
                    guard groupEnd < activeCount, flatCount > 0 else { break }
                    let next = activeLo[groupEnd]
                    var joined = false
                    var f = flatHeads[row - clip.y]
                    while f >= 0 {
                        if flatLo[Int(f)] < next && flatHi[Int(f)] > reach { reach = Swift.max(reach, flatHi[Int(f)]); joined = true }
                        f = flatNext[Int(f)]
                    }
                    guard joined else { break }
                    if reach < next { reach = next }
                }

                // Strip boundaries: the row's top and bottom, end points inside it, crossings inside it.
                var eventCount = 0
                @inline(__always) func push(_ y: Double) {
                    if eventCount == eventCapacity {
                        self.events.reserve(eventCount + 1)
                        events = self.events.pointer; eventCapacity = self.events.capacity
                    }
                    events[eventCount] = y; eventCount += 1
                }
                push(top); push(bottom)
                for k in groupStart..<groupEnd {
                    let a = edge[Int(active[k])]
                    if a.y0 > top { push(a.y0) }
                    if a.y1 < bottom { push(a.y1) }
                }
                for i in groupStart..<groupEnd {
                    let a = edge[Int(active[i])]
                    let hi = activeHi[i]
                    var j = i + 1
                    while j < groupEnd && activeLo[j] <= hi {
                        let b = edge[Int(active[j])]
                        let ya = Swift.max(a.y0, b.y0, top), yb = Swift.min(a.y1, b.y1, bottom)
                        if yb > ya {
                            let da = a.x(at: ya) - b.x(at: ya), db = a.x(at: yb) - b.x(at: yb)
                            if (da < 0 && db > 0) || (da > 0 && db < 0) {
                                let y = ya + (yb - ya) * (da / (da - db))
                                if y > ya && y < yb { push(y) }
                            }
                        }
                        j += 1
                    }
                }
                var k = 1
                while k < eventCount {
                    let v = events[k]
                    var j = k - 1
                    while j >= 0 && events[j] > v { events[j + 1] = events[j]; j -= 1 }
                    events[j + 1] = v
                    k += 1
                }

                // Each strip: the group's edges crossing it in x order, the boundaries among them accumulated.
                var carryAfter: Int?
                for s in 1..<eventCount {
                    let ya = events[s - 1], yb = events[s]
                    guard yb - ya > 1e-12 else { continue }
                    let ym = (ya + yb) * 0.5
                    var n = 0
                    for k in groupStart..<groupEnd {
                        let ei = active[k]
                        let a = edge[Int(ei)]
                        guard a.y0 <= ya && a.y1 >= yb else { continue }
                        let x = a.x(at: ym)
                        var j = n - 1
                        while j >= 0 && orderX[j] > x { order[j + 1] = order[j]; orderX[j + 1] = orderX[j]; j -= 1 }
                        order[j + 1] = ei; orderX[j + 1] = x; n += 1
                    }
                    var winding = carry
                    for k in 0..<n {
                        let a = edge[Int(order[k])]
                        let before = evenOdd ? winding & 1 != 0 : winding != 0
                        winding += a.dir
                        let after = evenOdd ? winding & 1 != 0 : winding != 0
                        if before != after {
                            PathRasterizer.accumulate(a.x(at: ya), ya, a.x(at: yb), yb, after ? 1 : -1,
                                                      cells, clipX, left, right, &minCell, &maxCell)
                        }
                    }
                    if carryAfter == nil { carryAfter = winding }
                }
                // A group of edges with no height in this row changes nothing to its right.
                if let carryAfter { carry = carryAfter }
                groupStart = groupEnd
            }
            guard minCell <= maxCell else { continue }

            // The running sum of the cells is the coverage; past the last touched cell it stays constant.
            let last = Swift.min(maxCell + 1, width - 1)
            var sum = 0.0
            if minCell <= last {
                for c in minCell...last {
                    sum += cells[c]
                    cells[c] = Swift.min(Swift.max(sum, 0), 1)
                }
                sink.coverageRun(y: row, x: clipX + minCell, count: last - minCell + 1, coverage: cells + minCell)
            }
            let clearFrom = Swift.min(minCell, last + 1), clearTo = Swift.max(maxCell + 1, last)
            for c in clearFrom...clearTo { cells[c] = 0 }
            let rest = Swift.min(Swift.max(sum, 0), 1)
            if last + 1 < width && rest > 1.0 / 4096 {
                sink.run(y: row, x: clipX + last + 1, count: width - last - 1, coverage: rest)
            }
        }
    }

    /// Adds the signed area right of the edge piece from `(xa, ya)` to `(xb, yb)` (`ya < yb`, both in one
    /// pixel row) to the cells: in its own cell the part of the pixel right of it, in the next the rest of
    /// its height, so the running sum gives every pixel to its right its full height. Cell 0 is the
    /// clip's left column, `left ..< right` the clip in x.
    @inline(__always)
    private static func accumulate(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ sign: Double,
                                   _ cells: UnsafeMutablePointer<Double>, _ clipX: Int, _ left: Double, _ right: Double,
                                   _ minCell: inout Int, _ maxCell: inout Int) {
        @inline(__always) func add(_ cell: Int, _ v: Double) {
            cells[cell] += v
            if cell < minCell { minCell = cell }
            if cell > maxCell { maxCell = cell }
        }
        var x0 = xa, y0 = ya, x1 = xb, y1 = yb
        if x0 > x1 { swap(&x0, &x1); swap(&y0, &y1) }
        if x0 >= right { return }
        // The part left of the clip covers the whole clipped row: it all goes to the first cell.
        if x1 <= left { add(0, sign * (y1 - y0).magnitude); return }
        let dydx = x1 > x0 ? (y1 - y0) / (x1 - x0) : 0
        if x0 < left {
            let yl = y0 + (left - x0) * dydx
            add(0, sign * (yl - y0).magnitude)
            x0 = left; y0 = yl
        }
        if x1 > right { y1 = y0 + (right - x0) * dydx; x1 = right }
        let c0 = floorInt(x0), c1 = Swift.max(ceilInt(x1) - 1, c0)
        if c0 == c1 {
            let h = sign * (y1 - y0).magnitude, f = (x0 + x1) * 0.5 - Double(c0)
            add(c0 - clipX, h * (1 - f))
            add(c0 - clipX + 1, h * f)
            return
        }
        let slope = dydx.magnitude * sign
        for c in c0...c1 {
            let xl = Swift.max(x0, Double(c)), xr = Swift.min(x1, Double(c + 1))
            guard xr > xl else { continue }
            let h = (xr - xl) * slope, f = (xl + xr) * 0.5 - Double(c)
            add(c - clipX, h * (1 - f))
            add(c - clipX + 1, h * f)
        }
    }

    deinit {
        edges.free(); next.free(); heads.free(); active.free(); activeLo.free(); activeHi.free()
        order.free(); orderX.free(); events.free(); cells.free(); runPoints.free()
        flatLo.free(); flatHi.free(); flatRow.free(); flatNext.free(); flatHeads.free()
    }
}

/// A growable block of plain values that never shrinks: a path rasteriser's scratch memory.
struct Storage<T> {
    private(set) var pointer: UnsafeMutablePointer<T> = UnsafeMutablePointer<T>.allocate(capacity: 16)
    private(set) var capacity = 16

    /// Makes room for `count` values (contents kept); allocates only when `count` exceeds every earlier need.
    @discardableResult @inline(__always) mutating func reserve(_ count: Int) -> Bool {
        if count > capacity { grow(count); return true }
        return false
    }
    private mutating func grow(_ count: Int) {
        let n = Swift.max(count, capacity * 2)
        let p = UnsafeMutablePointer<T>.allocate(capacity: n)
        p.moveInitialize(from: pointer, count: capacity)
        pointer.deallocate()
        pointer = p; capacity = n
    }
    @inline(__always) subscript(i: Int) -> T {
        get { pointer[i] }
        nonmutating set { pointer[i] = newValue }
    }
    func free() { pointer.deallocate() }
}
