import CoreGraphics

/// Renders that skip the float pipeline when the recipe allows it.
package enum FastPaths {
    /// An 8-bit image of `recipe` over `rect` made directly from 8-bit pixels, or nil when no fast path applies.
    static func image(_ recipe: ImageRecipe, over rect: PixelRect) -> CGImage? {
        nil
    }
}
