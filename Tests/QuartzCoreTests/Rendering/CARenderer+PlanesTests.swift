import Foundation
import Testing
@testable import QuartzCore

/// A frame split into planes (the live simulator's page composites a drag's turning layers itself): the planes,
/// composited back to front with the renderer's own warp, make up exactly the frame `makeImage` draws; a layer in
/// perspective inside a clip, or a frame with none, is not split.
@Suite struct CARendererPlanesTests {
    /// A white screen with a green stripe, a blue card turned 35° about its vertical axis in perspective, and a red
    /// badge above the card's middle.
    private func scene(clipsCard: Bool = false, badge: Bool = true) -> CALayer {
        let root = makeRoot(120, 90)
        _ = makeLayer(CGRect(x: 0, y: 30, width: 120, height: 20), rgb(0, 160, 0), in: root)
        let stage = makeLayer(CGRect(x: 0, y: 0, width: 120, height: 90), nil, in: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 150
        stage.sublayerTransform = perspective
        stage.masksToBounds = clipsCard
        let card = makeLayer(CGRect(x: 35, y: 20, width: 50, height: 50), rgb(20, 60, 220), in: stage)
        card.borderWidth = 3
        card.borderColor = rgb(250, 200, 0)
        card.transform = CATransform3DMakeRotation(.pi * 35 / 180, 0, 1, 0)
        if badge { _ = makeLayer(CGRect(x: 50, y: 40, width: 20, height: 10), rgb(230, 0, 0), in: root) }
        root.hostingClock = MediaClock(startTime: 0)
        return root
    }

    /// The planes composited as the page does: each over the ones before it, through its map. Written out here
    /// on purpose, beside `[RenderPlane].flattened()` (which the tests also check): an independent composite, so
    /// a fault in the library's cannot hide itself by agreeing with the planes.
    private func composite(_ planes: [RenderPlane], width: Int, height: Int) -> [UInt32] {
        var frame = [UInt32](repeating: 0xFF00_0000, count: width * height)
        frame.withUnsafeMutableBytes { bytes in
            let destination = PixelBuffer(base: bytes.baseAddress!, width: width, height: height, bytesPerRow: width * 4)
            for plane in planes {
                let m = plane.matrix
                // Back to the renderer's row-vector form, then its inverse: frame pixels → picture pixels.
                let toFrame = Homography(m11: m[0], m12: m[3], m13: m[6], m21: m[1], m22: m[4], m23: m[7],
                                         m31: m[2], m32: m[5], m33: m[8])
                var pixels = [UInt32](repeating: 0, count: plane.image.width * plane.image.height)
                plane.image.withUnsafePixelBytes { source, stride in
                    for y in 0..<plane.image.height {
                        for x in 0..<plane.image.width {
                            var word = source.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                            if plane.image.isOpaque { word |= 0xFF00_0000 }
                            pixels[y * plane.image.width + x] = word
                        }
                    }
                }
                pixels.withUnsafeMutableBytes { p in
                    let source = PixelBuffer(base: p.baseAddress!, width: plane.image.width, height: plane.image.height,
                                             bytesPerRow: plane.image.width * 4)
                    ProjectiveWarp.composite(source: source, over: destination, inverse: toFrame.inverse!,
                                             region: CGRect(x: 0, y: 0, width: width, height: height),
                                             opacity: plane.opacity, smooth: plane.smooth)
                }
            }
        }
        return frame
    }

    /// `root` frozen as a live session freezes its stage (views are inert delegates).
    private func freeze(_ root: CALayer) -> FrozenLayerTree {
        FrozenLayerTree.freeze(root, bounds: root.frame, atTime: 0, isInert: { _ in true })
    }

    /// `change` applied at once, with no implicit animation.
    private func withoutActions(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    private func words(_ image: CGImage) -> [UInt32] {
        image.withUnsafePixelBytes { bytes, stride in
            (0..<image.height).flatMap { y in
                (0..<image.width).map { x in
                    bytes.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) | 0xFF00_0000
                }
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func thePlanesMakeUpTheFrame(scale: Double) throws {
        let root = scene()
        let renderer = CARenderer(layer: root)
        let whole = try #require(renderer.makeImage(scale: CGFloat(scale), atTime: 0, opaque: true))
        let planes = try #require(renderer.makePlanes(scale: CGFloat(scale), atTime: 0))
        // Under the card (white, the stripe), the card, the badge above it.
        #expect(planes.map(\.isFlat) == [true, false, true])
        #expect(planes[0].image.isOpaque && !planes[1].image.isOpaque && !planes[2].image.isOpaque)
        #expect(planes[0].image.width == whole.width && planes[2].image.height == whole.height)
        // The back plane has no card: the stripe runs through where it turns.
        let mid = Int(45 * scale), row = Int(40 * scale)
        #expect(planes[0].image.pixel(x: mid, y: row) == RGBA8(r: 0, g: 160, b: 0, a: 255))
        #expect(planes[2].image.pixel(x: 0, y: 0).a == 0, "above the card: only the badge")
        let made = composite(planes, width: whole.width, height: whole.height)
        let expected = words(whole)
        let differing = zip(made, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(expected.count) pixels differ")
        #expect(words(try #require(planes.flattened())) == expected, "flattened on the server: the same frame")
    }

    @Test func nothingAboveTheTurningLayerMakesTwoPlanes() throws {
        let planes = try #require(CARenderer(layer: scene(badge: false)).makePlanes(scale: 1, atTime: 0))
        #expect(planes.map(\.isFlat) == [true, false])
    }

    @Test func aTurningLayerInsideAClipOrNoneAtAllIsNotSplit() {
        #expect(CARenderer(layer: scene(clipsCard: true)).makePlanes(scale: 1, atTime: 0) == nil,
                "the clip stands between the card and the frame: the card is drawn into its plane")
        let flat = makeRoot(40, 40)
        _ = makeLayer(CGRect(x: 5, y: 5, width: 10, height: 10), rgb(0, 0, 255), in: flat)
        #expect(CARenderer(layer: flat).makePlanes(scale: 1, atTime: 0) == nil)
    }

    @Test func splittingLeavesTheRendererAsItWas() throws {
        let root = scene()
        let renderer = CARenderer(layer: root)
        let before = try #require(renderer.makeImage(scale: 1, atTime: 0, opaque: true))
        _ = renderer.makePlanes(scale: 1, atTime: 0)
        let after = try #require(renderer.makeImage(scale: 1, atTime: 0, opaque: true))
        #expect(after.hasSameBytes(as: before))
    }

    /// A drag's next frame, where only the card turned further, keeps the flat planes — the same pictures, not
    /// drawn again — and makes the planes a fresh split makes; a change under the card splits the frame afresh.
    @Test func aFrameWhereOnlyTheTurningLayerMovedKeepsTheFlatPlanes() throws {
        let root = scene()
        let card = try #require(root.sublayers?[1].sublayers?.first)
        let renderer = CARenderer(layer: CALayer())
        let first = try #require(freeze(root).makePlanes(with: renderer, scale: 2))
        #expect(first.map(\.isFlat) == [true, false, true] && renderer.flatPlanesKept == 0)
        withoutActions { card.transform = CATransform3DMakeRotation(.pi * 50 / 180, 0, 1, 0) }
        let moved = freeze(root)
        let second = try #require(moved.makePlanes(with: renderer, scale: 2))
        #expect(renderer.flatPlanesKept == 1)
        #expect(second.count == 3 && second[0].image === first[0].image && second[2].image === first[2].image)
        #expect(second[1].matrix != first[1].matrix, "the card's map is this frame's")
        #expect(second[1].image === first[1].image, "the card's picture did not change: the same object")
        let fresh = try #require(moved.makePlanes(with: CARenderer(layer: CALayer()), scale: 2))
        #expect(second.map(\.matrix) == fresh.map(\.matrix))
        #expect(zip(second, fresh).allSatisfy { $0.image.hasSameBytes(as: $1.image) })
        // The stripe under the card changed colour: nothing is kept.
        withoutActions { root.sublayers?[0].backgroundColor = rgb(200, 0, 0) }
        let third = try #require(freeze(root).makePlanes(with: renderer, scale: 2))
        #expect(renderer.flatPlanesKept == 1)
        #expect(third[0].image !== first[0].image && !third[0].image.hasSameBytes(as: first[0].image))
    }

    /// A turning layer's kept picture is handed out as the same image object split after split, never copied
    /// again (a 4 MB copy per move in the live simulator); once the layer draws something else, a new picture with
    /// the new pixels.
    @Test func aKeptPictureIsTheSameImageUntilTheLayerChanges() throws {
        let root = scene()
        let card = try #require(root.sublayers?[1].sublayers?.first)
        let renderer = CARenderer(layer: root)
        renderer.isInertDelegate = { _ in true }
        let first = try #require(renderer.interceptedPictures(scale: 2, atTime: 0)?.planes.first)
        withoutActions { card.transform = CATransform3DMakeRotation(.pi * 50 / 180, 0, 1, 0) }
        let turned = try #require(renderer.splitFrame(scale: 2, atTime: 0))
        let second = turned.planes[try #require(turned.warpedIndices.first)]
        #expect(renderer.rasterCacheHits >= 1)
        #expect(second.image === first.image && second.matrix != first.matrix)
        withoutActions { card.backgroundColor = rgb(0, 200, 0) }
        let recoloured = try #require(renderer.interceptedPictures(scale: 2, atTime: 0)?.planes.first)
        let fresh = try #require(CARenderer(layer: root).interceptedPictures(scale: 2, atTime: 0)?.planes.first)
        #expect(recoloured.image !== first.image && !recoloured.image.hasSameBytes(as: first.image))
        #expect(recoloured.image.hasSameBytes(as: fresh.image))
    }

    /// A `CATransformLayer` sorts its sublayers by depth, so painting order can hang on a turning layer's
    /// transform: a tree with one is split afresh every frame, its flat planes never kept.
    @Test func aTreeWithATransformLayerNeverKeepsItsPlanes() throws {
        let root = scene()
        let card = try #require(root.sublayers?[1].sublayers?.first)
        let sorting = CATransformLayer()
        sorting.frame = CGRect(x: 0, y: 70, width: 120, height: 20)
        root.addSublayer(sorting)
        _ = makeLayer(CGRect(x: 10, y: 0, width: 30, height: 10), rgb(0, 0, 0), in: sorting)
        let renderer = CARenderer(layer: CALayer())
        let first = try #require(freeze(root).makePlanes(with: renderer, scale: 2))
        #expect(first.contains { !$0.isFlat }, "split")
        #expect(renderer.keptPlanes == nil)
        withoutActions { card.transform = CATransform3DMakeRotation(.pi * 50 / 180, 0, 1, 0) }
        let second = try #require(freeze(root).makePlanes(with: renderer, scale: 2))
        #expect(renderer.flatPlanesKept == 0 && renderer.keptPlanes == nil)
        #expect(second[0].image !== first[0].image, "the flat plane drawn again")
    }

    /// The layers of a frame split before stay planes of their own while their maps are flat: a card turned back
    /// flat keeps its picture (the same object) and the flat planes round it, and the planes still make up the
    /// frame. A renderer with nothing kept does not split a frame whose card is flat.
    @Test func aTurningLayerTurnedFlatStaysAPlane() throws {
        let root = scene()
        let card = try #require(root.sublayers?[1].sublayers?.first)
        let renderer = CARenderer(layer: CALayer())
        let turned = try #require(freeze(root).makePlanes(with: renderer, scale: 2))
        withoutActions { card.transform = CATransform3DIdentity }
        let flat = freeze(root)
        #expect(flat.makePlanes(with: CARenderer(layer: CALayer()), scale: 2) == nil, "nothing in perspective")
        let planes = try #require(flat.makePlanes(with: renderer, scale: 2))
        #expect(renderer.flatPlanesKept == 1)
        #expect(planes.count == 3 && planes[0].image === turned[0].image && planes[2].image === turned[2].image)
        #expect(planes[1].image === turned[1].image, "the card's picture, kept")
        let m = planes[1].matrix
        #expect(m[6] == 0 && m[7] == 0 && m[8] == 1, "a flat map: \(m)")
        let whole = try #require(flat.makeImage(with: CARenderer(layer: CALayer()), scale: 2, opaque: true))
        let made = composite(planes, width: whole.width, height: whole.height)
        let differing = zip(made, words(whole)).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }

    /// A kept layer seen edge-on draws nothing: the frame is its flat planes without its picture, and the split
    /// stays kept, so when it turns on past edge-on its picture is still the same object.
    @Test func aKeptLayerSeenEdgeOnIsLeftOutAndComesBack() throws {
        let root = scene()
        let card = try #require(root.sublayers?[1].sublayers?.first)
        let renderer = CARenderer(layer: CALayer())
        func turn(_ degrees: Double) {
            withoutActions { card.transform = CATransform3DMakeRotation(.pi * degrees / 180, 0, 1, 0) }
        }
        let first = try #require(freeze(root).makePlanes(with: renderer, scale: 2))
        turn(90)
        let edgeOn = freeze(root)
        let planes = try #require(edgeOn.makePlanes(with: renderer, scale: 2))
        #expect(renderer.flatPlanesKept == 1)
        #expect(planes.count == 2 && planes.allSatisfy(\.isFlat), "the back and the badge's plane")
        #expect(planes[0].image === first[0].image && planes[1].image === first[2].image)
        let whole = try #require(edgeOn.makeImage(with: CARenderer(layer: CALayer()), scale: 2, opaque: true))
        #expect(zip(composite(planes, width: whole.width, height: whole.height), words(whole)).allSatisfy { $0 == $1 })
        turn(50)
        let back = try #require(freeze(root).makePlanes(with: renderer, scale: 2))
        #expect(renderer.flatPlanesKept == 2 && back.count == 3)
        #expect(back[1].image === first[1].image)
    }

    /// A card turned past edge-on shows the same picture from behind (the warp mirrors it): it is kept, not drawn
    /// again — unless something in it is single-sided, culled from behind, when the picture from behind differs.
    @Test(arguments: [false, true])
    func aPictureSeenFromBehindIsKeptUnlessSomethingInItIsSingleSided(singleSided: Bool) throws {
        let root = scene()
        let card = try #require(root.sublayers?[1].sublayers?.first)
        let spot = makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10), rgb(255, 255, 255), in: card)
        spot.isDoubleSided = !singleSided
        let renderer = CARenderer(layer: root)
        renderer.isInertDelegate = { _ in true }
        let front = try #require(renderer.interceptedPictures(scale: 2, atTime: 0)?.planes.first)
        let hits = renderer.rasterCacheHits
        withoutActions { card.transform = CATransform3DMakeRotation(.pi * 130 / 180, 0, 1, 0) }
        let behind = try #require(renderer.interceptedPictures(scale: 2, atTime: 0)?.planes.first)
        #expect(behind.matrix != front.matrix)
        if singleSided {
            #expect(renderer.rasterCacheHits == hits && !behind.image.hasSameBytes(as: front.image),
                    "the spot is culled")
        } else {
            #expect(renderer.rasterCacheHits == hits + 1 && behind.image === front.image)
        }
    }

    /// A plane's picture is what its layer drew, at the size it was drawn: the offscreen pool lends bitmaps
    /// larger than asked, and a picture of the pool's size would be new to the page whenever the layer is drawn
    /// into another one.
    @Test func aPlanesPictureIsTheSizeItWasDrawnAt() throws {
        let planes = try #require(CARenderer(layer: scene()).makePlanes(scale: 2, atTime: 0))
        // The card, 50 × 50 points with its border, at two pixels a point.
        #expect(planes[1].image.width == 100 && planes[1].image.height == 100)
    }

    /// Telling an empty plane from the bitmap reads every pixel, the last of an odd row too.
    @Test(arguments: [(7, 5), (8, 3), (1, 1)])
    func aBitmapIsTransparentOnlyWhenEveryPixelIs(width: Int, height: Int) throws {
        let bitmap = try #require(CGContext(uiKitSize: CGSize(width: width, height: height), scale: 1))
        bitmap.clear(CGRect(x: 0, y: 0, width: width, height: height))
        #expect(bitmap.isTransparent)
        bitmap.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.01))
        bitmap.fill(CGRect(x: width - 1, y: height - 1, width: 1, height: 1))
        #expect(!bitmap.isTransparent)
    }
}
