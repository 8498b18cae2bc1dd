import CoreGraphics

/// Recipes with no inputs: bitmaps, constant colours, the empty image.
package enum SourceKernels {
    /// A bitmap covering (0, 0, width, height).
    static func source(_ image: CGImage) -> ImageRecipe {
        ImageRecipe(name: "source", extent: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                    sourceImage: image) { rect, _ in PixelConversion.buffer(from: image, over: rect) }
    }

    /// One premultiplied colour everywhere.
    static func constant(_ color: Pixel) -> ImageRecipe {
        ImageRecipe(name: "constant", extent: .ciInfinite) { rect, _ in
            let output = PixelBuffer(rect: rect)
            output.pixels.update(repeating: color, count: rect.area)
            return output
        }
    }

    static func empty() -> ImageRecipe {
        ImageRecipe(name: "empty", extent: .null) { rect, _ in PixelBuffer(rect: rect) }
    }
}
