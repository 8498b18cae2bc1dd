import CoreGraphics
import Foundation
import QuartzCore

/// Encodes a frame split into planes (``LiveSession/FrameToSend/planes``) as a `composite` message's payload
/// (``CompositeLayout``): each plane's picture named by a hash of its pixels, and the bytes of those the page
/// does not hold yet:
/// - JPEG for an opaque picture (the back plane);
/// - JPEG of the opaque part for a picture that is an opaque rectangle in a fully transparent margin (a turning
///   screen's picture: the screen, in the margin its warp draws its edges into), with the rectangle in the
///   layout (``CompositeLayout/Plane/area``) — 759×1342 pixels of 4 bytes were 4 MB over loopback, and two of them
///   43–46 ms to decode on the page, for pictures whose only transparency is their border (session 16);
/// - raw straight-alpha RGBA for any other transparency, which costs a pass over its pixels where a PNG of a
///   750×1334 picture took 165 ms (measured in the latency benchmark: the composite carrying it was overtaken
///   before it was written, again and again), and 4 bytes a pixel over loopback.
enum CompositeEncoding {
    struct Encoded {
        var payload: Data
        /// The pictures the message names.
        var references: Set<String>
        /// The pictures whose bytes it carries.
        var included: Set<String>
    }

    /// The payload for `planes`, carrying the pictures not in `held`; nil when a picture cannot be encoded.
    ///
    /// New pictures are named, and those to carry encoded, side by side on the machine's cores: the frame that
    /// starts a drag's composites brings the turning screen's two pictures, new 4 MB each to hash and to encode,
    /// and it is one the finger waits for.
    static func encode(_ planes: [RenderPlane], held: Set<String>, quality: Double) -> Encoded? {
        // A drag's usual composite names only pictures named before (kept from move to move, the same objects):
        // looked up at once, and only new ones are hashed, side by side.
        var names = planes.map { recentNames.knownName(of: $0.image) }
        let unnamed = names.indices.filter { names[$0] == nil }
        for (index, name) in zip(unnamed, concurrentMap(unnamed) { recentNames.name(of: planes[$0].image) }) {
            names[index] = name
        }
        let ids = names.map { $0! }
        var carried: [Int: Int] = [:]   // the first plane naming each picture the page does not hold → its bytes
        var order: [Int] = []
        var seen: Set<String> = []
        for (index, id) in ids.enumerated() where !held.contains(id) && seen.insert(id).inserted {
            carried[index] = order.count
            order.append(index)
        }
        let bytes = concurrentMap(order) { picture(planes[$0].image, quality: quality) }
        var layout: [CompositeLayout.Plane] = []
        var pictures = Data()
        for (index, plane) in planes.enumerated() {
            let image = plane.image
            var entry = CompositeLayout.Plane(id: ids[index], width: image.width, height: image.height,
                                              matrix: plane.matrix, opacity: plane.opacity, smooth: plane.smooth,
                                              clip: plane.clip)
            if let k = carried[index] {
                guard let encoded = bytes[k] else { return nil }
                (entry.format, entry.area) = (encoded.format, encoded.area)
                (entry.offset, entry.length) = (pictures.count, encoded.bytes.count)
                pictures.append(encoded.bytes)
            }
            layout.append(entry)
        }
        return Encoded(payload: CompositeLayout(planes: layout).payload(pictures: pictures), references: Set(ids),
                       included: Set(order.map { ids[$0] }))
    }

    /// A picture's bytes as the page takes them: JPEG when opaque, JPEG of its opaque area when it is an opaque
    /// rectangle in a transparent margin, raw RGBA otherwise (see ``CompositeEncoding``).
    private static func picture(_ image: CGImage, quality: Double) -> (format: String, area: [Int]?, bytes: Data)? {
        if image.isOpaque {
            return image.jpegData(compressionQuality: quality).map { ("jpeg", nil, $0) }
        }
        if let area = opaqueArea(of: image),
           let part = image.cropping(to: CGRect(x: area[0], y: area[1], width: area[2], height: area[3])) {
            return part.jpegData(compressionQuality: quality).map { ("jpeg", area, $0) }
        }
        return rgba(image).map { ("rgba", nil, $0) }
    }

    /// `transform` of each element, run side by side when there is more than one.
    private static func concurrentMap<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        return [R](unsafeUninitializedCapacity: items.count) { buffer, count in
            withoutActuallyEscaping(transform) { transform in
                // Each iteration writes its own element; the array is returned only once all have.
                let shared = Unchecked((items, transform, buffer.baseAddress!))
                DispatchQueue.concurrentPerform(iterations: items.count) { index in
                    let (items, transform, base) = shared.value
                    (base + index).initialize(to: transform(items[index]))
                }
            }
            count = items.count
        }
    }

    /// Values shared with `concurrentMap`'s iterations, which each touch only their own element.
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The names of the pictures named lately, by identity: a flat plane kept from move to move is the same
    /// image object (``QuartzCore/FrozenLayerTree/makePlanes(with:scale:)``), so its 4 MB are hashed once per
    /// drag, not once per move.
    static let recentNames = RecentNames()

    /// The last few pictures named, with their names. Images are immutable: the same object always has the same
    /// name. They are held weakly: a remembered picture must not outlive the frames that show it — held
    /// strongly, the last eight full-screen pictures of a worker's drags (up to 32 MB) stayed for the life of the
    /// process, and a soak's workers grew as they filled. A picture that has gone names nothing (a weak reference
    /// to it reads nil), so a new image at the same address cannot take its name.
    final class RecentNames: @unchecked Sendable {
        /// How many are remembered: a composite's planes, and those of the one before.
        static let capacity = 8
        private struct Entry {
            weak var image: CGImage?
            let name: String
        }
        private let lock = NSLock()
        private var entries: [Entry] = []
        private var hashCount = 0
        /// Pictures hashed so far (for tests).
        var hashed: Int { lock.withLock { hashCount } }

        /// The name given to `image` lately, if any (no hashing).
        func knownName(of image: CGImage) -> String? {
            lock.withLock { entries.first { $0.image === image }?.name }
        }

        func name(of image: CGImage) -> String {
            if let known = knownName(of: image) { return known }
            let name = CompositeEncoding.pictureID(image)
            lock.withLock {
                hashCount += 1
                entries.removeAll { $0.image == nil }
                entries.append(Entry(image: image, name: name))
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

    /// The rectangle `[x, y, width, height]` (in pixels, from the top-left) where `image` is opaque, when it is
    /// fully transparent everywhere else; nil when it has other transparency (a pixel partly transparent, or
    /// opaque ones that do not make one rectangle) or none to speak of (no opaque pixel).
    static func opaqueArea(of image: CGImage) -> [Int]? {
        let width = image.width, height = image.height
        // The opaque span of the first row that has one; every row after it has the same or none, and once a
        // row has none, so do the rest.
        var span: Range<Int>?
        var top = 0, bottom = 0
        let whole = image.withUnsafePixelBytes { bytes, bytesPerRow -> Bool in
            for y in 0..<height {
                let row = y * bytesPerRow
                func alpha(_ x: Int) -> UInt32 { bytes.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) >> 24 }
                var first = 0
                while first < width, alpha(first) == 0 { first += 1 }
                guard first < width else { continue }   // a transparent row
                var end = first
                while end < width, alpha(end) == 255 { end += 1 }
                for x in end..<width where alpha(x) != 0 { return false }
                if let span {
                    guard span == first..<end, y == bottom else { return false }
                } else {
                    span = first..<end
                    top = y
                }
                bottom = y + 1
            }
            return true
        }
        guard whole, let span else { return nil }
        return [span.lowerBound, top, span.count, bottom - top]
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
