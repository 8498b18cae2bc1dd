import Testing
@testable import UIKit

/// The Cassowary-style solver on textbook systems: required and weighted constraints, inequalities, edits,
/// removal, constant changes and unsatisfiable required constraints.
@Suite struct LayoutSolverTests {
    typealias V = LayoutSolver.Variable

    /// `a - b + c == 0`-style helper: terms, and the constant on the right-hand side moved left.
    static func eq(_ terms: [(V, Double)], _ rhs: Double) -> ([(V, Double)], Double) { (terms, -rhs) }

    @Test func requiredEqualitiesChainThrough() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        try s.add([(x, 1)], constant: -10, relation: .equal, priority: 1000)         // x = 10
        try s.add([(y, 1), (x, -1)], constant: -5, relation: .equal, priority: 1000) // y = x + 5
        try s.add([(z, 1), (y, -2)], constant: 0, relation: .equal, priority: 1000)  // z = 2y
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 15)
        #expect(s.value(of: z) == 30)
    }

    /// The classic Cassowary example: left ≥ 0, right ≤ 100, right = left + 10 (required), mid = (left+right)/2,
    /// left = 30 weak (here priority 250) … the weak preference holds when it can.
    @Test func midpointWithWeakPreference() throws {
        var s = LayoutSolver()
        let left = s.makeVariable(), mid = s.makeVariable(), right = s.makeVariable()
        try s.add([(mid, 2), (left, -1), (right, -1)], constant: 0, relation: .equal, priority: 1000)
        try s.add([(right, 1), (left, -1)], constant: -10, relation: .greaterThanOrEqual, priority: 1000)
        try s.add([(right, 1)], constant: -100, relation: .lessThanOrEqual, priority: 1000)
        try s.add([(left, 1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)
        try s.add([(left, 1)], constant: -95, relation: .equal, priority: 250)
        // left wants 95 but right ≤ 100 and right ≥ left + 10: left = 90.
        #expect(abs(s.value(of: left) - 90) < 1e-9)
        #expect(abs(s.value(of: right) - 100) < 1e-9)
        #expect(abs(s.value(of: mid) - 95) < 1e-9)
    }

    @Test func higherPriorityWinsAConflict() throws {
        var s = LayoutSolver()
        let w = s.makeVariable()
        let low = try s.add([(w, 1)], constant: -100, relation: .equal, priority: 250)
        try s.add([(w, 1)], constant: -200, relation: .equal, priority: 251)
        #expect(abs(s.value(of: w) - 200) < 1e-9)
        s.remove(low)
        try s.add([(w, 1)], constant: -50, relation: .equal, priority: 750)
        #expect(abs(s.value(of: w) - 50) < 1e-9)
    }

    @Test func weightsGrowTenfoldPerHundredPoints() {
        let w = LayoutSolver.weight(forPriority:)
        #expect(abs(w(750) / w(650) - 10) < 1e-9)
        #expect(abs(w(1) - 1.0232929922807541) < 1e-12)
        #expect(w(251) > w(250))
        #expect(w(999) > w(998))
    }

    @Test func inequalitiesBoundTheWeightedPreference() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        try s.add([(x, 1)], constant: -20, relation: .greaterThanOrEqual, priority: 1000) // x ≥ 20
        try s.add([(x, 1)], constant: -80, relation: .lessThanOrEqual, priority: 1000)    // x ≤ 80
        let pref = try s.add([(x, 1)], constant: -5, relation: .equal, priority: 500)
        #expect(abs(s.value(of: x) - 20) < 1e-9)
        try s.setConstant(pref, to: -50)
        #expect(abs(s.value(of: x) - 50) < 1e-9)
        try s.setConstant(pref, to: -500)
        #expect(abs(s.value(of: x) - 80) < 1e-9)
    }

    @Test func editVariablesFollowSuggestions() throws {
        var s = LayoutSolver()
        let left = s.makeVariable(), right = s.makeVariable(), width = s.makeVariable()
        try s.add([(right, 1), (left, -1), (width, -1)], constant: 0, relation: .equal, priority: 1000)
        try s.add([(width, 1)], constant: -100, relation: .equal, priority: 1000)
        try s.add([(left, 1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)
        let edit = s.addEditVariable(left, priority: 999)
        for target in [10.0, 250, -40, 33.5] {
            s.suggestValue(edit, target)
            let expected = max(target, 0)
            #expect(abs(s.value(of: left) - expected) < 1e-9)
            #expect(abs(s.value(of: right) - expected - 100) < 1e-9)
        }
    }

    @Test func removingAConstraintReleasesItsVariables() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add([(x, 1)], constant: -10, relation: .equal, priority: 1)
        let strong = try s.add([(x, 1), (y, -1)], constant: 0, relation: .equal, priority: 1000)
        try s.add([(y, 1)], constant: -40, relation: .equal, priority: 1000)
        #expect(abs(s.value(of: x) - 40) < 1e-9)
        s.remove(strong)
        #expect(abs(s.value(of: x) - 10) < 1e-9)
        #expect(abs(s.value(of: y) - 40) < 1e-9)
        #expect(s.constraintCount == 2)
    }

    @Test func removingInequalitiesAndWeightedConstraints() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        try s.add([(x, 1)], constant: -100, relation: .equal, priority: 100)
        let cap = try s.add([(x, 1)], constant: -30, relation: .lessThanOrEqual, priority: 1000)
        let floor = try s.add([(x, 1)], constant: -60, relation: .greaterThanOrEqual, priority: 500)
        #expect(abs(s.value(of: x) - 30) < 1e-9)
        s.remove(cap)
        #expect(abs(s.value(of: x) - 100) < 1e-9)
        s.remove(floor)
        #expect(abs(s.value(of: x) - 100) < 1e-9)
    }

    @Test func unsatisfiableRequiredConstraintIsReportedAndLeavesTheSolution() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add([(x, 1)], constant: -10, relation: .equal, priority: 1000)
        try s.add([(y, 1), (x, -1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000) // y ≥ x
        #expect(throws: LayoutSolver.Failure.unsatisfiable) {
            try s.add([(x, 1)], constant: -20, relation: .equal, priority: 1000)
        }
        #expect(throws: LayoutSolver.Failure.unsatisfiable) {
            try s.add([(y, 1)], constant: -5, relation: .lessThanOrEqual, priority: 1000)        // y ≤ 5 < x
        }
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) >= 10)
        // The same at a weighted priority is merely broken.
        try s.add([(y, 1)], constant: -5, relation: .lessThanOrEqual, priority: 999)
        #expect(abs(s.value(of: y) - 10) < 1e-9)
    }

    @Test func constantChangeThatBreaksARequiredConstraintIsRefused() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        try s.add([(x, 1)], constant: -50, relation: .lessThanOrEqual, priority: 1000)  // x ≤ 50
        let at = try s.add([(x, 1)], constant: -20, relation: .equal, priority: 1000)    // x = 20
        #expect(throws: LayoutSolver.Failure.unsatisfiable) { try s.setConstant(at, to: -70) }
        #expect(abs(s.value(of: x) - 20) < 1e-9)
        try s.setConstant(at, to: -45)
        #expect(abs(s.value(of: x) - 45) < 1e-9)
    }

    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add([(x, 1), (y, -1)], constant: 0, relation: .equal, priority: 1000)
        try s.add([(y, 1)], constant: -7, relation: .equal, priority: 1000)
        try s.add([(x, 1)], constant: -7, relation: .equal, priority: 1000)
        #expect(s.value(of: x) == 7)
    }

    /// Two views in a row in a 300-wide container, the first at a fixed 100, the second filling the rest;
    /// moving the first's width constant moves the second's edge.
    @Test func chainReactsToAConstantChange() throws {
        var s = LayoutSolver()
        let x1 = s.makeVariable(), w1 = s.makeVariable(), x2 = s.makeVariable(), w2 = s.makeVariable()
        try s.add([(x1, 1)], constant: -8, relation: .equal, priority: 1000)
        let width = try s.add([(w1, 1)], constant: -100, relation: .equal, priority: 1000)
        try s.add([(x2, 1), (x1, -1), (w1, -1)], constant: -8, relation: .equal, priority: 1000)
        try s.add([(x2, 1), (w2, 1)], constant: -292, relation: .equal, priority: 1000)
        #expect(s.value(of: x2) == 116)
        #expect(s.value(of: w2) == 176)
        try s.setConstant(width, to: -150)
        #expect(s.value(of: x2) == 166)
        #expect(s.value(of: w2) == 126)
    }

    @Test func ambiguityIsDetected() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), w = s.makeVariable()
        try s.add([(w, 1)], constant: -10, relation: .equal, priority: 1000)
        #expect(!s.isAmbiguous(w))
        #expect(s.isAmbiguous(x))
        try s.add([(x, 1), (w, -1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)  // x ≥ w
        #expect(s.isAmbiguous(x))
        try s.add([(x, 1)], constant: 0, relation: .equal, priority: 10)
        #expect(!s.isAmbiguous(x))
        #expect(s.value(of: x) == 10)
    }

    /// Two required inequalities that pin a variable between them leave it one value, though each slack costs
    /// nothing: the zero-cost slack cannot grow without breaking the other (a degenerate vertex).
    @Test func aDegenerateVertexIsNotAmbiguous() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add([(x, 1)], constant: -5, relation: .greaterThanOrEqual, priority: 1000)   // x ≥ 5
        #expect(s.isAmbiguous(x))
        try s.add([(x, 1)], constant: -5, relation: .lessThanOrEqual, priority: 1000)      // x ≤ 5
        #expect(!s.isAmbiguous(x))
        #expect(s.value(of: x) == 5)
        // y ≥ x with nothing else: y can still grow.
        try s.add([(y, 1), (x, -1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)
        #expect(s.isAmbiguous(y))
        try s.add([(y, 1), (x, -1)], constant: 0, relation: .lessThanOrEqual, priority: 1000)
        #expect(!s.isAmbiguous(y))
    }

    /// A thousand equal-width boxes between two walls: each box's width is the container's share.
    @Test func largeEqualWidthRow() throws {
        var s = LayoutSolver()
        let n = 200
        let xs = (0..<n).map { _ in s.makeVariable() }, ws = (0..<n).map { _ in s.makeVariable() }
        try s.add([(xs[0], 1)], constant: 0, relation: .equal, priority: 1000)
        for i in 1..<n {
            try s.add([(xs[i], 1), (xs[i - 1], -1), (ws[i - 1], -1)], constant: 0, relation: .equal, priority: 1000)
            try s.add([(ws[i], 1), (ws[0], -1)], constant: 0, relation: .equal, priority: 1000)
        }
        let end = try s.add([(xs[n - 1], 1), (ws[n - 1], 1)], constant: -1000, relation: .equal, priority: 1000)
        #expect(abs(s.value(of: ws[17]) - 5) < 1e-9)
        try s.setConstant(end, to: -2000)
        #expect(abs(s.value(of: ws[17]) - 10) < 1e-9)
        #expect(abs(s.value(of: xs[n - 1]) - 1990) < 1e-9)
    }
}
