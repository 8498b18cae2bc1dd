import Testing
@testable import QuartzCore

@Suite struct CATransform3DProjectionTests {
    /// The example: a 200×100 card centred on the origin, turned 60° about y in perspective, maps its
    /// corners to a hand-computed trapezoid.
    ///
    /// Derivation, row vectors, θ = 60°, d = 500, `t = Rotation_y(θ) × Perspective` (Rotate prepends):
    /// - Rotation_y sends `[x y 0 1]` to `[x·cosθ, y, −x·sinθ, 1]` (m11 = cos, m31 = sin, m13 = −sin).
    /// - Perspective (identity with m34 = −1/d) leaves x, y, z and sets `w = 1 + z·m34 = 1 + x·sinθ/d`.
    /// - So `x' = x·cosθ / (1 + x·sinθ/d)` and `y' = y / (1 + x·sinθ/d)`.
    ///
    /// With cos 60° = 0.5 and sin 60° = √3/2 ≈ 0.8660254:
    /// - right edge x = 100: w = 1 + 86.60254/500 = 1.1732051, x' = 50/w ≈ 42.61829, y' = ±50/w ≈ ±42.61829;
    /// - left edge x = −100: w = 1 − 0.1732051 = 0.8267949, x' = −50/w ≈ −60.47449, y' = ±50/w ≈ ±60.47449.
    /// The +x edge swings away from the eye and shrinks; the −x edge comes closer and grows.
    @Test func perspectiveTurnMapsCardCornersToTheHandComputedTrapezoid() throws {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        // The matrix itself: Rotation_y × Perspective moves the perspective term into m14 and m34.
        let s = 3.0.squareRoot() / 2
        let expected = CATransform3D(
            m11: 0.5, m12: 0, m13: -s, m14: s / 500,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: s, m32: 0, m33: 0.5, m34: -0.5 / 500,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(isApproximatelyEqual(t, expected, tolerance: 1e-15))

        let corners = [
            (CGPoint(x: -100, y: -50), CGPoint(x: -60.47449, y: -60.47449)),
            (CGPoint(x: 100, y: -50), CGPoint(x: 42.61829, y: -42.61829)),
            (CGPoint(x: 100, y: 50), CGPoint(x: 42.61829, y: 42.61829)),
            (CGPoint(x: -100, y: 50), CGPoint(x: -60.47449, y: 60.47449)),
        ]
        for (corner, image) in corners {
            let projected = try #require(t.projectedPoint(corner))
            #expect(isApproximatelyEqual(projected, image, tolerance: 1e-5), "corner \(corner)")
            // The closed form of the derivation, to full precision.
            let w = 1 + corner.x * s / 500
            #expect(isApproximatelyEqual(projected, CGPoint(x: corner.x * 0.5 / w, y: corner.y / w), tolerance: 1e-12))
        }
    }

    @Test func withoutPerspectiveProjectionIsTheAffineMap() throws {
        let affine = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -1)
        let t = CATransform3DMakeAffineTransform(affine)
        let p = CGPoint(x: 12, y: -7)
        #expect(isApproximatelyEqual(try #require(t.projectedPoint(p)), p.applying(affine)))
    }

    @Test func unprojectionInvertsProjectionThroughAPerspectiveTurn() throws {
        var t = CATransform3DMakeTranslation(160, 240, 0)
        t.m34 = -1.0 / 800
        t = CATransform3DRotate(t, 0.9, 0.3, 1, 0.2)
        t = CATransform3DScale(t, 1.5, 0.8, 1)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: -100, y: 50), CGPoint(x: 140, y: -90), CGPoint(x: 33, y: 77)] {
            let projected = try #require(t.projectedPoint(point))
            let back = try #require(t.unprojectedPoint(projected))
            #expect(isApproximatelyEqual(back, point, tolerance: 1e-8), "point \(point)")
        }
    }

    @Test func unprojectionOfTheCardFindsTheCorner() throws {
        let back = try #require(cardTurn.unprojectedPoint(CGPoint(x: -60.47448869880864, y: 60.47448869880864)))
        #expect(isApproximatelyEqual(back, CGPoint(x: -100, y: 50), tolerance: 1e-9))
    }

    /// Points beyond the eye plane have no image, and nothing of the layer is drawn beyond its vanishing line.
    @Test func pointsBehindTheEyeHaveNoImage() {
        // At x = −600, w = 1 − 600·sin60°/500 ≈ −0.039: behind the eye.
        #expect(cardTurn.projectedPoint(CGPoint(x: -600, y: 0)) == nil)
        // The receding +x half of the plane converges on x' = d·cos/sin ≈ 288.7; right of that there is only
        // the mirror image of points behind the eye.
        #expect(cardTurn.unprojectedPoint(CGPoint(x: 1000, y: 0)) == nil)
        #expect(cardTurn.unprojectedPoint(CGPoint(x: 280, y: 0)) != nil)
    }

    @Test func edgeOnLayerCannotBeUnprojected() {
        let edgeOn = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(edgeOn.unprojectedPoint(CGPoint(x: 0, y: 10)) == nil)
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(flat.unprojectedPoint(CGPoint(x: 0, y: 10)) == nil)
    }
}
