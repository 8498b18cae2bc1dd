import Foundation
import Testing
@testable import Flipbook

/// The MP4 export's BGRA → `yuv420p` conversion (BT.601, limited range), against known values and against ffmpeg's
/// own conversion of the same frame.
@Suite struct YUV420PictureTests {
    /// One colour everywhere, `width` × `height`.
    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int = 4, height: Int = 4) -> CGImage {
        CGImage(width: width, height: height, pixels: Array(repeating: RGBA8(r: r, g: g, b: b, a: 255), count: width * height))!
    }

    /// The planes of a picture: Y (width × height), U and V (half each way).
    static func planes(_ p: YUV420Picture) -> (y: ArraySlice<UInt8>, u: ArraySlice<UInt8>, v: ArraySlice<UInt8>) {
        let lumaCount = p.width * p.height, chromaCount = lumaCount / 4
        return (p.bytes[0..<lumaCount], p.bytes[lumaCount..<(lumaCount + chromaCount)],
                p.bytes[(lumaCount + chromaCount)...])
    }

    /// BT.601's limited-range values of black, white, grey and the primaries (Rec. ITU-R BT.601 §2.5.3 rounded,
    /// as every encoder's table lists them).
    @Test(arguments: [
        (0, 0, 0, 16, 128, 128), (255, 255, 255, 235, 128, 128), (128, 128, 128, 126, 128, 128),
        (255, 0, 0, 81, 90, 240), (0, 255, 0, 145, 54, 34), (0, 0, 255, 41, 240, 110),
    ])
    func knownColours(_ c: (Int, Int, Int, Int, Int, Int)) {
        let picture = YUV420Picture(Self.solid(UInt8(c.0), UInt8(c.1), UInt8(c.2)))
        let (y, u, v) = Self.planes(picture)
        #expect(picture.width == 4 && picture.height == 4 && picture.bytes.count == 24)
        #expect(Set(y) == [UInt8(c.3)])
        #expect(Set(u) == [UInt8(c.4)])
        #expect(Set(v) == [UInt8(c.5)])
    }

    /// Chroma is each 2 × 2 block's mean: a block of two red and two blue pixels has the chroma of their mean
    /// colour (127.5, 0, 127.5), not of either.
    @Test func chromaIsTheBlockMean() {
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        let picture = YUV420Picture(CGImage(width: 2, height: 2, pixels: [red, blue, blue, red])!)
        let (y, u, v) = Self.planes(picture)
        #expect(Array(y) == [81, 41, 41, 81])
        // (14392·510 − 4857·510 + 2²⁴ + 2¹⁶) >> 17 = 165; (14392·510 − 2341·510 + …) >> 17 = 175.
        #expect(Array(u) == [165])
        #expect(Array(v) == [175])
    }

    /// The vector loop (eight blocks at a time) gives the bytes of the one-block formulas, for every block of a
    /// noisy frame whose rows end with a few blocks left for the scalar loop.
    @Test func vectorChromaIsTheScalarFormula() throws {
        let (width, height) = (2 * 19 + 1, 6)
        var seed: UInt32 = 11
        let pixels = (0..<(width * height)).map { _ -> RGBA8 in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return RGBA8(r: UInt8(truncatingIfNeeded: seed >> 24), g: UInt8(truncatingIfNeeded: seed >> 16),
                         b: UInt8(truncatingIfNeeded: seed >> 8), a: 255)
        }
        let picture = YUV420Picture(try #require(CGImage(width: width, height: height, pixels: pixels)))
        let (_, u, v) = Self.planes(picture)
        func word(_ x: Int, _ y: Int) -> UInt32 {
            guard x < width, y < height else { return 0 }
            let p = pixels[y * width + x]
            return UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
        }
        for row in 0..<(height / 2) {
            for column in 0..<(picture.width / 2) {
                let sums = YUV420Picture.blockSums(word(2 * column, 2 * row), word(2 * column + 1, 2 * row),
                                                   word(2 * column, 2 * row + 1), word(2 * column + 1, 2 * row + 1))
                let i = row * picture.width / 2 + column
                #expect(u[u.startIndex + i] == YUV420Picture.chromaU(sums), "U of block (\(column), \(row))")
                #expect(v[v.startIndex + i] == YUV420Picture.chromaV(sums), "V of block (\(column), \(row))")
            }
        }
    }

    /// An odd size is padded to even with black, as ffmpeg's `pad` filter did before: the extra column and row
    /// are Y 16, and the last blocks' chroma averages in the black.
    @Test func oddSizesArePaddedWithBlack() {
        let picture = YUV420Picture(Self.solid(255, 255, 255, width: 3, height: 3))
        #expect(picture.width == 4 && picture.height == 4)
        let (y, u, v) = Self.planes(picture)
        #expect(Array(y) == [235, 235, 235, 16, 235, 235, 235, 16, 235, 235, 235, 16, 16, 16, 16, 16])
        // Grey blocks have no chroma: whatever the mix of white and black, U = V = 128.
        #expect(Set(u) == [128] && Set(v) == [128])
        let red = YUV420Picture(Self.solid(255, 0, 0, width: 3, height: 1))
        let (_, ru, rv) = Self.planes(red)
        // One row of three: the first block is half red (two red pixels over two black), the second a quarter.
        #expect(Array(ru) == [109, 119] && Array(rv) == [184, 156])
    }

    /// A frame with gradients, hard edges and noise, converted here and by ffmpeg 5.1 (`-pix_fmt bgra` to
    /// `yuv420p`): luma is the same to the bit (ffmpeg's default scaler and `neighbor` agree on it); chroma is
    /// near ffmpeg's default (bicubic) conversion (PSNR ≥ 45 dB) and nearer to it than ffmpeg's `neighbor` mode
    /// (what the export asked ffmpeg for before) is.
    @Test(.enabled(if: MP4Writer.locateFFmpeg() != nil, "ffmpeg is missing: run `make deps`"))
    func matchesFFmpegsConversion() throws {
        let (width, height) = (160, 120)
        var pixels: [RGBA8] = []
        var seed: UInt32 = 7
        for row in 0..<height {
            for column in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let inDisc = (column - 100) * (column - 100) + (row - 60) * (row - 60) < 900
                let noisy = row >= 100
                let r = noisy ? UInt8(truncatingIfNeeded: seed >> 24) : UInt8(column * 255 / width)
                let g = inDisc ? 200 : UInt8(row * 255 / height)
                let b = noisy ? UInt8(truncatingIfNeeded: seed >> 16) : (inDisc ? 30 : 180)
                pixels.append(RGBA8(r: r, g: g, b: b, a: 255))
            }
        }
        let image = try #require(CGImage(width: width, height: height, pixels: pixels))
        let ours = YUV420Picture(image).bytes
        try withTemporaryDirectory { dir in
            let raw = dir.appendingPathComponent("frame.bgra")
            try image.withUnsafePixelBytes { bytes, _ in try Data(bytes).write(to: raw) }
            func ffmpeg(_ flags: [String]) throws -> [UInt8] {
                let out = dir.appendingPathComponent("frame\(flags.count).yuv")
                _ = run(MP4Writer.locateFFmpeg()!, ["-v", "error", "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size",
                                                    "\(width)x\(height)", "-i", raw.path] + flags
                                                    + ["-pix_fmt", "yuv420p", "-f", "rawvideo", "-y", out.path])
                return [UInt8](try Data(contentsOf: out))
            }
            let bicubic = try ffmpeg([]), neighbor = try ffmpeg(["-sws_flags", "neighbor"])
            try #require(bicubic.count == ours.count && neighbor.count == ours.count)
            let lumaCount = width * height
            #expect(ours[..<lumaCount] == bicubic[..<lumaCount])
            #expect(ours[..<lumaCount] == neighbor[..<lumaCount])
            // Chroma of the smooth part (rows above the noise: 100 rows → 50 chroma rows per plane).
            func psnr(_ a: [UInt8], _ b: [UInt8], rows: Range<Int>) -> Double {
                var squares = 0.0, count = 0
                for plane in 0..<2 {
                    let start = lumaCount + plane * lumaCount / 4
                    for row in rows {
                        for column in 0..<(width / 2) {
                            let i = start + row * width / 2 + column
                            let d = Double(a[i]) - Double(b[i])
                            squares += d * d
                            count += 1
                        }
                    }
                }
                return squares == 0 ? .infinity : 10 * log10(255 * 255 / (squares / Double(count)))
            }
            let smooth = 0..<50
            #expect(psnr(ours, bicubic, rows: smooth) >= 45)
            #expect(psnr(ours, bicubic, rows: smooth) > psnr(neighbor, bicubic, rows: smooth))
        }
    }

    /// The C kernel (vectorised, AVX2 or the baseline by the CPU) gives the bytes of the Swift reference
    /// (``YUV420Picture/referenceConvert(argb32:width:height:bytesPerRow:into:)``) on noise, for every parity of
    /// width and height, rows wider than the pixels (a cairo stride) and sizes around the vector widths.
    @Test(arguments: [(1, 1), (2, 2), (3, 5), (7, 2), (16, 3), (17, 4), (33, 9), (64, 64), (65, 31), (750, 13), (751, 7)])
    func kernelIsTheReference(_ size: (width: Int, height: Int)) {
        for padding in [0, 12] {
            let bytesPerRow = size.width * 4 + padding
            var seed = UInt32(size.width * 131 + size.height * 7 + padding)
            let words = (0..<(bytesPerRow / 4 * size.height)).map { _ -> UInt32 in
                seed = seed &* 1_664_525 &+ 1_013_904_223
                return seed ^ (seed >> 13)
            }
            let count = YUV420Picture.byteCount(width: (size.width + 1) & ~1, height: (size.height + 1) & ~1)
            var kernel = [UInt8](repeating: 0xAA, count: count), reference = [UInt8](repeating: 0x55, count: count)
            words.withUnsafeBytes { source in
                kernel.withUnsafeMutableBufferPointer {
                    YUV420Picture.convert(argb32: source.baseAddress!, width: size.width, height: size.height,
                                          bytesPerRow: bytesPerRow, into: $0.baseAddress!)
                }
                reference.withUnsafeMutableBufferPointer {
                    YUV420Picture.referenceConvert(argb32: source.baseAddress!, width: size.width, height: size.height,
                                                   bytesPerRow: bytesPerRow, into: $0.baseAddress!)
                }
            }
            #expect(kernel == reference, "\(size.width) × \(size.height), \(padding) bytes of padding a row")
        }
    }
}
