import CoreGraphics

// CATransformLayer: sublayers drawn through the whole 4×4 chain into the plane of the nearest ancestor that
// flattens, instead of being flattened into the transform layer's own plane, in depth order (DepthSort).
extension LayerTreeRenderer {
    /// One flat layer of a transform layer's 3D context, with everything needed to draw it.
    struct FlatLayer {
        var layer: CALayer
        var props: LayerProperties
        var time: Double?
        /// The layer's space → the flattening plane (a full 4×4).
        var map: CATransform3D
        /// Opacity inherited from the transform layers on the way (each applies its own to every sublayer).
        var alpha: Double
    }

    /// Draws a transform layer's sublayers, each placed by `toPlane` (the transform layer's space → its parent's
    /// plane, a full 4×4) composed with its own transform; nothing of the transform layer itself is drawn, and its
    /// opacity multiplies each sublayer's (no group). The flat layers of the whole 3D context (through nested
    /// transform layers) are drawn back to front by depth, a layer crossing another's plane cut in pieces
    /// (``DepthSort``). The context's CTM is the parent's space, as for any sublayer.
    func renderTransformLayer(_ layer: CATransformLayer, props: LayerProperties, time: Double?, toPlane: CATransform3D,
                              parent: Placement, target: Target, instance: LayerInstance?) {
        var flat: [FlatLayer] = []
        collectFlatLayers(layer, props: props, time: time, toPlane: toPlane, alpha: Double(props.opacity), into: &flat)
        // Layers that draw nothing here (seen edge-on, or single-sided and facing away) take no part in the sort:
        // they would only tie the order of the others.
        flat.removeAll { f in
            var relative = Homography(f.map)
            if let instance { relative = relative * instance.map }
            return relative.isDegenerate
                || (!f.props.isDoubleSided && parent.orientation * (relative.determinant > 0 ? 1 : -1) < 0)
        }
        guard !flat.isEmpty else { return }
        let items = flat.enumerated().map { index, f in
            DepthSort.Item(index: index, map: f.map, rect: extents(of: f.layer, props: f.props, time: f.time))
        }
        for fragment in DepthSort.order(items) {
            let f = flat[fragment.index]
            var place = parent
            place.alpha *= f.alpha
            var relative = Homography(f.map)
            if let instance { relative = relative * instance.map }
            let full = relative * place.toDevice
            guard !fragment.cuts.isEmpty else {
                renderPlaced(f.layer, props: f.props, time: f.time, relative: relative, parent: place,
                             fullToDevice: full, target: target)
                continue
            }
            // A piece: clipped (without anti-aliasing, so the pieces' edges meet without a seam) to the side of
            // each cut it lies on, in device pixels.
            let ctx = target.context
            ctx.saveGState()
            let deviceToUser = ctx.userSpaceToDeviceSpaceTransform.inverted()
            let inside = Self.centroid(fragment.polygon)
            ctx.setShouldAntialias(false)
            var clipped = true
            for cut in fragment.cuts {
                guard let polygon = Self.deviceHalfPlane(cut, inside: inside, through: full) else {
                    clipped = false
                    break
                }
                ctx.beginPath()
                ctx.addLines(between: polygon.map { $0.applying(deviceToUser) })
                ctx.closePath()
                ctx.clip()
            }
            ctx.setShouldAntialias(true)
            if clipped {
                target.openLayers += 1
                renderPlaced(f.layer, props: f.props, time: f.time, relative: relative, parent: place,
                             fullToDevice: full, target: target)
                target.openLayers -= 1
            }
            ctx.restoreGState()
        }
    }

    /// The flat (not transform) layers below a transform layer, in sublayer order (zPosition, then array order),
    /// depth first through nested transform layers.
    func collectFlatLayers(_ layer: CATransformLayer, props: LayerProperties, time: Double?, toPlane: CATransform3D,
                           alpha: Double, into out: inout [FlatLayer]) {
        for sublayer in Self.ordered(layer.sublayers ?? []) {
            let state = evaluate(sublayer, parentTime: time)
            guard let sub = state.props else { continue }
            let map = CATransform3DConcat(CALayer.transformToParent(sub, parent: props), toPlane)
            if let nested = sublayer as? CATransformLayer {
                collectFlatLayers(nested, props: sub, time: state.time, toPlane: map, alpha: alpha * Double(sub.opacity),
                                  into: &out)
                continue
            }
            out.append(FlatLayer(layer: sublayer, props: sub, time: state.time, map: map, alpha: alpha))
        }
    }

    /// The device-space half-plane (as a large quadrilateral) on the side of `cut`'s line that holds `inside`.
    static func deviceHalfPlane(_ cut: DepthSort.Cut, inside: CGPoint, through full: Homography) -> [CGPoint]? {
        guard let p = full.apply(cut.p), let q = full.apply(cut.q), let i = full.apply(inside) else { return nil }
        let dx = Double(q.x - p.x), dy = Double(q.y - p.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9 else { return nil }
        let (ux, uy) = (dx / length, dy / length)
        // The normal towards the kept side.
        var (nx, ny) = (-uy, ux)
        if nx * Double(i.x - p.x) + ny * Double(i.y - p.y) < 0 { (nx, ny) = (-nx, -ny) }
        let reach = 1e6
        let a = CGPoint(x: Double(p.x) - ux * reach, y: Double(p.y) - uy * reach)
        let b = CGPoint(x: Double(p.x) + ux * reach, y: Double(p.y) + uy * reach)
        return [a, b, CGPoint(x: Double(b.x) + nx * reach, y: Double(b.y) + ny * reach),
                CGPoint(x: Double(a.x) + nx * reach, y: Double(a.y) + ny * reach)]
    }

    static func centroid(_ polygon: [CGPoint]) -> CGPoint {
        let n = CGFloat(max(polygon.count, 1))
        return CGPoint(x: polygon.reduce(0) { $0 + $1.x } / n, y: polygon.reduce(0) { $0 + $1.y } / n)
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
