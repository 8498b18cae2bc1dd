import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// CIAffineTransform and CICrop: extents and pixels.
@Suite struct GeometryKernelsTests {
    let picture = testPicture()
    var image: CIImage { CIImage(cgImage: picture) }

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
}
