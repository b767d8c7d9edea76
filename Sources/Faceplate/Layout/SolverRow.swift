/// One row of the solver's tableau: `basic = constant + Σ coefficient × symbol` (or, for the objective,
/// the objective's value in terms of the parametric symbols).
///
/// Rows are short in a layout (a handful of terms), so they are two parallel arrays searched linearly
/// rather than dictionaries: a search is a few compares, and removing a term swaps the last one in, so
/// the arrays keep their storage. Once a row's arrays have grown to their largest size, every operation
/// here is allocation-free — which is what lets a warm re-solve allocate nothing.
///
/// Symbols are stored as `Int32` (12 bytes a term, not 16): the tableau is the largest thing in a
/// window's heap — a screen of a thousand constraints keeps tens of thousands of term slots — so a
/// quarter off each term is memory a board keeps. The API takes `Int`.
struct SolverRow {
    /// How a symbol is stored in a row (the API takes and returns `Int`).
    typealias Symbol = Int32
    /// The row's constant: the basic symbol's value while every parametric symbol is zero.
    var constant: Double
    /// Parametric symbols (solver symbol indices, which ``LayoutSolver`` keeps below `Int32.max`) with
    /// non-zero coefficients.
    var symbols: [Symbol]
    /// `coefficients[i]` belongs to `symbols[i]`.
    var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    /// Coefficients smaller than this are zero: roundoff from pivots must not leave ghost terms.
    static let epsilon = 1e-8
    @inline(__always) static func nearZero(_ v: Double) -> Bool { v < epsilon && v > -epsilon }

    /// The coefficient of `symbol`; 0 when absent.
    func coefficient(_ symbol: Int) -> Double {
        let symbol = Symbol(truncatingIfNeeded: symbol)
        var i = 0
        while i < symbols.count {
            if symbols[i] == symbol { return coefficients[i] }
            i += 1
        }
        return 0
    }

    /// Adds `c × symbol`; a coefficient that becomes (near) zero is removed.
    mutating func add(_ symbol: Int, _ c: Double) {
        let symbol = Symbol(truncatingIfNeeded: symbol)
        var i = 0
        while i < symbols.count {
            if symbols[i] == symbol {
                let v = coefficients[i] + c
                if SolverRow.nearZero(v) { remove(at: i) } else { coefficients[i] = v }
                return
            }
            i += 1
        }
        if !SolverRow.nearZero(c) {
            symbols.append(symbol)
            coefficients.append(c)
        }
    }

    /// Adds `c × row` (its constant and each of its terms).
    mutating func add(_ row: SolverRow, times c: Double) {
        constant += row.constant * c
        var i = 0
        while i < row.symbols.count {
            add(Int(row.symbols[i]), row.coefficients[i] * c)
            i += 1
        }
    }

    private mutating func remove(at i: Int) {
        let last = symbols.count - 1
        symbols[i] = symbols[last]
        coefficients[i] = coefficients[last]
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// Drops `symbol`'s term, if any.
    mutating func remove(_ symbol: Int) {
        let symbol = Symbol(truncatingIfNeeded: symbol)
        var i = 0
        while i < symbols.count {
            if symbols[i] == symbol { remove(at: i); return }
            i += 1
        }
    }

    /// Multiplies the whole row by −1.
    mutating func negate() {
        constant = -constant
        var i = 0
        while i < coefficients.count { coefficients[i] = -coefficients[i]; i += 1 }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`: the row then gives `symbol`.
    mutating func solve(for symbol: Int) {
        let c = coefficient(symbol)
        remove(symbol)
        let k = -1 / c
        constant *= k
        var i = 0
        while i < coefficients.count { coefficients[i] *= k; i += 1 }
    }

    /// Rewrites `lhs = … + c × rhs + …` as `rhs = …` (a pivot: `lhs` leaves the basis, `rhs` enters).
    mutating func solve(for lhs: Int, in rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` gives for it.
    mutating func substitute(_ symbol: Int, with row: SolverRow) {
        let c = coefficient(symbol)
        guard c != 0 else { return }
        remove(symbol)
        add(row, times: c)
    }

    /// Becomes a copy of `other`, reusing this row's storage.
    mutating func copy(from other: SolverRow) {
        constant = other.constant
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        symbols.append(contentsOf: other.symbols)
        coefficients.append(contentsOf: other.coefficients)
    }

    /// Empties the row, keeping its storage for the next row placed in the same slot.
    mutating func clear() {
        constant = 0
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
    }
}
