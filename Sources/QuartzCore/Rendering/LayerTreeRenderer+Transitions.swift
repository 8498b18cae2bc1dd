import CoreGraphics

extension LayerTreeRenderer {
    /// Draws a layer while a ``CATransition`` runs on it: its old picture (the copy the transition took when it
    /// was added) and the live layer, each moved along the layer's own axes and faded as ``CATransitionFrame``
    /// says for the progress. The old picture stays where the layer was then; the new one is the layer as it is.
    func renderTransition(_ layer: CALayer, props: LayerProperties, time: Double,
                          running: (transition: CATransition, progress: Double), parentProps: LayerProperties?,
                          parent: Placement, target: Target, instance: LayerInstance?) {
        let transition = running.transition
        let frame = CATransitionFrame(type: transition.type, subtype: transition.subtype, progress: running.progress,
                                      size: props.bounds.size)
        func placed(_ p: LayerProperties, offset: CGSize) -> Homography {
            var relative = Homography(CALayer.transformToParent(p, parent: parentProps))
            if let instance { relative = relative * instance.map }
            return Homography.translation(Double(offset.width), Double(offset.height)) * relative
        }
        func drawNew(alpha: Double) {
            guard alpha > 0 else { return }
            var place = parent
            place.alpha *= alpha
            let relative = placed(props, offset: frame.newOffset)
            renderPlaced(layer, props: props, time: time, relative: relative, parent: place,
                         fullToDevice: relative * parent.toDevice, target: target)
        }
        func drawOld(alpha: Double) {
            guard alpha > 0, let old = transition.oldRendering else { return }
            var place = parent
            place.alpha *= alpha
            let oldProps = old.modelValues
            let relative = placed(oldProps, offset: frame.oldOffset)
            // The copy has no animations: its model values are the picture (a nil time reads them).
            renderPlaced(old, props: oldProps, time: nil, relative: relative, parent: place,
                         fullToDevice: relative * parent.toDevice, target: target)
        }
        guard frame.mixes else {
            if frame.oldOnTop {
                drawNew(alpha: frame.newAlpha)
                drawOld(alpha: frame.oldAlpha)
            } else {
                drawOld(alpha: frame.oldAlpha)
                drawNew(alpha: frame.newAlpha)
            }
            return
        }
        // A mix: new·p + old·(1 − p) made in a group of its own, the old picture added with `.plusLighter` from a
        // group of its own (its layers composite normally among themselves), then the group composited as one.
        let ctx = target.context
        ctx.saveGState()
        ctx.setBlendMode(.normal)
        ctx.setAlpha(1)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        target.openLayers += 1
        drawNew(alpha: frame.newAlpha)
        if frame.oldAlpha > 0 {
            ctx.setBlendMode(.plusLighter)
            ctx.setAlpha(CGFloat(frame.oldAlpha))
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            target.openLayers += 1
            ctx.setBlendMode(.normal)
            drawOld(alpha: 1)
            ctx.endTransparencyLayer()
            target.openLayers -= 1
        }
        ctx.endTransparencyLayer()
        target.openLayers -= 1
        ctx.restoreGState()
    }
}
