import CoreGraphics

/// A part of a transform that Core Animation exposes as its own key path, e.g. `"transform.rotation.z"`;
/// the raw value is the suffix after `"transform."`.
///
/// Animating such a key path animates one number (or, for ``translation``, one size) while the rest of the
/// transform stays as it is, so `"transform.rotation.z"` from 0 to 2π spins a full turn — something no pair of
/// matrices can express, since both ends are the same matrix.
package enum TransformComponent: String, CaseIterable, Sendable {
    /// Rotation about the x axis, in radians.
    case rotationX = "rotation.x"
    /// Rotation about the y axis, in radians.
    case rotationY = "rotation.y"
    /// Rotation about the z axis, in radians.
    case rotationZ = "rotation.z"
    /// The same as ``rotationZ``: the in-plane rotation.
    case rotation = "rotation"
    /// Scale along x.
    case scaleX = "scale.x"
    /// Scale along y.
    case scaleY = "scale.y"
    /// Scale along z.
    case scaleZ = "scale.z"
    /// Uniform scale: reads as the average of the three axes' scales, writes all three.
    case scale = "scale"
    /// Translation along x.
    case translationX = "translation.x"
    /// Translation along y.
    case translationY = "translation.y"
    /// Translation along z.
    case translationZ = "translation.z"
    /// Translation along x and y together, as a `CGSize` (`width` = x, `height` = y) — the one non-scalar.
    case translation = "translation"

    /// Whether the component is a single number: every case but ``translation``.
    package var isScalar: Bool { self != .translation }
}

extension CATransform3D {
    /// The value of a scalar component, as Core Animation's `value(forKeyPath: "transform.…")` reports it.
    ///
    /// Translation is read straight from `m41 m42 m43`; scale and rotation come from the decomposition (see
    /// ``DecomposedTransform``), rotation as Euler angles chosen so a single-axis rotation reads back its angle:
    /// `rotation.y` of `CATransform3DMakeRotation(0.7, 0, 1, 0)` is 0.7. Precondition: `key.isScalar`.
    package func component(_ key: TransformComponent) -> CGFloat {
        switch key {
        case .translationX: return m41
        case .translationY: return m42
        case .translationZ: return m43
        case .translation: preconditionFailure("transform.translation is a size; use translationComponent")
        default: break
        }
        let parts = DecomposedTransform(leniently: self)
        let value: Double = switch key {
        case .scaleX: parts.scale.x
        case .scaleY: parts.scale.y
        case .scaleZ: parts.scale.z
        case .scale: parts.scale.sum() / 3
        case .rotationX: parts.eulerAngles.x
        case .rotationY: parts.eulerAngles.y
        case .rotationZ, .rotation: parts.eulerAngles.z
        case .translationX, .translationY, .translationZ, .translation: 0  // handled above
        }
        return CGFloat(value)
    }

    /// This transform with one scalar component replaced and the others kept: decompose, set, recompose.
    ///
    /// Setting an angle rebuilds the rotation from the three Euler angles, so any angle works, including ones
    /// beyond ±π (reading it back gives the equivalent angle in −π…π). Translation is written straight into
    /// `m41 m42 m43` when there is no perspective, so nothing else picks up rounding.
    /// Precondition: `key.isScalar`.
    package func settingComponent(_ key: TransformComponent, to value: CGFloat) -> CATransform3D {
        precondition(key.isScalar, "transform.translation is a size; use settingTranslationComponent(to:)")
        var t = self
        let hasPerspective = m14 != 0 || m24 != 0 || m34 != 0
        switch key {
        case .translationX where !hasPerspective: t.m41 = value; return t
        case .translationY where !hasPerspective: t.m42 = value; return t
        case .translationZ where !hasPerspective: t.m43 = value; return t
        default: break
        }
        var parts = DecomposedTransform(leniently: self)
        let v = Double(value)
        switch key {
        case .translationX: parts.translation.x = v
        case .translationY: parts.translation.y = v
        case .translationZ: parts.translation.z = v
        case .scaleX: parts.scale.x = v
        case .scaleY: parts.scale.y = v
        case .scaleZ: parts.scale.z = v
        case .scale: parts.scale = SIMD3(repeating: v)
        case .rotationX, .rotationY, .rotationZ, .rotation:
            var angles = parts.eulerAngles
            switch key {
            case .rotationX: angles.x = v
            case .rotationY: angles.y = v
            default: angles.z = v
            }
            parts.rotation = DecomposedTransform.rotation(eulerAngles: angles)
        case .translation: break
        }
        return parts.transform
    }

    /// The `"transform.translation"` component: the x and y translation as a size.
    package var translationComponent: CGSize {
        CGSize(width: m41, height: m42)
    }

    /// This transform with its x and y translation replaced by `size.width` and `size.height`.
    package func settingTranslationComponent(to size: CGSize) -> CATransform3D {
        settingComponent(.translationX, to: size.width).settingComponent(.translationY, to: size.height)
    }
}
