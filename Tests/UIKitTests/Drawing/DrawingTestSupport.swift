import Foundation
import Testing
@testable import UIKit

/// Pixel probes for drawing tests: colours are compared after un-premultiplying.
enum Probe {
    /// The straight (un-premultiplied) colour at a pixel, rows from the top.
    static func color(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = image.pixel(x: x, y: y)
        guard p.a > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt8) -> Int { min(255, Int((Double(c) * 255 / Double(p.a)).rounded())) }
        return (un(p.r), un(p.g), un(p.b), Int(p.a))
    }

    static func isTransparent(_ image: CGImage, _ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).a == 0 }

    /// Whether a pixel is close to `rgb` (0…255) and opaque.
    static func matches(_ image: CGImage, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        let c = color(image, x, y)
        return c.a == 255 && abs(c.r - rgb.0) <= tolerance && abs(c.g - rgb.1) <= tolerance && abs(c.b - rgb.2) <= tolerance
    }

    /// Pixels in `rect` (pixel coordinates) satisfying `test`.
    static func count(_ image: CGImage, in rect: CGRect? = nil,
                      where test: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> Int {
        let r = rect ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
        var n = 0
        for y in Int(r.minY)..<min(Int(r.maxY), image.height) {
            for x in Int(r.minX)..<min(Int(r.maxX), image.width) where test(color(image, x, y)) { n += 1 }
        }
        return n
    }

    /// The bounding box (pixels) of pixels with any alpha.
    static func inkBounds(_ image: CGImage) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The layer's contents as a bitmap, or a thrown error.
    static func contents(_ layer: CALayer) throws -> CGImage {
        guard let image = layer.contents as? CGImage else { throw Missing(description: "the layer has no bitmap contents") }
        return image
    }

    /// An image's bitmap, or a thrown error.
    static func bitmap(_ image: UIImage?) throws -> CGImage {
        guard let cg = image?.cgImage else { throw Missing(description: "no image") }
        return cg
    }

    /// The ink bounds, or a thrown error for an empty image.
    static func ink(_ image: CGImage) throws -> CGRect {
        guard let r = inkBounds(image) else { throw Missing(description: "nothing drawn") }
        return r
    }

    /// A temporary directory, removed when `body` returns.
    static func withTemporaryDirectory<R>(_ body: (URL) throws -> R) throws -> R {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }
}
