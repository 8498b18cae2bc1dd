import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

@Suite struct ColorAndGeometryFilterTests {
    let picture = testPicture()
    var image: CIImage { CIImage(cgImage: picture) }

    /// Applies `f` to every un-premultiplied colour (0…1) of the picture and compares the render.
    func expectPointwise(_ output: CIImage, _ f: ([Double]) -> [Double]) {
        let expected: [[Double]] = components(picture).map { c in
            let a = c[3] / 255
            let colour = a > 0 ? [c[0] / 255 / a, c[1] / 255 / a, c[2] / 255 / a, a] : [0, 0, 0, 0]
            let out = f(colour)
            let alpha: Double = min(max(out[3], 0), 1)
            var result: [Double] = []
            for i in 0..<3 { result.append(min(max(out[i] * alpha, 0), alpha) * 255) }
            result.append(alpha * 255)
            return result
        }
        #expect(psnr(components(render(output, picture.width == 0 ? .zero : image.extent)), expected) >= 40)
    }

    @Test func colorControls() {
        let output = image.applyingFilter("CIColorControls", parameters: [
            kCIInputSaturationKey: 0.3, kCIInputBrightnessKey: 0.1, kCIInputContrastKey: 1.4])
        expectPointwise(output) { c in
            let luma: Double = 0.2125 * c[0] + 0.7154 * c[1] + 0.0721 * c[2]
            func adjust(_ v: Double) -> Double {
                let saturated: Double = luma + (v - luma) * 0.3
                return (saturated + 0.1 - 0.5) * 1.4 + 0.5
            }
            return [adjust(c[0]), adjust(c[1]), adjust(c[2]), c[3]]
        }
    }

    @Test func colorMatrix() {
        let output = image.applyingFilter("CIColorMatrix", parameters: [
            "inputRVector": CIVector(x: 0, y: 1, z: 0, w: 0), "inputGVector": CIVector(x: 0.5, y: 0, z: 0.5, w: 0),
            "inputBiasVector": CIVector(x: 0.1, y: 0, z: -0.2, w: 0)])
        expectPointwise(output) { (c: [Double]) -> [Double] in
            let g: Double = 0.5 * c[0] + 0.5 * c[2]
            return [c[1] + 0.1, g, c[2] - 0.2, c[3]]
        }
    }

    @Test func affineTransformAndCrop() {
        let filter = CIFilter(name: "CIAffineTransform")!
        filter.setValue(image, forKey: kCIInputImageKey)
        filter.setValue(CGAffineTransform(scaleX: 2, y: 2), forKey: kCIInputTransformKey)
        let scaled = filter.outputImage!
        #expect(scaled.extent == CGRect(x: 0, y: 0, width: 96, height: 72))
        // Doubling: output pixel (2i + ½ + ½, …) samples the input between pixels i and i + 1 — at pixel 2i+1's
        // centre (2i + 1.5)/2 = i + 0.75, a quarter of the way, along x and along y.
        let out = render(scaled, scaled.extent)
        let p00 = ci(picture, 10, 10), p10 = ci(picture, 11, 10), p01 = ci(picture, 10, 11), p11 = ci(picture, 11, 11)
        var expected: [Double] = []
        for i in 0..<4 {
            let bottom: Double = 0.75 * p00[i] + 0.25 * p10[i]
            let top: Double = 0.75 * p01[i] + 0.25 * p11[i]
            expected.append(0.75 * bottom + 0.25 * top)
        }
        #expect(zip(ci(out, 21, 21), expected).allSatisfy { abs($0 - $1) <= 1 })

        let crop = CIFilter(name: "CICrop", parameters: [kCIInputImageKey: image,
                                                         "inputRectangle": CIVector(cgRect: CGRect(x: 4, y: 4, width: 10, height: 100))])!
        #expect(crop.outputImage!.extent == CGRect(x: 4, y: 4, width: 10, height: 32))
        let cropped = render(crop.outputImage!, CGRect(x: 0, y: 0, width: 48, height: 36))
        #expect(ci(cropped, 3, 10)[3] == 0 && ci(cropped, 4, 10) == ci(picture, 4, 10))
    }

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
