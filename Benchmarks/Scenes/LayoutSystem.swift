import UIKit

/// The constraint systems of the layout benchmark, generated identically for Flipbook's solver and (as JSON) for
/// kiwisolver: one linear constraint is `Σ coefficient·variable + constant  relation  0` at a priority (1…1000).
package struct LayoutSystem {
    package struct Constraint {
        package var terms: [(Int, Double)]
        package var constant: Double
        /// -1 ≤, 0 =, 1 ≥
        package var relation: Int
        package var priority: Float
    }

    package var variableCount = 0
    package var constraints: [Constraint] = []
    /// The variable whose value the edit benchmark moves (the first chain view's width) and the one it reads
    /// back after each edit (the last chain view's x).
    package var editVariable = 0
    package var probeVariable = 0

    mutating func variable() -> Int {
        variableCount += 1
        return variableCount - 1
    }

    /// One view: x, y, width, height in the container's coordinates.
    struct Frame { var x, y, w, h: Int }

    mutating func frame() -> Frame { Frame(x: variable(), y: variable(), w: variable(), h: variable()) }

    mutating func add(_ terms: [(Int, Double)], _ relation: Int, _ rhs: Double, _ priority: Float = 1000) {
        constraints.append(Constraint(terms: terms, constant: -rhs, relation: relation, priority: priority))
    }

    /// `views` views (at least 10) in a 375 × 667 container: 40 % in horizontal chains of 8 that must compress
    /// to fit (width 40 preferred at 750, at least 20), 40 % in a grid of equal cells filling the width, and
    /// 20 % as a vertical stack of horizontal stacks (one row view per 10, nine equal items in each).
    package init(views: Int) {
        let width = variable(), height = variable()
        add([(width, 1)], 0, 375)
        add([(height, 1)], 0, 667)
        let chainViews = views * 4 / 10, gridViews = views * 4 / 10
        let stackViews = views - chainViews - gridViews
        var firstWidth = -1, lastX = -1

        // Chains of 8.
        var remaining = chainViews
        var chain = 0
        while remaining > 0 {
            let count = min(8, remaining)
            remaining -= count
            var previous: Frame?
            for _ in 0..<count {
                let f = frame()
                if firstWidth < 0 { firstWidth = f.w }
                if let p = previous {
                    add([(f.x, 1), (p.x, -1), (p.w, -1)], 0, 8)
                    add([(f.y, 1), (p.y, -1)], 0, 0)
                } else {
                    add([(f.x, 1)], 0, 8)
                    add([(f.y, 1)], 0, 10 + 40 * Double(chain))
                }
                add([(f.w, 1)], 0, 40, 750)
                add([(f.w, 1)], 1, 20)
                add([(f.h, 1)], 0, 30, 500)
                add([(f.h, 1)], 1, 10)
                previous = f
            }
            if let p = previous {
                add([(p.x, 1), (p.w, 1), (width, -1)], -1, -8)
                if chain == 0 { lastX = p.x }
            }
            chain += 1
        }

        // A grid of rows of 20 equal cells.
        let columns = 20
        var above: [Frame] = []
        var cellHeight = -1
        remaining = gridViews
        while remaining > 0 {
            let count = min(columns, remaining)
            remaining -= count
            var row: [Frame] = []
            for c in 0..<count {
                let f = frame()
                if c == 0 { add([(f.x, 1)], 0, 0) } else {
                    add([(f.x, 1), (row[c - 1].x, -1), (row[c - 1].w, -1)], 0, 2)
                    add([(f.w, 1), (row[0].w, -1)], 0, 0)
                }
                if c < above.count {
                    add([(f.y, 1), (above[c].y, -1), (above[c].h, -1)], 0, 2)
                } else {
                    add([(f.y, 1)], 0, 400)
                }
                if cellHeight < 0 {
                    cellHeight = f.h
                    add([(f.h, 1)], 1, 10)
                    add([(f.h, 1)], 0, 30, 250)
                } else {
                    add([(f.h, 1), (cellHeight, -1)], 0, 0)
                }
                row.append(f)
            }
            if let last = row.last {
                add([(last.x, 1), (last.w, 1), (width, -1)], count == columns ? 0 : -1, 0)
            }
            above = row
        }

        // A vertical stack of horizontal stacks.
        var previousRow: Frame?
        remaining = stackViews
        while remaining > 0 {
            let items = min(9, remaining - 1)
            remaining -= items + 1
            let r = frame()
            add([(r.x, 1)], 0, 16)
            add([(r.w, 1), (width, -1)], 0, -32)
            if let p = previousRow { add([(r.y, 1), (p.y, -1), (p.h, -1)], 0, 8) } else { add([(r.y, 1)], 0, 80) }
            add([(r.h, 1)], 0, 44, 750)
            add([(r.y, 1), (r.h, 1), (height, -1)], -1, 0, 600)
            var first: Frame?, previous: Frame?
            for _ in 0..<items {
                let f = frame()
                if let p = previous {
                    add([(f.x, 1), (p.x, -1), (p.w, -1)], 0, 4)
                    add([(f.w, 1), (first!.w, -1)], 0, 0)
                } else {
                    add([(f.x, 1), (r.x, -1)], 0, 8)
                    first = f
                }
                add([(f.y, 1), (r.y, -1)], 0, 4)
                add([(f.h, 1), (r.h, -1)], 0, -8)
                add([(f.h, 1)], 1, 30)
                previous = f
            }
            if let p = previous { add([(p.x, 1), (p.w, 1), (r.x, -1), (r.w, -1)], 0, -8) }
            previousRow = r
        }
        editVariable = firstWidth
        probeVariable = lastX
    }

    /// The system as JSON for the Python side.
    package var json: String {
        var out = "{\"variables\": \(variableCount), \"edit\": \(editVariable), \"probe\": \(probeVariable), \"constraints\": ["
        for (k, c) in constraints.enumerated() {
            if k > 0 { out += "," }
            let terms = c.terms.map { "[\($0.0),\($0.1)]" }.joined(separator: ",")
            out += "\n{\"t\":[\(terms)],\"c\":\(c.constant),\"r\":\(c.relation),\"p\":\(c.priority)}"
        }
        return out + "]}\n"
    }
}

extension LayoutSystem {
    /// Flipbook's solver holding the system: a variable for each of the system's, every constraint added.
    package func makeSolver() -> (solver: LayoutSolver, variables: [LayoutSolver.Variable]) {
        var solver = LayoutSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        for c in constraints {
            let relation: LayoutSolver.Relation = c.relation < 0 ? .lessThanOrEqual
                : c.relation == 0 ? .equal : .greaterThanOrEqual
            _ = try? solver.add(c.terms.map { (variables[$0.0], $0.1) }, constant: c.constant, relation: relation,
                                priority: c.priority)
        }
        return (solver, variables)
    }
}

/// The value each edit suggests: the first chain view's width, back and forth between 20 and 59.
package func layoutEditValue(_ k: Int) -> Double { 20 + Double((k * 7) % 40) }
