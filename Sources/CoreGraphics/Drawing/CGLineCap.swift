import CCairo

/// The shape at the ends of stroked open subpaths.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}
