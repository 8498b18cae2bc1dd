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
    package static func apply(_ backdrop: CGImage, inner: CGRect, parameters: Parameters) -> CGImage? {
        let width = backdrop.width, height = backdrop.height
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
        if k > 1 {
            // Small pixel (i, j) averages the k × k block from the top-left: its centre goes to the block's
            // centre. In Core Image's y-up space the bottom row of the small picture sits at height − rows·k.
            let rows = small.height
            image = image.clampedToExtent()
                .transformed(by: CGAffineTransform(a: CGFloat(k), b: 0, c: 0, d: CGFloat(k), tx: 0,
                                                   ty: CGFloat(height - rows * k)))
        }
        let region = CGRect(x: inner.minX, y: CGFloat(height) - inner.maxY, width: inner.width, height: inner.height)
        _ = width
        return CIContext().createCGImage(image, from: region)
    }

    /// `image` averaged down in k × k blocks from the top-left (partial blocks at the right and bottom average the
    /// pixels they have).
    package static func downsampled(_ image: CGImage, by k: Int) -> CGImage? {
        let width = image.width, height = image.height
        let columns = (width + k - 1) / k, rows = (height + k - 1) / k
        return image.withUnsafePixelBytes { bytes, stride in
            CGImage(width: columns, height: rows, opaque: false) { words, wordsPerRow in
                var sums = [UInt32](repeating: 0, count: columns * 4)
                for row in 0..<rows {
                    for i in sums.indices { sums[i] = 0 }
                    let y0 = row * k, y1 = min(y0 + k, height)
                    for y in y0..<y1 {
                        let line = (bytes.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<width {
                            let p = line[x], c = (x / k) * 4
                            sums[c] += p & 255
                            sums[c + 1] += (p >> 8) & 255
                            sums[c + 2] += (p >> 16) & 255
                            sums[c + 3] += p >> 24
                        }
                    }
                    let out = words + row * wordsPerRow
                    for column in 0..<columns {
                        let count = UInt32((min(column * k + k, width) - column * k) * (y1 - y0))
                        let c = column * 4
                        func avg(_ v: UInt32) -> UInt32 { (v + count / 2) / count }
                        out[column] = avg(sums[c]) | avg(sums[c + 1]) << 8 | avg(sums[c + 2]) << 16
                            | avg(sums[c + 3]) << 24
                    }
                }
            }
        }
    }
}
