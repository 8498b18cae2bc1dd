import CoreGraphics

/// Moving pixels between 8-bit CGImages (ARGB32 words, rows from the top) and float buffers (rows from the
/// bottom), in bands on both cores.
package enum PixelConversion {
    /// The image's pixels over `rect` of the working space, where the image covers (0, 0, width, height).
    static func buffer(from image: CGImage, over rect: PixelRect) -> PixelBuffer {
        let output = PixelBuffer(rect: rect)
        let bounds = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return output }
        let opaque = image.isOpaque
        image.withUnsafePixelBytes { bytes, bytesPerRow in
            nonisolated(unsafe) let base = bytes.baseAddress!
            let height = image.height
            forEachBand(rows: area.height, work: area.area) { lines in
                let scale: Float = 1 / 255
                for line in lines {
                    let y = area.y + line
                    let source = (base + (height - 1 - y) * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                    let row = output.row(y) + (area.x - rect.x)
                    for column in 0..<area.width {
                        let word = source[area.x + column]
                        let alpha: UInt32 = opaque ? 255 : word >> 24
                        row[column] = Pixel(Float((word >> 16) & 255), Float((word >> 8) & 255), Float(word & 255),
                                            Float(alpha)) * scale
                    }
                }
            }
        }
        return output
    }

    /// An 8-bit image of the buffer (its top row first); colour is clamped to 0…alpha.
    static func image(from buffer: PixelBuffer) -> CGImage? {
        let rect = buffer.rect
        return CGImage(width: rect.width, height: rect.height, opaque: false) { words, wordsPerRow in
            nonisolated(unsafe) let words = words
            forEachBand(rows: rect.height, work: rect.area) { lines in
                for line in lines {
                    let destination = words + (rect.height - 1 - line) * wordsPerRow
                    let row = buffer.pixels + line * rect.width
                    for column in 0..<rect.width { destination[column] = argb32(row[column]) }
                }
            }
        }
    }

    /// The premultiplied ARGB32 word for a float pixel, rounded to nearest, colour clamped to 0…alpha.
    @inline(__always)
    package static func argb32(_ pixel: Pixel) -> UInt32 {
        // Lane by lane: the generic pointwiseMin/Max were not inlined, a tenth of a pixellate's time.
        let alpha = min(max(pixel.w, 0), 1)
        let scaled = Pixel(min(max(pixel.x, 0), alpha), min(max(pixel.y, 0), alpha), min(max(pixel.z, 0), alpha),
                           alpha) * 255 + 0.5
        let r = UInt32(scaled.x), g = UInt32(scaled.y), b = UInt32(scaled.z), a = UInt32(scaled.w)
        return a << 24 | r << 16 | g << 8 | b
    }
}
