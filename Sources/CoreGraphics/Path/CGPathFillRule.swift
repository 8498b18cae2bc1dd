/// Which points a path encloses when it crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds a non-zero number of times around the point.
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}
