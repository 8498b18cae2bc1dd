import Testing
@testable import CoreGraphics

@Suite struct PixmanImageTests {
    private let quad = CGImage(width: 2, height: 2, pixels: [
        RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 255, b: 0, a: 255),
        RGBA8(r: 0, g: 0, b: 255, a: 255), RGBA8(r: 255, g: 255, b: 255, a: 255),
    ])!

    @Test func translatedCompositeCopiesPixels() throws {
        let context = CGContext(uiKitSize: CGSize(width: 4, height: 4))!
        let source = try #require(PixmanImage(image: quad))
        // Destination (x, y) samples source (x − 1, y − 2).
        #expect(source.setTransform([1, 0, -1, 0, 1, -2, 0, 0, 1]))
        context.composite(source, x: 0, y: 0, width: 4, height: 4)
        #expect(context.pixel(x: 1, y: 2) == opaqueRed)
        #expect(context.pixel(x: 2, y: 3) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(context.pixel(x: 0, y: 0) == clear)
    }

    @Test func projectiveMatrixDividesByW() throws {
        let context = CGContext(uiKitSize: CGSize(width: 8, height: 8))!
        let source = try #require(PixmanImage(image: quad))
        source.setInterpolationQuality(.none)
        // w = 4 everywhere: destination (x, y) samples source (x / 4, y / 4), scaling the image up 4×.
        #expect(source.setTransform([1, 0, 0, 0, 1, 0, 0, 0, 4]))
        context.composite(source, x: 0, y: 0, width: 8, height: 8, opacity: 0.5)
        #expect(context.pixel(x: 1, y: 1) == RGBA8(r: 128, g: 0, b: 0, a: 128))
        #expect(context.pixel(x: 6, y: 6) == RGBA8(r: 128, g: 128, b: 128, a: 128))
    }
}
