import CoreGraphics

/// Crop, clamp and affine transform.
package enum GeometryKernels {
    /// Clear outside `rect`; the extent is the intersection. A pixel belongs to the crop when its centre is inside
    /// `rect` (so an integral rectangle keeps exactly its pixels).
    static func crop(_ input: ImageRecipe, to rect: CGRect) -> ImageRecipe {
        let extent = input.extent.intersection(rect)
        if extent == input.extent { return input }
        let pixelAligned = extent.isNull || extent == extent.integral
        let recipe = ImageRecipe(name: "CICrop", extent: extent, inputs: [input]) { output, buffers in
            let source = buffers[0]
            // The evaluator only asks for regions inside the extent: on whole pixels that is the input as is.
            if pixelAligned && source.rect == output && PixelRect(covering: extent).intersection(output) == output {
                return source
            }
            let result = PixelBuffer(rect: output)
            result.fill { x, y in
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                return extent.isNull || cx < extent.minX || cx >= extent.maxX || cy < extent.minY || cy >= extent.maxY
                    ? .zero : source[x, y]
            }
            return result
        }
        if pixelAligned && !extent.isNull { recipe.fastKernel = .crop(PixelRect(covering: extent)) }
        return recipe
    }

    /// The pixels of `input` inside `rect` (made integral inward where it cuts pixels) repeated outward.
    static func clamp(_ input: ImageRecipe, to rect: CGRect) -> ImageRecipe {
        let area = PixelRect(covering: rect.isNull ? .null : rect.insetBy(dx: 0.001, dy: 0.001))
        guard !area.isEmpty else { return SourceKernels.empty() }
        let recipe = ImageRecipe(name: "CIClamp", extent: .ciInfinite, inputs: [input],
                                 regionOfInterest: { _, output in
                                     // The nearest pixels of the area to the output region.
                                     let x0 = min(max(output.x, area.x), area.maxX - 1)
                                     let y0 = min(max(output.y, area.y), area.maxY - 1)
                                     let x1 = min(max(output.maxX, area.x + 1), area.maxX)
                                     let y1 = min(max(output.maxY, area.y + 1), area.maxY)
                                     return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                                 }) { output, buffers in
            let source = buffers[0]
            let result = PixelBuffer(rect: output)
            // Row by row: the clamped row of the source, its end pixels repeated outward.
            let x0 = max(output.x, area.x), x1 = min(max(output.maxX, area.x + 1), area.maxX)
            forEachBand(rows: output.height, work: output.area) { lines in
                for line in lines {
                    let y = min(max(output.y + line, area.y), area.maxY - 1)
                    let row = result.pixels + line * output.width
                    let left = source[min(x0, area.maxX - 1), y], right = source[x1 - 1, y]
                    let start = min(max(x0, output.x), output.maxX) - output.x
                    let end = max(min(x1, output.maxX), output.x) - output.x
                    for column in 0..<start { row[column] = left }
                    if end > start {
                        (row + start).update(from: source.row(y) + (output.x + start - source.rect.x), count: end - start)
                    }
                    for column in max(end, start)..<output.width { row[column] = right }
                }
            }
            return result
        }
        recipe.fastKernel = .clamp(area)
        return recipe
    }

    /// `input` moved through `matrix`: each output pixel samples the input bilinearly at the inverse-mapped
    /// centre. An integer translation moves pixels exactly.
    static func transform(_ input: ImageRecipe, by matrix: CGAffineTransform) -> ImageRecipe {
        if matrix.isIdentity { return input }
        let extent = input.extent.isNull ? CGRect.null
            : input.extent.isCIInfinite ? input.extent : input.extent.applying(matrix)
        let inverse = matrix.inverted()
        return ImageRecipe(name: "CIAffineTransform", extent: extent, inputs: [input],
                           regionOfInterest: { _, output in
                               PixelRect(covering: output.cgRect.applying(inverse)).outset(by: 1, 1)
                           }) { output, buffers in
            let source = buffers[0]
            let result = PixelBuffer(rect: output)
            let a = Double(inverse.a), b = Double(inverse.b), c = Double(inverse.c), d = Double(inverse.d)
            let tx = Double(inverse.tx), ty = Double(inverse.ty)
            result.fill { x, y in
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                return source.sample(a * px + c * py + tx, b * px + d * py + ty)
            }
            return result
        }
    }
}
