import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// The blur material's drawing back up (``BackdropKernel/upsampled(_:by:over:)``): 8-bit fixed point against
/// Core Image's float path (`clampedToExtent().transformed(by: k)`), which it replaced.
@Suite struct BackdropKernelTests {
    /// A small picture, partly transparent, with hard edges and gradients.
    let small = makeImage(width: 13, height: 9) { x, y in
        (Double((x * 37 + y * 11) % 23) / 22, Double(x) / 12, Double(y) / 8, x == 6 ? 0.4 : 1)
    }

    @Test func tapsAreTheClosedForm() {
        // u = (p + ½)/k − ½: with k = 4, pixel 0 lies at −⅜ (clamped to 0), pixel 5 at ⅞ (⅞ of the way to 1).
        #expect(BackdropKernel.upsamplingTap(0, factor: 4, count: 10) == (0, 0, 160))
        #expect(BackdropKernel.upsamplingTap(5, factor: 4, count: 10) == (0, 1, 224))
        #expect(BackdropKernel.upsamplingTap(39, factor: 4, count: 10) == (9, 9, 96))
        for k in [2, 5, 15] {
            for p in 0..<(4 * k) {
                let (a, b, w) = BackdropKernel.upsamplingTap(p, factor: k, count: 1000)
                let u = (Double(p) + 0.5) / Double(k) - 0.5
                if u >= 0 {
                    #expect(a == Int(u.rounded(.down)) && b == a + 1)
                    #expect(abs(Double(w) / 256 - (u - u.rounded(.down))) <= 0.5 / 256 + 1e-12)
                }
            }
        }
    }

    @Test func mixRoundsEachChannel() {
        #expect(BackdropKernel.mix(0xFF00_FF00, 0x00FF_00FF, 128) == 0x8080_8080)
        #expect(BackdropKernel.mix(0x1234_5678, 0xFFFF_FFFF, 0) == 0x1234_5678)
        #expect(BackdropKernel.mix(0x1234_5678, 0xFFFF_FFFF, 256) == 0xFFFF_FFFF)
    }

    @Test(arguments: [2, 5, 15])
    func upsamplingIsWithinTwoStepsOfTheFloatPath(k: Int) {
        let width = small.width * k, height = small.height * k
        let inner = CGRect(x: 3, y: 2 * k - 1, width: width - 5, height: height - 2 * k)
        let fast = BackdropKernel.upsampled(small, by: k, over: inner)!
        let float = CIImage(cgImage: small).clampedToExtent()
            .transformed(by: CGAffineTransform(a: CGFloat(k), b: 0, c: 0, d: CGFloat(k), tx: 0,
                                               ty: CGFloat(height - small.height * k)))
        let region = CGRect(x: inner.minX, y: CGFloat(height) - inner.maxY, width: inner.width, height: inner.height)
        let slow = render(float, region)
        #expect(fast.width == slow.width && fast.height == slow.height)
        let a = components(fast), b = components(slow)
        let worst = zip(a, b).map { zip($0, $1).map { abs($0 - $1) }.max()! }.max()!
        #expect(worst <= 2, "k \(k): off by \(worst)")
        #expect(psnr(a, b) >= 40)
        #expect(a.allSatisfy { $0[0] <= $0[3] && $0[1] <= $0[3] && $0[2] <= $0[3] })
    }
}
