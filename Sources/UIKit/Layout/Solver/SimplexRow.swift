/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, kept as two parallel arrays sorted
/// by symbol id. Rows are short (a handful of symbols in layout systems), so a sorted array beats a hash map:
/// lookups are a binary search over a few cache lines, and combining two rows is one linear merge.
///
/// Pure math: no UIKit types. Used only by ``LayoutSolver``.
package struct SimplexRow: Sendable {
    package var symbols: [Int32]
    package var coefficients: [Double]
    package var constant: Double
    /// One bit per symbol id modulo 64, set for every symbol the row holds (and possibly for some it no longer
    /// holds): scans over all rows test it before touching the symbol array, which most rows fail.
    package var mask: UInt64 = 0

    package init(constant: Double = 0) {
        symbols = []
        coefficients = []
        self.constant = constant
    }

    @inline(__always) static func bit(_ symbol: Int32) -> UInt64 { 1 &<< (UInt64(truncatingIfNeeded: symbol) & 63) }

    /// False only if the row certainly does not hold `symbol`.
    @inline(__always) package func mayContain(_ symbol: Int32) -> Bool { mask & Self.bit(symbol) != 0 }

    /// Coefficients whose magnitude falls below this are treated as zero (and dropped from rows).
    @inline(__always) package static func isNearZero(_ value: Double) -> Bool {
        value < 1e-8 && value > -1e-8
    }

    package var isConstantOnly: Bool { symbols.isEmpty }

    /// The index of `symbol`, or where it would be inserted, and whether it is there.
    @inline(__always) func search(_ symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = symbols[mid]
            if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    package func coefficient(for symbol: Int32) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (i, found) = search(symbol)
        return found ? coefficients[i] : 0
    }

    /// Adds `coefficient × symbol`, dropping the term if it cancels.
    package mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let (i, found) = search(symbol)
        if found {
            let sum = coefficients[i] + coefficient
            if Self.isNearZero(sum) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
            } else {
                coefficients[i] = sum
            }
        } else if !Self.isNearZero(coefficient) {
            symbols.insert(symbol, at: i)
            coefficients.insert(coefficient, at: i)
            mask |= Self.bit(symbol)
        }
    }

    package mutating func remove(_ symbol: Int32) {
        guard mayContain(symbol) else { return }
        let (i, found) = search(symbol)
        if found {
            symbols.remove(at: i)
            coefficients.remove(at: i)
        }
    }

    /// Adds `factor × other` (its constant too), dropping this row's own term for `dropping` (a symbol `other`
    /// does not hold). The merge writes into `scratch` and swaps storage with it, so repeated merges reuse the
    /// same two buffers.
    package mutating func add(_ other: SimplexRow, times factor: Double, dropping: Int32 = -1,
                              scratch: inout SimplexScratch) {
        constant += factor * other.constant
        let a = symbols, b = other.symbols
        if b.isEmpty { return }
        scratch.symbols.removeAll(keepingCapacity: true)
        scratch.coefficients.removeAll(keepingCapacity: true)
        scratch.symbols.reserveCapacity(a.count + b.count)
        scratch.coefficients.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        let na = a.count, nb = b.count
        a.withUnsafeBufferPointer { ap in
            b.withUnsafeBufferPointer { bp in
                coefficients.withUnsafeBufferPointer { ac in
                    other.coefficients.withUnsafeBufferPointer { bc in
                        while i < na || j < nb {
                            let sa = i < na ? ap[i] : Int32.max
                            let sb = j < nb ? bp[j] : Int32.max
                            if sa < sb {
                                if sa != dropping {
                                    scratch.symbols.append(sa)
                                    scratch.coefficients.append(ac[i])
                                }
                                i &+= 1
                            } else if sb < sa {
                                let c = factor * bc[j]
                                if !Self.isNearZero(c) {
                                    scratch.symbols.append(sb)
                                    scratch.coefficients.append(c)
                                }
                                j &+= 1
                            } else {
                                let c = ac[i] + factor * bc[j]
                                if !Self.isNearZero(c) {
                                    scratch.symbols.append(sa)
                                    scratch.coefficients.append(c)
                                }
                                i &+= 1
                                j &+= 1
                            }
                        }
                    }
                }
            }
        }
        swap(&symbols, &scratch.symbols)
        swap(&coefficients, &scratch.coefficients)
        var m: UInt64 = 0
        for s in symbols { m |= Self.bit(s) }
        mask = m
    }

    package mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …`: removes `symbol` and divides by `-c`.
    package mutating func solve(for symbol: Int32) {
        let (i, found) = search(symbol)
        precondition(found, "LayoutSolver: solving a row for a symbol it does not hold")
        let factor = -1.0 / coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        constant *= factor
        for k in coefficients.indices { coefficients[k] *= factor }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …`.
    package mutating func solve(for lhs: Int32, _ rhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (whose basic symbol it is), if this row holds it. Returns whether it did.
    @discardableResult
    package mutating func substitute(_ symbol: Int32, by row: SimplexRow, scratch: inout SimplexScratch) -> Bool {
        guard mayContain(symbol) else { return false }
        let (i, found) = search(symbol)
        guard found else { return false }
        let c = coefficients[i]
        if row.symbols.isEmpty {
            symbols.remove(at: i)
            coefficients.remove(at: i)
            constant += c * row.constant
        } else {
            // `symbol` is `row`'s basic symbol, so `row` does not hold it: the merge drops it from this row.
            add(row, times: c, dropping: symbol, scratch: &scratch)
        }
        return true
    }
}

/// Two reusable buffers for ``SimplexRow/add(_:times:skipping:scratch:)``.
package struct SimplexScratch: Sendable {
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    package init() {}
}
