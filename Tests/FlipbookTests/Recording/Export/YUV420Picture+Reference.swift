import Foundation
@testable import Flipbook

// The Swift conversion the export used before the C kernel (`CYUV420`), kept as the reference it must match byte
// for byte (`YUV420PictureTests`): the same integer formulas, one block or eight at a time.
extension YUV420Picture {
    /// What ``YUV420Picture/convert(argb32:width:height:bytesPerRow:into:)`` must make of the same pixels.
    static func referenceConvert(argb32 source: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int,
                                 into planes: UnsafeMutablePointer<UInt8>) {
        let (evenWidth, evenHeight) = ((width + 1) & ~1, (height + 1) & ~1)
        let chromaWidth = evenWidth / 2
        let yPlane = planes, uPlane = planes + evenWidth * evenHeight
        let vPlane = uPlane + chromaWidth * (evenHeight / 2)
        for row in 0..<height {
            let words = (source + row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            lumaRow(words, count: width, into: yPlane + row * evenWidth)
            if width < evenWidth { yPlane[row * evenWidth + width] = 16 }
        }
        if height < evenHeight { (yPlane + height * evenWidth).update(repeating: 16, count: evenWidth) }
        for chromaRow in 0..<(evenHeight / 2) {
            let top = (source + 2 * chromaRow * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            // A missing bottom row (odd height) is black: its words are zero.
            let bottom = 2 * chromaRow + 1 < height ? (source + (2 * chromaRow + 1) * bytesPerRow).assumingMemoryBound(to: UInt32.self) : nil
            chromaRow2x2(top, bottom, pairs: width / 2, u: uPlane + chromaRow * chromaWidth,
                         v: vPlane + chromaRow * chromaWidth)
            if width < evenWidth {
                // The last column's block: the pixel beside it is padding (black).
                let last = chromaWidth - 1
                let sums = blockSums(top[width - 1], 0, bottom?[width - 1] ?? 0, 0)
                uPlane[chromaRow * chromaWidth + last] = chromaU(sums)
                vPlane[chromaRow * chromaWidth + last] = chromaV(sums)
            }
        }
    }

    /// swscale's luma of one row (`rgb32ToY` then `yuv2plane1`, exact).
    @inline(__always)
    static func lumaRow(_ words: UnsafePointer<UInt32>, count: Int, into y: UnsafeMutablePointer<UInt8>) {
        for x in 0..<count {
            y[x] = luma(words[x])
        }
    }

    /// Y of one ARGB32 word: `((RY·r + GY·g + BY·b + 16·2¹⁵ + 2⁸) >> 9 + 32) >> 6`.
    @inline(__always)
    static func luma(_ word: UInt32) -> UInt8 {
        let r: UInt32 = (word >> 16) & 0xFF, g: UInt32 = (word >> 8) & 0xFF, b: UInt32 = word & 0xFF
        let sum: UInt32 = 8414 &* r &+ 16519 &* g &+ 3208 &* b
        let sixtyFourths: UInt32 = (sum &+ (16 << 15 + 256)) >> 9
        return UInt8(truncatingIfNeeded: (sixtyFourths &+ 32) >> 6)
    }

    /// U and V of `pairs` 2 × 2 blocks from two rows (`bottom` nil: black).
    @inline(__always)
    static func chromaRow2x2(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>?, pairs: Int,
                             u: UnsafeMutablePointer<UInt8>, v: UnsafeMutablePointer<UInt8>) {
        if let bottom {
            // Eight blocks at a time in vector lanes (the same integer arithmetic as `blockSums`, `chromaU` and
            // `chromaV`, so the same bytes), then the rest one by one.
            var x = 0
            while x + 8 <= pairs {
                let a = UnsafeRawPointer(top + 2 * x).loadUnaligned(as: SIMD16<UInt32>.self)
                let c = UnsafeRawPointer(bottom + 2 * x).loadUnaligned(as: SIMD16<UInt32>.self)
                let redBlue: SIMD16<UInt32> = (a & 0xFF00FF) &+ (c & 0xFF00FF)
                let green: SIMD16<UInt32> = ((a &>> 8) & 0xFF) &+ ((c &>> 8) & 0xFF)
                let redBlue4: SIMD8<UInt32> = redBlue.evenHalf &+ redBlue.oddHalf
                let g: SIMD8<UInt32> = green.evenHalf &+ green.oddHalf
                let r: SIMD8<UInt32> = redBlue4 &>> 16, b: SIMD8<UInt32> = redBlue4 & 0xFFFF
                let offset = SIMD8<UInt32>(repeating: 128 << 17 + 1 << 16)
                let uPositive: SIMD8<UInt32> = offset &+ 14392 &* b
                let uValues: SIMD8<UInt32> = (uPositive &- 4857 &* r &- 9535 &* g) &>> 17
                let vPositive: SIMD8<UInt32> = offset &+ 14392 &* r
                let vValues: SIMD8<UInt32> = (vPositive &- 12052 &* g &- 2341 &* b) &>> 17
                for lane in 0..<8 {
                    u[x + lane] = UInt8(truncatingIfNeeded: uValues[lane])
                    v[x + lane] = UInt8(truncatingIfNeeded: vValues[lane])
                }
                x += 8
            }
            while x < pairs {
                let sums = blockSums(top[2 * x], top[2 * x + 1], bottom[2 * x], bottom[2 * x + 1])
                u[x] = chromaU(sums)
                v[x] = chromaV(sums)
                x += 1
            }
        } else {
            for x in 0..<pairs {
                let sums = blockSums(top[2 * x], top[2 * x + 1], 0, 0)
                u[x] = chromaU(sums)
                v[x] = chromaV(sums)
            }
        }
    }

    /// The sums of red, green and blue over four ARGB32 words (each ≤ 1020); red and blue added in one word.
    @inline(__always)
    static func blockSums(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> (r: UInt32, g: UInt32, b: UInt32) {
        let redBlue: UInt32 = (a & 0xFF00FF) &+ (b & 0xFF00FF) &+ (c & 0xFF00FF) &+ (d & 0xFF00FF)
        let green: UInt32 = ((a >> 8) & 0xFF) &+ ((b >> 8) & 0xFF) &+ ((c >> 8) & 0xFF) &+ ((d >> 8) & 0xFF)
        return (redBlue >> 16, green, redBlue & 0xFFFF)
    }

    /// U of a block from its sums, rounded: `(RU·R + GU·G + BU·B) / 2¹⁷ + 128` with swscale's coefficients. The
    /// sum never goes below zero (the offset outweighs the negative terms), so unsigned arithmetic is exact.
    @inline(__always)
    static func chromaU(_ s: (r: UInt32, g: UInt32, b: UInt32)) -> UInt8 {
        let positive: UInt32 = 14392 &* s.b &+ (128 << 17 + 1 << 16)
        return UInt8(truncatingIfNeeded: (positive &- 4857 &* s.r &- 9535 &* s.g) >> 17)
    }

    /// V of a block from its sums, rounded: `(RV·R + GV·G + BV·B) / 2¹⁷ + 128`.
    @inline(__always)
    static func chromaV(_ s: (r: UInt32, g: UInt32, b: UInt32)) -> UInt8 {
        let positive: UInt32 = 14392 &* s.r &+ (128 << 17 + 1 << 16)
        return UInt8(truncatingIfNeeded: (positive &- 12052 &* s.g &- 2341 &* s.b) >> 17)
    }
}
