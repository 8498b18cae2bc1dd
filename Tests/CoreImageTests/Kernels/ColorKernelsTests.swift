import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// CIColorControls and CIColorMatrix against their formulas on every pixel.
@Suite struct ColorKernelsTests {
    let picture = testPicture()
    var image: CIImage { CIImage(cgImage: picture) }

    @Test func colorControls() {
        let output = image.applyingFilter("CIColorControls", parameters: [
            kCIInputSaturationKey: 0.3, kCIInputBrightnessKey: 0.1, kCIInputContrastKey: 1.4])
        expectPointwise(output, of: picture) { c in
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
        expectPointwise(output, of: picture) { (c: [Double]) -> [Double] in
            let g: Double = 0.5 * c[0] + 0.5 * c[2]
            return [c[1] + 0.1, g, c[2] - 0.2, c[3]]
        }
    }
}
