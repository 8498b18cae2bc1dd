@_implementationOnly import CCairo

/// The parts of Quartz's graphics state that cairo has no slot for; saved and restored alongside cairo's.
struct GraphicsState {
    var fillColor = RGBA(r: 0, g: 0, b: 0, a: 1)
    var strokeColor = RGBA(r: 0, g: 0, b: 0, a: 1)
    /// Multiplies the alpha of everything drawn.
    var alpha: Double = 1
    var shadow: Shadow?
    var blendMode: CGBlendMode = .normal
    var interpolationQuality: CGInterpolationQuality = .default
    var shouldAntialias = true
    var allowsAntialiasing = true
}

/// A shadow as `setShadow(offset:blur:color:)` describes it, in base space.
struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: RGBA
}

extension CGContext {
    /// Pushes a copy of the graphics state (CTM, clip, colours, line style, alpha, shadow, blend mode…);
    /// the current path is not part of it.
    public func saveGState() {
        cairo_save(cr)
        savedStates.append(state)
    }

    /// Returns to the state of the matching `saveGState()`. Unbalanced calls are ignored, as are restores that
    /// would reach past the start of the innermost transparency layer.
    public func restoreGState() {
        guard savedStates.count > (layers.last?.savedStateDepth ?? 0), let saved = savedStates.popLast() else { return }
        cairo_restore(cr)
        state = saved
    }

    // MARK: Coordinate space

    /// The current transformation matrix: from user space to the context's default (base) user space.
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return Affine.concat(matrix.affineTransform, Affine.invert(baseTransform))
    }

    /// The transform from user space to device pixels (origin top-left, y down, as stored in memory).
    package var userSpaceToDeviceSpaceTransform: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix.affineTransform
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        cairo_translate(cr, Double(x), Double(y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        cairo_scale(cr, Double(x), Double(y))
    }

    /// Rotates user space by `angle` radians, from +x toward +y (counter-clockwise on a y-up screen).
    public func rotate(by angle: CGFloat) {
        cairo_rotate(cr, Double(angle))
    }

    /// Applies `transform` to user space before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(transform)
        cairo_transform(cr, &matrix)
    }

    // MARK: Colours and compositing

    public func setFillColor(_ color: CGColor) {
        state.fillColor = color.rgba
    }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = RGBA(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = RGBA(r: Double(gray), g: Double(gray), b: Double(gray), a: Double(alpha))
    }

    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color.rgba
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = RGBA(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = RGBA(r: Double(gray), g: Double(gray), b: Double(gray), a: Double(alpha))
    }

    /// Multiplies the opacity of everything drawn afterwards (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = Double(min(max(alpha, 0), 1))
    }

    /// How what is drawn combines with what is already there.
    ///
    /// As in Quartz, a mode changes only the pixels the shape covers: filling a rectangle with `.destinationIn`
    /// leaves the rest of the bitmap alone. Two differences, both from cairo: `.plusDarker` draws as `.darken`,
    /// and strokes and text drawn with `.sourceIn`, `.sourceOut`, `.destinationIn` or `.destinationAtop` also
    /// change pixels outside the shape (within the clip).
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        cairo_set_operator(cr, mode.cairoOperator)
    }

    /// A shadow under everything drawn afterwards, in black at one-third opacity (Quartz's default).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    /// A shadow under everything drawn afterwards; a nil or clear colour turns shadows off.
    ///
    /// `offset` and `blur` are in base space, unaffected by the CTM: pixels with y up in a plain bitmap context,
    /// points with y down in a UIKit-style one. The blur is a Gaussian with a standard deviation of `blur / 2`.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.rgba.a > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color.rgba)
    }

    /// The resampling used when drawing images scaled or transformed.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Whether edges are anti-aliased (on by default).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        updateAntialias()
    }

    /// Whether `setShouldAntialias(true)` may take effect.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        updateAntialias()
    }

    private func updateAntialias() {
        cairo_set_antialias(
            cr, state.shouldAntialias && state.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Line style

    /// The width of stroked lines, in user space at the time of stroking.
    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(cr, Double(max(width, 0)))
    }

    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    public func setMiterLimit(_ limit: CGFloat) {
        cairo_set_miter_limit(cr, Double(limit))
    }

    /// Dashes for stroked lines: alternating on and off lengths, starting `phase` into the pattern;
    /// an empty array makes lines solid again.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map { Double(max($0, 0)) }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(phase)) }
        }
    }
}
