import Testing
@testable import CoreGraphics

@Suite struct CGContextImagesTests {
    /// 2×2: red, green / blue, white (top row first).
    private let quad = CGImage(width: 2, height: 2, pixels: [
        RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 255, b: 0, a: 255),
        RGBA8(r: 0, g: 0, b: 255, a: 255), RGBA8(r: 255, g: 255, b: 255, a: 255),
    ])!

    @Test func drawingAtNaturalSizeCopiesPixelsUprightInAYUpContext() {
        let context = makeBitmapContext(width: 2, height: 2)
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.makeImage()!.pixels == quad.pixels)
    }

    @Test func yDownContextDrawsTheImageUpsideDownAsQuartzDoes() {
        let context = CGContext(uiKitSize: CGSize(width: 2, height: 2))!
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.pixel(x: 0, y: 0) == opaqueBlue)
        #expect(context.pixel(x: 0, y: 1) == opaqueRed)
    }

    @Test func nearestNeighbourScalingKeepsHardEdges() {
        let context = makeBitmapContext(width: 8, height: 8)
        context.interpolationQuality = .none
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.pixel(x: 3, y: 3) == opaqueRed)
        #expect(context.pixel(x: 4, y: 3) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(context.pixel(x: 3, y: 4) == opaqueBlue)
        #expect(context.pixel(x: 0, y: 0) == opaqueRed)  // no faded border
    }

    @Test func imageAlphaAndTransformApply() {
        let context = makeBitmapContext(width: 4, height: 2)
        context.setAlpha(0.5)
        context.translateBy(x: 2, y: 0)
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.pixel(x: 0, y: 0) == clear)
        #expect(context.pixel(x: 2, y: 0) == RGBA8(r: 128, g: 0, b: 0, a: 128))
    }

    @Test func makeImageIsASnapshot() {
        let context = makeBitmapContext(width: 1, height: 1)
        let before = context.makeImage()!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(before.pixel(x: 0, y: 0) == clear)
        #expect(context.makeImage()!.pixel(x: 0, y: 0) == opaqueRed)
    }
}
