@_implementationOnly import CCairo

/// Painting: filling and stroking paths and rectangles. Each operation honours the alpha, blend mode, clip
/// and shadow in the graphics state, and empties the current path.
extension CGContext {
    /// Fills the current path with the fill colour.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(fill: rule, stroke: false)
    }

    /// Strokes the current path with the stroke colour and line style.
    public func strokePath() {
        paintPath(fill: nil, stroke: true)
    }

    /// Fills, strokes, or fills then strokes the current path, with one shadow for the whole.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintPath(fill: .winding, stroke: false)
        case .eoFill: paintPath(fill: .evenOdd, stroke: false)
        case .stroke: paintPath(fill: nil, stroke: true)
        case .fillStroke: paintPath(fill: .winding, stroke: true)
        case .eoFillStroke: paintPath(fill: .evenOdd, stroke: true)
        }
    }

    /// Fills `rect` (replacing the current path).
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the outline of `rect` with the current line width.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with `width`, leaving the line width in the state unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let previous = cairo_get_line_width(cr)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cr, previous)
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments: points 0–1, 2–3, and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent (within the clip), whatever the alpha, blend mode or shadow.
    public func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private func paintPath(fill rule: CGPathFillRule?, stroke: Bool) {
        guard !isPathEmpty else { return }
        if let rule { cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING) }
        var bounds = CGRect.null
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if rule != nil {
            cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            bounds = bounds.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        }
        if stroke {
            cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            bounds = bounds.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        }
        let shape = state.shadow == nil ? nil : CairoPath(copying: cr)
        let fillColor = state.fillColor, strokeColor = state.strokeColor
        composite(userBounds: bounds) { pass in
            let target = pass.context
            if pass.isShadow { shape?.append(to: target) }
            if rule != nil, !stroke, !pass.isShadow, state.blendMode.isUnboundedInCairo {
                // Quartz changes only what the shape covers; cairo's unbounded operators would also change
                // everything else in the clip, so clip to the shape and paint instead.
                cairo_save(target)
                cairo_clip(target)
                setSource(target, fillColor, alpha: pass.alpha)
                cairo_paint(target)
                cairo_restore(target)
            } else if rule != nil {
                setSource(target, fillColor, alpha: pass.alpha)
                cairo_fill_preserve(target)
            }
            if stroke {
                setSource(target, strokeColor, alpha: pass.alpha)
                cairo_stroke_preserve(target)
            }
            cairo_new_path(target)
        }
    }
}

/// Sets a solid source colour, its alpha multiplied by `alpha`.
func setSource(_ context: OpaquePointer, _ color: RGBA, alpha: Double) {
    cairo_set_source_rgba(context, color.r, color.g, color.b, color.a * alpha)
}
