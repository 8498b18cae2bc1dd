import Testing
@testable import QuartzCore

/// `cornerCurve = .continuous`: Apple's squircle corners, not circular arcs.
@MainActor @Suite struct LayerShapesContinuousCornerTests {
    /// A 400 × 400 black layer with an 80 pt corner radius at (50, 50) on white.
    func renderCorner(_ curve: CALayerCornerCurve, radius: CGFloat = 80) -> CGImage {
        let root = makeRoot(500, 500)
        let layer = makeLayer(CGRect(x: 50, y: 50, width: 400, height: 400), rgb(0, 0, 0), in: root)
        layer.cornerRadius = radius
        layer.cornerCurve = curve
        return render(root)
    }

    func isInk(_ image: CGImage, _ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).r < 60 }

    @Test func continuousCornersLeaveTheEdgeEarlierAndHugItLonger() {
        let circular = renderCorner(.circular)
        let continuous = renderCorner(.continuous)
        // 60 pt from the corner (0.75 r) a circle is 2.54 pt below the top edge, the squircle 4.03 pt: the pixel
        // row 3.5 pt down is inside the circular shape and outside the continuous one — at all four corners.
        for (x, y) in [(50 + 60, 50 + 3), (50 + 3, 50 + 60), (450 - 61, 450 - 4), (450 - 4, 50 + 60)] {
            #expect(isInk(circular, x, y), "circular at \(x), \(y)")
            #expect(!isInk(continuous, x, y), "continuous at \(x), \(y)")
        }
        // 100 pt from the corner (1.25 r): the circle's edge is straight there, the squircle still curves away.
        // Both are inked a pixel further in, and the middle of the edge is straight in both.
        #expect(isInk(circular, 50 + 100, 50 + 1) && isInk(continuous, 50 + 100, 50 + 1))
        #expect(isInk(continuous, 250, 50) && isInk(circular, 250, 50))
        // On the diagonal both cut about 0.29 r (23 pt) off the corner.
        #expect(!isInk(circular, 50 + 21, 50 + 21) && !isInk(continuous, 50 + 21, 50 + 21))
        #expect(isInk(circular, 50 + 26, 50 + 26) && isInk(continuous, 50 + 26, 50 + 26))
    }

    @Test func theCurveStartsAboutOneAndAHalfRadiiFromTheCorner() {
        let path = LayerShapes.roundedRect(CGRect(x: 0, y: 0, width: 400, height: 400), radius: 80,
                                           corners: [.layerMinXMinYCorner], continuous: true)
        // The top-left corner only: the path starts where its curve meets the top edge.
        #expect(abs(path.currentPoint.x - 80 * 1.528_664_83) < 1e-6 && path.currentPoint.y == 0)
        #expect(LayerShapes.ContinuousCorner.segments.last?.2 == CGPoint(x: 0, y: LayerShapes.ContinuousCorner.extent))
    }

    @Test func cornersThatDoNotFitAreCircular() {
        // A 100 pt square with a 50 pt radius: continuous corners would need 76 pt per edge; it is a circle.
        let root = makeRoot(200, 200)
        let layer = makeLayer(CGRect(x: 50, y: 50, width: 100, height: 100), rgb(0, 0, 0), in: root)
        layer.cornerRadius = 50
        let circular = render(root)
        layer.cornerCurve = .continuous
        let continuous = render(root)
        for (x, y) in [(60, 60), (100, 52), (52, 100), (140, 140)] {
            #expect(isInk(circular, x, y) == isInk(continuous, x, y))
        }
    }
}
