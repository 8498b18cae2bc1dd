@_implementationOnly import CCairo
@_implementationOnly import CPango

/// A string laid out in lines by pango: measured once, then drawn into any context at any rectangle.
///
/// This is the text engine under UIKit's labels and string drawing. Lines wrap at `maxWidth` (nil: only at
/// newlines), at most `style.numberOfLines` are kept, and the last kept line is truncated with "…" for the
/// truncating line-break modes. Measurements are in points and fractional, like `boundingRect(with:…)`.
package final class TextLayout {
    package let string: String
    package let style: TextStyle
    package let maxWidth: CGFloat?
    /// The size of the lines shown: the widest line's width and the height from the first line's top to the
    /// last's bottom. Zero for an empty string.
    package let size: CGSize
    /// How many lines are shown.
    package var lineCount: Int { lines.count }
    /// Each shown line's baseline, measured from the top of the layout.
    package var baselines: [CGFloat] { lines.map(\.baseline) }

    private struct Line {
        let pointer: OpaquePointer
        let width: CGFloat
        let baseline: CGFloat
    }

    private let layout: OpaquePointer
    private let lines: [Line]

    package init(string: String, style: TextStyle, maxWidth: CGFloat? = nil) {
        self.string = string
        self.style = style
        self.maxWidth = maxWidth
        let engine = TextEngine.shared
        (layout, lines, size) = engine.withLock {
            let layout = pango_layout_new(engine.context)!
            let font = PangoFontDescription(style.font)
            pango_layout_set_font_description(layout, font.pointer)
            pango_layout_set_text(layout, string, -1)
            let limit = style.numberOfLines
            let truncating: PangoEllipsizeMode
            switch style.lineBreakMode {
            case .byTruncatingHead: truncating = PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: truncating = PANGO_ELLIPSIZE_MIDDLE
            case .byTruncatingTail: truncating = PANGO_ELLIPSIZE_END
            default: truncating = PANGO_ELLIPSIZE_NONE
            }
            // A single line of a non-truncating mode runs on past the width and is cut when drawn, as UIKit's is.
            let wraps = !(limit == 1 && truncating == PANGO_ELLIPSIZE_NONE)
            if let maxWidth, wraps {
                pango_layout_set_width(layout, Int32(clamping: Int((Double(maxWidth) * Double(PANGO_SCALE)).rounded())))
                pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                if limit > 0, truncating != PANGO_ELLIPSIZE_NONE {
                    pango_layout_set_ellipsize(layout, truncating)
                    pango_layout_set_height(layout, Int32(-limit))
                }
            }
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)

            var lines: [Line] = []
            var bottom: CGFloat = 0
            var widest: CGFloat = 0
            let iterator = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iterator) }
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                let scale = CGFloat(PANGO_SCALE)
                lines.append(Line(pointer: pango_layout_iter_get_line_readonly(iterator),
                                  width: CGFloat(logical.width) / scale,
                                  baseline: CGFloat(pango_layout_iter_get_baseline(iterator)) / scale))
                bottom = CGFloat(logical.y + logical.height) / scale
                widest = max(widest, CGFloat(logical.width) / scale)
            } while (limit == 0 || lines.count < limit) && pango_layout_iter_next_line(iterator) != 0
            let size = string.isEmpty ? .zero : CGSize(width: widest, height: bottom)
            return (layout, lines, size)
        }
    }

    deinit {
        TextEngine.shared.withLock { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Draws the lines from the top of `rect`, each placed horizontally in it by the alignment, in the style's
    /// colour and honouring the context's alpha, blend mode, clip and shadow.
    ///
    /// Text comes out upright whichever way the context's y axis points: in a y-up context the rectangle's top
    /// is its `maxY` edge. `.byClipping` cuts the text at the rectangle's edges; other modes do not clip.
    package func draw(in context: CGContext, rect: CGRect) {
        let r = rect.standardized
        let device = context.userSpaceToDeviceSpaceTransform
        // Device space is y-down; a mirrored user space (negative determinant) is a y-up one.
        let flipped = device.a * device.d - device.b * device.c < 0
        let color = style.color, alignment = style.alignment, clips = style.lineBreakMode == .byClipping
        let lines = lines
        TextEngine.shared.withLock {
            context.preservingPath {
                context.composite(userBounds: inkBounds(in: r)) { pass in
                    let target = pass.context
                    cairo_save(target)
                    if flipped {
                        cairo_translate(target, 0, Double(r.minY + r.maxY))
                        cairo_scale(target, 1, -1)
                    }
                    if clips {
                        cairo_new_path(target)
                        cairo_rectangle(target, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                        cairo_clip(target)
                    }
                    setSource(target, color, alpha: pass.alpha)
                    for line in lines {
                        let x: CGFloat
                        switch alignment {
                        case .left, .justified: x = r.minX
                        case .center: x = r.minX + (r.width - line.width) / 2
                        case .right: x = r.maxX - line.width
                        }
                        cairo_move_to(target, Double(x), Double(r.minY + line.baseline))
                        pango_cairo_show_layout_line(target, line.pointer)
                    }
                    cairo_new_path(target)
                    cairo_restore(target)
                }
            }
        }
    }

    /// Where drawing into `rect` can leave ink (lines may overflow it sideways and below), with a margin for
    /// glyphs that reach past their line boxes; in user space, whichever way y points.
    private func inkBounds(in rect: CGRect) -> CGRect {
        let overflowX = max(0, size.width - rect.width), overflowY = max(0, size.height - rect.height)
        let margin = style.font.pointSize
        return CGRect(x: rect.minX - overflowX - margin, y: rect.minY - overflowY - margin,
                      width: rect.width + 2 * (overflowX + margin), height: rect.height + 2 * (overflowY + margin))
    }
}
