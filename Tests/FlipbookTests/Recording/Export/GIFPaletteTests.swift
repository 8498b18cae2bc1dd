import Testing
@testable import Flipbook

@Suite("GIFPalette: nearest entry by squared RGB distance")
struct GIFPaletteTests {
    @Test func nearestIsExactWhenPresentAndClosestInPlainRGBOtherwise() {
        let palette = GIFPalette(colors: [(0, 0, 0), (200, 0, 0), (0, 0, 200), (10, 10, 10)])
        #expect(palette.nearest(to: 0x0A_0A0A) == 3)
        #expect(palette.nearest(to: 0xC8_0000) == 1)
        // (0, 0, 90): 6,600 to (10, 10, 10), 8,100 to black, 12,100 to blue.
        #expect(palette.nearest(to: 0x00_005A) == 3)
        #expect(palette.nearest(to: 0x00_0070) == 2)
    }

    @Test func equallyNearEntriesGiveTheFirst() {
        let palette = GIFPalette(colors: [(0, 0, 0), (20, 0, 0)])
        #expect(palette.nearest(to: 0x0A_0000) == 0)
    }
}
