import Foundation
import Testing
@testable import QuartzCore

/// `CAPropertyAnimation.valueFunction`: values interpolated as numbers, then mapped into a transform — pinned
/// mid-animation against the closed forms `CATransform3DMake…(interpolated input)`.
@Suite struct CAValueFunctionTests {
    /// Adds `animation` (1 s, linear) to a fresh hosted layer and returns its presented transform at `t`.
    private func presentedTransform(_ animation: CAPropertyAnimation, at t: CFTimeInterval,
                                    model: CATransform3D = CATransform3DIdentity) -> CATransform3D {
        let host = LayerTestHost()
        let layer = host.addLayer()
        host.withoutActions { layer.transform = model }
        animation.duration = 1
        layer.add(animation, forKey: "vf")
        host.pump(0)  // commit: the animation begins now
        if t > 0 { host.pump(t) }
        return layer.presentationProperties().transform
    }

    private func basic(_ name: CAValueFunctionName, from: Any?, to: Any?, by: Any? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: name)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        return animation
    }

    @Test func namesAndUnknownName() {
        let names: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        #expect(names.map(\.rawValue) == ["rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ",
                                          "translate", "translateX", "translateY", "translateZ"])
        for name in names { #expect(CAValueFunction(name: name)?.name == name) }
        #expect(CAValueFunction(name: CAValueFunctionName("spin")) == nil)
    }

    /// A whole turn: the end matrices are equal, so a matrix interpolation would stand still; the value function
    /// passes through π at the half.
    @Test func rotateZFullTurnPassesThroughPi() {
        for (t, angle) in [(0.25, Double.pi / 2), (0.5, Double.pi), (0.75, 1.5 * Double.pi)] {
            let m = presentedTransform(basic(.rotateZ, from: 0, to: 2 * Double.pi), at: t)
            #expect(isApproximatelyEqual(m, CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1), tolerance: 1e-9))
        }
        let half = presentedTransform(basic(.rotateZ, from: 0, to: 2 * Double.pi), at: 0.5)
        #expect(isApproximatelyEqual(half.m11, -1) && isApproximatelyEqual(half.m22, -1))
        // Without the function the same values are not a transform at all: the layer keeps its model matrix.
        let plain = CABasicAnimation(keyPath: "transform")
        plain.fromValue = CATransform3DIdentity
        plain.toValue = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        let matrix = presentedTransform(plain, at: 0.5)
        #expect(isApproximatelyEqual(matrix, CATransform3DIdentity, tolerance: 1e-6))
    }

    @Test func rotationsAboutXAndY() {
        let x = presentedTransform(basic(.rotateX, from: 0, to: Float.pi), at: 0.5)
        #expect(isApproximatelyEqual(x, CATransform3DMakeRotation(.pi / 2, 1, 0, 0), tolerance: 1e-6))
        let y = presentedTransform(basic(.rotateY, from: 1.0, to: 2.0), at: 0.25)
        #expect(isApproximatelyEqual(y, CATransform3DMakeRotation(1.25, 0, 1, 0), tolerance: 1e-9))
    }

    @Test func scaleTakesThreeValues() {
        let m = presentedTransform(basic(.scale, from: [0, 0, 0], to: [1, 2, 4]), at: 0.5)
        #expect(isApproximatelyEqual(m, CATransform3DMakeScale(0.5, 1, 2)))
        let boxed = presentedTransform(basic(.scale, from: [NSNumber(value: 1), 1, 1] as [Any],
                                             to: [NSNumber(value: 3), 3, 3] as [Any]), at: 0.25)
        #expect(isApproximatelyEqual(boxed, CATransform3DMakeScale(1.5, 1.5, 1.5)))
        // Decision (unverified): a lone number to a three-value function applies to every axis.
        let uniform = presentedTransform(basic(.scale, from: 1, to: 3), at: 0.5)
        #expect(isApproximatelyEqual(uniform, CATransform3DMakeScale(2, 2, 2)))
    }

    @Test func singleAxisScalesAndTranslations() {
        let cases: [(CAValueFunctionName, CATransform3D)] = [
            (.scaleX, CATransform3DMakeScale(3, 1, 1)), (.scaleY, CATransform3DMakeScale(1, 3, 1)),
            (.scaleZ, CATransform3DMakeScale(1, 1, 3)),
            (.translateX, CATransform3DMakeTranslation(3, 0, 0)), (.translateY, CATransform3DMakeTranslation(0, 3, 0)),
            (.translateZ, CATransform3DMakeTranslation(0, 0, 3)),
        ]
        for (name, expected) in cases {
            #expect(isApproximatelyEqual(presentedTransform(basic(name, from: 2, to: 4), at: 0.5), expected))
        }
        let t = presentedTransform(basic(.translate, from: [0, 0, 0], to: [100, -40, 8]), at: 0.75)
        #expect(isApproximatelyEqual(t, CATransform3DMakeTranslation(75, -30, 6)))
    }

    /// `byValue` adds in input space; an end left unset is the identity input (decision, unverified), not the
    /// layer's matrix.
    @Test func byValueAndUnsetEnds() {
        let by = presentedTransform(basic(.rotateZ, from: 1, to: nil, by: 2), at: 0.5)
        #expect(isApproximatelyEqual(by, CATransform3DMakeRotation(2, 0, 0, 1)))
        let toOnly = presentedTransform(basic(.scale, from: nil, to: [3, 3, 3]), at: 0.5,
                                        model: CATransform3DMakeTranslation(50, 0, 0))
        #expect(isApproximatelyEqual(toOnly, CATransform3DMakeScale(2, 2, 2)))
    }

    /// Additive: the function's transform goes on top of the model transform, in the layer's own space.
    @Test func additiveConcatenatesOntoTheModel() {
        let animation = basic(.rotateZ, from: 0, to: Double.pi)
        animation.isAdditive = true
        let model = CATransform3DMakeTranslation(10, 20, 0)
        let m = presentedTransform(animation, at: 0.5, model: model)
        #expect(isApproximatelyEqual(m, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), model)))
    }

    /// Keyframes run their spline on the inputs: three turns of rotateZ keyframes, evenly spaced.
    @Test func keyframeValuesAreInputs() {
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.values = [0, 2 * Double.pi, 6 * Double.pi]
        let m = presentedTransform(animation, at: 0.75)  // half-way from 2π to 6π: 4π
        #expect(isApproximatelyEqual(m, CATransform3DIdentity, tolerance: 1e-9))
        let q = presentedTransform(animation, at: 0.625)  // 3π
        #expect(isApproximatelyEqual(q, CATransform3DMakeRotation(3 * .pi, 0, 0, 1), tolerance: 1e-9))
        let animation3 = CAKeyframeAnimation(keyPath: "transform")
        animation3.valueFunction = CAValueFunction(name: .translate)
        animation3.values = [[0, 0, 0], [10, 20, 30]]
        #expect(isApproximatelyEqual(presentedTransform(animation3, at: 0.5), CATransform3DMakeTranslation(5, 10, 15)))
    }

    /// The function is kept by the copy the layer attaches.
    @Test func copyKeepsTheFunction() {
        let animation = basic(.rotateZ, from: 0, to: 1)
        let copy = animation.copy() as? CABasicAnimation
        #expect(copy?.valueFunction?.name == .rotateZ)
    }
}
