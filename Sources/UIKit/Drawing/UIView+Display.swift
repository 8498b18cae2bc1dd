import QuartzCore

extension UIView {
    /// Runs ``draw(_:)`` into a y-down context of the view's bounds at the screen's scale and makes the result
    /// the layer's contents. The bitmap is only made if `draw(_:)` draws (asks for the current context), so
    /// plain views cost nothing here; contents set by hand are left alone unless the view draws.
    func displayLayerContents() {
        let bounds = self.bounds
        let scale = window?.screen.scale ?? UIScreen.main.scale
        var drawn: CGImage?
        if bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite {
            // As UIKit does, drawing sees the view's traits as the current ones, so dynamic colours resolve for it.
            let traits = traitCollection
            let context = GraphicsContextStack.withDeferredContext(size: bounds.size, scale: scale, origin: bounds.origin) {
                traits.performAsCurrent { draw(bounds) }
            }
            drawn = context?.makeImage()
        }
        if let drawn {
            layer.contentsScale = scale
            setContentsWithoutAnimation(drawn)
            drawnContents = drawn
        } else if let current = layer.contents as? CGImage, current === drawnContents {
            setContentsWithoutAnimation(nil)
            drawnContents = nil
        }
    }

    private func setContentsWithoutAnimation(_ contents: CGImage?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = contents
        CATransaction.commit()
    }

    /// Mirrors ``contentMode`` in the layer: its contents gravity, and redrawing on resize for `.redraw`.
    func applyContentMode() {
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
        layer.contentsGravity = contentMode.contentsGravity
    }
}

extension UIView.ContentMode {
    /// The layer gravity that places contents the way this mode places a view's content. The vertical ones swap,
    /// as on iOS: Core Animation names them after the y-axis, which points down on iOS, so a view's `.top` is the
    /// layer's `.bottom` (CALayer.contentsGravity's reference).
    package var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        }
    }
}
