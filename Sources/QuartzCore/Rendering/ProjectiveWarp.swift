import CoreGraphics

/// A view of 32-bit premultiplied ARGB pixels in native-endian words, as cairo, `CGContext` and `CGImage` store
/// them. Row 0 is the top of the picture.
package struct PixelBuffer {
    package var base: UnsafeMutableRawPointer
    package var width: Int
    package var height: Int
    package var bytesPerRow: Int

    package init(base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }
}

/// Draws a bitmap through a projective map (a layer seen in perspective): every destination pixel whose
/// centre sees the source is inverse-mapped into the source and sampled bilinearly, then composited over.
///
/// This is the renderer's own span sampler. pixman can do the same warp (``compositeWithPixman``, kept as the
/// reference the tests compare against), but its general projective path costs 20–33 ns a pixel; this one
/// costs a few. Two things make it exact where pixman needs care:
///
/// - **Spans.** For each destination row, the pixels that see the source form one interval, found exactly:
///   with `[X Y 1] × H⁻¹ = [U V Q]`, the conditions `Q > 0` (in front of the eye), `U ≥ −½Q`, `U ≤ (w + ½)Q`
///   and the same for V are each linear in X along the row. Nothing outside the interval is touched, so no
///   pixel behind the eye (where the division by Q would reflect the picture) and no stray pixel is drawn.
/// - **Edges.** Samples beyond the source's edge are transparent, so the bilinear filter fades the outline
///   over one source pixel: anti-aliased edges without a separate coverage pass.
package enum ProjectiveWarp {
    /// The destination pixels of row `y` (columns `x0..<x1`, clamped to `columns`) that see the source through
    /// `inverse` (destination pixel coordinates → source pixel coordinates, pixel centres at +½).
    package static func span(row y: Int, inverse h: Homography, sourceWidth: Int, sourceHeight: Int,
                             columns: Range<Int>) -> Range<Int> {
        let yc = Double(y) + 0.5
        let au = h.m11, bu = yc * h.m21 + h.m31
        let av = h.m12, bv = yc * h.m22 + h.m32
        let aq = h.m13, bq = yc * h.m23 + h.m33
        var lo = Double(columns.lowerBound) + 0.5, hi = Double(columns.upperBound) - 0.5
        // Each condition is αX + β ≥ 0 on the pixel centre X.
        func require(_ alpha: Double, _ beta: Double) {
            if alpha > 0 {
                lo = Swift.max(lo, -beta / alpha)
            } else if alpha < 0 {
                hi = Swift.min(hi, -beta / alpha)
            } else if beta < 0 {
                hi = -.infinity
            }
        }
        // Q ≥ a hair above 0: points at the horizon have no finite image.
        let qFloor = 1e-9 * Swift.max(abs(aq) * Double(columns.upperBound) + abs(bq), 1e-300)
        require(aq, bq - qFloor)
        let sw = Double(sourceWidth) + 0.5, sh = Double(sourceHeight) + 0.5
        require(au + 0.5 * aq, bu + 0.5 * bq)
        require(sw * aq - au, sw * bq - bu)
        require(av + 0.5 * aq, bv + 0.5 * bq)
        require(sh * aq - av, sh * bq - bv)
        guard lo <= hi, lo.isFinite, hi.isFinite else { return columns.lowerBound..<columns.lowerBound }
        let first = Swift.max(Int((lo - 0.5).rounded(.up)), columns.lowerBound)
        let last = Swift.min(Int((hi - 0.5).rounded(.down)), columns.upperBound - 1)
        return first <= last ? first..<(last + 1) : first..<first
    }

    /// Composites `source` over `destination` within `region` (destination pixels), sampling the source at the
    /// inverse image of each pixel centre: bilinear, or nearest when `smooth` is false. `opacity` scales the
    /// source. The caller makes sure nothing else (clip, open group) stands between it and `destination`.
    package static func composite(source: PixelBuffer, over destination: PixelBuffer, inverse h: Homography,
                                  region: CGRect, opacity: Double = 1, smooth: Bool = true) {
        let columns = clampedRange(region.minX, region.maxX, destination.width)
        let rows = clampedRange(region.minY, region.maxY, destination.height)
        guard !columns.isEmpty, !rows.isEmpty, source.width > 0, source.height > 0, opacity > 0 else { return }
        let alpha = UInt32((Swift.min(opacity, 1) * 256).rounded())
        let src = UnsafeRawPointer(source.base)
        let sw = source.width, shh = source.height, sStride = source.bytesPerRow
        for y in rows {
            let span = span(row: y, inverse: h, sourceWidth: sw, sourceHeight: shh, columns: columns)
            guard !span.isEmpty else { continue }
            let yc = Double(y) + 0.5
            let bu = yc * h.m21 + h.m31, bv = yc * h.m22 + h.m32, bq = yc * h.m23 + h.m33
            let row = (destination.base + y * destination.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in span {
                let xc = Double(x) + 0.5
                let q = xc * h.m13 + bq
                let r = 1 / q
                // Source position relative to pixel centres, clamped so the integer parts stay small.
                let su = Swift.min(Swift.max((xc * h.m11 + bu) * r - 0.5, -1), Double(sw))
                let sv = Swift.min(Swift.max((xc * h.m12 + bv) * r - 0.5, -1), Double(shh))
                var sample: UInt32
                if smooth {
                    let fu = su.rounded(.down), fv = sv.rounded(.down)
                    let ix = Int(fu), iy = Int(fv)
                    let wx = UInt32((su - fu) * 256), wy = UInt32((sv - fv) * 256)
                    let p00: UInt32, p10: UInt32, p01: UInt32, p11: UInt32
                    if ix >= 0, iy >= 0, ix < sw - 1, iy < shh - 1 {
                        let p = src + iy * sStride + ix * 4
                        p00 = p.loadUnaligned(as: UInt32.self)
                        p10 = (p + 4).loadUnaligned(as: UInt32.self)
                        p01 = (p + sStride).loadUnaligned(as: UInt32.self)
                        p11 = (p + sStride + 4).loadUnaligned(as: UInt32.self)
                    } else {
                        p00 = fetch(src, sStride, sw, shh, ix, iy)
                        p10 = fetch(src, sStride, sw, shh, ix + 1, iy)
                        p01 = fetch(src, sStride, sw, shh, ix, iy + 1)
                        p11 = fetch(src, sStride, sw, shh, ix + 1, iy + 1)
                    }
                    sample = lerp(lerp(p00, p10, wx), lerp(p01, p11, wx), wy)
                } else {
                    sample = fetch(src, sStride, sw, shh, Int((su + 0.5).rounded(.down)), Int((sv + 0.5).rounded(.down)))
                }
                if alpha < 256 { sample = scale(sample, alpha) }
                let sa = sample >> 24
                if sa == 255 {
                    row[x] = sample
                } else if sa != 0 {
                    row[x] = sample &+ scale255(row[x], 255 - sa)
                }
            }
        }
    }

    /// The same composite through pixman's projective transform, row span by row span: the reference the span
    /// sampler is tested against. The matrix is scaled so its largest entry is about 2¹⁴, which keeps pixman's
    /// 16.16 fixed point both in range and precise for the small perspective terms.
    package static func compositeWithPixman(source: CGImage, into context: CGContext, inverse h: Homography,
                                            region: CGRect, opacity: Double = 1) {
        guard let image = PixmanImage(image: source) else { return }
        let entries = [h.m11, h.m21, h.m31, h.m12, h.m22, h.m32, h.m13, h.m23, h.m33]
        let largest = entries.map(abs).max() ?? 1
        guard largest > 0, largest.isFinite else { return }
        let k = 16384 / largest
        guard image.setTransform(entries.map { $0 * k }) else { return }
        image.setInterpolationQuality(.default)
        let columns = clampedRange(region.minX, region.maxX, context.width)
        let rows = clampedRange(region.minY, region.maxY, context.height)
        guard !columns.isEmpty else { return }
        for y in rows {
            let span = span(row: y, inverse: h, sourceWidth: source.width, sourceHeight: source.height, columns: columns)
            guard !span.isEmpty else { continue }
            context.composite(image, x: span.lowerBound, y: y, width: span.count, height: 1, opacity: opacity)
        }
    }

    /// The integer pixel range covering `lo..<hi`, within `0..<limit`.
    static func clampedRange(_ lo: CGFloat, _ hi: CGFloat, _ limit: Int) -> Range<Int> {
        guard lo.isFinite, hi.isFinite else { return 0..<0 }
        let a = Swift.max(Int(lo.rounded(.down)), 0), b = Swift.min(Int(hi.rounded(.up)), limit)
        return a < b ? a..<b : a..<a
    }

    @inline(__always)
    private static func fetch(_ src: UnsafeRawPointer, _ stride: Int, _ w: Int, _ h: Int, _ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < w, y < h else { return 0 }
        return (src + y * stride + x * 4).loadUnaligned(as: UInt32.self)
    }

    /// `a` blended towards `b` by `w`/256, all four channels at once, two per 32-bit lane pair.
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw = 256 &- w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ag
    }

    /// Every channel times `k`/256.
    @inline(__always)
    private static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        let rb = (((p & 0x00FF_00FF) &* k) >> 8) & 0x00FF_00FF
        let ag = (((p >> 8) & 0x00FF_00FF) &* k) & 0xFF00_FF00
        return rb | ag
    }

    /// Every channel times `k`/255, rounded.
    @inline(__always)
    private static func scale255(_ p: UInt32, _ k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }
}
