import CoreGraphics

// Core Animation flattens every layer onto its parent's plane: a point of the layer's own z = 0 plane goes
// through the transform and is divided by w (§8). These two maps, one each way, are what converting points
// through 3D-transformed ancestors and hit-testing a perspective-rotated card need.

extension CATransform3D {
    /// Where the point `(point.x, point.y, 0)` of the layer's plane is drawn in the parent's plane:
    /// `(x'/w', y'/w')` of `[x y 0 1] × self`.
    ///
    /// Returns `nil` when `w' ≤ 0`: the point is level with or behind the eye, so it has no image (Core
    /// Animation clips it away). Without perspective `w'` is always 1.
    package func projectedPoint(_ point: CGPoint) -> CGPoint? {
        let h = transform((x: point.x, y: point.y, z: 0))
        guard h.w > 0, h.w.isFinite else { return nil }
        let projected = CGPoint(x: h.x / h.w, y: h.y / h.w)
        guard projected.x.isFinite, projected.y.isFinite else { return nil }
        return projected
    }

    /// The point of the layer's z = 0 plane that ``projectedPoint(_:)`` draws at `point` in the parent's plane.
    ///
    /// Solves `(x·m11 + y·m21 + m41) = X·w` and `(x·m12 + y·m22 + m42) = Y·w` with `w = x·m14 + y·m24 + m44`,
    /// a 2×2 linear system in `x, y`. Returns `nil` when it has no usable solution: the layer is seen edge-on
    /// (the system is degenerate — e.g. a quarter turn about y, which shows no area to hit), or the solution
    /// lies behind the eye (`w ≤ 0`), so nothing of the layer is drawn at `point`.
    package func unprojectedPoint(_ point: CGPoint) -> CGPoint? {
        let (px, py) = (point.x, point.y)
        // Row i is [coefficient of x, coefficient of y | right-hand side].
        let a11 = m11 - px * m14, a12 = m21 - px * m24, b1 = px * m44 - m41
        let a21 = m12 - py * m14, a22 = m22 - py * m24, b2 = py * m44 - m42
        let det = a11 * a22 - a12 * a21
        // Degenerate when the determinant is negligible against the size of the coefficients: scale-free, and
        // catches cos(π/2) = 6e-17 left over in a quarter-turn matrix.
        let size = Swift.max(abs(a11), abs(a12), abs(a21), abs(a22))
        guard size > 0, size.isFinite, abs(det) > 1e-12 * size * size else { return nil }
        let x = (b1 * a22 - a12 * b2) / det
        let y = (a11 * b2 - b1 * a21) / det
        let w = x * m14 + y * m24 + m44
        guard w > 0, x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }
}
