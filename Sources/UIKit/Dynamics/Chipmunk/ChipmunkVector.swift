@_implementationOnly import CChipmunk

/// The engine's 2-D vector: a point or a direction in the reference view's coordinate space (y down), in points.
typealias Vector2 = SIMD2<Double>

extension SIMD2 where Scalar == Double {
    init(_ v: cpVect) { self.init(v.x, v.y) }

    var cp: cpVect { cpVect(x: x, y: y) }

    var length: Double { (x * x + y * y).squareRoot() }

    func dot(_ other: Self) -> Double { x * other.x + y * other.y }

    /// The 2-D cross product `self.x·other.y − self.y·other.x` (the z of the 3-D one).
    func cross(_ other: Self) -> Double { x * other.y - y * other.x }

    /// Rotated a quarter turn from +x towards +y (clockwise on a y-down screen).
    var perpendicular: Self { Self(-y, x) }

    /// The unit vector in the same direction, or zero for the zero vector.
    var normalized: Self {
        let l = length
        return l > 0 ? self / l : .zero
    }
}
