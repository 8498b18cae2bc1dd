@_implementationOnly import CCairo

/// Clipping: limiting where later drawing lands. Clips only ever shrink, until `restoreGState()`
/// (or `resetClip()`) brings an earlier one back.
extension CGContext {
    /// Intersects the clip with the current path, and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect`; the current path is emptied.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`; the current path is emptied.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// Removes the clip entirely (Quartz allows this outside any saved state; so does Flipbook).
    public func resetClip() {
        cairo_reset_clip(cr)
    }

    /// The bounds of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
