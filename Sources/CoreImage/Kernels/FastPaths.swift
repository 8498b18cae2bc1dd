import CoreGraphics
import Foundation

/// Renders that skip the float pipeline when the recipe allows it: a CIPixellate of a bitmap straight to a bitmap
/// (the float path spends most of its time converting pixels it then mostly discards). Results are identical to
/// the float path for a pixellate (the same float operations on the same samples), within one step for a dissolve
/// and a Gaussian blur (``FixedPointBlur``) of a bitmap, clamped or not, cropped or not.
package enum FastPaths {
    /// An 8-bit image of `recipe` over `rect` made directly from 8-bit pixels, or nil when no fast path applies.
    static func image(_ recipe: ImageRecipe, over rect: PixelRect) -> CGImage? {
        guard applies(to: recipe, over: rect) else { return nil }
        switch recipe.fastKernel {
        case .pixellate(let center, let scale)?:
            return pixellate(recipe, center: center, scale: scale, over: rect)
        case .dissolve(let time)?:
            return dissolve(recipe, time: time, over: rect)
        case .gaussian(let weights)?:
            return gaussian(recipe, weights: weights, over: rect)
        case .crop?:
            recipe.countEvaluation(rect)
            return image(recipe.inputs[0], over: rect)
        case .clamp?:
            return nil
        case nil:
            recipe.countEvaluation(rect)
            return recipe.sourceImage   // a bitmap asked for whole
        }
    }

    /// Whether the whole recipe can be rendered over `rect` by fast paths (checked first, so that a fast path never
    /// gives up half way and leaves recipes evaluated twice).
    static func applies(to recipe: ImageRecipe, over rect: PixelRect) -> Bool {
        switch recipe.fastKernel {
        case .pixellate?:
            guard let bitmap = recipe.inputs.first?.sourceImage else { return false }
            return rect.x >= 0 && rect.y >= 0 && rect.maxX <= bitmap.width && rect.maxY <= bitmap.height
        case .dissolve?:
            return recipe.inputs.count == 2 && recipe.inputs.allSatisfy { applies(to: $0, over: rect) }
        case .gaussian?:
            return blurInput(of: recipe) != nil
        case .crop(let area)?:
            return area.intersection(rect) == rect && applies(to: recipe.inputs[0], over: rect)
        case .clamp?:
            return false
        case nil:
            guard let bitmap = recipe.sourceImage else { return false }
            return rect == PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        }
    }

    /// CIDissolveTransition of two images that have fast paths, mixed by pixman in 8-bit — within one step of the
    /// float path.
    static func dissolve(_ recipe: ImageRecipe, time: Double, over rect: PixelRect) -> CGImage? {
        guard recipe.inputs.count == 2, let a = image(recipe.inputs[0], over: rect),
              let b = image(recipe.inputs[1], over: rect) else { return nil }
        recipe.countEvaluation(rect)
        return CGImage(width: rect.width, height: rect.height, opaque: false) { words, wordsPerRow in
            PixmanKernels.dissolve(a: a, b: b, t: min(max(time, 0), 1), into: words, wordsPerRow: wordsPerRow)
        }
    }

    /// The bitmap a fast blur reads and what lies outside it: a bitmap (clear outside), or a bitmap clamped to an
    /// area inside it.
    static func blurInput(of recipe: ImageRecipe) -> (bitmap: CGImage, edge: FixedPointBlur.Edge)? {
        guard let input = recipe.inputs.first else { return nil }
        if let bitmap = input.sourceImage { return (bitmap, .clear) }
        guard case .clamp(let area)? = input.fastKernel, let bitmap = input.inputs.first?.sourceImage,
              area.intersection(PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)) == area
        else { return nil }
        return (bitmap, .clamp(area))
    }

    static func gaussian(_ recipe: ImageRecipe, weights: [UInt16], over rect: PixelRect) -> CGImage? {
        guard let (bitmap, edge) = blurInput(of: recipe) else { return nil }
        // Count what the float path would have evaluated, over the regions it would have asked for.
        let radius = weights.count - 1
        let needed = rect.outset(by: radius, radius)
        let bounds = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        if case .clamp = edge {
            let clamp = recipe.inputs[0]
            clamp.inputs[0].countEvaluation(clamp.regionOfInterest(0, needed).intersection(bounds))
            clamp.countEvaluation(needed)
        } else {
            recipe.inputs[0].countEvaluation(needed.intersection(bounds))
        }
        recipe.countEvaluation(rect)
        return FixedPointBlur.image(bitmap, edge: edge, weights: weights, over: rect)
    }

    static func pixellate(_ recipe: ImageRecipe, center: CGPoint, scale: Double, over rect: PixelRect) -> CGImage? {
        guard let bitmap = recipe.inputs.first?.sourceImage else { return nil }
        let w = bitmap.width, h = bitmap.height
        // The float path's buffer is clear outside the extent; keep to requests inside it.
        guard rect.x >= 0, rect.y >= 0, rect.maxX <= w, rect.maxY <= h else { return nil }
        let columns = PixellateKernel.samples(rect.x..<rect.maxX, origin: Double(center.x), scale: scale, lo: 0, hi: w)
        let rows = PixellateKernel.samples(rect.y..<rect.maxY, origin: Double(center.y), scale: scale, lo: 0, hi: h)
        // Columns sampling the same point, as runs: one colour per square and row.
        var cells: [(start: Int, count: Int, sample: Double)] = []
        for (column, sample) in columns.enumerated() {
            if let last = cells.last, last.sample == sample {
                cells[cells.count - 1].count += 1
            } else {
                cells.append((column, 1, sample))
            }
        }
        // Each run's left sample column and weight, computed once rather than once per row.
        let runs = cells.map { cell -> (start: Int, count: Int, x0: Int, tx: Float) in
            let fx = cell.sample - 0.5
            let x0 = Int(fx.rounded(.down))
            return (cell.start, cell.count, x0, Float(fx - Double(x0)))
        }
        recipe.inputs[0].countEvaluation(rect)
        recipe.countEvaluation(rect)
        let opaque = bitmap.isOpaque
        return bitmap.withUnsafePixelBytes { bytes, bytesPerRow in
            nonisolated(unsafe) let base = bytes.baseAddress!
            /// The picture's pixel at (x, y) in CI coordinates, as the float path reads it.
            @Sendable @inline(__always) func read(_ x: Int, _ y: Int) -> Pixel {
                guard x < w, y < h else { return .zero }
                let word = (base + (h - 1 - y) * bytesPerRow).assumingMemoryBound(to: UInt32.self)[x]
                let alpha: UInt32 = opaque ? 255 : word >> 24
                return Pixel(Float((word >> 16) & 255), Float((word >> 8) & 255), Float(word & 255), Float(alpha))
                    * (1 / 255)
            }
            // Every word is written (each row from its runs, or copied from the row above).
            return CGImage(width: rect.width, height: rect.height, opaque: false, zeroed: false) { words, wordsPerRow in
                nonisolated(unsafe) let words = words
                // One thread: the work is a few thousand fills and row copies, less than waking a second one.
                forEachBand(rows: rect.height, work: runs.count * 8) { lines in
                    var previous: Double? = nil
                    var template: UnsafeMutablePointer<UInt32>? = nil
                    for line in lines {
                        // Output row `line` counts from the top: CI row rect.maxY − 1 − line.
                        let sampleY = rows[rect.height - 1 - line]
                        let destination = words + line * wordsPerRow
                        if sampleY == previous, let template {
                            memcpy(destination, template, rect.width * 4)
                            continue
                        }
                        previous = sampleY
                        template = destination
                        let fy = sampleY - 0.5
                        let y0 = Int(fy.rounded(.down)), ty = Float(fy - Double(y0))
                        for run in runs {
                            let x0 = run.x0, tx = run.tx
                            let bottom = read(x0, y0) * (1 - tx) + read(x0 + 1, y0) * tx
                            let top = read(x0, y0 + 1) * (1 - tx) + read(x0 + 1, y0 + 1) * tx
                            // A few words per run: plain stores beat a call into pixman_fill.
                            (destination + run.start).update(
                                repeating: PixelConversion.argb32(bottom * (1 - ty) + top * ty), count: run.count)
                        }
                    }
                }
            }
        }
    }
}
