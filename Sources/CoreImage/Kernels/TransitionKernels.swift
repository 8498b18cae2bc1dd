import CoreGraphics

/// The swipe-like transitions. Each mixes the source and target image by a mask that a time of 0 leaves all
/// source and a time of 1 all target; the extent is the union of both images. Apple publishes the parameters'
/// meaning, not the formulas: these are Flipbook's, with that meaning (see each function).
package enum TransitionKernels {
    /// Where the point (x, y) lies along the direction of `angle`, and across it.
    @inline(__always)
    static func along(_ x: Double, _ y: Double, angle: Double) -> (along: Double, across: Double) {
        let c = cos(angle), s = sin(angle)
        return (x * c + y * s, -x * s + y * c)
    }

    /// The smallest and largest projection of `rect`'s corners on the direction of `angle`.
    static func span(of rect: CGRect, angle: Double) -> (lo: Double, hi: Double) {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let projections = corners.map { along(Double($0.0), Double($0.1), angle: angle).along }
        return (projections.min()!, projections.max()!)
    }

    /// The fraction of target at projection `p` when a soft edge of `width` travels from before `lo` (time 0) to
    /// past `hi` (time 1) in the direction of the angle: 1 behind the edge, 0 ahead, linear across it.
    @inline(__always)
    package static func sweep(_ p: Double, lo: Double, hi: Double, width: Double, time: Double) -> Double {
        let w = max(width, 1e-6)
        let edge = lo - w + time * (hi - lo + w)   // the leading side of the band
        return min(max((edge + w - p) / w, 0), 1)
    }

    static func twoImages(_ name: String, _ source: ImageRecipe, _ target: ImageRecipe,
                          _ body: @escaping @Sendable (_ x: Double, _ y: Double, _ s: Pixel, _ t: Pixel) -> Pixel)
        -> ImageRecipe {
        .pointwise(name: name, extent: source.extent.union(target.extent), inputs: [source, target]) { x, y, b in
            body(Double(x) + 0.5, Double(y) + 0.5, b[0][x, y], b[1][x, y])
        }
    }

    /// CISwipeTransition: a band `width` wide crosses `extent` in the direction of `angle`; behind it the target,
    /// ahead of it the source, inside it a linear mix tinted with `color` at `opacity`.
    static func swipe(_ source: ImageRecipe, _ target: ImageRecipe, extent: CGRect, color: Pixel, time: Double,
                      angle: Double, width: Double, opacity: Double) -> ImageRecipe {
        let (lo, hi) = span(of: extent, angle: angle)
        let o = Float(min(max(opacity, 0), 1))
        return twoImages("CISwipeTransition", source, target) { x, y, s, t in
            let f = Float(sweep(along(x, y, angle: angle).along, lo: lo, hi: hi, width: width, time: time))
            let mixed = s * (1 - f) + t * f
            let band = o * (f > 0 && f < 1 ? 1 : 0)
            return mixed * (1 - band) + color * band
        }
    }

    /// CICopyMachineTransition: a light bar `width` wide sweeps across `extent` in the direction of `angle`, the
    /// target appearing behind it; the bar adds `color` times `opacity`, brightest at its middle.
    static func copyMachine(_ source: ImageRecipe, _ target: ImageRecipe, extent: CGRect, color: Pixel,
                            time: Double, angle: Double, width: Double, opacity: Double) -> ImageRecipe {
        let (lo, hi) = span(of: extent, angle: angle)
        return twoImages("CICopyMachineTransition", source, target) { x, y, s, t in
            let f = sweep(along(x, y, angle: angle).along, lo: lo, hi: hi, width: width, time: time)
            let base = f > 0.5 ? t : s
            let light = Float(max(0, 1 - abs(2 * f - 1)) * opacity * (f > 0 && f < 1 ? 1 : 0))
            let lit = base + color * light
            return pointwiseMin(lit, Pixel(repeating: max(lit.w, 1)))
        }
    }

    /// CIBarsSwipeTransition: the image is cut into bars `width` wide along the direction of `angle`; each bar is
    /// swiped away like a swipe transition, bar k starting `barOffset`·k/width of the way later.
    static func barsSwipe(_ source: ImageRecipe, _ target: ImageRecipe, angle: Double, width: Double,
                          barOffset: Double, time: Double) -> ImageRecipe {
        let extent = source.extent.union(target.extent)
        let (lo, hi) = extent.isNull || extent.isCIInfinite ? (0, 1) : span(of: extent, angle: angle)
        let w = max(width, 1)
        let length = hi - lo
        return twoImages("CIBarsSwipeTransition", source, target) { x, y, s, t in
            let (p, q) = along(x, y, angle: angle)
            let bar = (q / w).rounded(.down)
            // Every bar starts at a different offset and all finish by time 1.
            let stagger = abs(bar.truncatingRemainder(dividingBy: 2)) * barOffset
            let edge = lo + time * (length + barOffset) - stagger
            return p < edge ? t : s
        }
    }

    /// CIModTransition: the plane (rotated by `angle`, squeezed along y by `compression`) is tiled with cells of
    /// side 2·`radius` around `center`; a disc grows in each cell with time and shows the target inside.
    static func mod(_ source: ImageRecipe, _ target: ImageRecipe, center: CGPoint, time: Double, angle: Double,
                    radius: Double, compression: Double) -> ImageRecipe {
        let r = max(radius, 1)
        let squeeze = 1 + max(compression, 0) / 300
        let cx = Double(center.x), cy = Double(center.y)
        return twoImages("CIModTransition", source, target) { x, y, s, t in
            var (u, v) = along(x - cx, y - cy, angle: angle)
            v *= squeeze
            let du = u - ((u / (2 * r)).rounded(.down) * 2 + 1) * r
            let dv = v - ((v / (2 * r)).rounded(.down) * 2 + 1) * r
            let distance = (du * du + dv * dv).squareRoot()
            return distance < time * r * 2.squareRoot() ? t : s
        }
    }
}
