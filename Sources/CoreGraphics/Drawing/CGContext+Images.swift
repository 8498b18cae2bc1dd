@_implementationOnly import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect`, or repeated across the whole clip in tiles of `rect`'s size.
    ///
    /// As in Quartz, the image's first row lands at `rect.maxY`: upright in a y-up context, upside down in a
    /// UIKit-style y-down one (where UIKit's own image drawing flips first). Edges are anti-aliased to the
    /// rectangle and samples clamp to the image's edge pixels, so a scaled image has no faded border.
    /// Resampling follows `interpolationQuality`; the alpha, blend mode, clip and shadow apply.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, let surface = CairoSurface(image: image) else { return }
        let pattern = CairoPattern(surface: surface)
        // From user space to image pixels: x scaled into the image, y flipped so row 0 is at maxY.
        let sx = Double(image.width) / Double(r.width), sy = Double(image.height) / Double(r.height)
        var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(r.minX) * sx, y0: Double(r.maxY) * sy)
        cairo_pattern_set_matrix(pattern.pointer, &matrix)
        cairo_pattern_set_filter(pattern.pointer, state.interpolationQuality.cairoFilter)
        cairo_pattern_set_extend(pattern.pointer, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        preservingPath {
            composite(userBounds: byTiling ? .infinite : r) { pass in
                let target = pass.context
                cairo_save(target)
                if !byTiling {
                    cairo_new_path(target)
                    cairo_rectangle(target, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                    cairo_clip(target)
                }
                cairo_set_source(target, pattern.pointer)
                cairo_paint_with_alpha(target, pass.alpha)
                cairo_restore(target)
            }
        }
    }

    /// Runs `body`, then puts back the current path, which cairo's clipping inside `body` would otherwise
    /// consume (drawing an image or text leaves the path alone in Quartz).
    func preservingPath(_ body: () -> Void) {
        let saved = isPathEmpty ? nil : CairoPath(copying: cr)
        body()
        cairo_new_path(cr)
        saved?.append(to: cr)
    }
}
