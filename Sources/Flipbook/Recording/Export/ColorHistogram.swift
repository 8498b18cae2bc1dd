import Foundation
import UIKit

/// How often each exact 24-bit colour occurs in a set of frames: the input of the GIF palette.
///
/// Colours are read as stored (premultiplied over black, so alpha is ignored). The counts live in one table
/// indexed by colour (16 M entries, zero pages until touched, so a recording of a few thousand colours costs a
/// few hundred kilobytes of it), and the colours seen are listed as they first appear.
final class ColorHistogram {
    private let counts: UnsafeMutablePointer<UInt32>
    /// Every colour counted at least once, in the order first seen (0xRRGGBB).
    private(set) var seen: [UInt32] = []

    init() {
        counts = calloc(1 << 24, MemoryLayout<UInt32>.stride)!.assumingMemoryBound(to: UInt32.self)
    }

    deinit { free(counts) }

    /// Adds `count` pixels of colour `rgb` (0xRRGGBB).
    @inline(__always)
    func add(_ rgb: UInt32, count: UInt32 = 1) {
        let slot = counts + Int(rgb & 0xFF_FFFF)
        let old = slot.pointee
        if old == 0 { seen.append(rgb & 0xFF_FFFF) }
        let (sum, overflow) = old.addingReportingOverflow(count)
        slot.pointee = overflow ? .max : sum
    }

    /// How many pixels of `rgb` were counted.
    func count(of rgb: UInt32) -> UInt32 { counts[Int(rgb & 0xFF_FFFF)] }

    /// Adds every pixel of every `rowStep`-th row of `image`; a run of equal pixels is counted in one step.
    func add(_ image: CGImage, rowStep: Int = 1) {
        let width = image.width
        guard width > 0 else { return }
        image.withUnsafePixelBytes { bytes, bytesPerRow in
            for y in stride(from: 0, to: image.height, by: max(1, rowStep)) {
                let row = (bytes.baseAddress! + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                var run = row[0] & 0xFF_FFFF, length: UInt32 = 1
                for x in 1..<width {
                    let word = row[x] & 0xFF_FFFF
                    if word == run {
                        length &+= 1
                    } else {
                        add(run, count: length)
                        run = word
                        length = 1
                    }
                }
                add(run, count: length)
            }
        }
    }

    /// The colours counted with their counts, in the order first seen.
    var weightedColors: [WeightedColor] {
        seen.map { WeightedColor(rgb: $0, weight: UInt64(counts[Int($0)])) }
    }
}
