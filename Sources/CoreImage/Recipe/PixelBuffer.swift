import CoreGraphics
import Dispatch

/// One colour as the kernels compute it: premultiplied red, green, blue, alpha as 32-bit floats, 0…1.
package typealias Pixel = SIMD4<Float>

/// The pixels of one recipe over one ``PixelRect``: premultiplied RGBA floats, rows from the bottom (row 0 is
/// `rect.y`). Outside `rect` a buffer reads as clear.
package final class PixelBuffer: @unchecked Sendable {
    // Sendable: kernels write disjoint bands of a new buffer from several threads, then it is only read.
    package let rect: PixelRect
    package let pixels: UnsafeMutablePointer<Pixel>

    /// A buffer of clear pixels.
    package init(rect: PixelRect) {
        self.rect = rect
        let count = max(rect.area, 1)
        pixels = .allocate(capacity: count)
        pixels.initialize(repeating: .zero, count: count)
    }

    deinit {
        pixels.deallocate()
    }

    /// The first pixel of the row at absolute `y`.
    @inline(__always)
    package func row(_ y: Int) -> UnsafeMutablePointer<Pixel> {
        pixels + (y - rect.y) * rect.width
    }

    /// The pixel at absolute (x, y); clear outside the buffer.
    @inline(__always)
    package subscript(x: Int, y: Int) -> Pixel {
        let column = x - rect.x, line = y - rect.y
        guard column >= 0, column < rect.width, line >= 0, line < rect.height else { return .zero }
        return pixels[line * rect.width + column]
    }

    /// The pixel nearest to (x, y) inside `area` (which must meet the buffer): edge pixels repeat outward.
    @inline(__always)
    package func clamped(x: Int, y: Int, to area: PixelRect) -> Pixel {
        self[min(max(x, area.x), area.maxX - 1), min(max(y, area.y), area.maxY - 1)]
    }

    /// Bilinear sample at the continuous point (x, y) (pixel centres at half-integers), clear outside.
    @inline(__always)
    package func sample(_ x: Double, _ y: Double) -> Pixel {
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        let bottom = self[x0, y0] * (1 - tx) + self[x0 + 1, y0] * tx
        let top = self[x0, y0 + 1] * (1 - tx) + self[x0 + 1, y0 + 1] * tx
        return bottom * (1 - ty) + top * ty
    }

    /// Fills every pixel from its absolute coordinates, in row bands on both cores when the buffer is large.
    package func fill(_ body: @Sendable (_ x: Int, _ y: Int) -> Pixel) {
        let rect = self.rect
        forEachBand(rows: rect.height, work: rect.area) { rows in
            for line in rows {
                let row = self.pixels + line * rect.width
                let y = rect.y + line
                for column in 0..<rect.width { row[column] = body(rect.x + column, y) }
            }
        }
    }
}

/// Runs `body` over `rows` split in bands, on both cores when `work` (pixels × taps) is large enough to pay for
/// a thread; bands are disjoint, so kernels may write their rows without locks.
package func forEachBand(rows: Int, work: Int, _ body: @Sendable (Range<Int>) -> Void) {
    let bands = work >= 1 << 16 && rows >= 2 ? min(KernelThreads.count, rows) : 1
    if bands == 1 {
        body(0..<rows)
        return
    }
    DispatchQueue.concurrentPerform(iterations: bands) { band in
        body(rows * band / bands ..< rows * (band + 1) / bands)
    }
}

/// How many threads kernels split large images into: the processors online (this machine has two).
package enum KernelThreads {
    package static let count = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
}
