import CoreGraphics
@testable import CoreImage
import Testing

@Suite struct CIImageTests {
    @Test func sourceExtentAndRoundTrip() {
        let picture = testPicture()
        let image = CIImage(cgImage: picture)
        #expect(image.extent == CGRect(x: 0, y: 0, width: 48, height: 36))
        #expect(image.cgImage === picture)
        let out = render(image, image.extent)
        #expect(out.pixels == picture.pixels)
    }

    @Test func croppedTransformedComposited() {
        let image = CIImage(cgImage: testPicture())
        #expect(image.cropped(to: CGRect(x: 10, y: 5, width: 100, height: 8)).extent == CGRect(x: 10, y: 5, width: 38, height: 8))
        #expect(image.transformed(by: CGAffineTransform(scaleX: 2, y: 0.5)).extent == CGRect(x: 0, y: 0, width: 96, height: 18))
        let moved = image.transformed(by: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.composited(over: image).extent == CGRect(x: 0, y: 0, width: 148, height: 36))
        // An integer translation moves pixels exactly.
        let out = render(moved, moved.extent)
        #expect(out.pixels == testPicture().pixels)
    }

    @Test func emptyAndInfinite() {
        let empty = CIImage.empty()
        #expect(empty.extent.isNull)
        let image = CIImage(cgImage: testPicture())
        #expect(image.composited(over: empty).extent == image.extent)
        #expect(image.clampedToExtent().extent.isInfinite || image.clampedToExtent().extent.width > 1e300)
        #expect(CIImage(color: .red).extent.width > 1e300)
        #expect(CIContext().createCGImage(CIImage(color: .red), from: CIImage(color: .red).extent) == nil)
    }

    @Test func clampedToExtentRepeatsEdgePixels() {
        let picture = testPicture()
        let out = render(CIImage(cgImage: picture).clampedToExtent(), CGRect(x: -5, y: -5, width: 58, height: 46))
        // Bottom-left corner region repeats the bottom-left pixel; the right edge column repeats outward.
        #expect(ci(out, 0, 0) == ci(picture, 0, 0))
        #expect(ci(out, 57, 20) == ci(picture, 47, 15))
        #expect(ci(out, 20, 45) == ci(picture, 15, 35))
    }

    @Test func chainIsOneRecipeEvaluatedOnceOverTheRequestedRegion() {
        let source = CIImage(cgImage: testPicture(width: 400, height: 300))
        let pixellated = source.applyingFilter("CIPixellate", parameters: [kCIInputScaleKey: 4])
        let blurred = pixellated.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 2])
        // A diamond: the blur feeds both sides of the dissolve.
        let output = blurred.applyingFilter("CIDissolveTransition",
                                            parameters: [kCIInputTargetImageKey: blurred, kCIInputTimeKey: 0.5])
        #expect(source.recipe.evaluationCount == 0)   // building costs nothing
        _ = render(output, CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(output.recipe.evaluationCount == 1)
        #expect(blurred.recipe.evaluationCount == 1)
        #expect(pixellated.recipe.evaluationCount == 1)
        #expect(source.recipe.evaluationCount == 1)
        // Only what the 10×10 output needs: the blur's reach (3σ = 6) and the pixellate's (half a cell + 1).
        #expect(blurred.recipe.lastRegion == PixelRect(x: 100, y: 100, width: 10, height: 10))
        #expect(pixellated.recipe.lastRegion == PixelRect(x: 94, y: 94, width: 22, height: 22))
        #expect(source.recipe.lastRegion == PixelRect(x: 91, y: 91, width: 28, height: 28))
        _ = render(output, CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(source.recipe.evaluationCount == 2)   // once per render
    }

    @Test func renderToBitmapInRGBAOrder() {
        let picture = makeImage(width: 2, height: 1) { x, _ in x == 0 ? (1, 0, 0, 1) : (0, 0, 1, 0.5) }
        var bytes = [UInt8](repeating: 0, count: 8)
        bytes.withUnsafeMutableBytes {
            CIContext().render(CIImage(cgImage: picture), toBitmap: $0.baseAddress!, rowBytes: 8,
                               bounds: CGRect(x: 0, y: 0, width: 2, height: 1), format: .RGBA8, colorSpace: nil)
        }
        #expect(bytes == [255, 0, 0, 255, 0, 0, 128, 128])
    }
}
