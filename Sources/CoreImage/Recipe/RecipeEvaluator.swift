import CoreGraphics

/// Renders a recipe graph over one output region, evaluating each recipe once.
///
/// First the region is pushed from the output back to the sources: every recipe learns the union of what its
/// consumers need, clipped to its own extent (nothing outside an extent is ever computed: it reads as clear).
/// Then recipes run from the sources forward, each once, and each buffer is dropped when its last consumer ran.
package enum RecipeEvaluator {
    package static func render(_ root: ImageRecipe, over rect: PixelRect) -> PixelBuffer {
        // Consumers before producers: a depth-first post-order, reversed.
        var order: [ImageRecipe] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ recipe: ImageRecipe) {
            guard seen.insert(ObjectIdentifier(recipe)).inserted else { return }
            for input in recipe.inputs { visit(input) }
            order.append(recipe)
        }
        visit(root)

        var regions: [ObjectIdentifier: PixelRect] = [
            ObjectIdentifier(root): rect.intersection(PixelRect(covering: root.extent))]
        var consumers: [ObjectIdentifier: Int] = [:]
        for recipe in order.reversed() {
            let region = regions[ObjectIdentifier(recipe)] ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            for (index, input) in recipe.inputs.enumerated() {
                let key = ObjectIdentifier(input)
                consumers[key, default: 0] += 1
                guard !region.isEmpty else { continue }
                let needed = recipe.regionOfInterest(index, region)
                    .intersection(PixelRect(covering: input.extent))
                regions[key] = (regions[key] ?? PixelRect(x: 0, y: 0, width: 0, height: 0)).union(needed)
            }
        }

        var buffers: [ObjectIdentifier: PixelBuffer] = [:]
        for recipe in order {
            let key = ObjectIdentifier(recipe)
            let region = regions[key] ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            let inputs = recipe.inputs.map { buffers[ObjectIdentifier($0)]! }
            for input in recipe.inputs {
                let inputKey = ObjectIdentifier(input)
                consumers[inputKey]! -= 1
                if consumers[inputKey] == 0 { buffers[inputKey] = nil }
            }
            buffers[key] = region.isEmpty ? PixelBuffer(rect: region) : recipe.evaluate(region, inputs: inputs)
        }
        let result = buffers[ObjectIdentifier(root)]!
        if result.rect == rect { return result }
        // The root's extent was smaller than the request: place it in a clear buffer of the requested size.
        let placed = PixelBuffer(rect: rect)
        placed.fill { x, y in result[x, y] }
        return placed
    }
}
