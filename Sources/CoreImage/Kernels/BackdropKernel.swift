import CoreGraphics

/// The backdrop of a blur material (what `UIVisualEffectView` shows): what lies behind, blurred, its saturation
/// changed, and a tint laid over it — the three stages of Core Animation's backdrop filters (gaussian blur,
/// colour saturate, then the material's tint colour).
///
/// A wide blur is computed as Core Animation's backdrops are, at reduced resolution: the picture is averaged
/// down by k = ⌊σ/4⌋ (boxes of k × k pixels), blurred there by σ/k with its edges repeated, then drawn back up
/// bilinearly — a Gaussian of σ ≥ 4 px varies too slowly for the difference to show, and a full-screen
/// material costs a few milliseconds a frame instead of a second.
package enum BackdropKernel {
    /// The parameters of one material at one instant.
    package struct Parameters: Equatable, Sendable {
        /// The blur's σ in pixels.
        package var sigma: Double
        /// CIColorControls saturation (1 unchanged).
        package var saturation: Double
        /// The tint, premultiplied, laid over with source-over.
        package var tint: (r: Double, g: Double, b: Double, a: Double)

        package init(sigma: Double, saturation: Double, tint: (r: Double, g: Double, b: Double, a: Double)) {
            self.sigma = sigma
            self.saturation = saturation
            self.tint = tint
        }

        package static func == (l: Parameters, r: Parameters) -> Bool {
            l.sigma == r.sigma && l.saturation == r.saturation && l.tint == r.tint
        }
    }

    /// The downsampling factor for a blur of `sigma` pixels.
    package static func factor(sigma: Double) -> Int { max(1, Int(sigma / 4)) }

    /// The material over `inner` (a pixel rectangle of `backdrop`, y down), from `backdrop`.
    ///
    /// With k > 1 every stage runs on the small picture, and only the last step — drawing it back up over
    /// `inner` — touches full-size pixels, in 8-bit fixed point (``upsampled(_:by:over:)``): no full-size float
    /// buffers.
    package static func apply(_ backdrop: CGImage, inner: CGRect, parameters: Parameters) -> CGImage? {
        let height = backdrop.height
        let k = factor(sigma: parameters.sigma)
        guard let small = k > 1 ? downsampled(backdrop, by: k) : backdrop else { return nil }
        var image = CIImage(cgImage: small)
        let extent = image.extent
        if parameters.sigma > 0.25 {
            image = image.clampedToExtent().applyingGaussianBlur(sigma: parameters.sigma / Double(k)).cropped(to: extent)
        }
        if parameters.saturation != 1 {
            image = image.applyingFilter("CIColorControls", parameters: [kCIInputSaturationKey: parameters.saturation])
        }
        let t = parameters.tint
        if t.a > 0 {
            let color = CIColor(red: CGFloat(t.r / t.a), green: CGFloat(t.g / t.a), blue: CGFloat(t.b / t.a),
                                alpha: CGFloat(t.a))
            image = CIImage(color: color).cropped(to: extent).composited(over: image)
        }
        guard k > 1 else {
            let region = CGRect(x: inner.minX, y: CGFloat(height) - inner.maxY, width: inner.width, height: inner.height)
            return CIContext().createCGImage(image, from: region)
        }
        // Small pixel (i, j) averages the k × k block from the top-left: its centre goes to the block's centre,
        // and the picture's edges repeat outward (as `clampedToExtent().transformed(by: k)` draws it).
        guard let material = CIContext().createCGImage(image, from: extent) else { return nil }
        return upsampled(material, by: k, over: inner)
    }

    /// The part `inner` (pixels, y down) of `small` drawn back up k times, bilinearly, its edges repeated:
    /// output pixel (x, y) samples `small` at ((x + ½)/k − ½, (y + ½)/k − ½) in pixel centres — what
    /// `clampedToExtent().transformed(by: k)` draws, in fixed point. Each output row mixes two rows of the small
    /// picture (a few dozen pixels), then each output pixel two pixels of that row, with 8-bit weights rounded to
    /// the nearest 1/256 and two channels per 32-bit multiply: within a step or two of the float path
    /// (`BackdropKernelTests`), colour ≤ alpha kept (every channel mixed alike).
    package static func upsampled(_ small: CGImage, by k: Int, over inner: CGRect) -> CGImage? {
        let width = Int(inner.width.rounded()), height = Int(inner.height.rounded())
        let x0 = Int(inner.minX.rounded()), y0 = Int(inner.minY.rounded())
        let columns = small.width, rows = small.height
        guard width > 0, height > 0, columns > 0, rows > 0, k > 0 else { return nil }
        let opaque: UInt32 = small.isOpaque ? 0xFF00_0000 : 0
        return small.withUnsafePixelBytes { bytes, stride in
            CGImage(width: width, height: height, opaque: false, zeroed: false) { words, wordsPerRow in
                let xa = UnsafeMutablePointer<Int32>.allocate(capacity: width * 2)
                let xw = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
                let line = UnsafeMutablePointer<UInt32>.allocate(capacity: columns)
                defer {
                    xa.deallocate()
                    xw.deallocate()
                    line.deallocate()
                }
                for x in 0..<width {
                    let (a, b, w) = upsamplingTap(x0 + x, factor: k, count: columns)
                    xa[2 * x] = Int32(a)
                    xa[2 * x + 1] = Int32(b)
                    xw[x] = w
                }
                for y in 0..<height {
                    let (a, b, w) = upsamplingTap(y0 + y, factor: k, count: rows)
                    let top = (bytes.baseAddress! + a * stride).assumingMemoryBound(to: UInt32.self)
                    let bottom = (bytes.baseAddress! + b * stride).assumingMemoryBound(to: UInt32.self)
                    for c in 0..<columns { line[c] = mix(top[c] | opaque, bottom[c] | opaque, w) }
                    let out = words + y * wordsPerRow
                    for x in 0..<width {
                        out[x] = mix(line[Int(xa[2 * x])], line[Int(xa[2 * x + 1])], xw[x])
                    }
                }
            }
        }
    }

    /// The two small pixels (clamped to 0..<count) the full-size pixel `p` lies between when drawn up k times,
    /// and the second one's weight in 1/256: p's centre p + ½ falls at u = (p + ½)/k − ½ = (2p + 1 − k)/(2k).
    package static func upsamplingTap(_ p: Int, factor k: Int, count: Int) -> (Int, Int, UInt32) {
        let n = 2 * p + 1 - k, d = 2 * k
        let i = n >= 0 ? n / d : -((d - 1 - n) / d)
        let w = UInt32(((n - i * d) * 256 + k) / d)
        return (min(max(i, 0), count - 1), min(max(i + 1, 0), count - 1), w)
    }

    /// a·(1 − w/256) + b·w/256 per 8-bit channel, rounded: two channels per multiply.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let v = 256 - w
        let rb = (((a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* v &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// `image` averaged down in k × k blocks from the top-left (partial blocks at the right and bottom average the
    /// pixels they have).
    package static func downsampled(_ image: CGImage, by k: Int) -> CGImage? {
        let width = image.width, height = image.height
        let columns = (width + k - 1) / k, rows = (height + k - 1) / k
        return image.withUnsafePixelBytes { bytes, stride in
            CGImage(width: columns, height: rows, opaque: false) { words, wordsPerRow in
                let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: columns * 4)
                defer { sums.deallocate() }
                for row in 0..<rows {
                    sums.initialize(repeating: 0, count: columns * 4)
                    let y0 = row * k, y1 = min(y0 + k, height)
                    for y in y0..<y1 {
                        let line = (bytes.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
                        var x = 0
                        for column in 0..<columns {
                            let end = min(x + k, width)
                            var b: UInt32 = 0, g: UInt32 = 0, r: UInt32 = 0, a: UInt32 = 0
                            while x < end {
                                let p = line[x]
                                b &+= p & 255
                                g &+= (p >> 8) & 255
                                r &+= (p >> 16) & 255
                                a &+= p >> 24
                                x += 1
                            }
                            let c = sums + column * 4
                            c[0] &+= b
                            c[1] &+= g
                            c[2] &+= r
                            c[3] &+= a
                        }
                    }
                    let out = words + row * wordsPerRow
                    for column in 0..<columns {
                        let count = UInt32((min(column * k + k, width) - column * k) * (y1 - y0))
                        let c = sums + column * 4
                        func avg(_ v: UInt32) -> UInt32 { (v + count / 2) / count }
                        out[column] = avg(c[0]) | avg(c[1]) << 8 | avg(c[2]) << 16 | avg(c[3]) << 24
                    }
                }
            }
        }
    }
}
