import Foundation
import Testing
@testable import Flipbook

/// How a frame's trace writes numbers (issue 16: a trace must replay to the same pixels).
@Suite("LayerSample: values in a trace")
struct LayerSampleTests {
    @Test func arithmeticNoiseReadsAsTheValue() {
        #expect(LayerTrace.r(0.1 + 0.2) == 0.3)
        #expect(LayerTrace.r(1 - 1e-12) == 1)
    }

    @Test func keepsNineDecimals() {
        // A rotation's cosine: at six decimals a rotated edge could antialias differently when replayed.
        #expect(LayerTrace.r(0.8111140418052673) == 0.811114042)
        #expect(LayerTrace.r(-123.4567890123) == -123.456789012)
    }

    @Test func noNegativeZeroAndNonFiniteKept() {
        #expect(LayerTrace.r(-1e-12).sign == .plus)
        #expect(LayerTrace.r(.infinity) == .infinity)
        #expect(LayerTrace.r(.nan).isNaN)
    }
}
