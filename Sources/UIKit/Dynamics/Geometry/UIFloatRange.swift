import CoreGraphics

/// A closed range of floating-point values, e.g. how far a sliding attachment may travel (§9).
///
/// Dynamics is its first user in Flipbook; it belongs with UIKit's geometry (UIGeometry.h) and can move there.
public struct UIFloatRange: Equatable, Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public static let zero = UIFloatRange()

    /// From −∞ to +∞: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
