import Testing
@testable import QuartzCore

/// Converting points and rectangles through a CATransformLayer, which does not flatten: the 4×4 maps compose and
/// the point is projected once, into the plane of the container (whose sublayer transform has the perspective),
/// against hand-computed projections. A plain holder flattens at its own plane and gives a different answer.
@Suite struct CALayerGeometryTests {
    /// A 100 × 100 container with `m34 = −1/200` about its centre, a holder filling it, and a 50 pt face centred
    /// in the holder with `faceTransform`.
    private func scene(holder: CALayer, faceTransform: CATransform3D) -> (container: CALayer, face: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let container = CALayer()
        container.frame = root.bounds
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 200
        container.sublayerTransform = p
        root.addSublayer(container)
        holder.frame = container.bounds
        container.addSublayer(holder)
        let face = CALayer()
        face.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        face.transform = faceTransform
        holder.addSublayer(face)
        return (container, face)
    }

    private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// The face pushed 50 pt towards the eye: its corner (0, 0) is (25, 25, 50) in the holder, and the
    /// container's perspective divides by w = 1 − 50/200 = 0.75 about the centre: 50 − 25/0.75 = 16.667.
    @Test func pointThroughATransformLayerIsProjectedOnce() {
        let (container, face) = scene(holder: CATransformLayer(), faceTransform: CATransform3DMakeTranslation(0, 0, 50))
        let expected = CGPoint(x: 50 - 25 / 0.75, y: 50 - 25 / 0.75)
        #expect(near(face.convert(CGPoint.zero, to: container), expected))
        #expect(near(container.convert(expected, to: face), .zero))
        #expect(near(face.convert(CGPoint.zero, to: nil), expected), "to the root, through the container")
        #expect(near(face.convert(expected, from: container), .zero))
        // A plain holder flattens the face into its plane first: z is lost, so no magnification.
        let (flatContainer, flatFace) = scene(holder: CALayer(), faceTransform: CATransform3DMakeTranslation(0, 0, 50))
        #expect(near(flatFace.convert(CGPoint.zero, to: flatContainer), CGPoint(x: 25, y: 25)))
    }

    /// Turned 60° about y: the face's point (50, 25), 25 pt right of its anchor, goes to x = 25·cos 60° = 12.5,
    /// z = −25·sin 60° = −21.65 in the holder; w = 1 + 21.65/200, so x = 50 + 12.5 / w = 61.279.
    @Test func turnedFaceMatchesTheHandComputedProjection() {
        let (container, face) = scene(holder: CATransformLayer(),
                                      faceTransform: CATransform3DMakeRotation(.pi / 3, 0, 1, 0))
        let z = -25 * sin(CGFloat.pi / 3)
        let w = 1 - z / 200
        let expected = CGPoint(x: 50 + 25 * cos(CGFloat.pi / 3) / w, y: 50)
        #expect(near(face.convert(CGPoint(x: 50, y: 25), to: container), expected))
        #expect(near(container.convert(expected, to: face), CGPoint(x: 50, y: 25), 1e-7))
        let (flatContainer, flatFace) = scene(holder: CALayer(), faceTransform: CATransform3DMakeRotation(.pi / 3, 0, 1, 0))
        #expect(near(flatFace.convert(CGPoint(x: 50, y: 25), to: flatContainer), CGPoint(x: 62.5, y: 50), 1e-9))
    }

    /// A rectangle converts to the bounding box of its converted corners: the face's bounds pushed 50 pt forward
    /// cover 16.667…83.333 in the container.
    @Test func rectThroughATransformLayer() {
        let (container, face) = scene(holder: CATransformLayer(), faceTransform: CATransform3DMakeTranslation(0, 0, 50))
        let r = face.convert(face.bounds, to: container)
        let lo = 50 - 25 / 0.75, hi = 50 + 25 / 0.75
        #expect(abs(r.minX - lo) < 1e-9 && abs(r.minY - lo) < 1e-9 && abs(r.maxX - hi) < 1e-9 && abs(r.maxY - hi) < 1e-9)
        let back = container.convert(r, to: face)
        #expect(abs(back.minX) < 1e-9 && abs(back.maxX - 50) < 1e-9)
    }

    /// Nested transform layers compose too: the face inside a second transform layer pushed 20 pt and its own
    /// 30 pt, 50 pt in all, lands where the single 50 pt push does.
    @Test func nestedTransformLayersCompose() {
        let (container, face) = scene(holder: CATransformLayer(), faceTransform: CATransform3DMakeTranslation(0, 0, 30))
        let holder = face.superlayer!
        let inner = CATransformLayer()
        inner.frame = holder.bounds
        inner.transform = CATransform3DMakeTranslation(0, 0, 20)
        holder.addSublayer(inner)
        inner.addSublayer(face)
        let expected = CGPoint(x: 50 - 25 / 0.75, y: 50 - 25 / 0.75)
        #expect(near(face.convert(CGPoint.zero, to: container), expected, 1e-9))
        #expect(near(container.convert(expected, to: face), .zero, 1e-9))
    }
}
