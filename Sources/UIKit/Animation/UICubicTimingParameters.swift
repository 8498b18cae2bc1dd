import QuartzCore

/// A cubic Bézier timing curve (§6.9).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, or `.easeInOut` for custom control points.
    open private(set) var animationCurve: UIView.AnimationCurve
    open private(set) var controlPoint1: CGPoint
    open private(set) var controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Core Animation's default curve (0.25, 0.1, 0.25, 1).
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        isBuiltin = true
        super.init()
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        var values = [Float](repeating: 0, count: 2)
        let function = curve.timingFunction
        function.getControlPoint(at: 1, values: &values)
        controlPoint1 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        function.getControlPoint(at: 2, values: &values)
        controlPoint2 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        isBuiltin = true
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a Core Animation timing function.
    package var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}
