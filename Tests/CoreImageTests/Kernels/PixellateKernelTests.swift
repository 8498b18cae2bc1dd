import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// CIPixellate: where it samples, and its 8-bit fast path.
@Suite struct PixellateKernelTests {
    @Test func pixellateSamplesTheCentreOfEachSquare() {
        let picture = testPicture()
        let p = CIFilter.pixellate()
        p.inputImage = CIImage(cgImage: picture)
        p.center = CGPoint(x: 0, y: 0)
        p.scale = 5
        #expect(p.outputImage!.extent == CGRect(x: 0, y: 0, width: 48, height: 36))
        let out = render(p.outputImage!, p.outputImage!.extent)
        // Square [5, 10) × [10, 15) is the picture at its centre (7.5, 12.5): the pixel (7, 12) exactly.
        for (x, y) in [(5, 10), (9, 14), (7, 12)] { #expect(ci(out, x, y) == ci(picture, 7, 12)) }
        // The last column's squares [45, 50) sample at x = 47.5 (inside); the top row [35, 40) at y = 35.5,
        // clamped into the picture.
        #expect(ci(out, 47, 35) == ci(picture, 47, 35))
        // With an even scale the centre lies between pixels: the mean of the 2×2 around it.
        p.scale = 4
        let even = render(p.outputImage!, p.outputImage!.extent)
        let expected = (0..<4).map { i in
            ([ci(picture, 5, 9), ci(picture, 6, 9), ci(picture, 5, 10), ci(picture, 6, 10)].map { $0[i] }.reduce(0, +) / 4)
        }
        #expect(zip(ci(even, 4, 8), expected).allSatisfy { abs($0 - $1) <= 1 })
    }

    @Test func pixellateFastPathEqualsTheFloatPath() {
        let picture = testPicture(width: 75, height: 53)
        for (scale, center) in [(8.0, CGPoint(x: 0, y: 53)), (5.5, CGPoint(x: 150, y: 150)), (4, CGPoint(x: 2, y: 3))] {
            let p = CIImage(cgImage: picture).applyingFilter("CIPixellate", parameters: [
                kCIInputScaleKey: scale, kCIInputCenterKey: CIVector(cgPoint: center)])
            let fast = render(p, p.extent)
            #expect(p.recipe.evaluationCount == 1)
            let slow = PixelConversion.image(from: RecipeEvaluator.render(p.recipe, over: PixelRect(covering: p.extent)))!
            #expect(fast.pixels == slow.pixels)
        }
    }
}
