/// A function that defines the pacing of an animation as a timing curve (§6.9).
///
/// The curve is a cubic Bézier through (0, 0), two control points and (1, 1); see ``UnitBezier``.
/// Instances are immutable, so they can be shared between animations and threads.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The control points as given, stored as `Float` as Core Animation does.
    private let controlPoints: (c1x: Float, c1y: Float, c2x: Float, c2y: Float)

    /// The timing curve evaluated by the engine.
    package let curve: UnitBezier

    /// Creates a timing function from one of the predefined names.
    public convenience init(name: CAMediaTimingFunctionName) {
        guard let points = name.controlPoints else {
            preconditionFailure("CAMediaTimingFunction: unknown timing function name \"\(name.rawValue)\"")
        }
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Creates a timing function whose curve runs from (0, 0) through the control points (c1x, c1y) and
    /// (c2x, c2y) to (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
        curve = UnitBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    /// Writes the control point at `idx` into `ptr[0]` (x) and `ptr[1]` (y).
    ///
    /// Index 0 is (0, 0), 1 and 2 are the control points given at creation, 3 is (1, 1).
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        precondition((0...3).contains(idx), "CAMediaTimingFunction: control point index \(idx) is not in 0...3")
        switch idx {
        case 0: (ptr[0], ptr[1]) = (0, 0)
        case 1: (ptr[0], ptr[1]) = (controlPoints.c1x, controlPoints.c1y)
        case 2: (ptr[0], ptr[1]) = (controlPoints.c2x, controlPoints.c2y)
        default: (ptr[0], ptr[1]) = (1, 1)
        }
    }

    /// The fraction of the change applied when `fraction` of the duration has elapsed.
    package func progress(at fraction: Double) -> Double {
        curve.value(at: fraction)
    }

    /// Two timing functions are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return controlPoints == other.controlPoints
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(controlPoints.c1x)
        hasher.combine(controlPoints.c1y)
        hasher.combine(controlPoints.c2x)
        hasher.combine(controlPoints.c2y)
        return hasher.finalize()
    }

    open override var description: String {
        let (c1x, c1y, c2x, c2y) = controlPoints
        return "<CAMediaTimingFunction: (\(c1x), \(c1y)) (\(c2x), \(c2y))>"
    }
}
