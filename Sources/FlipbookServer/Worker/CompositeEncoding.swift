import CoreGraphics
import Foundation
import QuartzCore

/// Encodes a frame split into planes (``LiveSession/FrameToSend/planes``) as a `composite` message's payload
/// (``CompositeLayout``): each plane's picture named by a hash of its pixels, and the bytes of those the page
/// does not hold yet — JPEG for an opaque picture (the back plane), PNG for one with transparency.
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
            let id = pictureID(image)
            var entry = CompositeLayout.Plane(id: id, width: image.width, height: image.height, matrix: plane.matrix,
                                              opacity: plane.opacity, smooth: plane.smooth, clip: plane.clip)
            if !held.contains(id) && !included.contains(id) {
                let format = image.isOpaque ? "jpeg" : "png"
                guard let bytes = image.isOpaque ? image.jpegData(compressionQuality: quality) : image.pngData()
                else { return nil }
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
}
