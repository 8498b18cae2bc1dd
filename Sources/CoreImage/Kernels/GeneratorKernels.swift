import CoreGraphics

/// Gradients and the vignette.
package enum GeneratorKernels {
    /// The colour between `c0` and `c1` at `t` clamped to 0…1, mixed premultiplied.
    @inline(__always)
    static func mix(_ c0: Pixel, _ c1: Pixel, _ t: Double) -> Pixel {
        let f = Float(min(max(t, 0), 1))
        return c0 * (1 - f) + c1 * f
    }

    /// CILinearGradient: colour0 at point0, colour1 at point1, varying along the line between them and constant
    /// across it; beyond the points the end colours continue (infinite extent).
    static func linear(from p0: CGPoint, to p1: CGPoint, _ c0: Pixel, _ c1: Pixel) -> ImageRecipe {
        let dx = Double(p1.x - p0.x), dy = Double(p1.y - p0.y)
        let lengthSquared = dx * dx + dy * dy
        let x0 = Double(p0.x), y0 = Double(p0.y)
        return .pointwise(name: "CILinearGradient", extent: .ciInfinite, inputs: []) { x, y, _ in
            guard lengthSquared > 0 else { return c1 }
            let t = ((Double(x) + 0.5 - x0) * dx + (Double(y) + 0.5 - y0) * dy) / lengthSquared
            return mix(c0, c1, t)
        }
    }

    /// CIRadialGradient: colour0 inside radius0 of the centre, colour1 outside radius1, varying with the
    /// distance between them (infinite extent).
    static func radial(center: CGPoint, radius0: Double, radius1: Double, _ c0: Pixel, _ c1: Pixel) -> ImageRecipe {
        let cx = Double(center.x), cy = Double(center.y)
        return .pointwise(name: "CIRadialGradient", extent: .ciInfinite, inputs: []) { x, y, _ in
            let px = Double(x) + 0.5 - cx, py = Double(y) + 0.5 - cy
            let distance = (px * px + py * py).squareRoot()
            guard radius1 != radius0 else { return distance < radius0 ? c0 : c1 }
            return mix(c0, c1, (distance - radius0) / (radius1 - radius0))
        }
    }

    /// The factor CIVignette multiplies colour by at normalised distance `rho` (0 at the centre of the extent, 1 at
    /// its corners): 1 − intensity · smoothstep(0, 1, rho · radius)². Apple does not publish its formula; this one
    /// has Apple's parameter meaning (intensity 0 leaves the image, positive darkens the edges, negative brightens;
    /// a larger radius reaches further in).
    package static func vignetteFactor(rho: Double, intensity: Double, radius: Double) -> Double {
        let t = min(max(rho * radius, 0), 1)
        let s = t * t * (3 - 2 * t)
        return 1 - intensity * s * s
    }

    static func vignette(_ input: ImageRecipe, intensity: Double, radius: Double) -> ImageRecipe {
        let extent = input.extent
        guard !extent.isNull, !extent.isCIInfinite, intensity != 0 else { return input }
        let cx = Double(extent.midX), cy = Double(extent.midY)
        let half = (Double(extent.width * extent.width + extent.height * extent.height)).squareRoot() / 2
        return .pointwise(name: "CIVignette", extent: extent, inputs: [input]) { x, y, buffers in
            let p = buffers[0][x, y]
            let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
            let f = Float(max(vignetteFactor(rho: (dx * dx + dy * dy).squareRoot() / half, intensity: intensity,
                                             radius: radius), 0))
            return Pixel(p.x * f, p.y * f, p.z * f, p.w)
        }
    }
}
