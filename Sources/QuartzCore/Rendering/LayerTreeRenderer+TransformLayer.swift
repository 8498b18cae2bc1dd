import CoreGraphics

// CATransformLayer: sublayers drawn through the whole 4×4 chain into the plane of the nearest ancestor that
// flattens, instead of being flattened into the transform layer's own plane.
extension LayerTreeRenderer {
    /// Draws a transform layer's sublayers, each placed by `toPlane` (the transform layer's space → its parent's
    /// plane, a full 4×4) composed with its own transform; nothing of the transform layer itself is drawn, and its
    /// opacity multiplies each sublayer's (no group). The context's CTM is the parent's space, as for any sublayer.
    func renderTransformLayer(_ layer: CATransformLayer, props: LayerProperties, time: Double?, toPlane: CATransform3D,
                              parent: Placement, target: Target, instance: LayerInstance?) {
        var place = parent
        place.alpha *= Double(props.opacity)
        for sublayer in Self.ordered(layer.sublayers ?? []) {
            let state = evaluate(sublayer, parentTime: time)
            guard let sub = state.props else { continue }
            let map = CATransform3DConcat(CALayer.transformToParent(sub, parent: props), toPlane)
            if let nested = sublayer as? CATransformLayer {
                renderTransformLayer(nested, props: sub, time: state.time, toPlane: map, parent: place, target: target,
                                     instance: instance)
                continue
            }
            var relative = Homography(map)
            if let instance { relative = relative * instance.map }
            renderPlaced(sublayer, props: sub, time: state.time, relative: relative, parent: place,
                         fullToDevice: relative * place.toDevice, target: target)
        }
    }

    /// What a transform layer's sublayers cover in its parent's plane (`toPlane` as for
    /// ``renderTransformLayer(_:props:time:toPlane:parent:target:instance:)``); its own bounds cover nothing.
    func transformLayerExtent(_ layer: CATransformLayer, props: LayerProperties, time: Double?,
                              toPlane: CATransform3D, reach: CGFloat) -> CGRect {
        var r = CGRect.null
        for sublayer in layer.sublayers ?? [] {
            let state = evaluate(sublayer, parentTime: time)
            guard let sub = state.props else { continue }
            let map = CATransform3DConcat(CALayer.transformToParent(sub, parent: props), toPlane)
            if let nested = sublayer as? CATransformLayer {
                r = r.union(transformLayerExtent(nested, props: sub, time: state.time, toPlane: map, reach: reach))
                continue
            }
            let e = extents(of: sublayer, props: sub, time: state.time)
            guard !e.isNull else { continue }
            let corners = [CGPoint(x: e.minX, y: e.minY), CGPoint(x: e.maxX, y: e.minY),
                           CGPoint(x: e.minX, y: e.maxY), CGPoint(x: e.maxX, y: e.maxY)]
            let mapped = corners.compactMap { Homography(map).apply($0) }
            r = r.union(mapped.count == 4 ? Self.boundingBox(mapped) : CGRect(x: -reach, y: -reach, width: 2 * reach,
                                                                                height: 2 * reach))
        }
        return r
    }
}
