import Foundation

/// One pixel as stored: 8-bit red, green, blue and alpha, colour premultiplied by alpha.
package struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    package var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }

    /// Reads a native-endian ARGB32 word.
    init(argb32 word: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: word >> 16), g: UInt8(truncatingIfNeeded: word >> 8),
                  b: UInt8(truncatingIfNeeded: word), a: UInt8(truncatingIfNeeded: word >> 24))
    }

    /// The native-endian ARGB32 word for this pixel.
    var argb32: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}

extension CGImage {
    /// An image from premultiplied pixels listed row by row from the top-left; `nil` if the count is not
    /// `width × height` or either is not positive.
    package convenience init?(width: Int, height: Int, pixels: [RGBA8]) {
        guard width > 0, height > 0, pixels.count == width * height,
              let storage = PixelStorage(zeroedCount: width * height * 4) else { return nil }
        let words = storage.bytes.bindMemory(to: UInt32.self, capacity: width * height)
        var opaque = true
        for (index, pixel) in pixels.enumerated() {
            words[index] = pixel.argb32
            opaque = opaque && pixel.a == 255
        }
        self.init(storage: storage, width: width, height: height, bytesPerRow: width * 4,
                  alphaInfo: opaque ? .noneSkipFirst : .premultipliedFirst)
    }

    /// The premultiplied pixel at column `x` and row `y`, rows counted from the top.
    package func pixel(x: Int, y: Int) -> RGBA8 {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) outside the image")
        let word = (baseAddress + y * bytesPerRow + x * 4).loadUnaligned(as: UInt32.self)
        let pixel = RGBA8(argb32: word)
        return alphaInfo == .noneSkipFirst ? RGBA8(r: pixel.r, g: pixel.g, b: pixel.b, a: 255) : pixel
    }

    /// Every pixel, row by row from the top-left.
    package var pixels: [RGBA8] {
        (0..<height).flatMap { y in (0..<width).map { x in pixel(x: x, y: y) } }
    }

    /// Whether `other` holds the same pixels: same size and alpha format, every row's bytes equal (renderers
    /// reuse work for unchanged pictures by it).
    package func hasSameBytes(as other: CGImage) -> Bool {
        guard width == other.width, height == other.height, alphaInfo == other.alphaInfo else { return false }
        if self === other { return true }
        let rowBytes = width * 4
        for y in 0..<height where memcmp(baseAddress + y * bytesPerRow, other.baseAddress + y * other.bytesPerRow,
                                          rowBytes) != 0 {
            return false
        }
        return true
    }

    /// Calls `body` with the raw pixel memory and its row stride; rows hold native-endian ARGB32 words.
    package func withUnsafePixelBytes<R>(_ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> R) rethrows -> R {
        let count = (height - 1) * bytesPerRow + width * 4
        return try body(UnsafeRawBufferPointer(start: baseAddress, count: count), bytesPerRow)
    }
}
