import Testing
@testable import Flipbook

@Suite("PaletteQuantizer: exact palettes when the colours fit, least squared error otherwise")
struct PaletteQuantizerTests {
    /// Weighted mean squared error of mapping `colors` to their nearest entries of `palette`.
    func error(_ colors: [WeightedColor], _ palette: GIFPalette) -> Double {
        var sum = 0.0, weight = 0.0
        for c in colors {
            let p = palette.colors[Int(palette.nearest(to: c.rgb))]
            let dr = Double(Int(p.r) - c.r), dg = Double(Int(p.g) - c.g), db = Double(Int(p.b) - c.b)
            sum += Double(c.weight) * (dr * dr + dg * dg + db * db)
            weight += Double(c.weight)
        }
        return sum / weight
    }

    /// A deterministic spread of colours (a linear congruential walk).
    func spread(_ count: Int) -> [WeightedColor] {
        var state: UInt64 = 12345
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return WeightedColor(rgb: UInt32(truncatingIfNeeded: state >> 40) & 0xFF_FFFF, weight: 1 + (state >> 60))
        }
    }

    @Test func coloursThatFitAreThePaletteExactly() {
        let colors = [WeightedColor(rgb: 0x30_2010, weight: 4), WeightedColor(rgb: 0x01_0203, weight: 1),
                      WeightedColor(rgb: 0xFF_FFFF, weight: 9)]
        let palette = PaletteQuantizer.palette(for: colors, maxColors: 3)
        #expect(palette.colors.map { [$0.r, $0.g, $0.b] } == [[1, 2, 3], [0x30, 0x20, 0x10], [255, 255, 255]])
        #expect(error(colors, palette) == 0)
    }

    @Test func twoClustersGiveTheirWeightedMeans() {
        let colors = [WeightedColor(rgb: 0x0A_0A0A, weight: 3), WeightedColor(rgb: 0x0E_0A0A, weight: 1),
                      WeightedColor(rgb: 0xC8_C8C8, weight: 1), WeightedColor(rgb: 0xC8_C8D2, weight: 1)]
        let palette = PaletteQuantizer.palette(for: colors, maxColors: 2)
        let entries = palette.colors.map { [Int($0.r), Int($0.g), Int($0.b)] }.sorted { $0[0] < $1[0] }
        #expect(entries == [[11, 10, 10], [200, 200, 205]])
    }

    @Test func neverMoreEntriesThanAskedAndRefiningNeverLosesToTheCutAlone() {
        let colors = spread(3000)
        for maxColors in [1, 16, 255] {
            let refined = PaletteQuantizer.palette(for: colors, maxColors: maxColors)
            let cut = PaletteQuantizer.palette(for: colors, maxColors: maxColors, work: 0)
            #expect(refined.colors.count <= maxColors && cut.colors.count <= maxColors)
            #expect(error(colors, refined) <= error(colors, cut) * 1.001, "\(maxColors) colours")
        }
    }

    @Test func noColoursGiveOneBlackEntry() {
        #expect(PaletteQuantizer.palette(for: [], maxColors: 255).colors.count == 1)
    }
}
