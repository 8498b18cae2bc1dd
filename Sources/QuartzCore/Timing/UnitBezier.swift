/// A cubic Bézier curve from (0, 0) to (1, 1) used as a timing curve: it maps the fraction of time elapsed
/// (x) to the fraction of the change applied (y) (§6.9).
///
/// This is the pure math behind ``CAMediaTimingFunction``. The curve is parametric, so evaluating it at a
/// time fraction means solving x(s) = x for the curve parameter s first, then returning y(s).
///
/// The x coordinates of the control points are clamped to [0, 1]. That keeps x(s) monotonic, so every time
/// fraction has exactly one value; the y coordinates are free, so curves may overshoot (y outside [0, 1]).
/// What Core Animation does with control-point x outside [0, 1] is unverified.
package struct UnitBezier: Sendable, Hashable {
    /// The first control point's x, clamped to [0, 1].
    package let c1x: Double
    /// The first control point's y.
    package let c1y: Double
    /// The second control point's x, clamped to [0, 1].
    package let c2x: Double
    /// The second control point's y.
    package let c2y: Double

    // Power-basis coefficients: x(s) = ((ax·s + bx)·s + cx)·s, and likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates the curve through (0, 0), (c1x, c1y), (c2x, c2y) and (1, 1).
    package init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
        self.c2x = min(max(c2x, 0), 1)
        self.c2y = c2y
        cx = 3 * self.c1x
        bx = 3 * (self.c2x - self.c1x) - cx
        ax = 1 - cx - bx
        cy = 3 * c1y
        by = 3 * (c2y - c1y) - cy
        ay = 1 - cy - by
    }

    /// The straight line: y = x.
    package static let linear = UnitBezier(0, 0, 1, 1)

    /// The curve's value y at the time fraction `x`, which is clamped to [0, 1].
    ///
    /// The curve parameter is found to within 1e-12, so the result is accurate to well under 1e-9
    /// wherever the slope is finite.
    package func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }  // Exact ends: the power basis can round y(1) to 1 + 2⁻⁵².
        guard x < 1 else { return 1 }
        return sampleY(parameter(forX: x))
    }

    /// The slope dy/dx at the time fraction `x` (clamped to [0, 1]).
    ///
    /// Used to carry velocity from one animation into the next. Where dx/ds vanishes — only possible at the
    /// ends, when a control point sits on the x = 0 or x = 1 edge — the slope is the limit of dy/dx:
    /// finite when dy/ds vanishes too (the linear curve has slope 1 there), otherwise ±infinity.
    package func slope(at x: Double) -> Double {
        let s = parameter(forX: x)
        let dx = sampleDerivativeX(s)
        let dy = sampleDerivativeY(s)
        if abs(dx) > 1e-12 { return dy / dx }
        // L'Hôpital at a stationary point of x(s): compare the first non-vanishing derivatives.
        if abs(dy) > 1e-12 { return dy > 0 ? .infinity : -.infinity }
        let ddx = 6 * ax * s + 2 * bx, ddy = 6 * ay * s + 2 * by
        if abs(ddx) > 1e-12 { return ddy / ddx }
        // x(s) = s³ near this point (both control points on the same edge); y''' / x''' = ay / ax.
        return ax != 0 ? ay / ax : 0
    }

    /// The curve parameter s in [0, 1] with x(s) = `x` (clamped to [0, 1]).
    ///
    /// Newton's method from s = x converges in a few steps for ordinary curves; it stops once a step is
    /// below 1e-12 (the error after that step is far smaller). Otherwise bisection, which always works because
    /// x(s) is monotonic, narrows [0, 1] down to adjacent doubles.
    package func parameter(forX x: Double) -> Double {
        guard x > 0 else { return 0 }  // Also catches NaN.
        guard x < 1 else { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            let derivative = sampleDerivativeX(s)
            guard derivative > 1e-6 else { break }
            s -= error / derivative
            // Converging quadratically, the step just taken leaves an error far below the one estimated.
            if abs(error) / derivative < 1e-12 { return min(max(s, 0), 1) }
            guard s > 0, s < 1 else { break }
        }
        var low = 0.0, high = 1.0
        while true {
            let middle = low + (high - low) / 2
            guard middle > low, middle < high else { break }
            if sampleX(middle) < x { low = middle } else { high = middle }
        }
        return low + (high - low) / 2
    }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func sampleDerivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }
}
