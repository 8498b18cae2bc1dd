import CoreGraphics

/// A projective map of the plane: what a layer's 4×4 transform does to the layer's own z = 0 plane once the
/// result is flattened onto the parent's plane.
///
/// Core Animation flattens at every layer (there is no `preserves3D` outside `CATransformLayer`): a point of a
/// layer's plane goes through the 4×4 transform and is divided by w, and its z is thrown away before the next
/// transform up the tree applies. Only the rows and columns for x, y and w of each 4×4 matter then, so the map
/// from any layer to the screen is the product of these 3×3 matrices — exactly, with no approximation.
///
/// Row-vector convention like ``CATransform3D``: `[x y 1] × H = [X Y W]`, drawn at `(X / W, Y / W)`;
/// `a * b` applies `a` first.
package struct Homography: Equatable, Sendable {
    package var m11: Double, m12: Double, m13: Double
    package var m21: Double, m22: Double, m23: Double
    package var m31: Double, m32: Double, m33: Double

    package init(m11: Double, m12: Double, m13: Double,
                 m21: Double, m22: Double, m23: Double,
                 m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    package static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The flattened action of a 4×4 transform on the z = 0 plane: rows and columns 1, 2 and 4.
    package init(_ t: CATransform3D) {
        self.init(m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
                  m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
                  m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    }

    package init(_ t: CGAffineTransform) {
        self.init(m11: Double(t.a), m12: Double(t.b), m13: 0,
                  m21: Double(t.c), m22: Double(t.d), m23: 0,
                  m31: Double(t.tx), m32: Double(t.ty), m33: 1)
    }

    package static func translation(_ x: Double, _ y: Double) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    package static func scale(_ x: Double, _ y: Double) -> Homography {
        Homography(m11: x, m12: 0, m13: 0, m21: 0, m22: y, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// `a` then `b`.
    package static func * (a: Homography, b: Homography) -> Homography {
        Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    package var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Whether the map squashes the plane onto a line or a point: the plane seen exactly edge-on. The
    /// determinant is compared with the size of the entries, so that the rounding of cos(π/2) ≈ 6·10⁻¹⁷ in a
    /// 90° turn counts as zero (it would otherwise draw a one-pixel line).
    package var isDegenerate: Bool {
        let det = determinant
        let size = Swift.max(abs(m11), abs(m12), abs(m21), abs(m22), abs(m33), abs(m13), abs(m23), 1e-300)
        return !det.isFinite || abs(det) <= 1e-14 * size * size * size
    }

    /// The inverse map, or nil when the plane is seen edge-on (singular).
    package var inverse: Homography? {
        guard !isDegenerate else { return nil }
        let k = 1 / determinant
        return Homography(
            m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }

    /// `[x y 1] × self`, before the division by w.
    package func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    /// Where `p` is drawn, or nil when it is level with or behind the eye (w ≤ 0).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let h = homogeneous(Double(p.x), Double(p.y))
        guard h.w > 0, h.w.isFinite else { return nil }
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// Whether w is the same everywhere within `rect`, to a precision where no pixel could tell: then the map
    /// is affine there, and cairo can draw through it directly.
    package func isAffine(over rect: CGRect) -> Bool {
        guard m33 != 0 else { return false }
        let extent = Double(Swift.max(abs(rect.minX), abs(rect.maxX)) + Swift.max(abs(rect.minY), abs(rect.maxY)) + 1)
        return (abs(m13) + abs(m23)) * extent <= 1e-9 * abs(m33)
    }

    /// The affine part (exact when ``isAffine(over:)`` holds).
    package var affine: CGAffineTransform {
        CGAffineTransform(a: CGFloat(m11 / m33), b: CGFloat(m12 / m33), c: CGFloat(m21 / m33), d: CGFloat(m22 / m33),
                          tx: CGFloat(m31 / m33), ty: CGFloat(m32 / m33))
    }

    /// How many destination units one unit of the plane covers at `p`, at most, in any direction: the larger
    /// singular value of the map's Jacobian there. Nil where `p` is not in front of the eye.
    package func magnification(at p: CGPoint) -> Double? {
        let h = homogeneous(Double(p.x), Double(p.y))
        guard h.w > 0 else { return nil }
        let X = h.x / h.w, Y = h.y / h.w
        // d(X)/dx = (m11 − X m13) / w, and so on.
        let a = (m11 - X * m13) / h.w, b = (m21 - X * m23) / h.w
        let c = (m12 - Y * m13) / h.w, d = (m22 - Y * m23) / h.w
        let s = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        let disc = Swift.max(s * s / 4 - det * det, 0).squareRoot()
        return (s / 2 + disc).squareRoot()
    }
}
