import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// Blurs against direct 2-D convolutions computed here in double precision.
@Suite struct BlurKernelsTests {
    /// Convolves the picture's premultiplied components (clear outside it) with `kernel(dx, dy)` over `rect`
    /// (CI coordinates), returning rows from the top.
    func convolve(_ picture: CGImage, over rect: CGRect, reach: Int, _ kernel: (Int, Int) -> Double) -> [[Double]] {
        var result: [[Double]] = []
        for y in stride(from: Int(rect.maxY) - 1, through: Int(rect.minY), by: -1) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                var sum = [0.0, 0, 0, 0]
                for dy in -reach...reach {
                    for dx in -reach...reach {
                        let sx = x + dx, sy = y + dy
                        guard sx >= 0, sx < picture.width, sy >= 0, sy < picture.height else { continue }
                        let c = ci(picture, sx, sy), w = kernel(dx, dy)
                        for i in 0..<4 { sum[i] += c[i] * w }
                    }
                }
                result.append(sum)
            }
        }
        return result
    }

    @Test func gaussianMatchesTheClosedFormIncludingItsGrownEdges() {
        let picture = testPicture(width: 24, height: 18)
        let sigma = 2.0
        let blurred = CIImage(cgImage: picture).applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
        // Apple's radius is σ; the extent grows by 3σ on every side.
        #expect(blurred.extent == CGRect(x: -6, y: -6, width: 36, height: 30))
        let norm = (-6...6).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }.reduce(0, +)
        let expected = convolve(picture, over: blurred.extent, reach: 6) { dx, dy in
            exp(-Double(dx * dx + dy * dy) / (2 * sigma * sigma)) / (norm * norm)
        }
        let out = render(blurred, blurred.extent)
        #expect(psnr(components(out), expected) >= 40)
        // Far corner of the grown extent is almost clear; the middle is opaque.
        #expect(ci(out, 0, 0)[3] < 10)
        #expect(ci(out, 18, 15)[3] == 255)
    }

    @Test func gaussianOfAClampedImageKeepsOpaqueEdges() {
        let picture = testPicture()
        let image = CIImage(cgImage: picture)
        let out = render(image.clampedToExtent().applyingGaussianBlur(sigma: 3).cropped(to: image.extent), image.extent)
        #expect(out.pixels.allSatisfy { $0.a == 255 })
    }

    @Test func boxBlurIsTheUniformBoxOfWidthTwoRPlusOne() {
        let picture = testPicture(width: 20, height: 16)
        let blurred = CIImage(cgImage: picture).applyingFilter("CIBoxBlur", parameters: [kCIInputRadiusKey: 3])
        #expect(blurred.extent == CGRect(x: -3, y: -3, width: 26, height: 22))
        let expected = convolve(picture, over: blurred.extent, reach: 3) { _, _ in 1.0 / 49 }
        #expect(psnr(components(render(blurred, blurred.extent)), expected) >= 40)
    }

    @Test func zeroRadiusIsTheIdentity() {
        let image = CIImage(cgImage: testPicture())
        #expect(image.applyingGaussianBlur(sigma: 0).extent == image.extent)
        #expect(render(image.applyingGaussianBlur(sigma: 0), image.extent).pixels == testPicture().pixels)
    }

    @Test func largeImagesSplitInBandsGiveTheSameResultAsOneBand() {
        // 400×300 crosses the threshold for splitting; compare with rows computed one region at a time.
        let picture = testPicture(width: 400, height: 300)
        let blurred = CIImage(cgImage: picture).applyingGaussianBlur(sigma: 4)
        let whole = render(blurred, CGRect(x: 0, y: 0, width: 400, height: 300))
        let strip = render(blurred, CGRect(x: 0, y: 140, width: 400, height: 20))
        for x in stride(from: 0, to: 400, by: 37) {
            #expect(ci(whole, x, 150) == ci(strip, x, 10))
        }
    }
}
