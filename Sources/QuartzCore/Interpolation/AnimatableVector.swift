import CoreGraphics

/// A value that animations can blend: a vector space, so that basic interpolation, keyframe splines and
/// additive animations (§6.3: an offset `old − new` decaying to zero, summed onto the model value) all work on it.
package protocol AnimatableVector: Equatable {
    /// The additive identity: what an additive animation contributes when it has decayed.
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// The vector multiplied by a scalar.
    func scaled(by factor: Double) -> Self
    /// Squared Euclidean length, used to space paced keyframes at constant speed.
    var magnitudeSquared: Double { get }
    /// The blend at `fraction` (0 = `self`, 1 = `other`). Straight-line by default; a type whose values are not
    /// points on a line (a decomposed transform's rotation) overrides it.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension AnimatableVector {
    /// Straight-line blend: `self` at 0, `other` at 1, extrapolating outside [0, 1] (springs overshoot).
    package func interpolated(to other: Self, fraction: Double) -> Self {
        self + (other - self).scaled(by: fraction)
    }
}

extension Double: AnimatableVector {
    package func scaled(by factor: Double) -> Double { self * factor }
    package var magnitudeSquared: Double { self * self }
}

extension CGFloat: AnimatableVector {
    package func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
    package var magnitudeSquared: Double { Double(self * self) }
}

extension CGPoint: AnimatableVector {
    package static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    package static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    package func scaled(by factor: Double) -> CGPoint { CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor)) }
    package var magnitudeSquared: Double { Double(x * x + y * y) }
}

extension CGSize: AnimatableVector {
    package static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    package static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
    package func scaled(by factor: Double) -> CGSize {
        CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
    }
    package var magnitudeSquared: Double { Double(width * width + height * height) }
}

extension CGRect: AnimatableVector {
    package static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }
    package static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }
    /// Scales origin and size alike. `CGRect` arithmetic never standardizes: a negative size is a valid offset.
    package func scaled(by factor: Double) -> CGRect {
        CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }
    package var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}
