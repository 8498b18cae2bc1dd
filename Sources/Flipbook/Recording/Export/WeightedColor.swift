/// A colour (0xRRGGBB) and how many pixels have it.
struct WeightedColor: Equatable {
    var rgb: UInt32
    var weight: UInt64

    var r: Int { Int((rgb >> 16) & 0xFF) }
    var g: Int { Int((rgb >> 8) & 0xFF) }
    var b: Int { Int(rgb & 0xFF) }

    /// Channel 0 (red), 1 (green) or 2 (blue).
    @inline(__always)
    func channel(_ c: Int) -> Int { Int((rgb >> UInt32(16 - 8 * c)) & 0xFF) }
}
