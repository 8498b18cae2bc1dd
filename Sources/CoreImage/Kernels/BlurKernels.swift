import CoreGraphics

/// Gaussian and box blurs: separable convolutions, a horizontal pass then a vertical one, each split in row bands
/// on both cores.
///
/// Not pixman's `PIXMAN_FILTER_SEPARABLE_CONVOLUTION`: that is a resampling filter evaluating the x × y product
/// kernel at every pixel (181² taps per pixel at σ = 30) rather than two 1-D passes, so it was not used (this was
/// read from pixman's source, not measured). `make bench-coreimage` compares these passes with OpenCV.
package enum BlurKernels {
    /// The normalised Gaussian weights w₀…w_R for σ, with R = ⌈3σ⌉: the kernel Core Image's CIGaussianBlur
    /// applies (its radius parameter is σ, and its output grows by about 3σ on every side).
    package static func gaussianWeights(sigma: Double) -> [Float] {
        let radius = gaussianRadius(sigma: sigma)
        guard radius > 0 else { return [1] }
        let raw = (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
        return raw.map { Float($0 / total) }
    }

    /// How far the Gaussian of σ reaches: ⌈3σ⌉ pixels (0 for σ ≤ 0).
    package static func gaussianRadius(sigma: Double) -> Int {
        sigma > 0 && sigma.isFinite ? Int((3 * sigma - 1e-9).rounded(.up)) : 0
    }

    static func gaussian(_ input: ImageRecipe, sigma: Double) -> ImageRecipe {
        let radius = gaussianRadius(sigma: sigma)
        guard radius > 0 else { return input }
        let weights = gaussianWeights(sigma: sigma)
        let grow = CGFloat(radius)
        let extent = input.extent.isNull || input.extent.isCIInfinite
            ? input.extent : input.extent.insetBy(dx: -grow, dy: -grow)
        let recipe = ImageRecipe(name: "CIGaussianBlur", extent: extent, inputs: [input],
                                 regionOfInterest: { _, output in output.outset(by: radius, radius) }) { output, buffers in
            separable(buffers[0], output: output, weights: weights)
        }
        recipe.fastKernel = FixedPointBlur.weights(sigma: sigma).map { .gaussian(weights: $0) }
        return recipe
    }

    /// The box of width 2r + 1 (r = radius rounded), equal weights; the extent grows by r.
    static func box(_ input: ImageRecipe, radius: Double) -> ImageRecipe {
        let r = max(Int(radius.rounded()), 0)
        guard r > 0 else { return input }
        let weights = [Float](repeating: 1 / Float(2 * r + 1), count: r + 1)
        let extent = input.extent.isNull || input.extent.isCIInfinite
            ? input.extent : input.extent.insetBy(dx: -CGFloat(r), dy: -CGFloat(r))
        return ImageRecipe(name: "CIBoxBlur", extent: extent, inputs: [input],
                           regionOfInterest: { _, output in output.outset(by: r, r) }) { output, buffers in
            separable(buffers[0], output: output, weights: weights)
        }
    }

    /// Convolves `source` with the symmetric kernel `weights` (w₀ at the centre, w_k at ±k) along x and then y,
    /// producing `output`. Pixels missing from `source` are clear.
    package static func separable(_ source: PixelBuffer, output: PixelRect, weights: [Float]) -> PixelBuffer {
        let radius = weights.count - 1
        // Horizontal pass: the output's columns, over every row the vertical pass needs.
        let middleRect = PixelRect(x: output.x, y: output.y - radius, width: output.width,
                                   height: output.height + 2 * radius)
        let padded = padded(source, to: middleRect.outset(by: radius, 0))
        let middle = PixelBuffer(rect: middleRect)
        let taps = weights.count * 2 - 1
        weights.withUnsafeBufferPointer { w in
            nonisolated(unsafe) let w = w
            forEachBand(rows: middleRect.height, work: middleRect.area * taps) { lines in
                for line in lines {
                    let input = padded.pixels + line * padded.rect.width + radius
                    let row = middle.pixels + line * middleRect.width
                    for column in 0..<middleRect.width {
                        let centre = input + column
                        var sum = centre[0] * w[0]
                        var k = 1
                        while k <= radius {
                            sum += (centre[-k] + centre[k]) * w[k]
                            k += 1
                        }
                        row[column] = sum
                    }
                }
            }
        }
        // Vertical pass, in column strips that keep the rows a sum reads in cache.
        let result = PixelBuffer(rect: output)
        weights.withUnsafeBufferPointer { w in
            nonisolated(unsafe) let w = w
            forEachBand(rows: output.height, work: output.area * taps) { lines in
                let strip = 64
                let width = output.width
                var x0 = 0
                while x0 < width {
                    let x1 = min(x0 + strip, width)
                    for line in lines {
                        let destination = result.pixels + line * width
                        let centre = middle.pixels + (line + radius) * width
                        for column in x0..<x1 { destination[column] = centre[column] * w[0] }
                        var k = 1
                        while k <= radius {
                            let below = centre - k * width, above = centre + k * width
                            let weight = w[k]
                            for column in x0..<x1 { destination[column] += (below[column] + above[column]) * weight }
                            k += 1
                        }
                    }
                    x0 = x1
                }
            }
        }
        return result
    }

    /// `source` copied into a buffer over exactly `rect` (clear where it has no pixels).
    static func padded(_ source: PixelBuffer, to rect: PixelRect) -> PixelBuffer {
        if source.rect == rect { return source }
        let result = PixelBuffer(rect: rect)
        let overlap = source.rect.intersection(rect)
        guard !overlap.isEmpty else { return result }
        for y in overlap.y..<overlap.maxY {
            (result.row(y) + (overlap.x - rect.x)).update(from: source.row(y) + (overlap.x - source.rect.x),
                                                          count: overlap.width)
        }
        return result
    }
}
