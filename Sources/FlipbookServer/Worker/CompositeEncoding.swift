import CoreGraphics
import Foundation
import QuartzCore

/// Encodes a frame split into planes (``LiveSession/FrameToSend/planes``) as a `composite` message's payload
/// (``CompositeLayout``): each plane's picture named by a hash of its pixels, and the bytes of those the page
/// does not hold yet — JPEG for an opaque picture (the back plane); raw straight-alpha RGBA for one with
/// transparency, which costs a pass over its pixels where a PNG of a 750×1334 picture took 165 ms (measured in
/// the latency benchmark: the composite carrying it was overtaken before it was written, again and again), and
/// 4 bytes a pixel over loopback.
enum CompositeEncoding {
    struct Encoded {
        var payload: Data
        /// The pictures the message names.
        var references: Set<String>
        /// The pictures whose bytes it carries.
        var included: Set<String>
    }

    /// The payload for `planes`, carrying the pictures not in `held`; nil when a picture cannot be encoded.
    static func encode(_ planes: [RenderPlane], held: Set<String>, quality: Double) -> Encoded? {
        var layout: [CompositeLayout.Plane] = []
        var pictures = Data()
        var included: Set<String> = []
        var references: Set<String> = []
        for plane in planes {
            let image = plane.image
            let id = recentNames.name(of: image)
            var entry = CompositeLayout.Plane(id: id, width: image.width, height: image.height, matrix: plane.matrix,
                                              opacity: plane.opacity, smooth: plane.smooth, clip: plane.clip)
            if !held.contains(id) && !included.contains(id) {
                let format = image.isOpaque ? "jpeg" : "rgba"
                guard let bytes = image.isOpaque ? image.jpegData(compressionQuality: quality) : rgba(image) else { return nil }
                (entry.format, entry.offset, entry.length) = (format, pictures.count, bytes.count)
                pictures.append(bytes)
                included.insert(id)
            }
            references.insert(id)
            layout.append(entry)
        }
        return Encoded(payload: CompositeLayout(planes: layout).payload(pictures: pictures), references: references,
                       included: included)
    }

    /// The names of the pictures named lately, by identity: a flat plane kept from move to move is the same
    /// image object (``QuartzCore/FrozenLayerTree/makePlanes(with:scale:)``), so its 4 MB are hashed once per
    /// drag, not once per move.
    static let recentNames = RecentNames()

    /// The last few pictures named, held (so no other image can take an identity while it is remembered) with
    /// their names. Images are immutable: the same object always has the same name.
    final class RecentNames: @unchecked Sendable {
        /// How many are remembered: a composite's planes, and those of the one before.
        static let capacity = 8
        private let lock = NSLock()
        private var entries: [(image: CGImage, name: String)] = []
        private var hashCount = 0
        /// Pictures hashed so far (for tests).
        var hashed: Int { lock.withLock { hashCount } }

        func name(of image: CGImage) -> String {
            if let known = lock.withLock({ entries.first { $0.image === image }?.name }) { return known }
            let name = CompositeEncoding.pictureID(image)
            lock.withLock {
                hashCount += 1
                entries.append((image, name))
                if entries.count > Self.capacity { entries.removeFirst() }
            }
            return name
        }
    }

    /// A name for the picture's pixels: 128 bits of two multiplicative hashes over its size and its rows' bytes,
    /// in hex. Equal pixels give equal names; a collision between two pictures of one drag is out of reach.
    static func pictureID(_ image: CGImage) -> String {
        var a: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(image.width) << 32 ^ UInt64(image.height)
        var b: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(image.height) << 32 ^ UInt64(image.width)
        image.withUnsafePixelBytes { bytes, bytesPerRow in
            let rowBytes = image.width * 4
            for y in 0..<image.height {
                let row = y * bytesPerRow
                var i = 0
                while i + 8 <= rowBytes {
                    let word = bytes.loadUnaligned(fromByteOffset: row + i, as: UInt64.self)
                    a = (a ^ word) &* 0x0000_0100_0000_01B3
                    b = (b &+ word) &* 0xC2B2_AE3D_27D4_EB4F
                    b ^= b >> 29
                    i += 8
                }
                while i < rowBytes {
                    let byte = UInt64(bytes[row + i])
                    a = (a ^ byte) &* 0x0000_0100_0000_01B3
                    b = (b &+ byte) &* 0xC2B2_AE3D_27D4_EB4F
                    i += 1
                }
            }
        }
        return String(format: "%016llx%016llx", a, b)
    }

    /// The picture's pixels as RGBA rows, alpha not premultiplied (what a browser's `ImageData` holds).
    static func rgba(_ image: CGImage) -> Data? {
        let width = image.width, height = image.height
        var out = Data(count: width * height * 4)
        out.withUnsafeMutableBytes { (target: UnsafeMutableRawBufferPointer) in
            let bytes = target.bindMemory(to: UInt8.self)
            image.withUnsafePixelBytes { source, bytesPerRow in
                for y in 0..<height {
                    var o = y * width * 4
                    for x in 0..<width {
                        let word = source.loadUnaligned(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
                        let a = word >> 24
                        if a == 0 {
                            bytes[o] = 0; bytes[o + 1] = 0; bytes[o + 2] = 0; bytes[o + 3] = 0
                        } else {
                            // Premultiplied ARGB32 → straight RGBA, rounded.
                            let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                            bytes[o] = UInt8(min(255, (r * 255 + a / 2) / a))
                            bytes[o + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                            bytes[o + 2] = UInt8(min(255, (b * 255 + a / 2) / a))
                            bytes[o + 3] = UInt8(a)
                        }
                        o += 4
                    }
                }
            }
        }
        return out
    }
}
