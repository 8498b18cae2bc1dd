/// An incremental linear-constraint solver in the style of Cassowary (Badros, Borning & Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", 2001): the layout engine under Auto Layout.
///
/// Constraints are linear (in)equalities over variables, each either *required* (must hold) or *weighted* (its
/// violation costs its weight in the objective, which the solver minimises). The solver keeps an optimal, feasible
/// simplex tableau at all times, so adding or removing one constraint costs a few pivots rather than a new solve.
/// Changing a constraint's constant (an Auto Layout `constant`, or an edit variable's suggested value) shifts the
/// constants of the rows that hold its marker symbol and restores feasibility with the dual simplex.
///
/// Pure math, no UIKit types: symbols are `Int32` ids into flat arrays; a row is a ``SimplexRow``.
package struct LayoutSolver: Sendable {
    /// A variable the caller solves for.
    package struct Variable: Hashable, Sendable {
        package let id: Int32
    }

    /// A constraint the solver holds.
    package struct Constraint: Hashable, Sendable {
        package let id: Int32
    }

    package enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// Why a change could not be made. The tableau is left as it was before the call.
    package enum Failure: Error, Equatable, Sendable {
        /// A required constraint conflicts with the required constraints already held.
        case unsatisfiable
    }

    /// The weight of a strength given as an Auto Layout priority (1…1000; 1000 is required and has no weight).
    ///
    /// Decision (Apple does not document its weights): weights grow geometrically, ×10 every 100 priority points,
    /// so one constraint of a higher priority wins over one of a lower priority that pulls as far the other way,
    /// and a priority-750 constraint outweighs about 10 of priority 650.
    package static func weight(forPriority priority: Float) -> Double {
        let p = Double(min(max(priority, 1), 999.999))
        return pow10(p / 100)
    }

    private static func pow10(_ x: Double) -> Double {
        // exp(x·ln 10), without Foundation.
        var result = 1.0
        var whole = Int(x)
        var base = 10.0
        while whole > 0 {
            if whole & 1 == 1 { result *= base }
            base *= base
            whole >>= 1
        }
        let f = x - Double(Int(x))
        // exp(f·ln10) for f in [0, 1) by its series (converges fast: f·ln10 < 2.31).
        let y = f * 2.302585092994046
        var term = 1.0, sum = 1.0
        for n in 1...24 {
            term *= y / Double(n)
            sum += term
        }
        return result * sum
    }

    // MARK: Symbols

    private enum Kind: UInt8 { case external, slack, error, dummy }

    /// The kind of each symbol, by id.
    private var kinds: [Kind] = []
    /// The tableau row a symbol is basic in, or -1 (parametric, value 0 for restricted symbols).
    private var rowOfSymbol: [Int32] = []
    /// The tableau: `basics[i] = rows[i]`.
    private var rows: [SimplexRow] = []
    private var basics: [Int32] = []
    private var objective = SimplexRow()
    private var artificial: SimplexRow?
    private var infeasible: [Int32] = []
    private var scratch = SimplexScratch()

    private struct Record: Sendable {
        var marker: Int32
        /// The marker's coefficient in the constraint's own row, before any sign reversal.
        var markerSign: Double
        var other: Int32
        var otherSign: Double
        var weight: Double
        var isRequired: Bool
        var relation: Relation
        /// The constant term of `expression relation 0`.
        var constant: Double
        var isLive: Bool
    }
    private var records: [Record] = []
    private var freeRecords: [Int32] = []

    package init() {}

    private mutating func newSymbol(_ kind: Kind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOfSymbol.append(-1)
        return id
    }

    @inline(__always) private func isPivotable(_ symbol: Int32) -> Bool {
        let k = kinds[Int(symbol)]
        return k == .slack || k == .error
    }

    // MARK: Variables

    package mutating func makeVariable() -> Variable {
        Variable(id: newSymbol(.external))
    }

    /// The variable's value in the current solution (0 if nothing determines it).
    package func value(of variable: Variable) -> Double {
        let r = rowOfSymbol[Int(variable.id)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    /// Whether the current optimum leaves this variable free to move without cost: it is parametric, or its row
    /// holds a free parametric variable, or a parametric slack or error symbol that costs nothing in the
    /// objective *and can actually grow* — at a degenerate vertex (several constraints meeting at one point, as
    /// a baseline-aligned stack view's spanning and baseline constraints do) a zero-cost symbol whose growth
    /// would drive a restricted row below zero moves nothing, and the layout is not ambiguous.
    package func isAmbiguous(_ variable: Variable) -> Bool {
        let r = rowOfSymbol[Int(variable.id)]
        if r < 0 { return SimplexRow.isNearZero(objective.coefficient(for: variable.id)) }
        let row = rows[Int(r)]
        for s in row.symbols where kinds[Int(s)] != .dummy {
            if kinds[Int(s)] == .external { return true }
            if SimplexRow.isNearZero(objective.coefficient(for: s)), canGrow(s) { return true }
        }
        return false
    }

    /// Whether the parametric restricted symbol `symbol` can rise above 0 by some positive step while every
    /// restricted basic symbol stays ≥ 0 and every basic dummy stays at 0 (the ratio test's step is not zero).
    private func canGrow(_ symbol: Int32) -> Bool {
        for i in rows.indices where rows[i].mayContain(symbol) {
            let kind = kinds[Int(basics[i])]
            if kind == .external { continue }
            let c = rows[i].coefficient(for: symbol)
            if SimplexRow.isNearZero(c) { continue }
            if kind == .dummy { return false }
            if c < 0, rows[i].constant < 1e-8 { return false }
        }
        return true
    }

    package var constraintCount: Int { records.count - freeRecords.count }
    package var rowCount: Int { rows.count }

    // MARK: Constraints

    /// Adds `Σ coefficient·variable + constant  relation  0` at `priority` (1000: required).
    /// Throws ``Failure/unsatisfiable`` for a required constraint that cannot hold; nothing is then added.
    @discardableResult
    package mutating func add(_ terms: [(Variable, Double)], constant: Double, relation: Relation,
                              priority: Float) throws(Failure) -> Constraint {
        let required = priority >= 1000
        let weight = required ? 0 : Self.weight(forPriority: priority)
        var row = SimplexRow(constant: constant)
        for (variable, coefficient) in terms where !SimplexRow.isNearZero(coefficient) {
            let r = rowOfSymbol[Int(variable.id)]
            if r >= 0 {
                row.add(rows[Int(r)], times: coefficient, scratch: &scratch)
            } else {
                row.add(variable.id, coefficient)
            }
        }
        var record = Record(marker: -1, markerSign: 0, other: -1, otherSign: 0, weight: weight, isRequired: required,
                            relation: relation, constant: constant, isLive: true)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            record.marker = slack
            record.markerSign = sign
            if !required {
                let error = newSymbol(.error)
                row.add(error, -sign)
                objective.add(error, weight)
                record.other = error
                record.otherSign = -sign
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1)
                record.marker = dummy
                record.markerSign = 1
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, weight)
                objective.add(minus, weight)
                record.marker = plus
                record.markerSign = -1
                record.other = minus
                record.otherSign = 1
            }
        }
        if row.constant < 0 { row.reverseSign() }

        let subject = chooseSubject(row, record)
        if subject >= 0 {
            row.solve(for: subject)
            substitute(subject, by: row)
            appendRow(row, basic: subject)
        } else if row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard SimplexRow.isNearZero(row.constant) else { throw .unsatisfiable }
            // A redundant required equality: its dummy becomes basic, at zero.
            row.solve(for: record.marker)
            substitute(record.marker, by: row)
            appendRow(row, basic: record.marker)
        } else {
            // The artificial-variable pivots may leave the failed row's traces in the tableau, so a failure
            // restores the tableau as it was (copy-on-write: this costs nothing until the pivots write).
            let saved = (rows, basics, rowOfSymbol, objective)
            if !addWithArtificialVariable(row) {
                (rows, basics, rowOfSymbol, objective) = saved
                rowOfSymbol += repeatElement(-1, count: kinds.count - rowOfSymbol.count)
                throw .unsatisfiable
            }
        }
        optimize()
        return storeRecord(record)
    }

    private mutating func storeRecord(_ record: Record) -> Constraint {
        if let id = freeRecords.popLast() {
            records[Int(id)] = record
            return Constraint(id: id)
        }
        records.append(record)
        return Constraint(id: Int32(records.count - 1))
    }

    /// Removes a constraint; the solution moves to the optimum without it.
    package mutating func remove(_ constraint: Constraint) {
        let record = records[Int(constraint.id)]
        precondition(record.isLive, "LayoutSolver: removing a constraint it does not hold")
        records[Int(constraint.id)].isLive = false
        freeRecords.append(constraint.id)
        if !record.isRequired {
            if record.relation == .equal { removeFromObjective(record.marker, record.weight) }
            removeFromObjective(record.other, record.weight)
        }
        let marker = record.marker
        let r = rowOfSymbol[Int(marker)]
        if r >= 0 {
            removeRow(at: Int(r))
        } else {
            guard let leaving = markerLeavingRow(marker) else {
                preconditionFailure("LayoutSolver: no row to pivot a removed constraint's marker out of")
            }
            let leavingSymbol = basics[leaving]
            var row = takeRow(at: leaving)
            row.solve(for: leavingSymbol, marker)
            substitute(marker, by: row)
        }
        optimize()
    }

    /// Sets the constant term of a constraint's `expression relation 0` form (for Auto Layout's
    /// `item1.attr = m·item2.attr + c`, the term is `-c`), keeping the solution optimal with the dual simplex.
    /// Throws ``Failure/unsatisfiable`` if a required constraint can no longer hold; the old constant then stays.
    package mutating func setConstant(_ constraint: Constraint, to newConstant: Double) throws(Failure) {
        let id = Int(constraint.id)
        let delta = newConstant - records[id].constant
        if delta == 0 { return }
        records[id].constant = newConstant
        shift(records[id], by: delta)
        if !dualOptimize() {
            // Put the old constant back; that system was feasible, so the dual simplex succeeds from here.
            records[id].constant -= delta
            shift(records[id], by: -delta)
            _ = dualOptimize()
            throw .unsatisfiable
        }
    }

    /// Applies a change `delta` of a constraint's constant by moving its marker (or its other error symbol):
    /// `expr + δ + s·m = 0` is the old system in `m' = m + δ/s`.
    private mutating func shift(_ record: Record, by delta: Double) {
        let marker = record.marker
        var r = rowOfSymbol[Int(marker)]
        if r >= 0 {
            rows[Int(r)].constant -= delta / record.markerSign
            if rows[Int(r)].constant < 0 { infeasible.append(marker) }
            return
        }
        if record.other >= 0 {
            r = rowOfSymbol[Int(record.other)]
            if r >= 0 {
                rows[Int(r)].constant -= delta / record.otherSign
                if rows[Int(r)].constant < 0 { infeasible.append(record.other) }
                return
            }
        }
        let factor = delta / record.markerSign
        for i in rows.indices {
            let c = rows[i].coefficient(for: marker)
            if c != 0 {
                rows[i].constant += c * factor
                if rows[i].constant < 0, kinds[Int(basics[i])] != .external { infeasible.append(basics[i]) }
            }
        }
    }

    // MARK: Edit variables (Cassowary's suggestValue)

    /// Makes `variable` editable at `priority` (below required): returns the edit constraint `variable = value`.
    package mutating func addEditVariable(_ variable: Variable, priority: Float) -> Constraint {
        // An edit at a weighted strength always adds.
        (try? add([(variable, 1)], constant: -value(of: variable), relation: .equal, priority: min(priority, 999)))!
    }

    /// Moves an edit variable's target; the solution follows at the edit's strength.
    package mutating func suggestValue(_ edit: Constraint, _ value: Double) {
        try? setConstant(edit, to: -value)
    }

    // MARK: The simplex

    private func chooseSubject(_ row: SimplexRow, _ record: Record) -> Int32 {
        for s in row.symbols where kinds[Int(s)] == .external { return s }
        if isPivotable(record.marker), row.coefficient(for: record.marker) < 0 { return record.marker }
        if record.other >= 0, isPivotable(record.other), row.coefficient(for: record.other) < 0 { return record.other }
        return -1
    }

    private mutating func appendRow(_ row: SimplexRow, basic: Int32) {
        rowOfSymbol[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    /// Takes row `index` out of the tableau (the last row moves into its place).
    private mutating func takeRow(at index: Int) -> SimplexRow {
        var row = SimplexRow()
        swap(&row, &rows[index])
        rowOfSymbol[Int(basics[index])] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics[index] = basics[last]
            rowOfSymbol[Int(basics[index])] = Int32(index)
        }
        rows.removeLast()
        basics.removeLast()
        return row
    }

    private mutating func removeRow(at index: Int) { _ = takeRow(at: index) }

    /// Replaces `symbol` by `row` everywhere: every tableau row, the objective, and the artificial objective.
    private mutating func substitute(_ symbol: Int32, by row: SimplexRow) {
        for i in rows.indices {
            if rows[i].substitute(symbol, by: row, scratch: &scratch), rows[i].constant < 0,
               kinds[Int(basics[i])] != .external {
                infeasible.append(basics[i])
            }
        }
        objective.substitute(symbol, by: row, scratch: &scratch)
        if artificial != nil { artificial!.substitute(symbol, by: row, scratch: &scratch) }
    }

    private mutating func removeFromObjective(_ error: Int32, _ weight: Double) {
        let r = rowOfSymbol[Int(error)]
        if r >= 0 {
            objective.add(rows[Int(r)], times: -weight, scratch: &scratch)
        } else {
            objective.add(error, -weight)
        }
    }

    /// Pivots `entering` into the basis in place of the basic symbol of row `index`.
    private mutating func pivot(row index: Int, entering: Int32) {
        let leaving = basics[index]
        var row = SimplexRow()
        swap(&row, &rows[index])
        row.solve(for: leaving, entering)
        rowOfSymbol[Int(leaving)] = -1
        substitute(entering, by: row)
        swap(&row, &rows[index])
        basics[index] = entering
        rowOfSymbol[Int(entering)] = Int32(index)
    }

    /// Primal simplex on the objective (or the artificial objective while one is set).
    private mutating func optimize() {
        while true {
            let goal = artificial ?? objective
            var entering: Int32 = -1
            for (k, s) in goal.symbols.enumerated() where goal.coefficients[k] < 0 && kinds[Int(s)] != .dummy {
                entering = s
                break
            }
            if entering < 0 { return }
            var best = Double.infinity
            var leaving = -1
            for i in rows.indices where kinds[Int(basics[i])] != .external {
                let c = rows[i].coefficient(for: entering)
                if c < 0 {
                    let ratio = -rows[i].constant / c
                    if ratio < best {
                        best = ratio
                        leaving = i
                    }
                }
            }
            // Unbounded objective: cannot happen with non-negative weights; stop rather than loop.
            if leaving < 0 { return }
            pivot(row: leaving, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility (after constants changed) while keeping the objective optimal.
    /// Returns false if a row cannot be made feasible (a required constraint no longer holds).
    private mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let r = rowOfSymbol[Int(leaving)]
            guard r >= 0 else { continue }
            let index = Int(r)
            guard rows[index].constant < 0, !SimplexRow.isNearZero(rows[index].constant) else {
                continue
            }
            var best = Double.infinity
            var entering: Int32 = -1
            let row = rows[index]
            for (k, s) in row.symbols.enumerated() where row.coefficients[k] > 0 && kinds[Int(s)] != .dummy {
                let ratio = objective.coefficient(for: s) / row.coefficients[k]
                if ratio < best {
                    best = ratio
                    entering = s
                }
            }
            if entering < 0 {
                infeasible.removeAll()
                return false
            }
            pivot(row: index, entering: entering)
        }
        return true
    }

    /// Adds a row that has no subject by way of an artificial variable (Cassowary §4.2): minimise it; the row is
    /// satisfiable if it reaches zero.
    private mutating func addWithArtificialVariable(_ row: SimplexRow) -> Bool {
        let art = newSymbol(.slack)
        appendRow(row, basic: art)
        artificial = row
        optimize()
        let success = SimplexRow.isNearZero(artificial!.constant)
        artificial = nil
        let r = rowOfSymbol[Int(art)]
        if r >= 0 {
            var taken = takeRow(at: Int(r))
            if taken.symbols.isEmpty { return success }
            guard let entering = taken.symbols.first(where: { isPivotable($0) }) else { return false }
            taken.solve(for: art, entering)
            substitute(entering, by: taken)
            appendRow(taken, basic: entering)
        }
        for i in rows.indices { rows[i].remove(art) }
        objective.remove(art)
        return success
    }

    /// The row to pivot a removed constraint's marker into (Cassowary §4.3): a restricted row that limits the
    /// marker first, then any restricted row, then an external one.
    private func markerLeavingRow(_ marker: Int32) -> Int? {
        var r1 = Double.infinity, r2 = Double.infinity
        var first = -1, second = -1, third = -1
        for i in rows.indices {
            let c = rows[i].coefficient(for: marker)
            if c == 0 { continue }
            if kinds[Int(basics[i])] == .external {
                third = i
            } else if c < 0 {
                let r = -rows[i].constant / c
                if r < r1 { r1 = r; first = i }
            } else {
                let r = rows[i].constant / c
                if r < r2 { r2 = r; second = i }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
