import CoreGraphics

/// CIGaussianBlur of an 8-bit bitmap rendered straight to an 8-bit bitmap in fixed point, as OpenCV blurs `CV_8U`
/// images: the same separable kernel as ``BlurKernels/gaussianWeights(sigma:)``, a horizontal pass into 16-bit
/// rows and a vertical pass into the output, eight channels per SIMD operation.
///
/// Accuracy (pinned by `FixedPointBlurTests`): every component is within one step (1/255) of the float path's
/// rounded result. Weights are 0.16 fixed point summing to exactly 1 (the centre weight takes the rounding), so a
/// flat image stays flat; each pass keeps 7 fractional bits, and each product is truncated, which a bias of half a
/// unit per tap compensates. The same operations on every channel, all monotonic, keep colour ≤ alpha.
///
/// Bands of rows on both cores give identical pixels to one band: every output depends only on its own taps.
package enum FixedPointBlur {
    /// What lies outside the bitmap's readable area.
    package enum Edge: Sendable, Equatable {
        /// Clear outside the bitmap (a blur of the image itself: its edges fade).
        case clear
        /// The pixels of this area (CI coordinates, inside the bitmap) repeated outward: `clampedToExtent()`.
        case clamp(PixelRect)
    }

    /// The kernel as 0.16 fixed-point weights w₀…w_R summing (w₀ + 2Σw_k) to exactly 65536, or nil when the
    /// fixed-point sums could overflow (σ under about 0.4, or a reach R beyond 249 pixels, σ > 83, where the
    /// half-unit biases could carry a 16-bit pair sum past 65535): the float path runs then.
    package static func weights(sigma: Double) -> [UInt16]? {
        let exact = BlurKernels.gaussianWeights(sigma: sigma)
        guard exact.count > 1, exact.count <= 250 else { return nil }
        var fixed = exact.map { Int((Double($0) * 65536).rounded()) }
        let tails = 2 * fixed.dropFirst().reduce(0, +)
        fixed[0] = 65536 - tails
        guard fixed[0] > 0, fixed[0] <= 65535 else { return nil }
        return fixed.map { UInt16($0) }
    }

    /// The blur of `bitmap` (covering (0, 0, width, height) in CI coordinates) over `rect`, with `weights` from
    /// ``weights(sigma:)``.
    package static func image(_ bitmap: CGImage, edge: Edge, weights: [UInt16], over rect: PixelRect) -> CGImage? {
        guard !rect.isEmpty else { return nil }
        let radius = weights.count - 1
        let elements = rect.width * 4
        // Intermediate rows: whole blocks of 32 components (the kernels' unit), top row first.
        let stride = (elements + 31) & ~31
        let lines = rect.height + 2 * radius
        let splat = weights.map { SIMD8<UInt16>(repeating: $0) }
        // Half a unit per truncated product (the centre and R pairs).
        let bias = SIMD8<UInt16>(repeating: UInt16((radius + 1) / 2))
        let opaque = bitmap.isOpaque
        let bounds = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        let area: PixelRect, clamps: Bool
        switch edge {
        case .clear: (area, clamps) = (bounds, false)
        case .clamp(let inside): (area, clamps) = (inside.intersection(bounds), true)
        }
        guard !area.isEmpty else { return nil }
        return ScratchPool.shared.withBuffer(bytes: lines * stride * 2) { raw in
            nonisolated(unsafe) let middle = raw.bindMemory(to: UInt16.self, capacity: lines * stride)
            return bitmap.withUnsafePixelBytes { bytes, bytesPerRow in
                nonisolated(unsafe) let base = bytes.baseAddress!
                // Horizontal pass: intermediate line j is CI row rect.maxY − 1 + R − j.
                forEachBand(rows: lines, work: lines * rect.width * (radius + 1)) { band in
                    let paddedWords = stride / 4 + 2 * radius
                    let padded = UnsafeMutablePointer<UInt32>.allocate(capacity: paddedWords)
                    defer { padded.deallocate() }
                    padded.initialize(repeating: 0, count: paddedWords)
                    for line in band {
                        let y = rect.maxY - 1 + radius - line
                        let row: UnsafePointer<UInt32>?
                        if clamps || (area.y..<area.maxY).contains(y) {
                            let sy = min(max(y, area.y), area.maxY - 1)
                            row = UnsafePointer((base + (bitmap.height - 1 - sy) * bytesPerRow)
                                .assumingMemoryBound(to: UInt32.self))
                        } else {
                            row = nil
                        }
                        fillRow(padded, count: rect.width + 2 * radius, from: row, x0: rect.x - radius, area: area,
                                clamps: clamps, opaque: opaque)
                        horizontal(UnsafeRawPointer(padded), into: middle + line * stride, stride: stride,
                                   weights: splat, bias: bias)
                    }
                }
                // The vertical pass writes every byte of every row.
                return CGImage(width: rect.width, height: rect.height, opaque: false, zeroed: false) { words, wordsPerRow in
                    nonisolated(unsafe) let output = UnsafeMutableRawPointer(words)
                    forEachBand(rows: rect.height, work: rect.area * (radius + 1)) { band in
                        vertical(middle, stride: stride, lines: band, elements: elements, weights: splat, bias: bias,
                                 into: output, bytesPerRow: wordsPerRow * 4)
                    }
                }
            }
        }
    }

    /// Fills `padded[0..<count]` with the source row's pixels at x0, x0 + 1, …: inside `area` copied (alpha set
    /// for an opaque bitmap), outside it the nearest edge pixel (`clamps`) or clear; all clear when `row` is nil.
    @inline(__always)
    static func fillRow(_ padded: UnsafeMutablePointer<UInt32>, count: Int, from row: UnsafePointer<UInt32>?,
                        x0: Int, area: PixelRect, clamps: Bool, opaque: Bool) {
        guard let row else {
            padded.update(repeating: 0, count: count)
            return
        }
        let alpha: UInt32 = opaque ? 0xFF00_0000 : 0
        let start = min(max(area.x - x0, 0), count), end = min(max(area.maxX - x0, start), count)
        padded.update(repeating: clamps ? row[area.x] | alpha : 0, count: start)
        for i in start..<end { padded[i] = row[x0 + i] | alpha }
        (padded + end).update(repeating: clamps ? row[area.maxX - 1] | alpha : 0, count: count - end)
    }

    /// The high half of a 16 × 16-bit product, per lane (one `pmulhuw`).
    @inline(__always)
    static func mulhi(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: a) &* SIMD8<UInt32>(truncatingIfNeeded: b))
            &>> 16)
    }

    @inline(__always)
    static func bytes(_ pointer: UnsafeRawPointer) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: pointer.loadUnaligned(as: SIMD8<UInt8>.self))
    }

    /// One intermediate row: component e is Σ w_k·(p[e − 4k] + p[e + 4k]) (one term at k = 0) in units of 1/128,
    /// where p is the padded row shifted by R pixels. Thirty-two components at a time.
    @inline(__always)
    static func horizontal(_ padded: UnsafeRawPointer, into out: UnsafeMutablePointer<UInt16>, stride: Int,
                           weights: [SIMD8<UInt16>], bias: SIMD8<UInt16>) {
        let radius = weights.count - 1
        weights.withUnsafeBufferPointer { w in
            var e = 0
            while e < stride {
                let c = padded + e + 4 * radius
                var a0 = bias &+ mulhi(bytes(c) &<< 7, w[0])
                var a1 = bias &+ mulhi(bytes(c + 8) &<< 7, w[0])
                var a2 = bias &+ mulhi(bytes(c + 16) &<< 7, w[0])
                var a3 = bias &+ mulhi(bytes(c + 24) &<< 7, w[0])
                var k = 1
                while k <= radius {
                    let l = c - 4 * k, r = c + 4 * k, wk = w[k]
                    a0 &+= mulhi((bytes(l) &+ bytes(r)) &<< 7, wk)
                    a1 &+= mulhi((bytes(l + 8) &+ bytes(r + 8)) &<< 7, wk)
                    a2 &+= mulhi((bytes(l + 16) &+ bytes(r + 16)) &<< 7, wk)
                    a3 &+= mulhi((bytes(l + 24) &+ bytes(r + 24)) &<< 7, wk)
                    k &+= 1
                }
                let o = UnsafeMutableRawPointer(out + e)
                o.storeBytes(of: a0, as: SIMD8<UInt16>.self)
                (o + 16).storeBytes(of: a1, as: SIMD8<UInt16>.self)
                (o + 32).storeBytes(of: a2, as: SIMD8<UInt16>.self)
                (o + 48).storeBytes(of: a3, as: SIMD8<UInt16>.self)
                e &+= 32
            }
        }
    }

    @inline(__always)
    static func halves(_ pointer: UnsafePointer<UInt16>) -> SIMD8<UInt16> {
        UnsafeRawPointer(pointer).loadUnaligned(as: SIMD8<UInt16>.self)
    }

    /// Output rows `lines` (from the top): Σ w_k·(m[i + R − k] + m[i + R + k]) over intermediate rows, rounded
    /// to 8 bits. In strips of 256 components, so the 2R + 1 rows a strip reads stay in cache.
    static func vertical(_ middle: UnsafeMutablePointer<UInt16>, stride: Int, lines: Range<Int>, elements: Int,
                         weights: [SIMD8<UInt16>], bias: SIMD8<UInt16>, into output: UnsafeMutableRawPointer,
                         bytesPerRow: Int) {
        let radius = weights.count - 1
        let start = bias &+ 64   // + ½ for rounding to nearest
        let top = SIMD8<UInt16>(repeating: 255)
        weights.withUnsafeBufferPointer { w in
            var strip = 0
            while strip < stride {
                let stripEnd = min(strip + 256, stride)
                for line in lines {
                    let centre = UnsafePointer(middle + (line + radius) * stride)
                    let destination = output + line * bytesPerRow
                    var e = strip
                    while e < stripEnd {
                        let c = centre + e
                        var a0 = start &+ mulhi(halves(c), w[0])
                        var a1 = start &+ mulhi(halves(c + 8), w[0])
                        var a2 = start &+ mulhi(halves(c + 16), w[0])
                        var a3 = start &+ mulhi(halves(c + 24), w[0])
                        var k = 1
                        while k <= radius {
                            let u = c - k * stride, d = c + k * stride, wk = w[k]
                            a0 &+= mulhi(halves(u) &+ halves(d), wk)
                            a1 &+= mulhi(halves(u + 8) &+ halves(d + 8), wk)
                            a2 &+= mulhi(halves(u + 16) &+ halves(d + 16), wk)
                            a3 &+= mulhi(halves(u + 24) &+ halves(d + 24), wk)
                            k &+= 1
                        }
                        store(a0, at: e, elements: elements, top: top, into: destination)
                        store(a1, at: e + 8, elements: elements, top: top, into: destination)
                        store(a2, at: e + 16, elements: elements, top: top, into: destination)
                        store(a3, at: e + 24, elements: elements, top: top, into: destination)
                        e &+= 32
                    }
                }
                strip = stripEnd
            }
        }
    }

    /// Eight rounded sums (units of 1/128) as bytes at `index`, as far as the row's `elements` components go.
    @inline(__always)
    static func store(_ sum: SIMD8<UInt16>, at index: Int, elements: Int, top: SIMD8<UInt16>,
                      into destination: UnsafeMutableRawPointer) {
        let value = SIMD8<UInt8>(truncatingIfNeeded: pointwiseMin(sum &>> 7, top))
        if index + 8 <= elements {
            (destination + index).storeBytes(of: value, as: SIMD8<UInt8>.self)
        } else {
            for i in 0..<max(elements - index, 0) {
                destination.storeBytes(of: value[i], toByteOffset: index + i, as: UInt8.self)
            }
        }
    }
}
