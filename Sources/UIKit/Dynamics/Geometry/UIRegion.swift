import CoreGraphics

/// An area a field acts in, centred on the field's position (§9): a circle, a rectangle, everything, or sets built
/// from those.
///
/// Immutable, so copies are the region itself. The combining methods return `UIRegion` where Apple's return `Self`.
@preconcurrency @MainActor
open class UIRegion: NSObject, NSCopying {
    fileprivate indirect enum Shape: Sendable {
        case everything
        case circle(radius: Double)
        case rectangle(halfWidth: Double, halfHeight: Double)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: Vector2) -> Bool {
            switch self {
            case .everything: true
            case .circle(let r): p.x * p.x + p.y * p.y <= r * r
            case .rectangle(let w, let h): abs(p.x) <= w && abs(p.y) <= h
            case .inverse(let s): !s.contains(p)
            case .union(let a, let b): a.contains(p) || b.contains(p)
            case .difference(let a, let b): a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): a.contains(p) && b.contains(p)
            }
        }
    }

    fileprivate let shape: Shape

    fileprivate init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// A circle of `radius` around the field's position.
    public convenience init(radius: CGFloat) {
        self.init(shape: .circle(radius: Double(radius)))
    }

    /// A rectangle of `size` centred on the field's position.
    public convenience init(size: CGSize) {
        self.init(shape: .rectangle(halfWidth: Double(size.width) / 2, halfHeight: Double(size.height) / 2))
    }

    /// The whole plane; a field's default region.
    open class var infinite: UIRegion { UIRegion(shape: .everything) }

    /// Everything outside this region.
    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }

    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }

    /// This region without the parts in `region`.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }

    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether a point, relative to the region's centre, is inside.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(Vector2(point)) }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
