import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// Generators (constant colour, linear and radial gradients) and CIVignette.
@Suite struct GeneratorKernelsTests {
    @Test func constantColorAndGradients() {
        let constant = CIFilter(name: "CIConstantColorGenerator", parameters: [kCIInputColorKey: CIColor(red: 0, green: 1, blue: 0, alpha: 0.5)])!
        #expect(constant.outputImage!.extent.width > 1e300)
        #expect(ci(render(constant.outputImage!, CGRect(x: -1000, y: 5, width: 2, height: 2)), 0, 0) == [0, 128, 0, 128])

        let linear = CIFilter.linearGradient()
        linear.point0 = CGPoint(x: 0, y: 0)
        linear.point1 = CGPoint(x: 100, y: 0)
        linear.color0 = .black
        linear.color1 = .white
        let l = render(linear.outputImage!, CGRect(x: -10, y: 0, width: 120, height: 1))
        #expect(ci(l, 0, 0) == [0, 0, 0, 255])                    // before point0: colour0
        #expect(ci(l, 60, 0)[0] == (50.5 / 100 * 255).rounded())   // pixel 50's centre
        #expect(ci(l, 119, 0) == [255, 255, 255, 255])             // past point1: colour1

        let radial = CIFilter.radialGradient()
        radial.center = CGPoint(x: 0, y: 0)
        radial.radius0 = 10
        radial.radius1 = 30
        let r = render(radial.outputImage!, CGRect(x: 0, y: 0, width: 40, height: 1))
        #expect(ci(r, 5, 0)[0] == 255)
        // Distance from the centre at pixel 19 is √(19.5² + 0.5²).
        let t = ((19.5 * 19.5 + 0.25).squareRoot() - 10) / 20
        #expect(abs(ci(r, 19, 0)[0] - ((1 - t) * 255).rounded()) <= 1)
        #expect(ci(r, 35, 0)[0] == 0)
    }

    @Test func vignette() {
        let grey = makeImage(width: 40, height: 40) { _, _ in (0.8, 0.8, 0.8, 1) }
        let none = CIImage(cgImage: grey).applyingFilter("CIVignette", parameters: [kCIInputIntensityKey: 0])
        #expect(render(none, none.extent).pixels == grey.pixels)
        let v = CIImage(cgImage: grey).applyingFilter("CIVignette", parameters: [kCIInputIntensityKey: 1, kCIInputRadiusKey: 1])
        let out = render(v, v.extent)
        #expect(v.extent == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(abs(ci(out, 20, 20)[0] - 204) <= 1)   // centre untouched
        #expect(ci(out, 0, 0)[0] < 20)                // corners dark
        #expect(ci(out, 0, 0)[3] == 255)
    }
}
