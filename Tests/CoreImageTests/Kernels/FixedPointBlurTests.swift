import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// The 8-bit fixed-point Gaussian blur (the fast path of CIGaussianBlur on bitmaps) against the float path it
/// replaces, which `BlurKernelsTests` checks against the closed form.
@Suite struct FixedPointBlurTests {
    /// A picture with varying alpha (premultiplied), hard edges and an odd width (a partial SIMD block per row).
    func translucentPicture(width: Int = 61, height: Int = 47) -> CGImage {
        makeImage(width: width, height: height) { x, y in
            let inSquare = (10..<30).contains(x) && (8..<20).contains(y)
            return (Double(x) / Double(width), inSquare ? 1 : Double(y) / Double(height),
                    Double((x * 7 + y * 13) % 17) / 16, inSquare ? 1 : 0.25 + 0.75 * Double((x + y) % 9) / 8)
        }
    }

    /// The float path's rendering of `image` over `rect` (what `createCGImage` made before the fast path).
    func floatPath(_ image: CIImage, _ rect: CGRect) -> CGImage {
        PixelConversion.image(from: RecipeEvaluator.render(image.recipe, over: PixelRect(covering: rect)))!
    }

    /// Largest component difference, and the mean difference.
    func compare(_ a: CGImage, _ b: CGImage) -> (maximum: Int, mean: Double) {
        let p = a.pixels, q = b.pixels
        var maximum = 0, total = 0
        for (u, v) in zip(p, q) {
            for (s, t) in [(u.r, v.r), (u.g, v.g), (u.b, v.b), (u.a, v.a)] {
                let d = abs(Int(s) - Int(t))
                maximum = max(maximum, d)
                total += d
            }
        }
        return (maximum, Double(total) / Double(4 * p.count))
    }

    @Test(arguments: [0.8, 2, 10, 30])
    func withinOneStepOfTheFloatPathWithClearEdges(sigma: Double) {
        let image = CIImage(cgImage: translucentPicture()).applyingGaussianBlur(sigma: sigma)
        #expect(FastPaths.applies(to: image.recipe, over: PixelRect(covering: image.extent)))
        let fast = render(image, image.extent), exact = floatPath(image, image.extent)
        let (maximum, mean) = compare(fast, exact)
        // One step at most. The half-unit bias per truncated product over-corrects where taps read clear pixels
        // (exact zeros lose nothing), so wide blurs fading to clear are off by one more often (σ 30: 0.43).
        #expect(maximum <= 1)
        #expect(mean <= 0.5)
        // Premultiplied colour never exceeds alpha.
        #expect(fast.pixels.allSatisfy { $0.r <= $0.a && $0.g <= $0.a && $0.b <= $0.a })
    }

    @Test(arguments: [0.8, 2, 10, 30])
    func withinOneStepOfTheFloatPathClampedAndCropped(sigma: Double) {
        let source = CIImage(cgImage: translucentPicture())
        let image = source.clampedToExtent().applyingGaussianBlur(sigma: sigma).cropped(to: source.extent)
        #expect(FastPaths.applies(to: image.recipe, over: PixelRect(covering: source.extent)))
        let (maximum, mean) = compare(render(image, source.extent), floatPath(image, source.extent))
        #expect(maximum <= 1)
        #expect(mean <= 0.1)
    }

    @Test func aRegionOfTheBlurIsThatRegionOfTheWhole() {
        let blurred = CIImage(cgImage: translucentPicture()).applyingGaussianBlur(sigma: 3)
        let whole = render(blurred, blurred.extent)
        let part = render(blurred, CGRect(x: 5, y: 7, width: 13, height: 9))
        for y in 0..<9 {
            for x in 0..<13 {
                #expect(ci(part, x, y) == ci(whole, x + 5 - Int(blurred.extent.minX), y + 7 - Int(blurred.extent.minY)))
            }
        }
    }

    @Test func aFlatImageStaysExactlyFlat() {
        let flat = makeImage(width: 40, height: 30) { _, _ in (0.2, 0.6, 1, 1) }
        let image = CIImage(cgImage: flat)
        for sigma in [1.5, 10, 30] {
            let out = render(image.clampedToExtent().applyingGaussianBlur(sigma: sigma).cropped(to: image.extent),
                             image.extent)
            #expect(out.pixels == flat.pixels)
        }
    }

    @Test func weightsSumToOneInFixedPointOrTheFloatPathRuns() throws {
        for sigma in [0.5, 1, 10, 30, 80] {
            let weights = try #require(FixedPointBlur.weights(sigma: sigma))
            #expect(weights.count == BlurKernels.gaussianRadius(sigma: sigma) + 1)
            #expect(Int(weights[0]) + 2 * weights.dropFirst().reduce(0) { $0 + Int($1) } == 65536)
        }
        #expect(FixedPointBlur.weights(sigma: 0.2) == nil)   // the centre weight alone would be 1
        #expect(FixedPointBlur.weights(sigma: 100) == nil)   // reach 300: 16-bit pair sums could overflow
    }

    @Test func aChainIsEvaluatedOnceThroughTheFastPath() {
        let source = CIImage(cgImage: translucentPicture())
        let image = source.clampedToExtent().applyingGaussianBlur(sigma: 4).cropped(to: source.extent)
        _ = render(image, source.extent)
        #expect(source.recipe.evaluationCount == 1)
        #expect(image.recipe.evaluationCount == 1)
        #expect(image.recipe.inputs[0].evaluationCount == 1)
    }
}
