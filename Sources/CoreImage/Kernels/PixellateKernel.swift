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
        let area = PixelRect(covering: extent)
        let reach = Int((s / 2).rounded(.up)) + 1
        let cx = Double(center.x), cy = Double(center.y)
        return ImageRecipe(name: "CIPixellate", extent: extent, inputs: [input],
                           regionOfInterest: { _, output in output.outset(by: reach, reach) }) { output, buffers in
            let source = buffers[0]
            let result = PixelBuffer(rect: output)
            let x0 = Double(area.x) + 0.5, x1 = Double(area.maxX) - 0.5
            let y0 = Double(area.y) + 0.5, y1 = Double(area.maxY) - 0.5
            // One sample per column and per row: the grid is separable.
            let columns = (0..<output.width).map {
                min(max(cellCentre(Double(output.x + $0) + 0.5, origin: cx, scale: s), x0), x1)
            }
            let rows = (0..<output.height).map {
                min(max(cellCentre(Double(output.y + $0) + 0.5, origin: cy, scale: s), y0), y1)
            }
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
    }
}
