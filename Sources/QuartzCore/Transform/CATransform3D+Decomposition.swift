import CoreGraphics

/// A transform split into the parts animations blend: scale, skew, rotation, translation and perspective.
///
/// Blending two matrices entry by entry does not rotate — halfway between identity and a half-turn it
/// collapses the layer through zero size. Core Animation instead decomposes both ends (reportedly the
/// classic "unmatrix" decomposition that CSS Transforms Level 2 also specifies), blends the parts — the
/// rotation along the shorter great-circle arc between the two quaternions — and recomposes.
///
/// In Core Animation's row-vector convention (§8) the parts compose as
/// `Scale × Skew × Rotation × Translation × Perspective`: a point is scaled first, then sheared, rotated,
/// moved, and finally put in perspective.
///
/// As an ``AnimatableVector`` the parts add and scale component by component — what keyframe splines and
/// additive offsets need; ``transform`` normalizes the quaternion, so such sums still recompose to a rotation.
package struct DecomposedTransform: Hashable, Sendable {
    /// How far the origin moves: `m41, m42, m43`.
    package var translation: SIMD3<Double>
    /// The scale along each local axis, applied first. A mirror image shows as a negative x scale.
    package var scale: SIMD3<Double>
    /// The shear factors `(xy, xz, yz)`: the shear matrix has rows `[1 0 0]`, `[xy 1 0]`, `[xz yz 1]`, so
    /// x gains `xy·y + xz·z` and y gains `yz·z`.
    package var skew: SIMD3<Double>
    /// The perspective column `(p1, p2, p3, p4)`, applied last; `(0, 0, 0, 1)` for no perspective.
    package var perspective: SIMD4<Double>
    /// The rotation as a quaternion `(x, y, z, w)`: `sin(θ/2)·axis` and `cos(θ/2)`.
    package var rotation: SIMD4<Double>

    /// Creates a decomposition from its parts.
    package init(
        translation: SIMD3<Double> = .zero,
        scale: SIMD3<Double> = .one,
        skew: SIMD3<Double> = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
        rotation: SIMD4<Double> = SIMD4(0, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The decomposition of the identity transform.
    package static let identity = DecomposedTransform()

    /// Decomposes `t`, or returns `nil` when its upper 3×3 part is singular (some axis is scaled to nothing),
    /// where the rotation — and so the blend — is undefined.
    package init?(_ t: CATransform3D) {
        guard let parts = Self.decompose(t, allowingSingular: false) else { return nil }
        self = parts
    }

    /// Decomposes `t` even when it is singular, picking arbitrary directions for collapsed axes (their scale
    /// is 0, so any direction recomposes to the same matrix). Lossy only for singular matrices with
    /// perspective or with skew into a collapsed axis. Used to read and write single components.
    init(leniently t: CATransform3D) {
        self = Self.decompose(t, allowingSingular: true) ?? .identity
    }

    /// The transform these parts compose to.
    package var transform: CATransform3D {
        let rows = Self.rotationRows(of: rotation)
        let a0 = scale.x * rows[0]
        let a1 = scale.y * (skew.x * rows[0] + rows[1])
        let a2 = scale.z * (skew.y * rows[0] + skew.z * rows[1] + rows[2])
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let entries: [Double] = [
            a0.x, a0.y, a0.z, (a0 * p).sum(),
            a1.x, a1.y, a1.z, (a1 * p).sum(),
            a2.x, a2.y, a2.z, (a2 * p).sum(),
            translation.x, translation.y, translation.z, (translation * p).sum() + perspective.w,
        ]
        return CATransform3D(entries: entries.map { CGFloat($0) })
    }

    /// Blends towards `other`: every part linearly, except the rotation, which follows the shortest arc
    /// between the two orientations at constant angular speed (spherical linear interpolation).
    /// `fraction` may leave 0…1, as springs overshoot.
    ///
    /// This shadows ``AnimatableVector``'s straight-line blend. That one is an extension method, not a protocol
    /// requirement, so code generic over `AnimatableVector` still calls it; call this on the concrete type.
    package func interpolated(to other: DecomposedTransform, fraction: Double) -> DecomposedTransform {
        DecomposedTransform(
            translation: translation + (other.translation - translation) * fraction,
            scale: scale + (other.scale - scale) * fraction,
            skew: skew + (other.skew - skew) * fraction,
            perspective: perspective + (other.perspective - perspective) * fraction,
            rotation: Self.slerp(rotation, other.rotation, fraction)
        )
    }
}

extension DecomposedTransform: AnimatableVector {
    /// All parts zero — the additive identity, not the identity transform (that is ``identity``).
    package static var zero: DecomposedTransform {
        DecomposedTransform(scale: .zero, perspective: .zero, rotation: .zero)
    }

    package static func + (lhs: DecomposedTransform, rhs: DecomposedTransform) -> DecomposedTransform {
        DecomposedTransform(
            translation: lhs.translation + rhs.translation, scale: lhs.scale + rhs.scale,
            skew: lhs.skew + rhs.skew, perspective: lhs.perspective + rhs.perspective,
            rotation: lhs.rotation + rhs.rotation
        )
    }

    package static func - (lhs: DecomposedTransform, rhs: DecomposedTransform) -> DecomposedTransform {
        DecomposedTransform(
            translation: lhs.translation - rhs.translation, scale: lhs.scale - rhs.scale,
            skew: lhs.skew - rhs.skew, perspective: lhs.perspective - rhs.perspective,
            rotation: lhs.rotation - rhs.rotation
        )
    }

    package func scaled(by factor: Double) -> DecomposedTransform {
        DecomposedTransform(
            translation: translation * factor, scale: scale * factor, skew: skew * factor,
            perspective: perspective * factor, rotation: rotation * factor
        )
    }

    package var magnitudeSquared: Double {
        (translation * translation).sum() + (scale * scale).sum() + (skew * skew).sum()
            + (perspective * perspective).sum() + (rotation * rotation).sum()
    }
}

// MARK: - Decomposing

extension DecomposedTransform {
    /// Splits `t` into parts. With `allowingSingular`, collapsed axes get scale 0 and an arbitrary direction
    /// completing a right-handed frame; without it, any collapsed axis fails the decomposition.
    private static func decompose(_ t: CATransform3D, allowingSingular: Bool) -> DecomposedTransform? {
        let m = t.entries.map { Double($0) }
        guard m.allSatisfy(\.isFinite) else { return nil }
        let a = [SIMD3(m[0], m[1], m[2]), SIMD3(m[4], m[5], m[6]), SIMD3(m[8], m[9], m[10])]
        let translation = SIMD3(m[12], m[13], m[14])
        let perspectiveColumn = SIMD3(m[3], m[7], m[11])

        // Gram–Schmidt on the rows: a0 = sx·r0, a1 = xy·r0 + sy·r1, a2 = xz·r0 + yz·r1 + sz·r2.
        // A row whose remainder is negligible next to the longest row marks a collapsed axis.
        let tolerance = 1e-12 * a.map(length).max()!
        var rows: [SIMD3<Double>?] = [nil, nil, nil]
        var scale = SIMD3<Double>.zero
        var shear = (xy: 0.0, xz: 0.0, yz: 0.0)
        for i in 0..<3 {
            var remainder = a[i]
            for j in 0..<i {
                guard let r = rows[j] else { continue }
                let component = (r * remainder).sum()
                remainder -= component * r
                switch (j, i) {
                case (0, 1): shear.xy = component
                case (0, 2): shear.xz = component
                default: shear.yz = component
                }
            }
            let size = length(remainder)
            if size > tolerance {
                rows[i] = remainder / size
                scale[i] = size
            }
        }
        let collapsed = rows.contains { $0 == nil }
        if collapsed && !allowingSingular { return nil }
        var frame = completedFrame(rows)

        // Skew is shear relative to the sheared axis' own scale; a collapsed axis cannot carry any (lossy).
        var skew = SIMD3(
            scale.y == 0 ? 0 : shear.xy / scale.y,
            scale.z == 0 ? 0 : shear.xz / scale.z,
            scale.z == 0 ? 0 : shear.yz / scale.z
        )
        // A mirror image leaves a left-handed frame. Flip the x axis — its scale and the shears it feeds — so
        // the rotation stays proper and a 2D flip stays 2D (a flipped card shrinks through zero width rather
        // than somersaulting, as negating all three scales would have it).
        if determinant(frame) < 0 {
            frame[0] = -frame[0]
            scale.x = -scale.x
            skew.x = -skew.x
            skew.y = -skew.y
        }

        // Perspective: column 4 of the matrix is (A·p, t·p + p4), so solve A·p = column by Cramer's rule.
        var perspective = SIMD4<Double>(0, 0, 0, m[15])
        if perspectiveColumn != .zero {
            let det = (a[0] * cross(a[1], a[2])).sum()
            if det != 0, !collapsed {
                let p = (perspectiveColumn.x * cross(a[1], a[2]) + perspectiveColumn.y * cross(a[2], a[0])
                    + perspectiveColumn.z * cross(a[0], a[1])) / det
                perspective = SIMD4(p.x, p.y, p.z, m[15] - (translation * p).sum())
            } else if !allowingSingular {
                return nil
            }
        }
        return DecomposedTransform(
            translation: translation, scale: scale, skew: skew, perspective: perspective,
            rotation: quaternion(ofRows: frame)
        )
    }

    /// Fills the missing rows of a partial orthonormal frame so that it is complete and right-handed.
    private static func completedFrame(_ rows: [SIMD3<Double>?]) -> [SIMD3<Double>] {
        let known = rows.indices.filter { rows[$0] != nil }
        switch known.count {
        case 3:
            return rows.map { $0! }
        case 0:
            return [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        case 1:
            // Add the basis vector least aligned with the known row, made perpendicular to it.
            let r = rows[known[0]]!
            let m = SIMD3(abs(r.x), abs(r.y), abs(r.z))
            let axis = m.x <= m.y && m.x <= m.z ? 0 : (m.y <= m.z ? 1 : 2)
            var e = SIMD3<Double>.zero
            e[axis] = 1
            let u = e - (e * r).sum() * r
            var filled = rows
            filled[filled.firstIndex { $0 == nil }!] = u / length(u)
            return completedFrame(filled)
        default:
            // The missing row is the cross product of the other two, signed for a right-handed frame.
            let missing = rows.firstIndex { $0 == nil }!
            let others = known.map { rows[$0]! }
            var frame = rows.map { $0 ?? cross(others[0], others[1]) }
            if determinant(frame) < 0 { frame[missing] = -frame[missing] }
            return frame
        }
    }

    /// The unit quaternion `(x, y, z, w)` of a proper rotation given by its rows (row-vector convention),
    /// by Shepperd's method: divide by whichever of `w, x, y, z` is largest, for accuracy.
    ///
    /// For the rotation about unit axis `k` by `θ` this is `(sin(θ/2)·k, cos(θ/2))`.
    private static func quaternion(ofRows r: [SIMD3<Double>]) -> SIMD4<Double> {
        let trace = r[0].x + r[1].y + r[2].z
        var q: SIMD4<Double>
        if trace > 0 {
            let w = (trace + 1).squareRoot() / 2
            q = SIMD4((r[1].z - r[2].y) / (4 * w), (r[2].x - r[0].z) / (4 * w), (r[0].y - r[1].x) / (4 * w), w)
        } else if r[0].x >= r[1].y && r[0].x >= r[2].z {
            let x = (1 + r[0].x - r[1].y - r[2].z).squareRoot() / 2
            q = SIMD4(x, (r[0].y + r[1].x) / (4 * x), (r[0].z + r[2].x) / (4 * x), (r[1].z - r[2].y) / (4 * x))
        } else if r[1].y >= r[2].z {
            let y = (1 - r[0].x + r[1].y - r[2].z).squareRoot() / 2
            q = SIMD4((r[0].y + r[1].x) / (4 * y), y, (r[1].z + r[2].y) / (4 * y), (r[2].x - r[0].z) / (4 * y))
        } else {
            let z = (1 - r[0].x - r[1].y + r[2].z).squareRoot() / 2
            q = SIMD4((r[0].z + r[2].x) / (4 * z), (r[1].z + r[2].y) / (4 * z), z, (r[0].y - r[1].x) / (4 * z))
        }
        q /= length(q)
        return q.w < 0 ? -q : q
    }

    /// The rows of the rotation matrix of quaternion `q` (normalized first; zero gives the identity).
    static func rotationRows(of q: SIMD4<Double>) -> [SIMD3<Double>] {
        let size = length(q)
        guard size > 0, size.isFinite else { return [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)] }
        let (x, y, z, w) = (q.x / size, q.y / size, q.z / size, q.w / size)
        return [
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
        ]
    }

    /// Spherical linear interpolation between unit quaternions along the shorter arc.
    ///
    /// `q` and `−q` are the same orientation; flipping `to` into `from`'s hemisphere picks the short way round.
    private static func slerp(_ from: SIMD4<Double>, _ to: SIMD4<Double>, _ fraction: Double) -> SIMD4<Double> {
        var to = to
        var cosine = (from * to).sum()
        if cosine < 0 {
            to = -to
            cosine = -cosine
        }
        // Nearly parallel: the arc is a straight line to within rounding, and sin(angle) would vanish.
        guard cosine < 0.99999 else { return from + (to - from) * fraction }
        let angle = acos(cosine)
        let sine = sin(angle)
        return from * (sin((1 - fraction) * angle) / sine) + to * (sin(fraction * angle) / sine)
    }

    /// The quaternion of the Euler angles `(x, y, z)`: the rotation `Rx × Ry × Rz` that turns about the x
    /// axis first, then y, then z (row vectors, so the leftmost factor acts first). **Unverified** that Core
    /// Animation composes its `transform.rotation.*` key paths in this order; single-axis use is unaffected.
    package static func rotation(eulerAngles angles: SIMD3<Double>) -> SIMD4<Double> {
        let m = CATransform3DMakeRotation(CGFloat(angles.x), 1, 0, 0)
            * CATransform3DMakeRotation(CGFloat(angles.y), 0, 1, 0)
            * CATransform3DMakeRotation(CGFloat(angles.z), 0, 0, 1)
        let e = m.entries.map { Double($0) }
        return quaternion(ofRows: [SIMD3(e[0], e[1], e[2]), SIMD3(e[4], e[5], e[6]), SIMD3(e[8], e[9], e[10])])
    }

    /// The rotation as Euler angles `(x, y, z)` in the order of ``rotation(eulerAngles:)``, each in −π…π.
    ///
    /// Every rotation has two such triples (`(x + π, π − y, z + π)` is the other); this picks the one with the
    /// smaller total turn, so a single-axis rotation reads back as that axis alone — `rotation.y` of
    /// `CATransform3DMakeRotation(2, 0, 1, 0)` is 2, not `π − 2` with half-turns about x and z.
    package var eulerAngles: SIMD3<Double> {
        let r = Self.rotationRows(of: rotation)
        let sineY = Swift.min(1, Swift.max(-1, -r[0].z))
        let y = asin(sineY)
        guard abs(sineY) < 1 - 1e-12 else {
            // Gimbal lock: x and z turn about the same axis; put it all in z.
            return SIMD3(0, y, atan2(-r[1].x, r[1].y))
        }
        let first = SIMD3(atan2(r[1].z, r[2].z), y, atan2(r[0].y, r[0].x))
        let second = SIMD3(wrapped(first.x + .pi), wrapped(.pi - y), wrapped(first.z + .pi))
        let turn = { (v: SIMD3<Double>) in abs(v.x) + abs(v.y) + abs(v.z) }
        return turn(second) < turn(first) - 1e-12 ? second : first
    }
}

/// `angle` reduced to −π…π.
private func wrapped(_ angle: Double) -> Double {
    remainder(angle, 2 * .pi)
}

private func length<V: SIMD>(_ v: V) -> Double where V.Scalar == Double {
    (v * v).sum().squareRoot()
}

private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
}

private func determinant(_ rows: [SIMD3<Double>]) -> Double {
    (rows[0] * cross(rows[1], rows[2])).sum()
}

// MARK: - Blending matrices

extension CATransform3D {
    /// Blends two transforms the way a basic `transform` animation does: decompose both, blend the parts
    /// (rotation by slerp), recompose. Exactly `self` at 0 and `other` at 1.
    ///
    /// If either end is singular (e.g. scaled to zero) it falls back to blending the sixteen entries.
    /// **Unverified:** iOS 8+ reportedly does not animate to a singular transform at all — the view jumps to it
    /// (Apple Developer Forums thread 21945; Stack Overflow 25964224).
    package func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if let from = DecomposedTransform(self), let to = DecomposedTransform(other) {
            return from.interpolated(to: to, fraction: fraction).transform
        }
        let f = CGFloat(fraction)
        return CATransform3D(entries: zip(entries, other.entries).map { $0 + ($1 - $0) * f })
    }
}
