import CoreGraphics

/// The page curl drawn straight from 8-bit bitmaps to an 8-bit bitmap, with scalar arithmetic: what UIKit's curl
/// transitions (`.transitionCurlUp/Down`, `.partialCurl`, `UIPageViewController(.pageCurl)`) draw every frame.
///
/// The float path of CIPageCurlTransition converts three whole images to float buffers and back per frame, and
/// its SIMD arithmetic is not specialised in debug builds (where tests and `swift run` live), which made a
/// finger-driven curl take seconds per frame there. This path reads the same samples and does the same float
/// operations per channel, so its pixels equal the float path's (`PageCurlBitmapTests` pins it).
extension PageCurl {
    /// The curl of `front` over the page (whose size is `front`'s), its back showing `back` (the front itself,
    /// mirrored, when nil), `under` beneath (clear when nil). The back is drawn lighter (``backLightening``) when
    /// `lightensBack`: a single-sided page's front showing through; a page printed on its back shows that as it is.
    ///
    /// The output is `canvas` (Core Image coordinates from 0, 0; the page's own rectangle, whose origin must then
    /// be 0, 0, when nil): a page turned over its spine (``overSpine(page:angle:radius:progress:)``) lands on a
    /// canvas spanning both sides. `front` and `back` lie at the page's origin; `under` covers the canvas.
    package func image(front: CGImage, back: CGImage? = nil, under: CGImage? = nil,
                       lightensBack: Bool = true, canvas: CGSize? = nil) -> CGImage? {
        let size = canvas ?? page.size
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        guard width > 0, height > 0 else { return nil }
        let dx = Double(page.minX), dy = Double(page.minY)
        return Bitmap8.with(front) { frontBits in
            Bitmap8.with(back) { backBits in
                Bitmap8.with(under) { underBits in
                    CGImage(width: width, height: height, opaque: false) { words, wordsPerRow in
                        nonisolated(unsafe) let words = words
                        let backBits = backBits ?? frontBits
                        forEachBand(rows: height, work: width * height * 4) { lines in
                            for line in lines {
                                // Output rows count from the top; the curl works in Core Image's y-up space.
                                let y = height - 1 - line
                                let row = words + line * wordsPerRow
                                for x in 0..<width {
                                    let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                                    let below = underBits?.pixel(x, y) ?? Colour8.clear
                                    row[x] = shade(hit(p), front: frontBits!, back: backBits!, under: below,
                                                   lightening: lightensBack ? PageCurl.backLightening : 0,
                                                   dx: dx, dy: dy).argb32
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// ``shade(_:front:back:under:)`` on scalar colours; the page's images lie at (`dx`, `dy`).
    private func shade(_ hit: Hit, front: Bitmap8, back: Bitmap8, under: Colour8, lightening k: Float,
                       dx: Double, dy: Double) -> Colour8 {
        switch hit {
        case .front(let q, let shade):
            let c = front.sample(Double(q.x) - dx, Double(q.y) - dy)
            let f = Float(shade)
            return Colour8(r: c.r * f, g: c.g * f, b: c.b * f, a: c.a)
        case .back(let q, let shade):
            let c = back.sample(Double(q.x) - dx, Double(q.y) - dy)
            let f = Float(shade)
            let lit = Colour8(r: (c.r + (c.a - c.r) * k) * f, g: (c.g + (c.a - c.g) * k) * f,
                              b: (c.b + (c.a - c.b) * k) * f, a: c.a + (c.a - c.a) * k)
            let t = 1 - lit.a
            return Colour8(r: lit.r + under.r * t, g: lit.g + under.g * t, b: lit.b + under.b * t, a: lit.a + under.a * t)
        case .under(let shadow):
            let f = Float(1 - shadow)
            return Colour8(r: under.r * f, g: under.g * f, b: under.b * f, a: max(under.a, Float(shadow)))
        }
    }
}

/// A premultiplied colour with channels 0…1, as the float path holds it.
struct Colour8 {
    var r: Float, g: Float, b: Float, a: Float
    static let clear = Colour8(r: 0, g: 0, b: 0, a: 0)

    /// The ARGB32 word, rounded and clamped as ``PixelConversion/argb32(_:)`` does.
    var argb32: UInt32 {
        let alpha = min(max(a, 0), 1)
        func channel(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), alpha) * 255 + 0.5) }
        return UInt32(alpha * 255 + 0.5) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
    }
}

/// An 8-bit bitmap read in Core Image's coordinates (y up, pixel (0, 0) at the bottom-left), clear outside.
struct Bitmap8: @unchecked Sendable {
    let base: UnsafeRawPointer
    let bytesPerRow: Int
    let width: Int
    let height: Int
    let opaque: Bool

    static func with<R>(_ image: CGImage?, _ body: (Bitmap8?) -> R) -> R {
        guard let image else { return body(nil) }
        return image.withUnsafePixelBytes { bytes, bytesPerRow in
            body(Bitmap8(base: bytes.baseAddress!, bytesPerRow: bytesPerRow, width: image.width, height: image.height,
                         opaque: image.isOpaque))
        }
    }

    func pixel(_ x: Int, _ y: Int) -> Colour8 {
        guard x >= 0, x < width, y >= 0, y < height else { return .clear }
        let word = (base + (height - 1 - y) * bytesPerRow + x * 4).loadUnaligned(as: UInt32.self)
        let scale: Float = 1 / 255
        let alpha: UInt32 = opaque ? 255 : word >> 24
        return Colour8(r: Float((word >> 16) & 255) * scale, g: Float((word >> 8) & 255) * scale,
                       b: Float(word & 255) * scale, a: Float(alpha) * scale)
    }

    /// Bilinear, as ``PixelBuffer/sample(_:_:)``.
    func sample(_ x: Double, _ y: Double) -> Colour8 {
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        let a = pixel(x0, y0), b = pixel(x0 + 1, y0), c = pixel(x0, y0 + 1), d = pixel(x0 + 1, y0 + 1)
        func mix(_ p: Float, _ q: Float, _ r: Float, _ s: Float) -> Float {
            let bottom = p * (1 - tx) + q * tx
            let top = r * (1 - tx) + s * tx
            return bottom * (1 - ty) + top * ty
        }
        return Colour8(r: mix(a.r, b.r, c.r, d.r), g: mix(a.g, b.g, c.g, d.g), b: mix(a.b, b.b, c.b, d.b),
                       a: mix(a.a, b.a, c.a, d.a))
    }
}
