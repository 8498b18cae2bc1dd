import Testing
@testable import QuartzCore

/// One golden image per layer feature (see `Golden` for recording). Besides the picture, each test asserts a
/// few pixels whose values follow from the feature alone, so a golden recorded wrong cannot go unnoticed.
@Suite struct CARendererGoldenTests {
    @Test func backgroundAndCornerRadius() {
        let root = makeRoot(64, 64)
        let card = makeLayer(CGRect(x: 8, y: 8, width: 48, height: 48), rgb(30, 120, 220), in: root)
        card.cornerRadius = 12
        let image = render(root)
        #expect(image.at(32, 32) == px(30, 120, 220))
        #expect(image.at(9, 9) == px(255, 255, 255), "the rounded corner leaves the background")
        Golden.check(image, named: "background-corner-radius")
    }

    @Test func borderFollowsTheCorners() {
        let root = makeRoot(64, 64)
        let card = makeLayer(CGRect(x: 8, y: 8, width: 48, height: 48), rgb(250, 220, 60), in: root)
        card.cornerRadius = 14
        card.borderWidth = 4
        card.borderColor = rgb(200, 30, 30)
        let image = render(root)
        #expect(image.at(32, 10) == px(200, 30, 30), "the border is inside the bounds")
        #expect(image.at(32, 14) == px(250, 220, 60))
        Golden.check(image, named: "border")
    }

    @Test func cornersAreEllipticalUnderNonUniformScale() {
        let root = makeRoot(96, 48)
        let card = makeLayer(CGRect(x: 24, y: 4, width: 48, height: 40), rgb(40, 160, 90), in: root)
        card.cornerRadius = 16
        card.transform = CATransform3DMakeScale(1.8, 1, 1)
        let image = render(root)
        // Scaled 1.8× about the centre: spans x 4.8…91.2. A circular 16 pt corner would reach x ≈ 9.5 at
        // y = 8; the elliptical one (radius 28.8 across) is still white there.
        #expect(image.at(9, 6) == px(255, 255, 255))
        #expect(image.at(48, 6) == px(40, 160, 90))
        Golden.check(image, named: "corner-radius-elliptical")
    }

    @Test func maskedCornersRoundOnlyThoseCorners() {
        let root = makeRoot(64, 64)
        let card = makeLayer(CGRect(x: 8, y: 8, width: 48, height: 48), rgb(120, 60, 200), in: root)
        card.cornerRadius = 16
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let image = render(root)
        #expect(image.at(9, 9) == px(255, 255, 255))
        #expect(image.at(54, 9) == px(120, 60, 200), "top-right stays square")
        #expect(image.at(9, 54) == px(120, 60, 200), "bottom-left stays square")
        #expect(image.at(54, 54) == px(255, 255, 255))
        Golden.check(image, named: "masked-corners")
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() {
        let root = makeRoot(64, 64)
        let card = makeLayer(CGRect(x: 8, y: 8, width: 48, height: 48), rgb(220, 220, 220), in: root)
        card.cornerRadius = 16
        card.masksToBounds = true
        _ = makeLayer(CGRect(x: -10, y: -10, width: 40, height: 40), rgb(230, 80, 40), in: card)
        let unclipped = makeLayer(CGRect(x: 40, y: 40, width: 40, height: 40), rgb(40, 80, 230), in: root)
        unclipped.opacity = 1
        let image = render(root)
        #expect(image.at(4, 4) == px(255, 255, 255), "outside the bounds")
        #expect(image.at(9, 9) == px(255, 255, 255), "inside the bounds but outside the rounded corner")
        #expect(image.at(20, 20) == px(230, 80, 40))
        Golden.check(image, named: "masks-to-bounds")
    }

    @Test func groupOpacityCompositesTheFlattenedSubtree() {
        let root = makeRoot(64, 64)
        let group = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64), nil, in: root)
        group.opacity = 0.5
        _ = makeLayer(CGRect(x: 8, y: 8, width: 32, height: 32), rgb(255, 0, 0), in: group)
        _ = makeLayer(CGRect(x: 24, y: 24, width: 32, height: 32), rgb(0, 0, 255), in: group)
        let image = render(root)
        // Overlap: only the blue shows through at half opacity (no red underneath as with per-layer opacity).
        #expect(close(image.at(32, 32), px(127, 127, 255), 2))
        #expect(close(image.at(12, 12), px(255, 127, 127), 2))
        Golden.check(image, named: "group-opacity")
    }

    @Test func shadowsAreBlurredAndOffsetDownward() {
        let root = makeRoot(64, 64)
        let card = makeLayer(CGRect(x: 16, y: 12, width: 32, height: 32), rgb(255, 255, 255), in: root)
        card.cornerRadius = 6
        card.shadowOpacity = 0.6
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 0, height: 6)
        let image = render(root)
        let below = image.at(32, 50), above = image.at(32, 9)
        #expect(below.r < 225, "the shadow shows below the card (y down, as UIKit)")
        #expect(above.r > below.r)
        #expect(image.at(32, 30) == px(255, 255, 255))
        Golden.check(image, named: "shadow")
    }

    @Test func shadowPathCastsItsOwnOutline() {
        let root = makeRoot(64, 64)
        let layer = makeLayer(CGRect(x: 16, y: 16, width: 32, height: 32), nil, in: root)
        layer.shadowOpacity = 1
        layer.shadowRadius = 1
        layer.shadowOffset = .zero
        layer.shadowColor = rgb(200, 0, 120)
        layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 32, height: 32), transform: nil)
        let image = render(root)
        #expect(close(image.at(32, 32), px(200, 0, 120), 2), "the shadow shows through the transparent layer")
        #expect(image.at(17, 17) == px(255, 255, 255), "outside the ellipse")
        Golden.check(image, named: "shadow-path")
    }

    @Test func contentsGravityPlacesTheImage() {
        // All twelve gravities, each a 20×20 cell showing the 4×4 image at contentsScale 0.5 (8×8 points).
        let gravities: [CALayerContentsGravity] = [
            .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
            .resize, .resizeAspect, .resizeAspectFill,
        ]
        let root = makeRoot(80, 60)
        for (i, gravity) in gravities.enumerated() {
            let cell = makeLayer(CGRect(x: CGFloat(i % 4) * 20 + 1, y: CGFloat(i / 4) * 20 + 1,
                                        width: i >= 10 ? 18 : 18, height: i >= 10 ? 12 : 18), rgb(220, 220, 220), in: root)
            cell.contents = quadrantImage
            cell.contentsScale = 0.5
            cell.contentsGravity = gravity
            cell.magnificationFilter = .nearest
            cell.masksToBounds = true
        }
        let image = render(root)
        // .center: the 8×8 points image centred in the 18×18 cell at (1, 1): red quadrant at (6…10, 6…10).
        #expect(image.at(7, 7) == px(255, 0, 0))
        #expect(image.at(13, 13) == px(255, 255, 0))
        // .topLeft (cell 5, at (21, 21)) is the left end of the maxY edge: the vertical names follow the y-axis,
        // which points down on iOS, so it is the bottom-left corner on screen (CALayer.contentsGravity's
        // reference): the image at (21…29, 31…39), its red quadrant at (21…25, 31…35), its blue one below.
        #expect(image.at(23, 33) == px(255, 0, 0))
        #expect(image.at(23, 37) == px(0, 0, 255))
        #expect(image.at(23, 23) == px(220, 220, 220))
        Golden.check(image, named: "contents-gravity")
    }

    @Test func contentsRectShowsPartOfTheImage() {
        let root = makeRoot(32, 32)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 32, height: 32), nil, in: root)
        layer.contents = quadrantImage
        layer.contentsRect = CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)
        layer.magnificationFilter = .nearest
        let image = render(root)
        #expect(image.at(16, 16) == px(255, 255, 0), "only the yellow quadrant")
        #expect(image.at(2, 2) == px(255, 255, 0))
        Golden.check(image, named: "contents-rect")
    }

    @Test func zPositionOrdersSiblings() {
        let root = makeRoot(64, 64)
        let front = makeLayer(CGRect(x: 8, y: 8, width: 32, height: 32), rgb(230, 60, 60), in: root)
        front.zPosition = 10
        _ = makeLayer(CGRect(x: 24, y: 24, width: 32, height: 32), rgb(60, 60, 230), in: root)
        let image = render(root)
        #expect(image.at(32, 32) == px(230, 60, 60), "the first sublayer is drawn last: it has the higher zPosition")
        Golden.check(image, named: "z-position")
    }

    @Test func hiddenLayersAndTheirSublayersAreNotDrawn() {
        let root = makeRoot(32, 32)
        let hidden = makeLayer(CGRect(x: 0, y: 0, width: 32, height: 32), rgb(255, 0, 0), in: root)
        _ = makeLayer(CGRect(x: 8, y: 8, width: 16, height: 16), rgb(0, 255, 0), in: hidden)
        hidden.isHidden = true
        let image = render(root)
        #expect(image.pixels.allSatisfy { $0 == px(255, 255, 255) })
    }

    @Test func maskLayerMasksByItsAlpha() {
        let root = makeRoot(64, 64)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64), rgb(20, 140, 60), in: root)
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        mask.path = CGPath(ellipseIn: CGRect(x: 8, y: 8, width: 48, height: 48), transform: nil)
        layer.mask = mask
        _ = makeLayer(CGRect(x: 0, y: 0, width: 32, height: 64), rgb(240, 200, 0), in: layer)
        let image = render(root)
        #expect(image.at(32, 32) == px(20, 140, 60))
        #expect(image.at(20, 32) == px(240, 200, 0), "sublayers are masked too, and show inside")
        #expect(image.at(4, 4) == px(255, 255, 255))
        Golden.check(image, named: "mask")
    }

    @Test func perspectiveFromTheSuperlayersSublayerTransform() {
        let root = makeRoot(96, 64)
        root.sublayerTransform = perspective(120)
        let card = makeLayer(CGRect(x: 24, y: 8, width: 48, height: 48), rgb(40, 110, 210), in: root)
        card.cornerRadius = 6
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        _ = makeLayer(CGRect(x: 0, y: 0, width: 24, height: 24), rgb(240, 200, 40), in: card)
        let image = render(root)
        // A positive turn about y takes the right edge away from the viewer: it shrinks, the left edge grows.
        func height(atX x: Int) -> Int { (0..<64).filter { image.at(x, $0) != px(255, 255, 255) }.count }
        #expect(height(atX: 34) > height(atX: 60) + 4)
        Golden.check(image, named: "perspective")
    }

    @Test func backFacesOfSingleSidedLayersAreHidden() {
        let root = makeRoot(64, 32)
        root.sublayerTransform = perspective(200)
        let doubleSided = makeLayer(CGRect(x: 4, y: 4, width: 24, height: 24), rgb(220, 40, 40), in: root)
        doubleSided.transform = CATransform3DMakeRotation(.pi * 0.8, 0, 1, 0)
        let singleSided = makeLayer(CGRect(x: 36, y: 4, width: 24, height: 24), rgb(40, 40, 220), in: root)
        singleSided.transform = CATransform3DMakeRotation(.pi * 0.8, 0, 1, 0)
        singleSided.isDoubleSided = false
        let image = render(root)
        #expect(image.at(16, 16) == px(220, 40, 40))
        #expect(image.at(48, 16) == px(255, 255, 255))
        Golden.check(image, named: "double-sided")
    }

    @Test func gradientLayerTypes() {
        let root = makeRoot(96, 32)
        let kinds: [CAGradientLayerType] = [.axial, .radial, .conic]
        for (i, kind) in kinds.enumerated() {
            let g = CAGradientLayer()
            g.frame = CGRect(x: CGFloat(i) * 32 + 2, y: 2, width: 28, height: 28)
            g.colors = [rgb(255, 0, 0), rgb(0, 0, 255)]
            g.type = kind
            if kind != .axial {
                g.startPoint = CGPoint(x: 0.5, y: 0.5)
                g.endPoint = CGPoint(x: 1, y: 1)
            }
            root.addSublayer(g)
        }
        let image = render(root)
        // Pixel centres 1.5 pt in from the ends of the 28 pt gradient: 5% of the way.
        #expect(close(image.at(16, 3), px(241, 0, 14), 3), "axial: red at the top")
        #expect(close(image.at(16, 28), px(14, 0, 241), 3), "axial: blue at the bottom")
        #expect(close(image.at(48, 16), px(255, 0, 0), 16), "radial: red in the centre")
        #expect(close(image.at(80, 25), px(255, 0, 0), 40), "conic: red just clockwise of the start direction")
        Golden.check(image, named: "gradient")
    }

    @Test func shapeLayerFillStrokeDashAndStrokeEnd() {
        let root = makeRoot(96, 48)
        let filled = CAShapeLayer()
        filled.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        filled.path = CGPath(ellipseIn: CGRect(x: 6, y: 6, width: 36, height: 36), transform: nil)
        filled.fillColor = rgb(250, 190, 30)
        filled.strokeColor = rgb(30, 30, 30)
        filled.lineWidth = 3
        filled.lineDashPattern = [6, 3]
        root.addSublayer(filled)
        let partial = CAShapeLayer()
        partial.frame = CGRect(x: 48, y: 0, width: 48, height: 48)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 8, y: 40))
        path.addLine(to: CGPoint(x: 40, y: 40))
        path.addLine(to: CGPoint(x: 40, y: 8))
        partial.path = path
        partial.fillColor = nil
        partial.strokeColor = rgb(200, 30, 90)
        partial.lineWidth = 4
        partial.lineCap = .round
        partial.strokeEnd = 0.5
        root.addSublayer(partial)
        let image = render(root)
        #expect(image.at(24, 24) == px(250, 190, 30))
        #expect(image.at(48 + 20, 40) == px(200, 30, 90), "the first half of the stroke is drawn")
        #expect(image.at(48 + 40, 20) == px(255, 255, 255), "the second half is not")
        Golden.check(image, named: "shape")
    }

    @Test func textLayerDrawsItsString() {
        let root = makeRoot(120, 64)
        let title = CATextLayer()
        title.frame = CGRect(x: 4, y: 4, width: 112, height: 24)
        title.string = "Flipbook"
        title.fontSize = 18
        title.foregroundColor = rgb(20, 40, 160)
        title.alignmentMode = .center
        root.addSublayer(title)
        let body = CATextLayer()
        body.frame = CGRect(x: 4, y: 30, width: 112, height: 30)
        body.string = "A long sentence that wraps and is cut with an ellipsis"
        body.fontSize = 11
        body.foregroundColor = rgb(0, 0, 0)
        body.isWrapped = true
        body.truncationMode = .end
        body.backgroundColor = rgb(240, 240, 200)
        root.addSublayer(body)
        let image = render(root)
        func inked(_ rows: Range<Int>, _ columns: Range<Int>) -> Int {
            rows.reduce(0) { n, y in n + columns.filter { Int(image.at($0, y).b) > Int(image.at($0, y).r) + 40 }.count }
        }
        #expect(inked(4..<28, 20..<100) > 40, "the title is drawn, in blue")
        #expect(inked(4..<28, 4..<14) == 0, "centred: nothing at the left edge")
        let dark = (30..<60).reduce(0) { n, y in n + (4..<116).filter { image.at($0, y).r < 100 }.count }
        #expect(dark > 60, "the body text is drawn")
        #expect(image.at(2, 45) == px(255, 255, 255), "nothing outside the bounds")
        Golden.check(image, named: "text", minimumPSNR: 30, maximumBadPixels: 0.02)
    }

    @Test func replicatorLayerRepeatsTurnsAndTints() {
        let root = makeRoot(128, 64)
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        spinner.instanceCount = 8
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        spinner.instanceAlphaOffset = -0.1
        let bar = makeLayer(CGRect(x: 29, y: 4, width: 6, height: 18), rgb(40, 40, 40), in: spinner)
        bar.cornerRadius = 3
        root.addSublayer(spinner)
        let row = CAReplicatorLayer()
        row.frame = CGRect(x: 64, y: 0, width: 64, height: 64)
        row.instanceCount = 4
        row.instanceTransform = CATransform3DMakeTranslation(14, 0, 0)
        row.instanceColor = rgb(255, 0, 0)
        row.instanceGreenOffset = 1.0 / 3
        row.instanceRedOffset = -1.0 / 3
        _ = makeLayer(CGRect(x: 6, y: 24, width: 10, height: 16), rgb(255, 255, 255), in: row)
        root.addSublayer(row)
        let image = render(root)
        #expect(image.at(32, 10) == px(40, 40, 40), "instance 0 is the sublayer itself")
        #expect(close(image.at(54, 32), px(83, 83, 83), 3), "instance 2, a quarter turn on, at 80 % opacity")
        #expect(image.at(64 + 11, 32) == px(255, 0, 0), "tinted by instanceColor")
        #expect(close(image.at(64 + 11 + 14, 32), px(170, 85, 0), 2), "then by the offsets")
        #expect(close(image.at(64 + 11 + 42, 32), px(0, 255, 0), 2))
        Golden.check(image, named: "replicator")
    }

    @Test func replicatorInstancesLiveEarlierByTheDelay() {
        let root = makeRoot(60, 20)
        let row = CAReplicatorLayer()
        row.frame = root.bounds
        row.instanceCount = 3
        row.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        row.instanceDelay = 0.5
        let dot = makeLayer(CGRect(x: 5, y: 5, width: 10, height: 10), rgb(0, 0, 0), in: row)
        root.addSublayer(row)
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = rgb(0, 0, 0)
        fade.toValue = rgb(255, 255, 255)
        fade.beginTime = 1
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fillMode = .both
        dot.add(fade, forKey: "fade")
        let image = render(root, at: 2)
        // At t = 2 instance 0 is at the end (white), instance 1 lives at 1.5 (grey), instance 2 at 1 (black).
        #expect(image.at(10, 10) == px(255, 255, 255))
        #expect(close(image.at(30, 10), px(128, 128, 128), 2))
        #expect(image.at(50, 10) == px(0, 0, 0))
    }
}
