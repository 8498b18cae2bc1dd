extension Spring {
    /// The estimated time for the spring to come to rest, in seconds: ``settlingDuration(epsilon:)`` with
    /// ε = 0.001, SwiftUI's documented threshold for the same estimate.
    ///
    /// For `CASpringAnimation`'s defaults (mass 1, stiffness 100, damping 10) this is ≈ 1.4509 s. Apple's
    /// example — damping 5 "approximately 2.85 seconds", damping 15 "just over 1 second" — gives 2.821 s and
    /// 1.013 s here; Core Animation's exact rule is unpublished.
    package var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

    /// The earliest time from which the spring is guaranteed to stay within `epsilon` of rest: the
    /// normalised state `(x, v/ω₀)` — displacement, and velocity scaled to the same units — has length at
    /// most `epsilon` at every later time.
    ///
    /// The guarantee comes from an envelope, a decaying bound on the state's length, so the result is the
    /// time that bound falls to `epsilon` — found analytically where the bound is a single exponential, by
    /// bisection on its decreasing tail otherwise. Two bounds are taken and the earlier crossing wins:
    /// - the tight one for the regime: for an underdamped spring the largest value the oscillating state can
    ///   reach at each time, `σ·e^(−ζω₀t)` (σ the largest singular value of the solution's cos/sin
    ///   coefficients); for an overdamped one the sum of its two decaying modes;
    /// - `‖A‖·|Ĉ(t)| + ‖B‖·|Ŝ(t)|` in the shared basis (see `Modes`), with |Ĉ| ≤ e^(−ζω₀t) and
    ///   |Ŝ| ≤ t·e^(−ζω₀t) when oscillating: tight near critical damping, where the first bound degrades, so
    ///   the estimate doesn't jump as ζ crosses 1.
    ///
    /// Returns `.infinity` for an undamped spring, and 0 when `epsilon` is 1 or more.
    package func settlingDuration(epsilon: Double) -> Double {
        guard epsilon < 1 else { return 0 }
        let modes = self.modes
        let omega = modes.undampedAngularFrequency
        let a = modes.decayRate
        let w = modes.frequency
        let v = initialVelocity
        guard a > 0, epsilon > 0 else { return .infinity }

        // The state is e^(−at)·(A·C(t) + B·S(t)) with these two vectors in (x, v/ω₀) components.
        let startVector = (1.0, -v / omega)
        let slopeVector = (a - v, -(omega * omega - a * v) / omega)
        let startLength = length(startVector)
        let slopeLength = length(slopeVector)

        // ‖state‖ ≤ ‖A‖·|Ĉ(t)| + ‖B‖·|Ŝ(t)|, writing Ĉ, Ŝ for the decaying basis e^(−at)·C, e^(−at)·S.
        // Oscillating, |Ĉ| ≤ e^(−at) and |Ŝ| ≤ t·e^(−at); otherwise Ĉ and Ŝ are positive and used as they are.
        // Either way the bound rises (at most) to one peak and then decreases.
        let overdamped = modes.dampingRatio > 1
        let bound: (Double) -> Double
        let peak: Double
        if modes.dampingRatio < 1 {
            bound = { t in (startLength + slopeLength * t) * exp(-a * t) }
            peak = slopeLength > 0 ? 1 / a - startLength / slopeLength : 0
        } else {
            bound = { t in
                let (c, s) = modes.basis(at: t)
                return startLength * c + slopeLength * s
            }
            if overdamped {
                // The derivative's sign is that of (‖B‖ − ‖A‖a) + tanh(γt)·(‖A‖γ − ‖B‖a/γ).
                let atStart = slopeLength - startLength * a
                let change = slopeLength * a / w - startLength * w
                peak = atStart > 0 && change > 0 ? atanh(min(atStart / change, 1 - 1e-16)) / w : 0
            } else {
                peak = slopeLength > 0 ? 1 / a - startLength / slopeLength : 0
            }
        }
        var settle = lastCrossing(of: bound, epsilon: epsilon, decreasingAfter: max(0, peak),
                                  rate: overdamped ? a - w : a)

        if modes.dampingRatio < 1 {
            // Columns: the cos and sin coefficients, rows: x and v/ω₀.
            let m11 = startVector.0, m21 = startVector.1
            let m12 = slopeVector.0 / w, m22 = slopeVector.1 / w
            let sumOfSquares = m11 * m11 + m12 * m12 + m21 * m21 + m22 * m22
            let determinant = m11 * m22 - m12 * m21
            let discriminant = max(0, sumOfSquares * sumOfSquares - 4 * determinant * determinant)
            let sigma = ((sumOfSquares + discriminant.squareRoot()) / 2).squareRoot()
            settle = min(settle, max(0, log(sigma / epsilon) / a))
        } else if overdamped {
            // x = k₁e^(r₁t) + k₂e^(r₂t), x'/ω₀ likewise with the factors r/ω₀.
            let r1 = -a + w, r2 = -a - w
            let k1 = 0.5 + (a - v) / (2 * w), k2 = 1 - k1
            let n1 = abs(k1) * (1 + (r1 / omega) * (r1 / omega)).squareRoot()
            let n2 = abs(k2) * (1 + (r2 / omega) * (r2 / omega)).squareRoot()
            let modesBound = lastCrossing(of: { t in n1 * exp(r1 * t) + n2 * exp(r2 * t) }, epsilon: epsilon,
                                          decreasingAfter: 0, rate: -r1)
            settle = min(settle, modesBound)
        }
        return settle
    }

    private func length(_ vector: (Double, Double)) -> Double {
        (vector.0 * vector.0 + vector.1 * vector.1).squareRoot()
    }

    /// The time after `start` at which `bound`, decreasing from there on, falls to `epsilon`, or `start` when
    /// it is already below. `rate` is the bound's slowest exponential decay, used to size the bracket.
    private func lastCrossing(
        of bound: (Double) -> Double, epsilon: Double, decreasingAfter start: Double, rate: Double
    ) -> Double {
        guard bound(start) > epsilon else { return start }
        var low = start
        var high = start + 1 / rate
        while bound(high) > epsilon {
            low = high
            high = start + 2 * (high - start)
            if !high.isFinite { return .infinity }
        }
        for _ in 0..<200 {
            let middle = low + (high - low) / 2
            guard middle > low, middle < high else { break }
            if bound(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
