import Testing
@testable import QuartzCore

@Suite struct CATransform3DDecompositionTests {
    @Test func identityDecomposesToNeutralParts() throws {
        let parts = try #require(DecomposedTransform(CATransform3DIdentity))
        #expect(parts == .identity)
        #expect(parts.transform == CATransform3DIdentity)
    }

    @Test func simplePartsAreReadOff() throws {
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 30), 2, 3, 4)
        let parts = try #require(DecomposedTransform(scaled))
        #expect(parts.translation == SIMD3(10, 20, 30))
        #expect(parts.scale == SIMD3(2, 3, 4))
        #expect(parts.skew == .zero)
        #expect(parts.rotation == SIMD4(0, 0, 0, 1))
        // A quarter turn about z is the quaternion (0, 0, sin π/4, cos π/4).
        let turn = try #require(DecomposedTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        let h = 0.5.squareRoot()
        #expect(abs(turn.rotation.z - h) < 1e-12 && abs(turn.rotation.w - h) < 1e-12)
        #expect(abs(turn.rotation.x) < 1e-12 && abs(turn.rotation.y) < 1e-12)
    }

    @Test func randomCompositionsRoundTrip() throws {
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<200 {
            let t = generator.composition(steps: 5)
            let parts = try #require(DecomposedTransform(t))
            #expect(isApproximatelyEqual(parts.transform, t, tolerance: 1e-9), "\(t)")
        }
    }

    @Test func perspectiveAndSkewRoundTrip() throws {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t.m14 = 0.001
        t = CATransform3DRotate(t, 1.1, 1, 0.5, 0)
        t = CATransform3DTranslate(t, 30, -40, 5)
        var skew = CATransform3DIdentity
        skew.m21 = 0.4  // x gains 0.4·y: a shear
        skew.m31 = -0.2
        t = CATransform3DConcat(skew, t)
        let parts = try #require(DecomposedTransform(t))
        #expect(isApproximatelyEqual(parts.transform, t, tolerance: 1e-12))
    }

    /// A mirror image keeps its flip on the x axis rather than turning into a half-turn about another axis.
    @Test func mirrorImageIsANegativeXScale() throws {
        let parts = try #require(DecomposedTransform(CATransform3DMakeScale(-1, 1, 1)))
        #expect(parts.scale == SIMD3(-1, 1, 1))
        #expect(parts.rotation == SIMD4(0, 0, 0, 1))
    }

    @Test func singularTransformsDoNotDecompose() {
        #expect(DecomposedTransform(CATransform3DMakeScale(0, 0, 1)) == nil)
        #expect(DecomposedTransform(CATransform3DMakeScale(1, 1, 0)) == nil)
    }

    /// Rotating about y from π/2 to 0 really rotates: halfway it is the rotation by π/4, at full size —
    /// not the entry-wise blend, whose m11 would be 0.5 instead of cos π/4.
    @Test func slerpMidpointOfAQuarterTurnIsAnEighthTurn() throws {
        let from = try #require(DecomposedTransform(CATransform3DMakeRotation(.pi / 2, 0, 1, 0)))
        let midpoint = from.interpolated(to: .identity, fraction: 0.5).transform
        let expected = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        #expect(isApproximatelyEqual(midpoint, expected, tolerance: 1e-12))
        #expect(isApproximatelyEqual(midpoint.m11, 0.5.squareRoot(), tolerance: 1e-12))
        // A quarter of the way: 3π/8.
        let quarter = from.interpolated(to: .identity, fraction: 0.25).transform
        #expect(isApproximatelyEqual(quarter, CATransform3DMakeRotation(3 * .pi / 8, 0, 1, 0), tolerance: 1e-12))
    }

    @Test func slerpTakesTheShortWayRound() throws {
        let from = try #require(DecomposedTransform(CATransform3DMakeRotation(170 * .pi / 180, 0, 0, 1)))
        let to = try #require(DecomposedTransform(CATransform3DMakeRotation(-170 * .pi / 180, 0, 0, 1)))
        let midpoint = from.interpolated(to: to, fraction: 0.5).transform
        #expect(isApproximatelyEqual(midpoint, CATransform3DMakeRotation(.pi, 0, 0, 1), tolerance: 1e-12))
    }

    @Test func otherPartsBlendLinearlyAndMayOvershoot() throws {
        let from = try #require(DecomposedTransform(CATransform3DMakeTranslation(0, 0, 0)))
        let to = try #require(DecomposedTransform(CATransform3DScale(CATransform3DMakeTranslation(100, 0, 0), 3, 3, 1)))
        let mid = from.interpolated(to: to, fraction: 0.5)
        #expect(mid.translation == SIMD3(50, 0, 0))
        #expect(mid.scale == SIMD3(2, 2, 1))
        let overshoot = from.interpolated(to: to, fraction: 1.1)
        #expect(abs(overshoot.translation.x - 110) < 1e-12)
    }

    @Test func matrixInterpolationHitsTheEndsExactly() {
        let a = CATransform3DMakeRotation(0.3, 1, 2, 3)
        let b = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 4, 5, 6)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        let half = CATransform3DMakeRotation(.pi / 2, 0, 1, 0).interpolated(to: CATransform3DIdentity, fraction: 0.5)
        #expect(isApproximatelyEqual(half, CATransform3DMakeRotation(.pi / 4, 0, 1, 0), tolerance: 1e-12))
    }

    /// UIView.transform animations blend affine transforms; every frame must stay exactly affine.
    @Test func blendingAffineTransformsStaysAffine() {
        let from = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.2).scaledBy(x: 2, y: 1))
        let to = CATransform3DMakeAffineTransform(
            CGAffineTransform(translationX: 40, y: -10).rotated(by: 2.8).scaledBy(x: -1, y: 0.5))
        for step in 1..<10 {
            let frame = from.interpolated(to: to, fraction: Double(step) / 10)
            #expect(CATransform3DIsAffine(frame), "step \(step): \(frame)")
        }
    }

    @Test func matrixInterpolationFallsBackToEntriesWhenSingular() {
        let half = CATransform3DIdentity.interpolated(to: CATransform3DMakeScale(0, 0, 1), fraction: 0.5)
        #expect(half == CATransform3DMakeScale(0.5, 0.5, 1))
    }

    @Test func vectorOperationsActOnEveryPart() throws {
        let a = try #require(DecomposedTransform(CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 0, 1)))
        let b = try #require(DecomposedTransform(CATransform3DMakeScale(2, 3, 4)))
        #expect(DecomposedTransform.zero + a == a)
        let difference = a - b
        #expect(difference.scale == a.scale - SIMD3(2, 3, 4))
        #expect((difference + b).translation == a.translation)
        #expect(a.scaled(by: 2).translation == SIMD3(2, 4, 6))
        // Identity: scale 1·3, perspective w 1, quaternion w 1.
        #expect(DecomposedTransform.identity.magnitudeSquared == 5)
        #expect(DecomposedTransform.zero.magnitudeSquared == 0)
    }

    /// Component-wise sums scale the quaternion too; recomposing normalizes it, so only the scale doubles.
    @Test func recomposingNormalizesTheQuaternion() {
        let doubled = DecomposedTransform.identity.scaled(by: 2).transform
        var expected = CATransform3DMakeScale(2, 2, 2)
        expected.m44 = 2
        #expect(doubled == expected)
    }
}
