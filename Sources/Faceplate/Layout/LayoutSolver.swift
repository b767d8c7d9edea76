#if canImport(Glibc)
import Glibc
#endif

/// An incremental linear-constraint solver: the Cassowary algorithm (Badros, Borning and Stuckey, "The
/// Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), which is what Auto Layout solves
/// with. Faceplate's ``LayoutConstraint``s are solved here, one solver per window.
///
/// Constraints are linear (in)equalities over variables, each with a priority in UIKit's scale
/// (`UILayoutPriority`): 1000 is required and must hold; 1…999 are preferences, satisfied as well as
/// they can be, higher priorities first. Required constraints that cannot all hold are refused
/// (``addConstraint(_:_:priority:)`` returns nil) and the tableau is left as it was: the caller decides
/// what to report, never a trap.
///
/// How it works. The tableau is a set of rows `basic = constant + Σ aᵢ × parametricᵢ`, always *primal
/// feasible* (every restricted basic symbol ≥ 0, so setting the parametric symbols to zero is a solution)
/// and, after each operation, *optimal* for the objective Σ weight × error. Each constraint brings its
/// own symbols: a *slack* (s ≥ 0) for an inequality, a pair of *error* symbols (≥ 0, in the objective)
/// for a non-required one, a *dummy* (fixed at zero) for a required equality. Adding a constraint
/// substitutes the current basic rows into it, picks a subject to solve it for (or, failing that, runs
/// phase one of the simplex on an artificial variable), then re-optimizes with the primal simplex.
/// Removing one pivots its marker symbol into the basis and drops that row.
///
/// Changing a constraint's constant (``setConstant(_:_:)``, also how ``suggestValue(_:_:)`` moves an
/// edit variable) needs no new row: the constraint's marker symbol occurs in no other original
/// equation, so a constant change of Δ is a shift of the marker by Δ / k (k its coefficient), which moves
/// only the row constants. The objective's coefficients do not change, so the tableau stays optimal but
/// may become infeasible; the *dual* simplex then restores feasibility. That path touches existing
/// storage only, so once warm it allocates nothing.
///
/// Priorities become weights `2^(priority / 25)`: 250 (hugging) weighs 2¹⁰, 750 (compression
/// resistance) 2³⁰, 999 ≈ 2⁴⁰. Every 25 points of priority double the weight, so 750 outweighs a
/// million violations at 250 and 300 outweighs two at 250, as UIKit's engine promises ("higher
/// priority constraints are satisfied before lower ones") for the priorities layouts use, while
/// staying within what a `Double` objective can compare. (Neighbouring priorities — 251 against 250 —
/// are near-equal weights: two at 250 outweigh one at 251.)
///
/// Pivoting uses Bland's rule (lowest symbol index) for both the entering and the leaving symbol, so a
/// degenerate tableau — layouts are full of zero constants — cannot cycle.
public final class LayoutSolver {
    /// A variable the constraints are written in (a view's left edge, say).
    public struct Variable: Hashable, Sendable {
        /// The solver symbol that holds it.
        public let id: Int
    }

    /// A constraint added to the solver (for ``removeConstraint(_:)`` and ``setConstant(_:_:)``).
    public struct ConstraintID: Hashable, Sendable {
        let index: Int
    }

    /// `Σ coefficient × variable + constant`.
    public struct Expression: Sendable {
        /// The variable terms.
        public var terms: [(Variable, Double)]
        /// The constant term.
        public var constant: Double
        /// Creates `Σ terms + constant`.
        public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }
    }

    /// How an expression relates to zero (UIKit's `NSLayoutConstraint.Relation`, for `expression ⋚ 0`).
    public enum Relation: Sendable {
        /// `expression ≤ 0`.
        case lessThanOrEqual
        /// `expression = 0`.
        case equal
        /// `expression ≥ 0`.
        case greaterThanOrEqual
    }

    /// UIKit's required priority: constraints at this priority (or above) must hold.
    public static let required: Float = 1000

    private enum Kind: UInt8 { case unused, external, slack, error, dummy }

    private struct Record {
        var marker: Int
        var other: Int             // -1 when the constraint has one symbol
        var markerCoefficient: Double
        var constant: Double
        var weight: Double         // 0 for required
        var live: Bool
    }

    private var kinds: [Kind] = []
    private var freeSymbols: [Int] = []
    /// Row slot of each symbol when basic, else -1.
    private var rowOf: [Int] = []
    private var rows: [SolverRow] = []
    /// Basic symbol of each row slot, -1 for a free slot.
    private var rowBasic: [Int] = []
    private var freeRows: [Int] = []
    private var objective = SolverRow()
    private var artificial = SolverRow()
    private var usingArtificial = false
    private var infeasible: [Int] = []
    private var scratch = SolverRow()
    private var records: [Record] = []
    private var freeRecords: [Int] = []

    /// Creates an empty solver.
    public init() {
        infeasible.reserveCapacity(64)
    }

    // MARK: Variables

    /// A new variable (its value is 0 until constraints say otherwise).
    public func makeVariable() -> Variable { Variable(id: newSymbol(.external)) }

    /// Gives `variable`'s storage back. Remove every constraint that uses it first.
    public func freeVariable(_ variable: Variable) {
        scrub(variable.id)
        freeSymbol(variable.id)
    }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double {
        let slot = rowOf[variable.id]
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// How many constraints are in the solver.
    public var constraintCount: Int { records.count - freeRecords.count }

    // MARK: Constraints

    /// Adds `expression ⋚ 0` at `priority` (UIKit's 1…1000; 1000 is required).
    ///
    /// - Returns: the constraint's handle, or nil when it is required and contradicts the required
    ///   constraints already present (the solver is then unchanged).
    public func addConstraint(_ expression: Expression, _ relation: Relation, priority: Float) -> ConstraintID? {
        let required = priority >= LayoutSolver.required
        let weight = required ? 0 : LayoutSolver.weight(priority)
        var row = SolverRow(constant: expression.constant)
        for (variable, c) in expression.terms where !SolverRow.nearZero(c) {
            let slot = rowOf[variable.id]
            if slot >= 0 { row.add(rows[slot], times: c) } else { row.add(variable.id, c) }
        }
        var marker = -1, other = -1, k = 1.0
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + s = 0 (≤) or expression − s = 0 (≥), s ≥ 0; a preference may be off by e ≥ 0.
            k = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.add(marker, k)
            if !required {
                other = newSymbol(.error)
                row.add(other, -k)
                objective.add(other, weight)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                row.add(marker, 1)
            } else {
                // expression − e⁺ + e⁻ = 0: both errors cost `weight` per point.
                marker = newSymbol(.error)
                other = newSymbol(.error)
                k = -1
                row.add(marker, -1)
                row.add(other, 1)
                objective.add(marker, weight)
                objective.add(other, weight)
            }
        }
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, marker: marker, other: other)
        var added = true
        if subject < 0 {
            if row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
                // Only dummies: the constraint restates the others (constant 0) or contradicts them.
                if SolverRow.nearZero(row.constant) { subject = marker } else { added = false }
            } else {
                added = addWithArtificialVariable(row)
            }
        }
        if subject >= 0 {
            row.solve(for: subject)
            scratch.copy(from: row)
            substitute(subject)
            insertRow(basic: subject, row)
        }
        guard added else {
            // Only required constraints can fail, and they put nothing into the objective.
            scrub(marker)
            freeSymbol(marker)
            _ = optimize(artificialPhase: false)
            return nil
        }
        _ = optimize(artificialPhase: false)
        let record = Record(marker: marker, other: other, markerCoefficient: k, constant: expression.constant,
                            weight: weight, live: true)
        if let i = freeRecords.popLast() {
            records[i] = record
            return ConstraintID(index: i)
        }
        records.append(record)
        return ConstraintID(index: records.count - 1)
    }

    /// Removes a constraint; the others are re-optimized.
    public func removeConstraint(_ id: ConstraintID) {
        guard id.index < records.count, records[id.index].live else { return }
        let r = records[id.index]
        // Take its errors out of the objective.
        for e in [r.marker, r.other] where e >= 0 && kinds[e] == .error {
            let slot = rowOf[e]
            if slot >= 0 { objective.add(rows[slot], times: -r.weight) } else { objective.add(e, -r.weight) }
        }
        if rowOf[r.marker] >= 0 {
            removeRow(rowOf[r.marker])
        } else if let slot = markerLeavingSlot(r.marker) {
            pivot(slot, entering: r.marker)
            removeRow(slot)
        }
        // With the marker's row gone the other error symbol occurs nowhere (its column was tied to the
        // marker's); scrubbing only clears roundoff.
        if r.other >= 0 {
            if rowOf[r.other] >= 0 { removeRow(rowOf[r.other]) }
            scrub(r.other)
            freeSymbol(r.other)
        }
        scrub(r.marker)
        freeSymbol(r.marker)
        records[id.index].live = false
        freeRecords.append(id.index)
        _ = optimize(artificialPhase: false)
    }

    /// Changes a constraint's constant (the expression's constant term) and re-solves incrementally.
    ///
    /// - Returns: false when the constraint is required and the new constant contradicts the other
    ///   required constraints; the old constant is then kept and the solution is unchanged.
    @discardableResult
    public func setConstant(_ id: ConstraintID, _ constant: Double) -> Bool {
        guard id.index < records.count, records[id.index].live else { return false }
        let old = records[id.index].constant
        if old == constant { return true }
        // Rows the primal simplex left a hair below zero (roundoff) are not this change's business.
        infeasible.removeAll(keepingCapacity: true)
        records[id.index].constant = constant
        if shiftMarker(records[id.index], by: (constant - old) / records[id.index].markerCoefficient), dualOptimize() {
            return true
        }
        // Contradiction: shift back (valid in whatever basis the dual simplex reached) and restore.
        records[id.index].constant = old
        infeasible.removeAll(keepingCapacity: true)
        _ = shiftMarker(records[id.index], by: (old - constant) / records[id.index].markerCoefficient)
        _ = dualOptimize()
        return false
    }

    /// Makes `variable` an edit variable at `priority` (< 1000): ``suggestValue(_:_:)`` then asks for
    /// values, and the variable takes them as far as the other constraints let it.
    public func addEditVariable(_ variable: Variable, priority: Float) -> ConstraintID? {
        addConstraint(Expression([(variable, 1)], constant: -value(of: variable)), .equal,
                      priority: Swift.min(priority, LayoutSolver.required - 1))
    }

    /// Suggests `value` for the edit variable `edit` stands for, and re-solves (the dual simplex).
    public func suggestValue(_ edit: ConstraintID, _ value: Double) {
        setConstant(edit, -value)
    }

    // MARK: Internals

    /// The objective weight of a non-required priority.
    static func weight(_ priority: Float) -> Double {
        exp2(Double(Swift.max(priority, 1)) / 25)
    }

    private func newSymbol(_ kind: Kind) -> Int {
        if let s = freeSymbols.popLast() {
            kinds[s] = kind
            rowOf[s] = -1
            return s
        }
        // Rows store symbols as Int32 (SolverRow): 2³¹ symbols would need tens of GiB of tableau first.
        precondition(kinds.count < Int(Int32.max), "layout solver: more than 2^31 symbols")
        kinds.append(kind)
        rowOf.append(-1)
        return kinds.count - 1
    }

    private func freeSymbol(_ s: Int) {
        guard s >= 0, kinds[s] != .unused else { return }
        kinds[s] = .unused
        freeSymbols.append(s)
    }

    /// Removes every trace of `s` (failure and clean-up paths only).
    private func scrub(_ s: Int) {
        guard s >= 0 else { return }
        if rowOf[s] >= 0 { removeRow(rowOf[s]) }
        for slot in rows.indices where rowBasic[slot] >= 0 { rows[slot].remove(s) }
        objective.remove(s)
    }

    private func insertRow(basic: Int, _ row: SolverRow) {
        let slot: Int
        if let free = freeRows.popLast() {
            slot = free
            rows[slot].copy(from: row)
        } else {
            slot = rows.count
            rows.append(row)
            rowBasic.append(-1)
        }
        rowBasic[slot] = basic
        rowOf[basic] = slot
    }

    private func removeRow(_ slot: Int) {
        rowOf[rowBasic[slot]] = -1
        rowBasic[slot] = -1
        rows[slot].clear()
        freeRows.append(slot)
    }

    /// Substitutes `scratch` (the row of the symbol just made basic) for `symbol` in every row and the
    /// objective(s), noting rows whose restricted basic symbol went negative.
    private func substitute(_ symbol: Int) {
        var slot = 0
        while slot < rows.count {
            let basic = rowBasic[slot]
            if basic >= 0 && basic != symbol {
                rows[slot].substitute(symbol, with: scratch)
                if kinds[basic] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
            }
            slot += 1
        }
        objective.substitute(symbol, with: scratch)
        if usingArtificial { artificial.substitute(symbol, with: scratch) }
    }

    /// The basic symbol of `slot` leaves the basis and `entering` takes its place.
    private func pivot(_ slot: Int, entering: Int) {
        let leaving = rowBasic[slot]
        rowOf[leaving] = -1
        rows[slot].solve(for: leaving, in: entering)
        rowBasic[slot] = entering
        rowOf[entering] = slot
        scratch.copy(from: rows[slot])
        substitute(entering)
    }

    /// An external symbol if the row has one (externals are unrestricted), else the new constraint's own
    /// slack or error symbol when its coefficient is negative (so the row stays feasible), else -1.
    private func chooseSubject(_ row: SolverRow, marker: Int, other: Int) -> Int {
        for s in row.symbols where kinds[Int(s)] == .external { return Int(s) }
        for s in [marker, other] where s >= 0 && (kinds[s] == .slack || kinds[s] == .error) {
            if row.coefficient(s) < 0 { return s }
        }
        return -1
    }

    /// Phase one: adds `row` under an artificial variable and minimizes it. The constraint can hold
    /// exactly when the minimum is zero.
    private func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = newSymbol(.slack)
        insertRow(basic: art, row)
        artificial.copy(from: row)
        usingArtificial = true
        _ = optimize(artificialPhase: true)
        let success = SolverRow.nearZero(artificial.constant)
        usingArtificial = false
        artificial.clear()
        let slot = rowOf[art]
        if slot >= 0 {
            // Still basic: on failure its row is the new constraint's (no other row depends on it), so
            // dropping it leaves the tableau as it was; on success pivot it out.
            if !success || rows[slot].symbols.isEmpty {
                removeRow(slot)
            } else if let entering = rows[slot].symbols.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }) {
                pivot(slot, entering: Int(entering))
            } else {
                removeRow(slot)
                scrub(art)
                freeSymbol(art)
                return false
            }
        }
        scrub(art)
        freeSymbol(art)
        return success
    }

    /// The primal simplex on the objective (or the artificial objective in phase one).
    private func optimize(artificialPhase: Bool) -> Bool {
        while true {
            // Entering: the lowest-index parametric symbol whose increase lowers the objective.
            var entering = -1
            do {
                let target = artificialPhase ? artificial : objective
                var i = 0
                while i < target.symbols.count {
                    let s = Int(target.symbols[i])
                    if kinds[s] != .dummy && target.coefficients[i] < -SolverRow.epsilon && (entering < 0 || s < entering) {
                        entering = s
                    }
                    i += 1
                }
            }
            if entering < 0 { return true }
            // Leaving: the restricted row that limits the increase first (ties: lowest symbol).
            var best = Double.infinity, leavingSlot = -1
            var slot = 0
            while slot < rows.count {
                let basic = rowBasic[slot]
                if basic >= 0 && kinds[basic] != .external {
                    let c = rows[slot].coefficient(entering)
                    if c < 0 {
                        let ratio = -rows[slot].constant / c
                        if ratio < best || (ratio == best && basic < rowBasic[leavingSlot]) { best = ratio; leavingSlot = slot }
                    }
                }
                slot += 1
            }
            if leavingSlot < 0 { return false }    // unbounded: cannot happen with weights ≥ 0
            pivot(leavingSlot, entering: entering)
        }
    }

    /// The dual simplex: pivots infeasible rows (restricted basic < 0) back to feasibility, keeping
    /// the tableau optimal. False when a row cannot be fixed (required constraints contradict).
    private func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let slot = rowOf[leaving]
            // Roundoff (−1e-12) is zero: only a real deficit needs a pivot.
            guard slot >= 0, rows[slot].constant < -SolverRow.epsilon else { continue }
            var best = Double.infinity, entering = -1
            var i = 0
            while i < rows[slot].symbols.count {
                let s = Int(rows[slot].symbols[i]), c = rows[slot].coefficients[i]
                if c > 0 && kinds[s] != .dummy {
                    let ratio = objective.coefficient(s) / c
                    if ratio < best || (ratio == best && s < entering) { best = ratio; entering = s }
                }
                i += 1
            }
            if entering < 0 {
                infeasible.removeAll(keepingCapacity: true)
                return false
            }
            pivot(slot, entering: entering)
        }
        return true
    }

    /// Moves the row constants as a shift of `record`'s marker by `delta` does. False when the marker
    /// is a basic dummy (a redundant required equality) that the shift makes contradictory.
    private func shiftMarker(_ record: Record, by delta: Double) -> Bool {
        let m = record.marker
        let slot = rowOf[m]
        if slot >= 0 {
            rows[slot].constant -= delta
            if kinds[m] == .dummy { return SolverRow.nearZero(rows[slot].constant) }
            if rows[slot].constant < 0 { infeasible.append(m) }
            return true
        }
        var s = 0
        while s < rows.count {
            let basic = rowBasic[s]
            if basic >= 0 {
                let c = rows[s].coefficient(m)
                if c != 0 {
                    rows[s].constant += c * delta
                    if kinds[basic] != .external && rows[s].constant < 0 { infeasible.append(basic) }
                }
            }
            s += 1
        }
        return true
    }

    /// The row to pivot a removed constraint's (parametric) marker into: the restricted row that
    /// limits it first, else any row with it.
    private func markerLeavingSlot(_ marker: Int) -> Int? {
        var r1 = Double.infinity, r2 = Double.infinity
        var first = -1, second = -1, third = -1
        var slot = 0
        while slot < rows.count {
            let basic = rowBasic[slot]
            if basic >= 0 {
                let c = rows[slot].coefficient(marker)
                if c != 0 {
                    if kinds[basic] == .external {
                        third = slot
                    } else if c < 0 {
                        let r = -rows[slot].constant / c
                        if r < r1 { r1 = r; first = slot }
                    } else {
                        let r = rows[slot].constant / c
                        if r < r2 { r2 = r; second = slot }
                    }
                }
            }
            slot += 1
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
