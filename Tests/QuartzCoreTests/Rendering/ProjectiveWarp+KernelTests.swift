import CWarp
import Testing
@testable import QuartzCore

/// The warp's C kernel (`CWarp`, the code users run in debug and release builds alike) against a plain per-pixel
/// reference written channel by channel: the bilinear blend with 7-bit weights, the layer's opacity, and "over"
/// with the destination scaled by (255 − alpha)/255, rounded. Byte for byte, at random positions, weights,
/// opacities and premultiplied pixels (opaque, translucent and clear).
@Suite struct ProjectiveWarpKernelTests {
    /// A random premultiplied pixel: a third opaque, a sixth clear, the rest translucent.
    private static func pixel(_ random: inout SplitMix64) -> UInt32 {
        let kind = Int.random(in: 0..<6, using: &random)
        let alpha: UInt32 = kind < 2 ? 255 : (kind == 2 ? 0 : .random(in: 1...254, using: &random))
        let channels = (0..<3).map { _ in UInt32.random(in: 0...alpha, using: &random) }
        return alpha << 24 | channels[0] << 16 | channels[1] << 8 | channels[2]
    }

    /// The sample at fixed-point (u, v) (1/65536 pixel, offset by one pixel), composited over `under`.
    private static func reference(_ source: [UInt32], width: Int, u: Int, v: Int, under: UInt32, alpha: UInt32) -> UInt32 {
        let x = (u >> 16) - 1, y = (v >> 16) - 1
        let fx = Int((u >> 8) & 0xFF) >> 1, fy = Int((v >> 8) & 0xFF) >> 1
        func channel(_ p: UInt32, _ shift: Int) -> Int { Int((p >> UInt32(shift)) & 0xFF) }
        var sample = [Int](repeating: 0, count: 4)
        for c in 0..<4 {
            let t0 = channel(source[y * width + x], 8 * c), t1 = channel(source[y * width + x + 1], 8 * c)
            let b0 = channel(source[(y + 1) * width + x], 8 * c), b1 = channel(source[(y + 1) * width + x + 1], 8 * c)
            // ⌊(b − a)·w / 128⌋: Swift's >> on a negative Int rounds down.
            let left = t0 + ((b0 - t0) * fy) >> 7, right = t1 + ((b1 - t1) * fy) >> 7
            sample[c] = left + ((right - left) * fx) >> 7
            if alpha < 256 { sample[c] = (sample[c] * Int(alpha)) >> 8 }
        }
        let sa = sample[3]
        guard sa > 0 else { return under }
        var result: UInt32 = 0
        for c in 0..<4 {
            // d·(255 − sa)/255 rounded to nearest (never a tie: 255 is odd).
            let scaled = (2 * channel(under, 8 * c) * (255 - sa) + 255) / 510
            result |= UInt32(sample[c] + scaled) << UInt32(8 * c)
        }
        return result
    }

    @Test(arguments: 0..<4)
    func kernelsMatchThePerPixelReference(seed: UInt64) {
        var random = SplitMix64(seed: 0xC0DE_0000 + seed)
        let width = 23, height = 17, count = 150   // more than one of the kernel's 64-pixel chunks
        let source = (0..<(width * height)).map { _ in Self.pixel(&random) }
        let under = (0..<count).map { _ in Self.pixel(&random) }
        let alpha: UInt32 = seed == 0 ? 256 : .random(in: 1...256, using: &random)
        // Positions whose four taps are inside: u in [1, width − 1) pixels, v in [1, height − 1), any fraction.
        let u = (0..<count).map { _ in Int.random(in: (1 << 16)..<((width - 1) << 16), using: &random) }
        let v = (0..<count).map { _ in Int.random(in: (1 << 16)..<((height - 1) << 16), using: &random) }
        let expected = (0..<count).map {
            Self.reference(source, width: width, u: u[$0], v: v[$0], under: under[$0], alpha: alpha)
        }
        let stride = 4 * width
        source.withUnsafeBytes { bytes in
            // Positions one by one (the general map's path).
            var positions = [Int32]()
            for k in 0..<count { positions += [Int32(u[k]), Int32(v[k])] }
            var out = under
            cwarp_composite_positions(bytes.baseAddress, stride, positions, count, &out, alpha)
            #expect(out == expected, "positions, seed \(seed)")
            // Per column, v = a + b·rowTerm in 1/2³² pixel (the turn about a vertical axis).
            let rowTerm = 2 * Int.random(in: 0..<500, using: &random) + 1
            var columns = [Int]()
            for k in 0..<count {
                let b = Int.random(in: -(1 << 20)...(1 << 20), using: &random)
                let a = (v[k] << 16 | Int.random(in: 0..<(1 << 16), using: &random)) - b * rowTerm
                columns += [u[k], a, b, ((u[k] >> 16) - 1) * 4 - stride]
            }
            out = under
            cwarp_composite_columns(bytes.baseAddress, stride, columns, count, rowTerm, &out, alpha)
            #expect(out == expected, "columns, seed \(seed)")
        }
    }

    /// The scalar blend the edge pixels use is the same arithmetic.
    @Test func scalarBlendMatchesTheReference() {
        var random = SplitMix64(seed: 0xB1E4D)
        for _ in 0..<500 {
            let taps = (0..<4).map { _ in Self.pixel(&random) }
            let u = Int.random(in: (1 << 16)..<(2 << 16), using: &random), v = Int.random(in: (1 << 16)..<(2 << 16), using: &random)
            // Over a clear pixel at full opacity, "over" leaves the sample itself.
            let expected = Self.reference(taps, width: 2, u: u, v: v, under: 0, alpha: 256)
            let blended = cwarp_bilinear(UInt64(taps[0]) | UInt64(taps[1]) << 32, UInt64(taps[2]) | UInt64(taps[3]) << 32,
                                         UInt32((u >> 8) & 0xFF), UInt32((v >> 8) & 0xFF))
            #expect(blended == expected)
        }
    }
}
