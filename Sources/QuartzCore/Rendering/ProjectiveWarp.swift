import CoreGraphics
import Dispatch
import Foundation

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
/// costs about 2 (one core of the project's machine) for the common maps — a turn about a vertical axis, where
/// the source column and depth are the same down each destination column, and a turn about a horizontal axis,
/// where positions step linearly along each row — and for other turns divides only every 16 pixels of a row,
/// stepping linearly in between where that stays within 1/2048 pixel of the exact positions. Its inner loop has
/// no branch on the pixels (two pixels' taps blended at once): a picture's pixels mispredicted the old shortcut for
/// four equal taps often enough to cost more than blending them. Two things make it exact where pixman needs care:
///
/// - **Spans.** For each destination row, the pixels that see the source form one interval, found exactly:
///   with `[X Y 1] × H⁻¹ = [U V Q]`, the conditions `Q > 0` (in front of the eye), `U ≥ −½Q`, `U ≤ (w + ½)Q`
///   and the same for V are each linear in X along the row. Nothing outside the interval is touched, so no
///   pixel behind the eye (where the division by Q would reflect the picture) and no stray pixel is drawn.
/// - **Edges.** Samples beyond the source's edge are transparent, so the bilinear filter fades the outline
///   over one source pixel: anti-aliased edges without a separate coverage pass.
package enum ProjectiveWarp {
    /// How far (in 1/65536 pixel) a position stepped linearly between two exact knots may stray from the exact
    /// one: 1/2048 pixel, a sixteenth of a step of the bilinear filter's 7-bit weights, so a weight changes by
    /// one step (a channel by at most 2 levels) at about one pixel in sixteen, and no edge moves.
    static let steppingError = 32.0

    /// The destination pixels of row `y` (columns `x0..<x1`, clamped to `columns`) that see the source through
    /// `inverse` (destination pixel coordinates → source pixel coordinates, pixel centres at +½).
    ///
    /// With an `inset`, the source rectangle is shrunk by that many pixels on every side: an inset of a little
    /// over 1 gives the pixels whose four bilinear taps are all inside the source.
    package static func span(row y: Int, inverse h: Homography, sourceWidth: Int, sourceHeight: Int,
                             columns: Range<Int>, inset: Double = 0) -> Range<Int> {
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
        // u ≥ −½ + inset, u ≤ width + ½ − inset, and the same for v, each multiplied by Q > 0.
        let lo0 = 0.5 - inset
        let sw = Double(sourceWidth) + 0.5 - inset, sh = Double(sourceHeight) + 0.5 - inset
        require(au + lo0 * aq, bu + lo0 * bq)
        require(sw * aq - au, sw * bq - bu)
        require(av + lo0 * aq, bv + lo0 * bq)
        require(sh * aq - av, sh * bq - bv)
        guard lo <= hi, lo.isFinite, hi.isFinite else { return columns.lowerBound..<columns.lowerBound }
        let first = Swift.max(Int((lo - 0.5).rounded(.up)), columns.lowerBound)
        let last = Swift.min(Int((hi - 0.5).rounded(.down)), columns.upperBound - 1)
        return first <= last ? first..<(last + 1) : first..<first
    }

    /// Composites `source` over `destination` within `region` (destination pixels), sampling the source at the
    /// inverse image of each pixel centre: bilinear, or nearest when `smooth` is false. `opacity` scales the
    /// source. The caller makes sure nothing else (clip, open group) stands between it and `destination`.
    ///
    /// `bands`: how many horizontal bands to split the rows into, rendered on as many threads; by default one per
    /// core this process may use (``UsableCores``) for warps of 200,000 pixels or more, else one.
    ///
    /// `knotSpacing`: under a general projective map, positions are divided out exactly every this many pixels of a
    /// row and stepped linearly between where that is within ``steppingError`` (1 divides at every pixel: the
    /// exact positions, which tests compare against).
    package static func composite(source: PixelBuffer, over destination: PixelBuffer, inverse h: Homography,
                                  region: CGRect, opacity: Double = 1, smooth: Bool = true, bands: Int? = nil,
                                  knotSpacing: Int = 16) {
        let columns = clampedRange(region.minX, region.maxX, destination.width)
        let rows = clampedRange(region.minY, region.maxY, destination.height)
        guard !columns.isEmpty, !rows.isEmpty, source.width > 0, source.height > 0, opacity > 0 else { return }
        let alpha = UInt32((Swift.min(opacity, 1) * 256).rounded())
        let src = UnsafeRawPointer(source.base)
        let sw = source.width, sh = source.height, sStride = source.bytesPerRow
        // Source positions are fixed point in 1/65536 pixel, relative to the first pixel centre and offset by
        // one pixel so they stay positive: the span keeps them within [−1, size] pixels, up to rounding, which
        // the clamps absorb.
        let maxU = Double((sw + 1) << 16), maxV = Double((sh + 1) << 16)
        let innerW = UInt(sw - 1), innerH = UInt(sh - 1)
        // Positions of one row's span, computed first in a loop of its own: divisions pipeline there, and the
        // sampling loop below is left with short integer work.
        let m11 = h.m11 * 65536, m12 = h.m12 * 65536, m13 = h.m13
        // A layer turned about a vertical axis (the usual card flip), or not turned at all, sees the same source
        // column and depth all the way down a destination column: then u is computed once per column and v is
        // linear in Y (v = a + b·Y), with no division per pixel.
        let vertical = turnsAboutVerticalAxis(h, columns: columns, rows: rows)
        let reachX = Double(Swift.max(abs(columns.lowerBound), abs(columns.upperBound))) + 1
        let rowsAreLinear = !vertical && abs(h.m13) * reachX <= 1e-9 * Swift.min(abs(h.m33), abs(h.m33 + h.m23 * Double(rows.upperBound)))
        // Per column, in integers so the inner loop converts nothing: u (1/65536 pixel), v = (a + b·(2Y + 1))
        // / 65536 with a, b in 1/2³² pixel, and the byte offset of the top-left tap less one source row (so that
        // pixels whose taps are all inside find it at `src + (v >> 16) · stride + offset`).
        let perColumn: UnsafeMutablePointer<Int>? = vertical ? .allocate(capacity: 4 * columns.count) : nil
        defer { perColumn?.deallocate() }
        if let perColumn {
            for k in 0..<columns.count {
                let xc = Double(columns.lowerBound + k) + 0.5
                let r = 1 / (xc * m13 + h.m33)
                let u = (xc * m11 + h.m31 * 65536) * r + 32768
                let a = ((xc * m12 + h.m32 * 65536) * r + 32768) * 65536, b = h.m22 * 32768 * r * 65536
                let cu = Int(u < 0 ? 0 : (u > maxU ? maxU : u))
                perColumn[4 * k] = cu
                perColumn[4 * k + 1] = a.isFinite && abs(a) < 1e18 ? Int(a) : 0
                perColumn[4 * k + 2] = b.isFinite && abs(b) < 1e15 ? Int(b) : 0
                perColumn[4 * k + 3] = ((cu >> 16) - 1) * 4 - sStride
            }
        }
        /// Composites the rows of `band`, with its own scratch for positions.
        func composite(rows band: Range<Int>) {
            let positions = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * columns.count)
            defer { positions.deallocate() }
            /// Composites `sample` at the layer's opacity over pixel `i` of `row`.
            @inline(__always) func put(_ sample: UInt32, _ row: UnsafeMutablePointer<UInt32>, _ i: Int) {
                let sample = alpha < 256 ? scale(sample, alpha) : sample
                let sa = sample >> 24
                if sa == 255 {
                    row[i] = sample
                } else if sa != 0 {
                    row[i] = sample &+ scale255(row[i], 255 &- sa)
                }
            }
            /// Samples the source at fixed-point (cu, cv) and composites the result over pixel `i` of the row.
            @inline(__always) func emitAt(_ row: UnsafeMutablePointer<UInt32>, _ i: Int, _ cu: Int, _ cv: Int) {
                let sample: UInt32
                if smooth {
                    let ix = (cu >> 16) &- 1, iy = (cv >> 16) &- 1
                    let wx = UInt32(truncatingIfNeeded: (cu >> 8) & 0xFF)
                    let wy = UInt32(truncatingIfNeeded: (cv >> 8) & 0xFF)
                    if UInt(bitPattern: ix) < innerW, UInt(bitPattern: iy) < innerH {
                        let p = src + (iy &* sStride &+ ix &* 4)
                        sample = bilinear(p.loadUnaligned(as: UInt64.self), (p + sStride).loadUnaligned(as: UInt64.self),
                                          wx, wy)
                    } else {
                        // At the edge: pixels beyond it are transparent.
                        let top = UInt64(fetch(src, sStride, sw, sh, ix, iy))
                            | UInt64(fetch(src, sStride, sw, sh, ix &+ 1, iy)) << 32
                        let bottom = UInt64(fetch(src, sStride, sw, sh, ix, iy &+ 1))
                            | UInt64(fetch(src, sStride, sw, sh, ix &+ 1, iy &+ 1)) << 32
                        sample = bilinear(top, bottom, wx, wy)
                    }
                } else {
                    // Nearest: the pixel whose square holds the point.
                    sample = fetch(src, sStride, sw, sh, ((cu &+ 32768) >> 16) &- 1, ((cv &+ 32768) >> 16) &- 1)
                }
                put(sample, row, i)
            }
            /// The same for a position whose four taps are known to be inside the source.
            @inline(__always) func emitInsideAt(_ row: UnsafeMutablePointer<UInt32>, _ i: Int, _ cu: Int, _ cv: Int) {
                let p = src + (((cv >> 16) &- 1) &* sStride &+ ((cu >> 16) &- 1) &* 4)
                put(blend(p.loadUnaligned(as: UInt64.self), (p + sStride).loadUnaligned(as: UInt64.self),
                          UInt32(truncatingIfNeeded: (cu >> 8) & 0xFF), UInt32(truncatingIfNeeded: (cv >> 8) & 0xFF)),
                    row, i)
            }
            if let perColumn {
                // No division: u per column, v linear in Y. Each row's span (and the part of it whose taps are all
                // inside) first; then the pixels in strips of columns, top to bottom: a destination row crosses
                // the source diagonally under perspective (v depends on X), so row after row would touch a new
                // source line (and page) almost every pixel, while a strip keeps the lines it reads in the cache.
                // Every pixel is computed on its own, so the order does not change a byte.
                let spans = UnsafeMutablePointer<Int>.allocate(capacity: 4 * band.count)
                defer { spans.deallocate() }
                for (k, y) in band.enumerated() {
                    let span = span(row: y, inverse: h, sourceWidth: sw, sourceHeight: sh, columns: columns)
                    var inside = !span.isEmpty && smooth && sw > 1 && sh > 1
                        ? Self.span(row: y, inverse: h, sourceWidth: sw, sourceHeight: sh, columns: span, inset: 1 + 1e-6)
                        : span.lowerBound..<span.lowerBound
                    if inside.isEmpty { inside = span.lowerBound..<span.lowerBound }
                    spans[4 * k] = span.lowerBound
                    spans[4 * k + 1] = inside.lowerBound
                    spans[4 * k + 2] = inside.upperBound
                    spans[4 * k + 3] = span.upperBound
                }
                let limit = Int(maxV)
                var x0 = columns.lowerBound
                while x0 < columns.upperBound {
                    let x1 = Swift.min(x0 + 64, columns.upperBound)
                    for (k, y) in band.enumerated() {
                        let a = Swift.max(spans[4 * k], x0), b = Swift.min(spans[4 * k + 3], x1)
                        guard a < b else { continue }
                        let insideLower = Swift.min(Swift.max(spans[4 * k + 1], a), b)
                        let insideUpper = Swift.min(Swift.max(spans[4 * k + 2], a), b)
                        let row = (destination.base + y * destination.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                        var c = perColumn + 4 * (a - columns.lowerBound)
                        let rows2 = 2 * y + 1
                        for i in a..<insideLower {
                            let v = (c[1] &+ c[2] &* rows2) >> 16
                            emitAt(row, i, c[0], v < 0 ? 0 : (v > limit ? limit : v))
                            c += 4
                        }
                        // Two pixels at a time: their four taps blended in one pass of 16-bit lanes (the same
                        // arithmetic per lane as one at a time, so the same bytes), and no branch on the pixels.
                        var i = insideLower
                        while i &+ 1 < insideUpper {
                            let v0 = c[1] &+ c[2] &* rows2, v1 = c[5] &+ c[6] &* rows2
                            let p0 = src + ((v0 >> 32) &* sStride &+ c[3]), p1 = src + ((v1 >> 32) &* sStride &+ c[7])
                            let pair = blendPair(
                                p0.loadUnaligned(as: UInt64.self), (p0 + sStride).loadUnaligned(as: UInt64.self),
                                p1.loadUnaligned(as: UInt64.self), (p1 + sStride).loadUnaligned(as: UInt64.self),
                                UInt32(truncatingIfNeeded: (c[0] >> 8) & 0xFF), UInt32(truncatingIfNeeded: (v0 >> 24) & 0xFF),
                                UInt32(truncatingIfNeeded: (c[4] >> 8) & 0xFF), UInt32(truncatingIfNeeded: (v1 >> 24) & 0xFF))
                            put(UInt32(truncatingIfNeeded: pair), row, i)
                            put(UInt32(truncatingIfNeeded: pair >> 32), row, i &+ 1)
                            i &+= 2
                            c += 8
                        }
                        if i < insideUpper {
                            emitInsideAt(row, i, c[0], (c[1] &+ c[2] &* rows2) >> 16)
                            c += 4
                        }
                        for i in insideUpper..<b {
                            let v = (c[1] &+ c[2] &* rows2) >> 16
                            emitAt(row, i, c[0], v < 0 ? 0 : (v > limit ? limit : v))
                            c += 4
                        }
                    }
                    x0 = x1
                }
                return
            }
            for y in band {
                let span = span(row: y, inverse: h, sourceWidth: sw, sourceHeight: sh, columns: columns)
                guard !span.isEmpty else { continue }
                let yc = Double(y) + 0.5
                let row = (destination.base + y * destination.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                @inline(__always) func emit(_ i: Int, _ cu: Int, _ cv: Int) { emitAt(row, i, cu, cv) }
                @inline(__always) func emitInside(_ i: Int, _ cu: Int, _ cv: Int) { emitInsideAt(row, i, cu, cv) }
                // The pixels whose taps are all inside (no checks), and the edge pixels either side.
                var inside = smooth && sw > 1 && sh > 1
                    ? Self.span(row: y, inverse: h, sourceWidth: sw, sourceHeight: sh, columns: span, inset: 1 + 1e-6)
                    : span.lowerBound..<span.lowerBound
                if inside.isEmpty { inside = span.lowerBound..<span.lowerBound }
                let bu = (yc * h.m21 + h.m31) * 65536, bv = (yc * h.m22 + h.m32) * 65536, bq = yc * h.m23 + h.m33
                if rowsAreLinear {
                    // The depth is the same along the row (a turn about a horizontal axis, or no perspective): u and
                    // v are linear in X, stepped in 1/2³² pixel.
                    let r = 1 / bq
                    let x0 = Double(span.lowerBound) + 0.5
                    let u0 = ((x0 * m11 + bu) * r + 32768) * 65536, v0 = ((x0 * m12 + bv) * r + 32768) * 65536
                    let du = m11 * r * 65536, dv = m12 * r * 65536
                    guard u0.isFinite, v0.isFinite, abs(u0) < 1e18, abs(v0) < 1e18, abs(du) < 1e15, abs(dv) < 1e15
                    else { continue }
                    var fu = Int(u0), fv = Int(v0)
                    let su = Int(du), sv = Int(dv)
                    let limitU = Int(maxU), limitV = Int(maxV)
                    for i in span {
                        let cu = fu >> 16, cv = fv >> 16
                        if inside.contains(i) {
                            emitInside(i, cu, cv)
                        } else {
                            emit(i, cu < 0 ? 0 : (cu > limitU ? limitU : cu), cv < 0 ? 0 : (cv > limitV ? limitV : cv))
                        }
                        fu &+= su
                        fv &+= sv
                    }
                    continue
                }
                // Positions first, in a loop of their own; then the samples. u and v are divided out exactly at knots
                // `knotSpacing` pixels apart and stepped linearly between them where that stays within
                // `steppingError` of the exact positions, else divided at every pixel.
                let x0 = Double(span.lowerBound) + 0.5, count = span.count
                // Along the row u = (m11·X + bu) / q with q = m13·X + bq, so |u''| = 2·|m13|·|m11·bq − bu·m13| / q³
                // (the same for v), and a chord over L pixels strays at most L²/8 of that from the curve, at the
                // smallest q of the segment — one of its ends, q being linear.
                let curvature = 0.25 * abs(m13) * Swift.max(abs(m11 * bq - bu * m13), abs(m12 * bq - bv * m13))
                @inline(__always) func exact(_ k: Int) {
                    let xc = x0 + Double(k)
                    let r = 1 / (xc * m13 + bq)
                    let u = (xc * m11 + bu) * r + 32768, v = (xc * m12 + bv) * r + 32768
                    positions[2 * k] = Int32(u < 0 ? 0 : (u > maxU ? maxU : u))
                    positions[2 * k + 1] = Int32(v < 0 ? 0 : (v > maxV ? maxV : v))
                }
                var next = 0
                while next < count {
                    let k = next
                    let steps = Swift.min(knotSpacing, count - 1 - k)
                    let xa = x0 + Double(k), xb = xa + Double(steps)
                    let qa = xa * m13 + bq, qb = xb * m13 + bq, q = Swift.min(qa, qb), length = Double(steps)
                    guard steps >= 2, curvature * length * length <= steppingError * q * q * q else {
                        for j in k..<(k + Swift.max(steps, 1)) { exact(j) }
                        next = k + Swift.max(steps, 1)
                        continue
                    }
                    // Both knots are inside the span, so between them too; clamped only against rounding.
                    let ra = 1 / qa, rb = 1 / qb
                    @inline(__always) func clamped(_ p: Double, _ limit: Double) -> Double { p < 0 ? 0 : (p > limit ? limit : p) }
                    let ua = clamped((xa * m11 + bu) * ra + 32768, maxU), ub = clamped((xb * m11 + bu) * rb + 32768, maxU)
                    let va = clamped((xa * m12 + bv) * ra + 32768, maxV), vb = clamped((xb * m12 + bv) * rb + 32768, maxV)
                    // In 1/2³² pixel, so the steps keep their fractions.
                    var fu = Int(ua * 65536), fv = Int(va * 65536)
                    let su = Int((ub - ua) * 65536 / length), sv = Int((vb - va) * 65536 / length)
                    for j in k..<(k + steps) {
                        positions[2 * j] = Int32(truncatingIfNeeded: fu >> 16)
                        positions[2 * j + 1] = Int32(truncatingIfNeeded: fv >> 16)
                        fu &+= su
                        fv &+= sv
                    }
                    next = k + steps
                }
                var k = 0
                for i in span {
                    if inside.contains(i) {
                        emitInside(i, Int(positions[k]), Int(positions[k + 1]))
                    } else {
                        emit(i, Int(positions[k]), Int(positions[k + 1]))
                    }
                    k &+= 2
                }
            }
        }
        // A large warp is split into horizontal bands, one per core: every row is computed on its own, so the
        // bands give the same bytes as one pass.
        let count = bands ?? (rows.count * columns.count >= 200_000 ? UsableCores.count : 1)
        if count <= 1 {
            composite(rows: rows)
        } else {
            let size = (rows.count + count - 1) / count
            // The bands write disjoint rows and read shared, unchanging memory.
            let band = UncheckedSendable(composite(rows:))
            DispatchQueue.concurrentPerform(iterations: count) { i in
                let lower = rows.lowerBound + i * size
                band.value(lower..<Swift.min(lower + size, rows.upperBound))
            }
        }
    }

    /// Whether the source column a destination pixel sees, and the depth, do not depend on the row: a layer
    /// turned about a vertical axis (the usual card flip), or one with no rotation at all. Then u and w are
    /// functions of X alone, to within a millionth of a pixel over the region.
    static func turnsAboutVerticalAxis(_ h: Homography, columns: Range<Int>, rows: Range<Int>) -> Bool {
        let reachY = Double(Swift.max(abs(rows.lowerBound), abs(rows.upperBound))) + 1
        let reachX = Double(Swift.max(abs(columns.lowerBound), abs(columns.upperBound))) + 1
        let q = Swift.min(abs(h.m33), abs(h.m13 * reachX + h.m33))
        guard q > 0 else { return false }
        return abs(h.m23) * reachY <= 1e-9 * q && abs(h.m21) * reachY <= 1e-6 * q
    }

    /// The same composite through pixman's projective transform, row span by row span: the reference the span
    /// sampler is tested against. The matrix is scaled so its largest entry is about 2¹⁴, which keeps pixman's
    /// 16.16 fixed point both in range and precise for the small perspective terms.
    package static func compositeWithPixman(source: CGImage, into context: CGContext, inverse h: Homography,
                                            region: CGRect, opacity: Double = 1) {
        guard let image = PixmanImage(image: source) else { return }
        let entries = [h.m11, h.m21, h.m31, h.m12, h.m22, h.m32, h.m13, h.m23, h.m33]
        // pixman multiplies in 16.16 fixed point: the homogeneous (u, v, w) of every destination pixel must stay
        // below 2¹⁵. They are linear in the pixel, so the corners of the region bound them.
        var largest = 0.0
        for x in [region.minX, region.maxX] {
            for y in [region.minY, region.maxY] {
                let p = h.homogeneous(Double(x), Double(y))
                largest = Swift.max(largest, abs(p.x), abs(p.y), abs(p.w))
            }
        }
        guard largest > 0, largest.isFinite else { return }
        let k = 16000 / largest
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
        guard UInt(bitPattern: x) < UInt(w), UInt(bitPattern: y) < UInt(h) else { return 0 }
        return (src + y * stride + x * 4).loadUnaligned(as: UInt32.self)
    }

    /// Bilinear blend of two horizontally adjacent pixels on each of two rows (each pair one 64-bit load),
    /// with 16-bit SIMD lanes: the rows first (by `wy`/256), then the two columns (by `wx`/256).
    /// Weights are taken to 7 bits (as pixman's bilinear filter does), so that `a + (b − a)·w / 128` fits in
    /// signed 16-bit lanes: one multiply per blend.
    @inline(__always)
    private static func bilinear(_ top: UInt64, _ bottom: UInt64, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
        // Four equal taps (most of a page: flat fills) blend to themselves in either arithmetic below.
        if top == bottom, UInt32(truncatingIfNeeded: top) == UInt32(truncatingIfNeeded: top >> 32) {
            return UInt32(truncatingIfNeeded: top)
        }
        return blend(top, bottom, wx, wy)
    }

    /// ``bilinear(_:_:_:_:)`` without its shortcut for four equal taps: no branch on the pixels, so a loop over
    /// a picture (not a flat fill) keeps many pixels in flight instead of stalling on a mispredicted branch.
    @inline(__always)
    private static func blend(_ top: UInt64, _ bottom: UInt64, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
        #if DEBUG
        // The same arithmetic on two channels per 32-bit word (a + (b − a)·w/128 is (a·(128 − w) + b·w)/128):
        // unspecialized generic SIMD code is a hundred times slower in debug builds, where tests render frames.
        let fy = (wy >> 1) & 0x7F, fx = (wx >> 1) & 0x7F
        @inline(__always) func blend(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
            let iw = 128 &- w
            let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 7) & 0x00FF_00FF
            let ag = ((((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) << 1) & 0xFF00_FF00
            return rb | ag
        }
        let left = blend(UInt32(truncatingIfNeeded: top), UInt32(truncatingIfNeeded: bottom), fy)
        let right = blend(UInt32(truncatingIfNeeded: top >> 32), UInt32(truncatingIfNeeded: bottom >> 32), fy)
        return blend(left, right, fx)
        #else
        let t = SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(top, to: SIMD8<UInt8>.self))
        let b = SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(bottom, to: SIMD8<UInt8>.self))
        let fy = Int16(truncatingIfNeeded: wy >> 1), fx = Int16(truncatingIfNeeded: wx >> 1)
        let column = t &+ (((b &- t) &* fy) &>> 7)
        let left = column.lowHalf, right = column.highHalf
        let blended = left &+ (((right &- left) &* fx) &>> 7)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: blended), to: UInt32.self)
        #endif
    }

    /// ``blend(_:_:_:_:)`` for two pixels at once (the first in the low word): each pixel's two rows blended as
    /// there, then both pixels' columns in one pass of eight 16-bit lanes. The same bytes as two calls.
    @inline(__always)
    private static func blendPair(_ top0: UInt64, _ bottom0: UInt64, _ top1: UInt64, _ bottom1: UInt64,
                                  _ wx0: UInt32, _ wy0: UInt32, _ wx1: UInt32, _ wy1: UInt32) -> UInt64 {
        #if DEBUG
        return UInt64(blend(top0, bottom0, wx0, wy0)) | UInt64(blend(top1, bottom1, wx1, wy1)) << 32
        #else
        @inline(__always) func lanes(_ pixels: UInt64) -> SIMD8<Int16> {
            SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(pixels, to: SIMD8<UInt8>.self))
        }
        let t0 = lanes(top0), b0 = lanes(bottom0), t1 = lanes(top1), b1 = lanes(bottom1)
        let column0 = t0 &+ (((b0 &- t0) &* Int16(truncatingIfNeeded: wy0 >> 1)) &>> 7)
        let column1 = t1 &+ (((b1 &- t1) &* Int16(truncatingIfNeeded: wy1 >> 1)) &>> 7)
        let left = SIMD8<Int16>(lowHalf: column0.lowHalf, highHalf: column1.lowHalf)
        let right = SIMD8<Int16>(lowHalf: column0.highHalf, highHalf: column1.highHalf)
        let fx = SIMD8<Int16>(lowHalf: SIMD4(repeating: Int16(truncatingIfNeeded: wx0 >> 1)),
                              highHalf: SIMD4(repeating: Int16(truncatingIfNeeded: wx1 >> 1)))
        let blended = left &+ (((right &- left) &* fx) &>> 7)
        return unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: blended), to: UInt64.self)
        #endif
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

/// A value handed to other threads by code that makes sure they use it safely (see the call site).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
