/// A palette of at most 256 colours, and the nearest entry to a colour.
///
/// Nearness is plain squared distance in RGB: what PSNR (the measure GIF quality is compared by, beside ffmpeg's
/// palettegen/paletteuse) counts, so the entry chosen is the one that loses the least.
struct GIFPalette: Sendable {
    /// Red, green, blue per entry.
    var colors: [(r: UInt8, g: UInt8, b: UInt8)]

    /// The index of the entry nearest to `rgb` (0xRRGGBB); the first of equally near ones.
    func nearest(to rgb: UInt32) -> UInt8 {
        let r = Int((rgb >> 16) & 0xFF), g = Int((rgb >> 8) & 0xFF), b = Int(rgb & 0xFF)
        var best = 0, bestDistance = Int.max
        for (index, c) in colors.enumerated() {
            let dr = Int(c.r) - r, dg = Int(c.g) - g, db = Int(c.b) - b
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
                if distance == 0 { break }
            }
        }
        return UInt8(best)
    }
}
