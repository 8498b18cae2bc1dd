import Testing
@testable import UIKit
import Flipbook

/// A cubic timing curve by its inner control points, with the ways client code asks for it.
struct CurveCase: Sendable, CustomStringConvertible {
    let name: String
    let c1x: Double, c1y: Double, c2x: Double, c2y: Double
    /// The UIView option selecting it, for the four curves UIView names.
    let viewOption: UIView.AnimationOptions?
    /// The Core Animation name, for the five named curves.
    let caName: CAMediaTimingFunctionName?

    var description: String { name }

    func reference(at x: Double) -> Double { bezierReference(c1x, c1y, c2x, c2y, at: x) }

    var timingFunction: CAMediaTimingFunction {
        caName.map { CAMediaTimingFunction(name: $0) }
            ?? CAMediaTimingFunction(controlPoints: Float(c1x), Float(c1y), Float(c2x), Float(c2y))
    }

    /// §6.9: the five named curves' control points, written out here independently of the engine's table.
    static let named: [CurveCase] = [
        CurveCase(name: "linear", c1x: 0, c1y: 0, c2x: 1, c2y: 1, viewOption: .curveLinear, caName: .linear),
        CurveCase(name: "easeIn", c1x: 0.42, c1y: 0, c2x: 1, c2y: 1, viewOption: .curveEaseIn, caName: .easeIn),
        CurveCase(name: "easeOut", c1x: 0, c1y: 0, c2x: 0.58, c2y: 1, viewOption: .curveEaseOut, caName: .easeOut),
        CurveCase(name: "easeInEaseOut", c1x: 0.42, c1y: 0, c2x: 0.58, c2y: 1, viewOption: .curveEaseInOut,
                  caName: .easeInEaseOut),
        CurveCase(name: "default", c1x: 0.25, c1y: 0.1, c2x: 0.25, c2y: 1, viewOption: nil, caName: .default),
    ]

    /// Arbitrary control points: a sharp start, a "back" curve overshooting both ends, and an S that nearly stalls.
    static let custom: [CurveCase] = [
        CurveCase(name: "(0.1, 0.7) (0.3, 1)", c1x: 0.1, c1y: 0.7, c2x: 0.3, c2y: 1, viewOption: nil, caName: nil),
        CurveCase(name: "(0.68, -0.55) (0.265, 1.55)", c1x: 0.68, c1y: -0.55, c2x: 0.265, c2y: 1.55,
                  viewOption: nil, caName: nil),
        CurveCase(name: "(0.9, 0.1) (0.1, 0.9)", c1x: 0.9, c1y: 0.1, c2x: 0.1, c2y: 0.9, viewOption: nil, caName: nil),
    ]
}

/// Timing curves evaluated through real animations on a stage, against a Bézier solved by bisection in the test
/// (§6.9). Distances are 1000 pt; the tolerance is 1e-6 of the distance.
@MainActor @Suite struct UICubicTimingParametersCurveTests {
    static let distance = 1000.0
    static let tolerance = 1e-6 * distance
    /// An uneven step, so the samples land on many different fractions of the 1 s animations.
    static let step = 0.0137

    /// Pumps through a 1 s animation started at `start` and returns the worst error of `value` against `expected`.
    private func worstError(_ stage: Stage, start: TimeInterval, value: () -> Double,
                            expected: (Double) -> Double) -> Double {
        var worst = 0.0
        while stage.time - start < 1.1 {
            stage.pump(Self.step)
            let fraction = min((stage.time - start) / 1, 1)
            worst = max(worst, abs(value() - expected(fraction)))
        }
        return worst
    }

    @Test(arguments: CurveCase.named.filter { $0.viewOption != nil })
    func uiViewAnimateFollowsItsCurveOption(_ curve: CurveCase) {
        let (stage, _, box) = makeStageWithBox()
        let start = stage.time
        UIView.animate(withDuration: 1, delay: 0, options: curve.viewOption!, animations: { box.center.x = 50 + Self.distance })
        let worst = worstError(stage, start: start, value: { box.presented.position.x }) { f in
            50 + Self.distance * curve.reference(at: f)
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
        #expect(Double(box.presented.position.x) == 50 + Self.distance)
    }

    /// §6.1: the curve bits of the options default to ease-in-ease-out.
    @Test func uiViewAnimateWithoutCurveOptionIsEaseInEaseOut() {
        let (stage, _, box) = makeStageWithBox()
        let start = stage.time
        UIView.animate(withDuration: 1, animations: { box.center.x = 50 + Self.distance })
        let easeInOut = CurveCase.named[3]
        let worst = worstError(stage, start: start, value: { box.presented.position.x }) { f in
            50 + Self.distance * easeInOut.reference(at: f)
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
    }

    @Test(arguments: CurveCase.named + CurveCase.custom)
    func basicAnimationOnAStageLayerFollowsItsTimingFunction(_ curve: CurveCase) {
        let stage = Stage(device: .iPhoneSE)
        let layer = CALayer()
        stage.window.layer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = Self.distance
        animation.duration = 1
        animation.timingFunction = curve.timingFunction
        let start = stage.time
        layer.add(animation, forKey: "x")
        let worst = worstError(stage, start: start, value: { layer.presented("position.x") }) { f in
            f >= 1 ? 0 : Self.distance * curve.reference(at: f)  // fill mode removed: back to the model value
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
    }

    /// A property animator with arbitrary control points, and `UICubicTimingParameters()`, the default CA curve.
    @Test(arguments: CurveCase.custom + [CurveCase.named[4]])
    func propertyAnimatorFollowsItsControlPoints(_ curve: CurveCase) {
        let (stage, _, box) = makeStageWithBox()
        let parameters = curve.caName == .default
            ? UICubicTimingParameters()
            : UICubicTimingParameters(controlPoint1: CGPoint(x: curve.c1x, y: curve.c1y),
                                      controlPoint2: CGPoint(x: curve.c2x, y: curve.c2y))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { box.center.x = 50 + Self.distance }
        let start = stage.time
        animator.startAnimation()
        let worst = worstError(stage, start: start, value: { box.presented.position.x }) { f in
            50 + Self.distance * curve.reference(at: f)
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
        #expect(animator.state == .inactive)
    }

    /// The four UIView curves through a property animator's `init(duration:curve:)`.
    @Test(arguments: [(UIView.AnimationCurve.easeInOut, 3), (.easeIn, 1), (.easeOut, 2), (.linear, 0)])
    func propertyAnimatorFollowsItsNamedCurve(_ named: UIView.AnimationCurve, _ index: Int) {
        let (stage, _, box) = makeStageWithBox()
        let animator = UIViewPropertyAnimator(duration: 1, curve: named) { box.center.x = 50 + Self.distance }
        let start = stage.time
        animator.startAnimation()
        let worst = worstError(stage, start: start, value: { box.presented.position.x }) { f in
            50 + Self.distance * CurveCase.named[index].reference(at: f)
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
    }
}
