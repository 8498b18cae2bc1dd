/// One step of a path, stored in Swift so that a path is a value independent of any renderer;
/// contexts replay these into cairo when they draw.
package enum PathElement: Equatable, Sendable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(CGPoint, control: CGPoint)
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath

    /// The element with every point mapped by `transform`.
    package func applying(_ transform: CGAffineTransform) -> PathElement {
        let map = { (point: CGPoint) in Affine.apply(transform, point) }
        switch self {
        case .moveTo(let p): return .moveTo(map(p))
        case .lineTo(let p): return .lineTo(map(p))
        case .quadCurveTo(let p, let c): return .quadCurveTo(map(p), control: map(c))
        case .curveTo(let p, let c1, let c2): return .curveTo(map(p), control1: map(c1), control2: map(c2))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// The points in Quartz's order: control points first, end point last.
    package var points: [CGPoint] {
        switch self {
        case .moveTo(let p), .lineTo(let p): return [p]
        case .quadCurveTo(let p, let c): return [c, p]
        case .curveTo(let p, let c1, let c2): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }
}
