import CCairo

/// An open transparency layer: the state to composite it with, and how deep the saved states were at its start.
struct TransparencyLayer {
    var stateAtStart: GraphicsState
    var savedStateDepth: Int
    /// What the layer can cover, in device pixels.
    var deviceBounds: CGRect
    /// Whether a device-space clip to ``deviceBounds`` was pushed (in a cairo save) before the group, to be
    /// popped after it.
    var clipsGroupSurface = false
}

/// Transparency layers: drawing collected on its own and composited as one. This is how group opacity works —
/// two overlapping shapes at alpha 0.5 inside a layer composited at 0.5 show no darker overlap — and how a
/// shadow is cast by a whole group rather than by each shape.
extension CGContext {
    /// Starts collecting drawing into a transparent layer; `endTransparencyLayer()` composites it using the
    /// alpha, blend mode and shadow in force now. Inside the layer those start out as 1, normal and none.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginLayer(userBounds: .null)
    }

    /// As `beginTransparencyLayer(auxiliaryInfo:)`, with drawing limited to `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginLayer(userBounds: rect)
    }

    /// How many transparency layers are open: while any is, drawing goes to a group, not to the bitmap.
    package var transparencyLayerDepth: Int { layers.count }

    /// Composites the innermost transparency layer onto what was there before it. Ignored without one.
    public func endTransparencyLayer() {
        guard let layer = layers.last else { return }
        while savedStates.count > layer.savedStateDepth { restoreGState() }
        layers.removeLast()
        let pattern = CairoPattern(adopting: cairo_pop_group(cr))
        if layer.clipsGroupSurface { cairo_restore(cr) }
        state = layer.stateAtStart
        let toUser = Affine.invert(userSpaceToDeviceSpaceTransform)
        composite(userBounds: Affine.apply(toUser, layer.deviceBounds)) { pass in
            cairo_set_source(pass.context, pattern.pointer)
            cairo_paint_with_alpha(pass.context, pass.alpha)
        }
    }

    private func beginLayer(userBounds: CGRect) {
        let deviceBounds = deviceRect(fromUser: userBounds)
        let bounded = !userBounds.isNull && !userBounds.isInfinite && deviceBounds.width.isFinite
            && deviceBounds.height.isFinite
        layers.append(TransparencyLayer(stateAtStart: state, savedStateDepth: savedStates.count,
                                        deviceBounds: deviceBounds, clipsGroupSurface: bounded))
        if bounded {
            // cairo makes a group's surface as large as the clip's extents — the whole bitmap unless clipped —
            // and clears it: a layer's group or shadow would cost a full-frame buffer. A pixel-aligned clip
            // round what the layer can cover, set before the group, keeps it that small (popped at the end).
            cairo_save(cr)
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_identity_matrix(cr)
            let r = deviceBounds.integral.insetBy(dx: -1, dy: -1)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_clip(cr)
            cairo_set_matrix(cr, &matrix)
        }
        cairo_push_group(cr)
        if !userBounds.isNull, !userBounds.isInfinite {
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(userBounds.minX), Double(userBounds.minY), Double(userBounds.width),
                            Double(userBounds.height))
            cairo_clip(cr)
        }
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
}
