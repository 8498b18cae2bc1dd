import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// CISourceOverCompositing and CIDissolveTransition (with its 8-bit fast path).
@Suite struct CompositingKernelsTests: TransitionFixtures {
    @Test func sourceOverCompositingIsPorterDuff() {
        let top = makeImage(width: 4, height: 4) { _, _ in (1, 0, 0, 0.5) }
        let bottom = makeImage(width: 4, height: 4) { _, _ in (0, 0, 1, 1) }
        let f = CIFilter.sourceOverCompositing()
        f.inputImage = CIImage(cgImage: top)
        f.backgroundImage = CIImage(cgImage: bottom).transformed(by: CGAffineTransform(translationX: 2, y: 0))
        #expect(f.outputImage!.extent == CGRect(x: 0, y: 0, width: 6, height: 4))
        let out = render(f.outputImage!, f.outputImage!.extent)
        #expect(ci(out, 0, 0) == [128, 0, 0, 128])
        #expect(ci(out, 3, 0) == [128, 0, 127, 255])   // 0.5·red + 0.5·blue, premultiplied: 128 + 127.5·(1−0.5)
        #expect(ci(out, 5, 0) == [0, 0, 255, 255])
    }

    @Test func dissolveOfPixellatesFastPathIsWithinOneStepOfTheFloatPath() {
        let a = CIImage(cgImage: testPicture(width: 75, height: 53))
        let b = CIImage(cgImage: makeImage(width: 75, height: 53) { x, y in (0.2, Double(x) / 75, Double(y) / 53, 0.8) })
        let output = a.applyingFilter("CIPixellate", parameters: [kCIInputScaleKey: 6]).applyingFilter(
            "CIDissolveTransition", parameters: [kCIInputTargetImageKey: b, kCIInputTimeKey: 0.3])
        let fast = render(output, output.extent)
        #expect(output.recipe.evaluationCount == 1 && b.recipe.evaluationCount == 1)
        let slow = PixelConversion.image(from: RecipeEvaluator.render(output.recipe, over: PixelRect(covering: output.extent)))!
        #expect(zip(components(fast), components(slow)).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) <= 1 } })
    }

    @Test func dissolveMixesLinearly() {
        let d = CIFilter.dissolveTransition()
        d.inputImage = source
        d.targetImage = target
        for time: Float in [0, 0.25, 1] {
            d.time = time
            let out = render(d.outputImage!, source.extent)
            let t = Double(time)
            #expect(ci(out, 30, 20) == [((1 - t) * 255).rounded(), 0, (t * 255).rounded(), 255])
        }
    }
}
