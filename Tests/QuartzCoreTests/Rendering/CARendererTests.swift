import GoldenTesting
import Testing
@testable import QuartzCore

@Suite struct CARendererTests {
    @Test func rendersThePresentationAtTheGivenMediaTime() {
        let root = makeRoot(40, 20)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 20), rgb(0, 0, 255), in: root)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5.0
        move.toValue = 35.0
        move.beginTime = 1
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        CATransaction.setDisableActions(true)
        layer.add(move, forKey: "move")
        // Halfway through: centred at x = 20, covering 15…25. The model (x = 5) is not drawn.
        let image = render(root, at: 1.5)
        #expect(image.at(20, 10) == px(0, 0, 255))
        #expect(image.at(3, 10) == px(255, 255, 255))
        let before = render(root, at: 0.5)
        #expect(before.at(3, 10) == px(0, 0, 255), "before the animation begins, the model value shows")
    }

    @Test func renderInContextDrawsTheModelInTheLayersOwnSpace() {
        let layer = makeLayer(CGRect(x: 100, y: 100, width: 20, height: 10), rgb(255, 0, 0))
        _ = makeLayer(CGRect(x: 10, y: 0, width: 10, height: 10), rgb(0, 255, 0), in: layer)
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.toValue = rgb(0, 0, 0)
        fade.duration = 100
        layer.add(fade, forKey: "fade")
        let context = CGContext(uiKitSize: CGSize(width: 20, height: 10))!
        layer.render(in: context)
        #expect(context.pixel(x: 5, y: 5) == px(255, 0, 0), "model colour, at the context's origin")
        #expect(context.pixel(x: 15, y: 5) == px(0, 255, 0))
    }

    @Test func perspectiveThroughAClipMatchesTheDirectPath() {
        // Warped pixels go straight into the bitmap, or through a scratch image when a clip is open; a clip
        // that cuts nothing must not change the picture.
        func scene(clipped: Bool) -> CGImage {
            let root = makeRoot(80, 60)
            let holder = makeLayer(CGRect(x: 0, y: 0, width: 80, height: 60), nil, in: root)
            holder.masksToBounds = clipped
            holder.sublayerTransform = perspective(150)
            let card = makeLayer(CGRect(x: 15, y: 10, width: 50, height: 40), rgb(200, 80, 20), in: holder)
            card.transform = CATransform3DMakeRotation(0.6, 0, 1, 0)
            return render(root)
        }
        let comparison = ImageComparison(scene(clipped: false), scene(clipped: true))
        #expect(comparison.psnr >= 45)
    }

    @Test func partlyBehindTheEyeDrawsOnlyTheLayersColour() {
        // A wide plane turned so its far end passes behind the eye: what shows must be the layer's colour
        // (blended with the white background at edges), never garbage from negative w.
        let root = makeRoot(100, 60)
        root.sublayerTransform = perspective(60)
        let plane = makeLayer(CGRect(x: -100, y: 10, width: 300, height: 40), rgb(255, 0, 0), in: root)
        plane.transform = CATransform3DMakeRotation(1.2, 0, 1, 0)
        let image = render(root)
        var red = 0
        for p in image.pixels {
            #expect(p.r == 255 && p.g == p.b, "\(p) is not a blend of red and white")
            if p == px(255, 0, 0) { red += 1 }
        }
        #expect(red > 100)
    }

    /// A layer turned exactly 90° about its vertical axis in perspective is seen edge-on: it covers no area, so
    /// nothing of it is drawn (Core Animation shows nothing; the floating-point cos(π/2) ≈ 6·10⁻¹⁷ once made it a
    /// one-pixel line). Also with a subtree, a border and as a page in its own perspective.
    @Test(arguments: [1.0, 2.0], [false, true])
    func aLayerEdgeOnDrawsNothing(scale: Double, ownPerspective: Bool) {
        func scene(_ angle: CGFloat) -> CGImage {
            let root = makeRoot(120, 90)
            let card = makeLayer(CGRect(x: 20, y: 10, width: 80, height: 70), rgb(200, 30, 40), in: root)
            card.borderWidth = 3
            card.borderColor = rgb(0, 0, 0)
            card.cornerRadius = 6
            _ = makeLayer(CGRect(x: 10, y: 10, width: 30, height: 20), rgb(20, 200, 40), in: card)
            let turn = CATransform3DMakeRotation(angle, 0, 1, 0)
            if ownPerspective {
                card.transform = CATransform3DConcat(turn, perspective(300))
            } else {
                root.sublayerTransform = perspective(300)
                card.transform = turn
            }
            return render(root, scale: CGFloat(scale))
        }
        for p in scene(.pi / 2).pixels {
            #expect(p == px(255, 255, 255), "\(p) drawn by a layer seen edge-on")
        }
        // A hair before edge-on it still draws (a sliver).
        #expect(scene(.pi / 2 - 0.05).pixels.contains { $0 != px(255, 255, 255) })
    }

    @Test func groupOpacityIsOnlyUsedWhenSeveralThingsOverlap() {
        // A lone layer at half opacity blends like any shape; with allowsGroupOpacity off, overlapping
        // sublayers each blend on their own and the overlap is darker.
        let root = makeRoot(40, 20)
        let group = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 20), nil, in: root)
        group.opacity = 0.5
        group.allowsGroupOpacity = false
        _ = makeLayer(CGRect(x: 0, y: 0, width: 30, height: 20), rgb(0, 0, 0), in: group)
        _ = makeLayer(CGRect(x: 10, y: 0, width: 30, height: 20), rgb(0, 0, 0), in: group)
        let image = render(root)
        #expect(close(image.at(5, 10), px(128, 128, 128), 2))
        #expect(close(image.at(20, 10), px(64, 64, 64), 2), "each sublayer blends on its own")
    }

    @Test func makeImageShowsTheRenderersBoundsAtTheScale() {
        let root = makeRoot(20, 10, background: rgb(10, 20, 30))
        let image = CARenderer(layer: root).makeImage(scale: 3, atTime: 0)!
        #expect(image.width == 60 && image.height == 30)
        #expect(image.at(59, 29) == px(10, 20, 30))
    }
}

@Suite struct ShapeAndGradientLayerTests {
    @Test func copiesKeepTheirState() {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        shape.lineDashPattern = [2, 1]
        shape.fillRule = .evenOdd
        shape.strokeEnd = 0.25
        let shapeCopy = CAShapeLayer(layer: shape)
        #expect(shapeCopy.path == shape.path && shapeCopy.lineDashPattern == [2, 1] && shapeCopy.fillRule == .evenOdd)
        #expect(shapeCopy.strokeEnd == 0.25 && shapeCopy.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))

        let gradient = CAGradientLayer()
        gradient.colors = [rgb(255, 0, 0), rgb(0, 0, 255)]
        gradient.locations = [0.2, 0.8]
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.1, y: 0.2)
        let gradientCopy = CAGradientLayer(layer: gradient)
        #expect(gradientCopy.type == .radial && gradientCopy.locations == [0.2, 0.8])
        #expect(gradientCopy.colors?.count == 2 && gradientCopy.startPoint == CGPoint(x: 0.1, y: 0.2))
    }

    @Test func textLayerCopiesAndAnimatesItsColour() {
        let text = CATextLayer()
        text.string = "Hi"
        text.font = "Georgia-Bold"
        text.isWrapped = true
        text.truncationMode = .middle
        text.alignmentMode = .right
        text.fontSize = 12
        let copy = CATextLayer(layer: text)
        #expect(copy.string as? String == "Hi" && copy.font as? String == "Georgia-Bold" && copy.isWrapped)
        #expect(copy.truncationMode == .middle && copy.alignmentMode == .right && copy.fontSize == 12)
        #expect(copy.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1), "white by default")
        #expect(CALayer.customAnimatableKeys.withLock { $0 }.isSuperset(of: ["fontSize", "foregroundColor"]))
    }

    @Test func strokeEndAndStartPointAreAnimatable() {
        #expect(LayerKeyPath("strokeEnd").isCustomAnimatable == false || CALayer.customAnimatableKeys.withLock { $0 }.contains("strokeEnd"))
        _ = CAShapeLayer()
        _ = CAGradientLayer()
        #expect(CALayer.customAnimatableKeys.withLock { $0 }.isSuperset(of: ["strokeEnd", "strokeStart", "fillColor", "startPoint", "colors"]))

        let root = makeRoot(40, 10)
        let line = CAShapeLayer()
        line.frame = root.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 40, y: 5))
        line.path = path
        line.strokeColor = rgb(0, 0, 0)
        line.lineWidth = 4
        root.addSublayer(line)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0.0
        draw.toValue = 1.0
        draw.beginTime = 1
        draw.duration = 1
        draw.timingFunction = CAMediaTimingFunction(name: .linear)
        line.add(draw, forKey: "draw")
        let image = render(root, at: 1.5)
        #expect(image.at(10, 5) == px(0, 0, 0))
        #expect(image.at(30, 5) == px(255, 255, 255), "half the line at half time")
    }

    @Test func trimmingFollowsTheLengthOfCurvesAndClosedSubpaths() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let half = PathTrimming.trim(square, from: 0, to: 0.5)
        let points = PathTrimming.flatten(half).flatMap { $0 }
        #expect(points.first == CGPoint(x: 0, y: 0))
        #expect(points.last == CGPoint(x: 10, y: 10), "two of four sides")
        let last = PathTrimming.trim(square, from: 0.875, to: 1)
        let tail = PathTrimming.flatten(last).flatMap { $0 }
        #expect(tail.first == CGPoint(x: 0, y: 5) && tail.last == CGPoint(x: 0, y: 0), "the closing side counts")
    }
}

@Suite struct FrameReuseTests {
    /// A renderer reuses its offscreen bitmaps and the caller's frame from frame to frame, clearing only what
    /// the next frame does not cover: the second frame must come out exactly as from a fresh renderer.
    @Test func reusedBitmapsLeaveNothingBehind() {
        func scene() -> (CALayer, CALayer) {
            let root = makeRoot(120, 90, background: rgb(0, 0, 0))
            root.sublayerTransform = perspective(200)
            let card = makeLayer(CGRect(x: 10, y: 10, width: 100, height: 70), rgb(240, 240, 230), in: root)
            card.cornerRadius = 20
            card.masksToBounds = true
            _ = makeLayer(CGRect(x: -10, y: -10, width: 60, height: 50), rgb(200, 30, 30), in: card)
            return (root, card)
        }
        let (root, card) = scene()
        let renderer = CARenderer(layer: root)
        let frame = CGContext(uiKitSize: CGSize(width: 120, height: 90), scale: 2)!
        CATransaction.setDisableActions(true)
        card.transform = CATransform3DMakeRotation(0.2, 0, 1, 0)
        renderer.renderFrame(atTime: 0, into: frame, scale: 2)
        card.transform = CATransform3DMakeRotation(0.9, 0, 1, 0)
        card.cornerRadius = 30
        renderer.renderFrame(atTime: 0, into: frame, scale: 2)
        let reused = frame.makeImage()!
        let fresh = CARenderer(layer: root).makeImage(scale: 2, atTime: 0)!
        #expect(reused.pixels == fresh.pixels)
    }

    /// `makeImage` keeps the bitmap it drew in for the next frame of the same size (a new one costs page faults
    /// every frame); `releaseFrameBitmap()` lets it go, and the next image is drawn in a new one, the same.
    @Test func theFrameBitmapIsKeptUntilReleased() {
        let root = makeRoot(30, 20, background: rgb(10, 20, 30))
        _ = makeLayer(CGRect(x: 5, y: 5, width: 10, height: 10), rgb(200, 40, 40), in: root)
        let renderer = CARenderer(layer: root)
        #expect(renderer.frameBitmapBytes == 0)
        let first = renderer.makeImage(scale: 2, atTime: 0)!
        #expect(renderer.frameBitmapBytes == 60 * 40 * 4)
        renderer.releaseFrameBitmap()
        #expect(renderer.frameBitmapBytes == 0)
        let second = renderer.makeImage(scale: 2, atTime: 0)!
        #expect(second.pixels == first.pixels)
        #expect(renderer.frameBitmapBytes == 60 * 40 * 4)
    }

    /// The image `makeImage` returns is the bitmap the frame was drawn in: the next frame is drawn in it again
    /// once the image is let go, and in a new bitmap while something holds it, which keeps its pixels.
    @Test func aFramesImageIsItsBitmapAndAHeldOneIsNeverDrawnOver() {
        CATransaction.setDisableActions(true)
        let root = makeRoot(30, 20, background: rgb(10, 20, 30))
        let square = makeLayer(CGRect(x: 5, y: 5, width: 10, height: 10), rgb(200, 40, 40), in: root)
        let renderer = CARenderer(layer: root)
        var first: CGImage? = renderer.makeImage(scale: 2, atTime: 0)
        let firstPixels = first!.pixels
        square.backgroundColor = rgb(40, 200, 40)
        let second = renderer.makeImage(scale: 2, atTime: 0)!
        let firstUnchanged = first!.pixels == firstPixels
        #expect(firstUnchanged, "held while the next frame was drawn")
        #expect(second.pixel(x: 20, y: 20) == px(40, 200, 40))
        #expect(first!.pixel(x: 20, y: 20) == px(200, 40, 40))
        first = nil
        let secondPixels = second.pixels
        square.backgroundColor = rgb(40, 40, 200)
        let third = renderer.makeImage(scale: 2, atTime: 0)!
        let secondUnchanged = second.pixels == secondPixels
        #expect(secondUnchanged, "the bitmap the held image uses is left alone")
        #expect(third.pixel(x: 20, y: 20) == px(40, 40, 200))
    }
}

@Suite struct WarpAccuracyTests {
    /// A layer turned by a hair in perspective goes through the offscreen-and-warp path; unturned it is drawn
    /// by cairo directly. The two must agree to within the turn: the offscreen's pixel grid is aligned with the
    /// bitmap's, so there is no half-pixel shift and no resampling blur.
    @Test(arguments: [1.0, 2.0])
    func warpedAndFlatPathsAgree(scale: Double) {
        func scene(angle: CGFloat) -> CGImage {
            let root = makeRoot(90, 70)
            root.sublayerTransform = perspective(500)
            let card = makeLayer(CGRect(x: 10.5, y: 9.25, width: 67, height: 51), rgb(30, 90, 200), in: root)
            card.cornerRadius = 9
            card.borderWidth = 2
            card.borderColor = rgb(250, 250, 250)
            _ = makeLayer(CGRect(x: 7, y: 20, width: 30, height: 3), rgb(240, 60, 40), in: card)
            card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            return render(root, scale: CGFloat(scale))
        }
        let flat = scene(angle: 0), warped = scene(angle: 0.0005)
        let comparison = ImageComparison(flat, warped)
        #expect(comparison.psnr >= 55, "PSNR \(comparison.psnr) dB")
    }
}
