import CoreGraphics

/// How the animator outlines an item when it collides (§9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds, rotated with it. The default.
    case rectangle = 0
    /// The ellipse inscribed in the item's bounds (a circle for a square item).
    case ellipse = 1
    /// `collisionBoundingPath`: a convex path with its origin at the item's centre (curves are flattened; a
    /// concave path collides as its convex hull, as Chipmunk's polygons are convex).
    case path = 2
}
