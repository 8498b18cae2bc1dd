import Foundation
import Testing
@testable import QuartzCore

/// Filtered backdrops kept by the bytes they were filtered from (``BackdropFilterCache``): every frame must be the
/// same bytes as filtering again, whatever changes under the material.
@Suite struct BackdropFilterCacheTests {
    /// A backdrop layer whose filter inverts what lies behind it and counts its calls.
    final class InvertingBackdropLayer: CALayer, LayerBackdropFiltering {
        nonisolated(unsafe) var calls = 0
        func backdropReach(_ properties: LayerProperties) -> Double { 2 }
        func filterBackdrop(_ backdrop: CGImage, inner: CGRect, pixelsPerPoint: Double,
                            properties: LayerProperties) -> CGImage? {
            calls += 1
            let x0 = Int(inner.minX), y0 = Int(inner.minY), w = Int(inner.width), h = Int(inner.height)
            return backdrop.withUnsafePixelBytes { bytes, stride in
                CGImage(width: w, height: h, opaque: false) { words, wordsPerRow in
                    for y in 0..<h {
                        let row = (bytes.baseAddress! + (y0 + y) * stride).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<w { words[y * wordsPerRow + x] = 0xFF00_0000 | ~row[x0 + x] }
                    }
                }
            }
        }
    }

    static func bytes(_ image: CGImage) -> [UInt8] { image.withUnsafePixelBytes { bytes, _ in Array(bytes) } }

    @Test func anUnchangedBackdropIsFilteredOnceAndAChangedOneAgain() {
        CATransaction.setDisableActions(true)
        let root = makeRoot(80, 60)
        let row = makeLayer(CGRect(x: 10, y: 10, width: 60, height: 12), rgb(200, 40, 40), in: root)
        let sheet = InvertingBackdropLayer()
        sheet.frame = CGRect(x: 0, y: 20, width: 80, height: 40)
        sheet.cornerRadius = 8
        root.addSublayer(sheet)
        _ = render(root)
        let cached = CARenderer(layer: root), plain = CARenderer(layer: root)
        plain.cachesRasters = false
        var frames: [[UInt8]] = []
        for frame in 0..<6 {
            switch frame {
            case 2: row.position.y += 5  // moves under the sheet: a new backdrop
            case 4: sheet.opacity = 0.5  // the layer's own values count
            default: break
            }
            let a = cached.makeImage(scale: 2, atTime: 0)!, b = plain.makeImage(scale: 2, atTime: 0)!
            #expect(Self.bytes(a) == Self.bytes(b), "frame \(frame)")
            frames.append(Self.bytes(a))
        }
        #expect(frames[2] != frames[1], "the row moved under the sheet")
        #expect(cached.backdropCacheHits == 3, "frames 1, 3 and 5 reuse the filtered backdrop")
        #expect(plain.backdropCacheHits == 0)
    }
}
