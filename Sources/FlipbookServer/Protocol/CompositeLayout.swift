import Foundation

/// The layout of a `composite` message: the planes the page paints, back to front, to make up a frame
/// (docs/serve.md, "Browser-side compositing"). It is the JSON at the start of the message's payload, after
/// 4 bytes of its big-endian length; the bytes of the pictures the message carries follow it.
public struct CompositeLayout: Codable, Equatable, Sendable {
    /// One plane: a picture and where it goes in the frame.
    public struct Plane: Codable, Equatable, Sendable {
        /// Names the picture's pixels (a hash of them): the same id is always the same picture.
        public var id: String
        /// The picture's size in pixels.
        public var width: Int
        public var height: Int
        /// Row-major 3×3 map from the picture's pixels to the frame's, for column vectors:
        /// `[X, Y, W] = M · [x, y, 1]` lands at `(X / W, Y / W)`; the identity for a flat plane.
        public var matrix: [Double]
        /// The opacity the picture is composited at, 0 … 1.
        public var opacity: Double
        /// Bilinear resampling; false: nearest neighbour.
        public var smooth: Bool
        /// A rounded rectangle the picture is clipped to, in its pixels: insets from its left, top, right and
        /// bottom edges, then the corners' horizontal and vertical radii (a snapshot view's rounded corners:
        /// CSS `clip-path: inset(top right bottom left round rx / ry)`); absent: none.
        public var clip: [Double]?
        /// `png` or `jpeg` when this message carries the picture's bytes, at `offset` (from the first byte after
        /// the layout) for `length` bytes; all three absent when the picture came in an earlier message.
        public var format: String?
        public var offset: Int?
        public var length: Int?
        /// When present, the bytes carried are of this rectangle of the picture only, `[x, y, width, height]` in
        /// its pixels from the top-left, where it is opaque; everywhere else it is fully transparent (a turning
        /// screen's picture: the screen, in the margin its warp draws its edges into). A JPEG then carries a
        /// picture with transparency.
        public var area: [Int]?

        public init(id: String, width: Int, height: Int, matrix: [Double], opacity: Double, smooth: Bool,
                    clip: [Double]? = nil, format: String? = nil, offset: Int? = nil, length: Int? = nil,
                    area: [Int]? = nil) {
            self.area = area
            self.clip = clip
            self.id = id
            self.width = width
            self.height = height
            self.matrix = matrix
            self.opacity = opacity
            self.smooth = smooth
            self.format = format
            self.offset = offset
            self.length = length
        }
    }

    public var planes: [Plane]

    public init(planes: [Plane]) {
        self.planes = planes
    }

    /// A payload: the layout's length, the layout, then `pictures`.
    public func payload(pictures: Data) -> Data {
        let json = (try? JSONEncoder().encode(self)) ?? Data(#"{"planes":[]}"#.utf8)
        var out = Data(capacity: 4 + json.count + pictures.count)
        withUnsafeBytes(of: UInt32(json.count).bigEndian) { out.append(contentsOf: $0) }
        out.append(json)
        out.append(pictures)
        return out
    }

    /// Splits a payload into its layout and the bytes of the pictures after it (tests and tools); nil when it is
    /// not one.
    public static func decode(_ payload: Data) -> (layout: CompositeLayout, pictures: Data)? {
        guard payload.count >= 4 else { return nil }
        let start = payload.startIndex
        let n = payload[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        guard payload.count >= 4 + n,
              let layout = try? JSONDecoder().decode(CompositeLayout.self, from: payload[start + 4..<start + 4 + n])
        else { return nil }
        return (layout, Data(payload[(start + 4 + n)...]))
    }
}
