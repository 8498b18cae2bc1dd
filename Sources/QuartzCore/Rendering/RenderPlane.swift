import CoreGraphics

/// One plane of a frame split for compositing elsewhere (``CARenderer/makePlanes(size:scale:atTime:)``): a picture
/// and where it goes in the frame.
///
/// Core Animation's render server composites committed layers; the live simulator's page does the same with the
/// planes of a drag's frames — the picture of a layer turning in perspective is sent once, then only its map — so
/// a move costs a style change in the browser instead of a render, an encode and a decode of the whole screen.
package struct RenderPlane: Sendable {
    /// The plane's pixels: premultiplied, transparent where nothing was drawn.
    package var image: CGImage
    /// The map from the picture's pixels to the frame's, row-major 3×3 with column vectors:
    /// `[X, Y, W] = M · [x, y, 1]` lands at `(X / W, Y / W)`; continuous coordinates, pixel centres at +½.
    /// The identity for a flat plane (everything drawn between two warped layers, at the frame's size).
    package var matrix: [Double]
    /// The opacity the picture is composited at.
    package var opacity: Double
    /// Bilinear resampling (false: nearest, a layer whose `magnificationFilter` is `.nearest`).
    package var smooth: Bool
    /// A rounded rectangle the picture is clipped to before it is placed (a snapshot view's rounded corners), in
    /// the picture's pixels: insets from its left, top, right and bottom edges, then the corners' horizontal and
    /// vertical radii (CSS `clip-path: inset(top right bottom left round rx / ry)`); nil: none.
    package var clip: [Double]?

    package init(image: CGImage, matrix: [Double], opacity: Double, smooth: Bool, clip: [Double]? = nil) {
        self.image = image
        self.matrix = matrix
        self.opacity = opacity
        self.smooth = smooth
        self.clip = clip
    }

    /// The identity map.
    package static let identity: [Double] = [1, 0, 0, 0, 1, 0, 0, 0, 1]

    /// Whether the plane is drawn as it is, pixel onto pixel.
    package var isFlat: Bool { matrix == Self.identity }

    /// The row-major column-vector matrix of a ``Homography`` (which uses row vectors).
    static func matrix(_ h: Homography) -> [Double] {
        [h.m11, h.m21, h.m31, h.m12, h.m22, h.m32, h.m13, h.m23, h.m33]
    }
}

extension [RenderPlane] {
    /// The frame the planes make up, composited back to front with the renderer's own warp — the picture
    /// ``CARenderer/makeImage(size:scale:atTime:opaque:)`` draws, up to the pixel grid a plane's picture is drawn
    /// on (see ``CARenderer/makePlanes(size:scale:atTime:)``) — or nil when the first plane is not an opaque flat
    /// one (the frame's back).
    /// A plane with a rounded clip cannot be composited here exactly: nil then too.
    package func flattened() -> CGImage? {
        guard let back = first, back.isFlat, back.image.isOpaque, allSatisfy({ $0.clip == nil }) else { return nil }
        let width = back.image.width, height = back.image.height
        return CGImage(width: width, height: height, opaque: true, zeroed: false) { words, wordsPerRow in
            back.image.withUnsafePixelBytes { bytes, bytesPerRow in
                for y in 0..<height {
                    (words + y * wordsPerRow).update(from: (bytes.baseAddress! + y * bytesPerRow)
                        .assumingMemoryBound(to: UInt32.self), count: width)
                }
            }
            let destination = PixelBuffer(base: UnsafeMutableRawPointer(words), width: width, height: height,
                                          bytesPerRow: wordsPerRow * 4)
            for plane in dropFirst() {
                let m = plane.matrix
                // Back to the renderer's row vectors, then frame pixels → picture pixels.
                let toFrame = Homography(m11: m[0], m12: m[3], m13: m[6], m21: m[1], m22: m[4], m23: m[7],
                                         m31: m[2], m32: m[5], m33: m[8])
                guard let inverse = toFrame.inverse else { continue }
                plane.image.withUnsafePixelBytes { bytes, bytesPerRow in
                    let source = PixelBuffer(base: UnsafeMutableRawPointer(mutating: bytes.baseAddress!),
                                             width: plane.image.width, height: plane.image.height,
                                             bytesPerRow: bytesPerRow)
                    ProjectiveWarp.composite(source: source, over: destination, inverse: inverse,
                                             region: CGRect(x: 0, y: 0, width: width, height: height),
                                             opacity: plane.opacity, smooth: plane.smooth)
                }
            }
        }
    }
}
