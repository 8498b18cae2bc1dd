import CoreGraphics

/// Gravity and push behaviors describe their vector both ways — as `(dx, dy)` and as an angle and a magnitude —
/// and keep the two in step; the conversion lives here once.
extension CGVector {
    /// A vector `magnitude` long at `angle` radians (0 along +x, π/2 down the screen).
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The direction in radians: 0 along +x, π/2 down the screen.
    var polarAngle: CGFloat { atan2(dy, dx) }

    /// The length.
    var polarMagnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
