import Testing
@testable import QuartzCore

@Suite struct CATransform3DFunctionsTests {
    @Test func identityAndEqualityAreExact() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1e-12)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeScale(2, 3, 4)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeScale(2, 3, 5)))
    }

    @Test func makeTranslationAndScaleFillTheDocumentedEntries() {
        var translation = CATransform3DIdentity
        (translation.m41, translation.m42, translation.m43) = (1, 2, 3)
        #expect(CATransform3DMakeTranslation(1, 2, 3) == translation)
        var scale = CATransform3DIdentity
        (scale.m11, scale.m22, scale.m33) = (2, 3, 4)
        #expect(CATransform3DMakeScale(2, 3, 4) == scale)
        #expect(CATransform3DMakeScale(2, 3, 4).determinant == 24)
    }

    /// §8: about z, the same matrix as CGAffineTransform(rotationAngle:) — [cos, sin, −sin, cos].
    @Test func rotationAboutZMatchesTheAffineRotation() {
        let expected = CATransform3D(
            m11: 0, m12: 1, m13: 0, m14: 0,
            m21: -1, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(isApproximatelyEqual(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), expected, tolerance: 1e-15))
        let angle: CGFloat = 0.3
        #expect(isApproximatelyEqual(
            CATransform3DMakeRotation(angle, 0, 0, 1),
            CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle)), tolerance: 1e-15))
    }

    @Test func quarterTurnsAboutXAndY() {
        // About x: y → +z, z → −y.
        let aboutX = CATransform3D(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 0, m23: 1, m24: 0,
            m31: 0, m32: -1, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(isApproximatelyEqual(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), aboutX, tolerance: 1e-15))
        // About y: x → −z (the +x edge swings away from the viewer), z → +x.
        let aboutY = CATransform3D(
            m11: 0, m12: 0, m13: -1, m14: 0,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 1, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(isApproximatelyEqual(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), aboutY, tolerance: 1e-15))
    }

    /// A third of a turn about (1, 1, 1) cycles the axes x → y → z → x, and the axis needn't be a unit vector.
    @Test func rotationAboutADiagonalAxisCyclesTheAxes() {
        let cycle = CATransform3D(
            m11: 0, m12: 1, m13: 0, m14: 0,
            m21: 0, m22: 0, m23: 1, m24: 0,
            m31: 1, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(isApproximatelyEqual(CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1), cycle, tolerance: 1e-15))
        #expect(isApproximatelyEqual(
            CATransform3DMakeRotation(0.4, 0, 0, 5), CATransform3DMakeRotation(0.4, 0, 0, 1), tolerance: 1e-15))
    }

    /// §8: a zero axis makes the identity.
    @Test func rotationAboutAZeroAxisIsIdentity() {
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        #expect(CATransform3DRotate(CATransform3DMakeScale(2, 2, 2), 1, 0, 0, 0) == CATransform3DMakeScale(2, 2, 2))
    }

    /// §8: Translate/Scale/Rotate prepend — `op × t`, the new step first.
    @Test func operationsPrependToTheTransform() {
        // Translate then scale by 2: the translation is doubled.
        let translatedThenScaled = CATransform3D(
            m11: 2, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 2, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 2, m34: 0,
            m41: 2, m42: 4, m43: 6, m44: 1)
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 2, 3) == translatedThenScaled)
        // Scale then translate: the translation is untouched.
        let scaledThenTranslated = CATransform3D(
            m11: 2, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 3, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 4, m34: 0,
            m41: 10, m42: 0, m43: 0, m44: 1)
        #expect(CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 3, 4) == scaledThenTranslated)
        // Rotate about the local origin, then translate: (10, 0) → (0, 10) → (100, 10).
        let t = CATransform3DRotate(CATransform3DMakeTranslation(100, 0, 0), .pi / 2, 0, 0, 1)
        let h = t.transform((x: 10, y: 0, z: 0))
        #expect(isApproximatelyEqual(CGPoint(x: h.x, y: h.y), CGPoint(x: 100, y: 10)))
        #expect(h.z == 0 && h.w == 1)
    }

    /// §8: Concat(a, b) = a × b — a first, then b.
    @Test func concatMultipliesInOrder() {
        let a = CATransform3D(entries: (1...16).map { CGFloat($0) })
        let b = CATransform3D(entries: (17...32).map { CGFloat($0) })
        let product: [CGFloat] = [
            250, 260, 270, 280,
            618, 644, 670, 696,
            986, 1028, 1070, 1112,
            1354, 1412, 1470, 1528,
        ]
        #expect(CATransform3DConcat(a, b).entries == product)
        #expect(a.concatenating(b) == a * b)
        let translate = CATransform3DMakeTranslation(1, 2, 3)
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect(CATransform3DConcat(translate, scale) == CATransform3DMakeTranslation(1, 2, 3) * scale)
        #expect(CATransform3DConcat(translate, scale).m41 == 2)
        #expect(CATransform3DConcat(scale, translate).m41 == 1)
        #expect(CATransform3DConcat(translate, scale) == CATransform3DTranslate(scale, 1, 2, 3))
    }

    @Test func invertMatchesHandComputedInverses() {
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)) == CATransform3DMakeTranslation(-1, -2, -3))
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)) == CATransform3DMakeScale(0.5, 0.25, 0.125))
        // Perspective m34 = −1/500 is undone by m34 = +1/500.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        var undo = CATransform3DIdentity
        undo.m34 = 1.0 / 500
        #expect(isApproximatelyEqual(CATransform3DInvert(perspective), undo, tolerance: 1e-15))
    }

    @Test func invertRoundTripsRandomTransforms() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            var t = generator.composition()
            t.m34 = -1.0 / CGFloat.random(in: 300...1000, using: &generator)
            let inverse = CATransform3DInvert(t)
            #expect(isApproximatelyEqual(CATransform3DConcat(t, inverse), CATransform3DIdentity, tolerance: 1e-9))
            #expect(isApproximatelyEqual(CATransform3DConcat(inverse, t), CATransform3DIdentity, tolerance: 1e-9))
        }
    }

    @Test func invertingASingularTransformReturnsIt() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        // Rows 1…16 are linearly dependent (rank 2), though rounding may leave a tiny determinant.
        let dependent = CATransform3D(entries: (1...16).map { CGFloat($0) })
        #expect(CATransform3DInvert(dependent) == dependent)
        #expect(dependent.inverse == nil)
        // A small but honest scale still inverts.
        #expect(CATransform3DMakeScale(1e-6, 1, 1).inverse != nil)
    }

    @Test func affineConversionsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        let expected = CATransform3D(
            m11: 1, m12: 2, m13: 0, m14: 0,
            m21: 3, m22: 4, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 5, m42: 6, m43: 0, m44: 1)
        #expect(t == expected)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 1, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test func concatOfAffineTransformsMatchesCGAffineConcatenating() {
        let t1 = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 3, y: -2)
        let t2 = CGAffineTransform(scaleX: 2, y: 0.5)
        let product = CATransform3DConcat(CATransform3DMakeAffineTransform(t1), CATransform3DMakeAffineTransform(t2))
        #expect(CATransform3DIsAffine(product))
        let affine = CATransform3DGetAffineTransform(product)
        let expected = t1.concatenating(t2)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
        #expect(abs(affine.tx - expected.tx) < 1e-12 && abs(affine.ty - expected.ty) < 1e-12)
    }
}
