/// A two-dimensional vector: a direction and magnitude rather than a position, as used for velocities and
/// UIKit Dynamics forces (`UIPushBehavior.pushDirection`, `UIGravityBehavior.gravityDirection`).
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates the zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: Codable {
    /// Decodes `dx` then `dy` from an unkeyed container, as Apple's overlay does.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes `dx` then `dy` into an unkeyed container.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
