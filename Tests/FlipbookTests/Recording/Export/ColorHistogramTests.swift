import Foundation
import Testing
@testable import Flipbook

@Suite("ColorHistogram: exact colour counts of frames")
struct ColorHistogramTests {
    @Test func countsRunsAndSingleColoursExactlyInFirstSeenOrder() {
        let histogram = ColorHistogram()
        histogram.add(0x11_2233, count: 3)
        histogram.add(0x00_0000)
        histogram.add(0xFF11_2233, count: 2) // alpha is ignored
        #expect(histogram.weightedColors == [WeightedColor(rgb: 0x11_2233, weight: 5), WeightedColor(rgb: 0, weight: 1)])
    }

    @Test func countsEveryPixelOfAnImage() {
        // 8×4: the left half red, the right half blue but one green pixel; every other row with rowStep 2.
        let context = CGContext(uiKitSize: CGSize(width: 8, height: 4), scale: 1, opaque: true)!
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 4, y: 0, width: 4, height: 4))
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 6, y: 0, width: 1, height: 1))
        let image = context.makeImage()!
        let all = ColorHistogram()
        all.add(image)
        #expect(all.count(of: 0xFF_0000) == 16 && all.count(of: 0x00_00FF) == 15 && all.count(of: 0x00_FF00) == 1)
        let halves = ColorHistogram()
        halves.add(image, rowStep: 2)
        #expect(halves.count(of: 0xFF_0000) == 8 && halves.count(of: 0x00_00FF) == 7 && halves.count(of: 0x00_FF00) == 1)
    }

    @Test func countsSaturateInsteadOfWrapping() {
        let histogram = ColorHistogram()
        histogram.add(0x010203, count: .max)
        histogram.add(0x010203, count: 5)
        #expect(histogram.count(of: 0x010203) == .max)
    }
}
