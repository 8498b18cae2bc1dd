import CoreGraphics

/// How a layer moving along a keyframe path turns (`CAKeyframeAnimation.rotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turns to the path's tangent (the direction of travel).
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turns to the tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
