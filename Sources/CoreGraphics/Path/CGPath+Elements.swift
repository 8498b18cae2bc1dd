/// The kind of a path element, which says how many of its points are meaningful.
public enum CGPathElementType: Int32, Sendable {
    /// One point: where a new subpath starts.
    case moveToPoint = 0
    /// One point: the end of a straight line.
    case addLineToPoint = 1
    /// Two points: the control point, then the end.
    case addQuadCurveToPoint = 2
    /// Three points: two control points, then the end.
    case addCurveToPoint = 3
    /// No points: a line back to the subpath's start.
    case closeSubpath = 4
}

/// One element of a path as `applyWithBlock` hands it out: a type and a pointer to its points.
public struct CGPathElement {
    public var type: CGPathElementType
    /// The element's points, valid only during the call that received the element.
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

extension CGPath {
    /// Calls `block` with each element in order; the element and its points are valid only during that call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .moveTo: type = .moveToPoint
            case .lineTo: type = .addLineToPoint
            case .quadCurveTo: type = .addQuadCurveToPoint
            case .curveTo: type = .addCurveToPoint
            case .closeSubpath: type = .closeSubpath
            }
            for (index, point) in element.points.enumerated() { points[index] = point }
            var pathElement = CGPathElement(type: type, points: points)
            block(&pathElement)
        }
    }
}
