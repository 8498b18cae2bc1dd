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
