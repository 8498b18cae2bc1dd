@_implementationOnly import CCairo

/// Gradients fill the whole clip; clip first to limit them to a shape. They honour alpha and blend mode
/// but cast no shadow.
extension CGContext {
    /// Paints a gradient that varies along the line from `start` to `end` and is constant across it.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard let pointer = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        else { return }
        let pattern = CairoPattern(adopting: pointer)
        gradient.addStops(to: pattern.pointer)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern.pointer, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        preservingPath {
            cairo_save(cr)
            // cairo pads both ends or neither; a half-plane clip removes the end that should not be drawn.
            if before != after, start != end {
                let reach = clipReach()
                let direction = CGPoint(x: end.x - start.x, y: end.y - start.y)
                let length = hypot(direction.x, direction.y)
                let u = CGPoint(x: direction.x / length, y: direction.y / length)
                let normal = CGPoint(x: -u.y, y: u.x)
                // The kept side starts at `start` going forward (no "before"), or ends at `end` (no "after").
                let origin = after ? start : end
                let sign: CGFloat = after ? 1 : -1
                func corner(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
                    CGPoint(x: origin.x + sign * u.x * along + normal.x * across,
                            y: origin.y + sign * u.y * along + normal.y * across)
                }
                cairo_new_path(cr)
                addLines(between: [corner(0, -reach), corner(reach, -reach), corner(reach, reach), corner(0, reach)])
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern.pointer)
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
        }
    }

    /// Paints a gradient between two circles, blending from the start circle to the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard let pointer = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius),
            Double(endCenter.x), Double(endCenter.y), Double(endRadius)) else { return }
        let pattern = CairoPattern(adopting: pointer)
        gradient.addStops(to: pattern.pointer)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern.pointer, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        preservingPath {
            cairo_save(cr)
            // For the usual nested circles: "before" is inside the start circle, "after" outside the end circle.
            if before != after {
                cairo_new_path(cr)
                if after {
                    let reach = clipReach()
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                    addRect(CGRect(x: startCenter.x - reach, y: startCenter.y - reach, width: 2 * reach, height: 2 * reach))
                    addEllipse(in: CGRect(x: startCenter.x - startRadius, y: startCenter.y - startRadius,
                                          width: 2 * startRadius, height: 2 * startRadius))
                } else {
                    addEllipse(in: CGRect(x: endCenter.x - endRadius, y: endCenter.y - endRadius,
                                          width: 2 * endRadius, height: 2 * endRadius))
                }
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern.pointer)
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
        }
    }

    /// A user-space distance that reaches past every corner of the clip from anywhere inside it.
    private func clipReach() -> CGFloat {
        let clip = boundingBoxOfClipPath
        return 2 * (abs(clip.minX) + abs(clip.minY) + clip.width + clip.height) + 1
    }
}
