import CoreGraphics

// Apple's CATransform3D functions, under their C names. Every "operation on t" prepends: the new step happens
// first, in the layer's local space, exactly like CGAffineTransform's translatedBy/scaledBy/rotated (§8).

/// Whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are exactly equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that moves points by `(tx, ty, tz)`: the identity with `m41 m42 m43` set.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)` about the origin: the diagonal `sx, sy, sz, 1`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// Returns a rotation by `angle` radians about the axis through the origin along `(x, y, z)`.
///
/// The axis is normalized first; a zero-length axis gives the identity (§8). About the z axis this is the same
/// matrix as `CGAffineTransform(rotationAngle:)` — `m11 = cos, m12 = sin, m21 = −sin, m22 = cos` — so it
/// looks clockwise on screen; about y, a positive angle swings the layer's +x edge away from the viewer (−z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    let versine = 1 - cosine
    // The transpose of Rodrigues' column-vector rotation matrix, because points are row vectors here.
    return CATransform3D(
        m11: cosine + versine * x * x, m12: versine * x * y + sine * z, m13: versine * x * z - sine * y, m14: 0,
        m21: versine * x * y - sine * z, m22: cosine + versine * y * y, m23: versine * y * z + sine * x, m24: 0,
        m31: versine * x * z + sine * y, m32: versine * y * z - sine * x, m33: cosine + versine * z * z, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// Returns `t` with a translation applied first: `Translation(tx, ty, tz) × t` (§8).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz) * t
}

/// Returns `t` with a scale applied first: `Scale(sx, sy, sz) × t` (§8).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz) * t
}

/// Returns `t` with a rotation applied first: `Rotation(angle, x, y, z) × t` (§8).
///
/// Apple leaves a zero-length axis undefined; Flipbook returns `t` unchanged, like a zero angle.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z) * t
}

/// Returns `a × b`: the transform that applies `a`, then `b` (§8).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a * b
}

/// Returns the inverse of `t`, or `t` itself when it has none (as Apple documents).
///
/// See ``CATransform3D/inverse`` for what counts as singular.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
}

/// Returns the 3D transform that acts on the z = 0 plane as `m` does and leaves z alone.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1
    )
}

/// Whether `t` is exactly representable as an affine transform: it is what
/// ``CATransform3DMakeAffineTransform(_:)`` makes, with no z terms and no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine transform made of `m11 m12 m21 m22 m41 m42`.
///
/// Meaningful only when ``CATransform3DIsAffine(_:)`` holds; otherwise the z and perspective terms are dropped.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
    /// The matrix product `lhs × rhs`: apply `lhs`, then `rhs`.
    package static func * (lhs: CATransform3D, rhs: CATransform3D) -> CATransform3D {
        CATransform3D(
            m11: lhs.m11 * rhs.m11 + lhs.m12 * rhs.m21 + lhs.m13 * rhs.m31 + lhs.m14 * rhs.m41,
            m12: lhs.m11 * rhs.m12 + lhs.m12 * rhs.m22 + lhs.m13 * rhs.m32 + lhs.m14 * rhs.m42,
            m13: lhs.m11 * rhs.m13 + lhs.m12 * rhs.m23 + lhs.m13 * rhs.m33 + lhs.m14 * rhs.m43,
            m14: lhs.m11 * rhs.m14 + lhs.m12 * rhs.m24 + lhs.m13 * rhs.m34 + lhs.m14 * rhs.m44,
            m21: lhs.m21 * rhs.m11 + lhs.m22 * rhs.m21 + lhs.m23 * rhs.m31 + lhs.m24 * rhs.m41,
            m22: lhs.m21 * rhs.m12 + lhs.m22 * rhs.m22 + lhs.m23 * rhs.m32 + lhs.m24 * rhs.m42,
            m23: lhs.m21 * rhs.m13 + lhs.m22 * rhs.m23 + lhs.m23 * rhs.m33 + lhs.m24 * rhs.m43,
            m24: lhs.m21 * rhs.m14 + lhs.m22 * rhs.m24 + lhs.m23 * rhs.m34 + lhs.m24 * rhs.m44,
            m31: lhs.m31 * rhs.m11 + lhs.m32 * rhs.m21 + lhs.m33 * rhs.m31 + lhs.m34 * rhs.m41,
            m32: lhs.m31 * rhs.m12 + lhs.m32 * rhs.m22 + lhs.m33 * rhs.m32 + lhs.m34 * rhs.m42,
            m33: lhs.m31 * rhs.m13 + lhs.m32 * rhs.m23 + lhs.m33 * rhs.m33 + lhs.m34 * rhs.m43,
            m34: lhs.m31 * rhs.m14 + lhs.m32 * rhs.m24 + lhs.m33 * rhs.m34 + lhs.m34 * rhs.m44,
            m41: lhs.m41 * rhs.m11 + lhs.m42 * rhs.m21 + lhs.m43 * rhs.m31 + lhs.m44 * rhs.m41,
            m42: lhs.m41 * rhs.m12 + lhs.m42 * rhs.m22 + lhs.m43 * rhs.m32 + lhs.m44 * rhs.m42,
            m43: lhs.m41 * rhs.m13 + lhs.m42 * rhs.m23 + lhs.m43 * rhs.m33 + lhs.m44 * rhs.m43,
            m44: lhs.m41 * rhs.m14 + lhs.m42 * rhs.m24 + lhs.m43 * rhs.m34 + lhs.m44 * rhs.m44
        )
    }

    /// `self × other`: the transform that applies `self`, then `other`.
    package func concatenating(_ other: CATransform3D) -> CATransform3D {
        self * other
    }

    /// Maps a point to homogeneous coordinates: `[x y z 1] × self`. Divide by `w` to get the drawn point.
    package func transform(
        _ point: (x: CGFloat, y: CGFloat, z: CGFloat)
    ) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let (x, y, z) = point
        return (
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            z: x * m13 + y * m23 + z * m33 + m43,
            w: x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// The 2×2 minors of rows 1–2 and rows 3–4, from which both the determinant and the adjugate are built.
    private var minors: (top: [CGFloat], bottom: [CGFloat]) {
        let top = [
            m11 * m22 - m21 * m12, m11 * m23 - m21 * m13, m11 * m24 - m21 * m14,
            m12 * m23 - m22 * m13, m12 * m24 - m22 * m14, m13 * m24 - m23 * m14,
        ]
        let bottom = [
            m31 * m42 - m41 * m32, m31 * m43 - m41 * m33, m31 * m44 - m41 * m34,
            m32 * m43 - m42 * m33, m32 * m44 - m42 * m34, m33 * m44 - m43 * m34,
        ]
        return (top, bottom)
    }

    /// The determinant of the 4×4 matrix (Laplace expansion along the first two rows).
    package var determinant: CGFloat {
        let (s, c) = minors
        return s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
    }

    /// The inverse matrix, or `nil` when the matrix is singular.
    ///
    /// Singular means the determinant is negligible against Hadamard's bound (the product of the row lengths,
    /// which it can never exceed): below 1e-12 of it, the rows are dependent up to rounding and an "inverse"
    /// would be noise. The test is scale-free, so tiny but honest scales such as 1e-6 still invert.
    package var inverse: CATransform3D? {
        let (s, c) = minors
        let det = s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
        let e = entries
        var bound: CGFloat = 1
        for row in 0..<4 {
            let r = e[(row * 4)..<(row * 4 + 4)]
            bound *= r.reduce(0) { $0 + $1 * $1 }.squareRoot()
        }
        guard bound > 0, bound.isFinite, det.isFinite, abs(det) > 1e-12 * bound else { return nil }
        let adjugate = [
            m22 * c[5] - m23 * c[4] + m24 * c[3], -m12 * c[5] + m13 * c[4] - m14 * c[3],
            m42 * s[5] - m43 * s[4] + m44 * s[3], -m32 * s[5] + m33 * s[4] - m34 * s[3],
            -m21 * c[5] + m23 * c[2] - m24 * c[1], m11 * c[5] - m13 * c[2] + m14 * c[1],
            -m41 * s[5] + m43 * s[2] - m44 * s[1], m31 * s[5] - m33 * s[2] + m34 * s[1],
            m21 * c[4] - m22 * c[2] + m24 * c[0], -m11 * c[4] + m12 * c[2] - m14 * c[0],
            m41 * s[4] - m42 * s[2] + m44 * s[0], -m31 * s[4] + m32 * s[2] - m34 * s[0],
            -m21 * c[3] + m22 * c[1] - m23 * c[0], m11 * c[3] - m12 * c[1] + m13 * c[0],
            -m41 * s[3] + m42 * s[1] - m43 * s[0], m31 * s[3] - m32 * s[1] + m33 * s[0],
        ]
        return CATransform3D(entries: adjugate.map { $0 / det })
    }
}
