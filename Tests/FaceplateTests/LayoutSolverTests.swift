import Testing
import Faceplate

/// The Cassowary solver on systems whose solutions are known by hand.
@Suite struct LayoutSolverTests {
    typealias E = LayoutSolver.Expression

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func requiredEqualitiesSolveALinearSystem() {
        let s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        // x + y = 100, x = 2y  →  y = 100/3, x = 200/3
        #expect(s.addConstraint(E([(x, 1), (y, 1)], constant: -100), .equal, priority: 1000) != nil)
        #expect(s.addConstraint(E([(x, 1), (y, -2)]), .equal, priority: 1000) != nil)
        #expect(close(s.value(of: x), 200.0 / 3))
        #expect(close(s.value(of: y), 100.0 / 3))
    }

    @Test func inequalitiesBoundAPreference() {
        let s = LayoutSolver()
        let x = s.makeVariable()
        _ = s.addConstraint(E([(x, 1)], constant: -10), .greaterThanOrEqual, priority: 1000)   // x ≥ 10
        _ = s.addConstraint(E([(x, 1)], constant: -20), .lessThanOrEqual, priority: 1000)      // x ≤ 20
        let want = s.addConstraint(E([(x, 1)], constant: -50), .equal, priority: 500)         // x = 50 @500
        #expect(close(s.value(of: x), 20))
        s.setConstant(want!, 5)                                                            // x = -5 @500
        #expect(close(s.value(of: x), 10))
        s.setConstant(want!, -15)
        #expect(close(s.value(of: x), 15))
    }

    @Test func conflictingPreferencesGoToTheHigherPriority() {
        let s = LayoutSolver()
        let x = s.makeVariable()
        let low = s.addConstraint(E([(x, 1)], constant: -10), .equal, priority: 250)
        let high = s.addConstraint(E([(x, 1)], constant: -20), .equal, priority: 750)
        #expect(close(s.value(of: x), 20))
        // 300 beats two at 250 (weights 2¹² against 2 × 2¹⁰): higher priorities are satisfied first.
        let y = s.makeVariable()
        _ = s.addConstraint(E([(y, 1)], constant: -1), .equal, priority: 250)
        _ = s.addConstraint(E([(y, 1)], constant: -1), .equal, priority: 250)
        _ = s.addConstraint(E([(y, 1)], constant: -3), .equal, priority: 300)
        #expect(close(s.value(of: y), 3))
        s.removeConstraint(high!)
        #expect(close(s.value(of: x), 10))
        s.removeConstraint(low!)
        #expect(s.constraintCount == 3)
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndTheSolverKeepsWorking() {
        let s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = s.addConstraint(E([(x, 1)], constant: -10), .equal, priority: 1000)
        _ = s.addConstraint(E([(y, 1), (x, -1)], constant: -5), .greaterThanOrEqual, priority: 1000)  // y ≥ x + 5
        // y ≤ 20 holds; y ≤ 12 cannot (y ≥ 15): refused through the artificial-variable path.
        #expect(s.addConstraint(E([(y, 1)], constant: -20), .lessThanOrEqual, priority: 1000) != nil)
        #expect(s.addConstraint(E([(y, 1)], constant: -12), .lessThanOrEqual, priority: 1000) == nil)
        // x = 20 contradicts x = 10 through dummies only.
        #expect(s.addConstraint(E([(x, 1)], constant: -20), .equal, priority: 1000) == nil)
        #expect(close(s.value(of: x), 10))
        #expect(s.constraintCount == 3)
        // The same wish as a preference is simply not met.
        _ = s.addConstraint(E([(y, 1)], constant: -4), .equal, priority: 999)
        #expect(close(s.value(of: y), 15))
    }

    @Test func aContradictoryConstantChangeIsRefusedAndUndone() {
        let s = LayoutSolver()
        let x = s.makeVariable()
        let floor = s.addConstraint(E([(x, 1)], constant: -10), .greaterThanOrEqual, priority: 1000)!  // x ≥ 10
        _ = s.addConstraint(E([(x, 1)], constant: -30), .lessThanOrEqual, priority: 1000)             // x ≤ 30
        _ = s.addConstraint(E([(x, 1)]), .equal, priority: 1)                                          // x small
        #expect(close(s.value(of: x), 10))
        #expect(s.setConstant(floor, -20))          // x ≥ 20
        #expect(close(s.value(of: x), 20))
        #expect(!s.setConstant(floor, -40))         // x ≥ 40 contradicts x ≤ 30
        #expect(close(s.value(of: x), 20))
        #expect(s.setConstant(floor, -25))
        #expect(close(s.value(of: x), 25))
    }

    @Test func editVariablesFollowSuggestionsWithinTheirBounds() {
        let s = LayoutSolver()
        let w = s.makeVariable()
        _ = s.addConstraint(E([(w, 1)], constant: -100), .greaterThanOrEqual, priority: 1000)
        let edit = s.addEditVariable(w, priority: 999)!
        s.suggestValue(edit, 50)
        #expect(close(s.value(of: w), 100))
        s.suggestValue(edit, 150)
        #expect(close(s.value(of: w), 150))
        s.suggestValue(edit, 120)
        #expect(close(s.value(of: w), 120))
    }

    /// A row of three boxes between 0 and 300, 8 apart: widths prefer 50 (@250) but must be ≥ 20;
    /// the last one hugs less (@200) so it takes the slack, then a required width appears and goes.
    @Test func incrementalAddAndRemoveMatchTheHandSolution() {
        let s = LayoutSolver()
        let left = (0..<3).map { _ in s.makeVariable() }, width = (0..<3).map { _ in s.makeVariable() }
        _ = s.addConstraint(E([(left[0], 1)]), .equal, priority: 1000)
        for i in 0..<2 {
            _ = s.addConstraint(E([(left[i + 1], 1), (left[i], -1), (width[i], -1)], constant: -8), .equal, priority: 1000)
        }
        _ = s.addConstraint(E([(left[2], 1), (width[2], 1)], constant: -300), .equal, priority: 1000)
        for i in 0..<3 {
            _ = s.addConstraint(E([(width[i], 1)], constant: -20), .greaterThanOrEqual, priority: 1000)
            _ = s.addConstraint(E([(width[i], 1)], constant: -50), .equal, priority: i == 2 ? 200 : 250)
        }
        // 50 + 8 + 50 + 8 + w = 300  →  w = 184
        #expect([s.value(of: width[0]), s.value(of: width[1]), s.value(of: width[2])] == [50, 50, 184])
        #expect(s.value(of: left[2]) == 116)
        // Width 250 would leave 34 for two boxes of at least 20: refused.
        #expect(s.addConstraint(E([(width[2], 1)], constant: -250), .equal, priority: 1000) == nil)
        let fixed = s.addConstraint(E([(width[2], 1)], constant: -200), .equal, priority: 1000)!
        // 300 − 16 − 200 = 84 for the first two, which prefer 50 equally: one gets 50, the other 34.
        let w0 = s.value(of: width[0]), w1 = s.value(of: width[1])
        #expect(close(w0 + w1, 84) && (close(w0, 50) || close(w1, 50)))
        s.removeConstraint(fixed)
        #expect([s.value(of: width[0]), s.value(of: width[1]), s.value(of: width[2])] == [50, 50, 184])
    }
}
