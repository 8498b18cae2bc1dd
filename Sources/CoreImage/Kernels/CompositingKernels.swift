import CoreGraphics

/// Two-image mixes: source-over and dissolve.
package enum CompositingKernels {
    /// Porter–Duff source-over on premultiplied colour: s + d·(1 − αs). The extent is the union.
    static func sourceOver(_ source: ImageRecipe, _ destination: ImageRecipe) -> ImageRecipe {
        .pointwise(name: "CISourceOverCompositing", extent: source.extent.union(destination.extent),
                   inputs: [source, destination]) { x, y, buffers in
            let s = buffers[0][x, y]
            return s + buffers[1][x, y] * (1 - s.w)
        }
    }

    /// (1 − t)·source + t·target, per premultiplied component; the extent is the union.
    static func dissolve(_ source: ImageRecipe, _ target: ImageRecipe, time: Double) -> ImageRecipe {
        let t = Float(min(max(time, 0), 1))
        let recipe = ImageRecipe.pointwise(name: "CIDissolveTransition", extent: source.extent.union(target.extent),
                                           inputs: [source, target]) { x, y, buffers in
            buffers[0][x, y] * (1 - t) + buffers[1][x, y] * t
        }
        recipe.fastKernel = .dissolve(time: time)
        return recipe
    }
}
