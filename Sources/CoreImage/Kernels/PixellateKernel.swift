import CoreGraphics

/// CIPixellate: the image as squares of side `scale` on a grid through `center`, each filled with the colour the
/// input has at the square's centre (sampled bilinearly, the sample point kept inside the input's extent). It is
/// GPUImage's pixellate shader (samplePos = uv − mod(uv, d) + d/2) with the grid anchored at `center`.
package enum PixellateKernel {
    /// The centre of the square holding coordinate `v` (along one axis).
    @inline(__always)
    package static func cellCentre(_ v: Double, origin: Double, scale: Double) -> Double {
        origin + ((v - origin) / scale).rounded(.down) * scale + scale / 2
    }

    static func pixellate(_ input: ImageRecipe, center: CGPoint, scale: Double) -> ImageRecipe {
        let s = max(scale.isFinite ? scale : 1, 1)
        let extent = input.extent
        guard !extent.isNull else { return input }
        // Squares of one pixel on the pixel grid: every pixel samples its own centre.
        if s == 1 && center.x == center.x.rounded() && center.y == center.y.rounded() { return input }
        let area = PixelRect(covering: extent)
        let reach = Int((s / 2).rounded(.up)) + 1
        let cx = Double(center.x), cy = Double(center.y)
        let recipe = ImageRecipe(name: "CIPixellate", extent: extent, inputs: [input],
                           regionOfInterest: { _, output in output.outset(by: reach, reach) }) { output, buffers in
            let source = buffers[0]
            let result = PixelBuffer(rect: output)
            // One sample per column and per row: the grid is separable.
            let columns = samples(output.x..<output.maxX, origin: cx, scale: s, lo: area.x, hi: area.maxX)
            let rows = samples(output.y..<output.maxY, origin: cy, scale: s, lo: area.y, hi: area.maxY)
            forEachBand(rows: output.height, work: output.area) { lines in
                for line in lines {
                    let row = result.pixels + line * output.width
                    var last = -Double.infinity, colour = Pixel.zero
                    for column in 0..<output.width {
                        if columns[column] != last {
                            last = columns[column]
                            colour = source.sample(last, rows[line])
                        }
                        row[column] = colour
                    }
                }
            }
            return result
        }
        recipe.fastKernel = .pixellate(center: center, scale: s)
        return recipe
    }

    /// The coordinate each output column (or row) of `range` samples: its square's centre, kept inside
    /// [lo + ½, hi − ½].
    static func samples(_ range: Range<Int>, origin: Double, scale: Double, lo: Int, hi: Int) -> [Double] {
        range.map { min(max(cellCentre(Double($0) + 0.5, origin: origin, scale: scale), Double(lo) + 0.5),
                        Double(hi) - 0.5) }
    }
}
