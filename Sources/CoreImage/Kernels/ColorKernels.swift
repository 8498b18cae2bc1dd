import CoreGraphics

/// Per-pixel colour adjustments. Both work on un-premultiplied colour and premultiply the result.
package enum ColorKernels {
    /// Rec. 709 luma weights, as CIColorControls uses for saturation.
    package static let lumaWeights = Pixel(0.2125, 0.7154, 0.0721, 0)

    /// The un-premultiplied colour of a premultiplied pixel (alpha unchanged; clear stays clear).
    @inline(__always)
    package static func unpremultiplied(_ p: Pixel) -> Pixel {
        p.w > 0 ? Pixel(p.x / p.w, p.y / p.w, p.z / p.w, p.w) : .zero
    }

    @inline(__always)
    package static func premultiplied(_ p: Pixel) -> Pixel {
        Pixel(p.x * p.w, p.y * p.w, p.z * p.w, p.w)
    }

    /// CIColorControls on one un-premultiplied colour: saturation mixes from the luma grey (0 grey, 1 unchanged),
    /// brightness adds, contrast scales about ½ — in that order.
    package static func colorControls(_ c: Pixel, saturation: Float, brightness: Float, contrast: Float) -> Pixel {
        var rgb = SIMD3(c.x, c.y, c.z)
        let luma = (c * lumaWeights).sum()
        rgb = SIMD3(repeating: luma) + (rgb - SIMD3(repeating: luma)) * saturation
        rgb += SIMD3(repeating: brightness)
        rgb = (rgb - 0.5) * contrast + 0.5
        return Pixel(rgb.x, rgb.y, rgb.z, c.w)
    }

    static func colorControls(_ input: ImageRecipe, saturation: Double, brightness: Double, contrast: Double)
        -> ImageRecipe {
        let s = Float(saturation), b = Float(brightness), k = Float(contrast)
        return .pointwise(name: "CIColorControls", extent: input.extent, inputs: [input]) { x, y, buffers in
            let p = buffers[0][x, y]
            guard p.w > 0 else { return .zero }
            return premultiplied(colorControls(unpremultiplied(p), saturation: s, brightness: b, contrast: k))
        }
    }

    /// CIColorMatrix: each output component is the dot product of the un-premultiplied input (r, g, b, a) with its
    /// row vector, plus the bias. A bias with alpha makes clear pixels visible, so then the extent is infinite.
    static func colorMatrix(_ input: ImageRecipe, rows: [Pixel], bias: Pixel) -> ImageRecipe {
        let extent = bias.w > 0 ? CGRect.ciInfinite : input.extent
        return .pointwise(name: "CIColorMatrix", extent: extent, inputs: [input]) { x, y, buffers in
            let c = unpremultiplied(buffers[0][x, y])
            let out = Pixel((c * rows[0]).sum(), (c * rows[1]).sum(), (c * rows[2]).sum(), (c * rows[3]).sum()) + bias
            return premultiplied(Pixel(out.x, out.y, out.z, min(max(out.w, 0), 1)))
        }
    }
}
