import CoreGraphics

/// Coordinate conversion and hit testing through the layer tree, flattening at every layer as Core Animation
/// does: a point is projected into each superlayer's plane (dividing by w) before the next transform applies.
extension CALayer {
    /// Maps a point of a layer with these values (its bounds space) into its superlayer's bounds space, before
    /// the superlayer's `sublayerTransform`: the anchor point goes to `position`, and `transform` turns the layer
    /// about its anchor point (§8).
    package static func transformToSuperlayer(_ p: LayerProperties) -> CATransform3D {
        let anchor = CGPoint(x: p.bounds.minX + p.anchorPoint.x * p.bounds.width,
                             y: p.bounds.minY + p.anchorPoint.y * p.bounds.height)
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -p.anchorPointZ)
        let toPosition = CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition + p.anchorPointZ)
        return CATransform3DConcat(CATransform3DConcat(toAnchor, p.transform), toPosition)
    }

    /// The superlayer's `sublayerTransform`, applied about its anchor point: how a parent with these values
    /// transforms the space its sublayers live in (where a shared m34 perspective goes, §8).
    package static func sublayerTransformAboutAnchor(_ p: LayerProperties) -> CATransform3D {
        if CATransform3DIsIdentity(p.sublayerTransform) { return CATransform3DIdentity }
        let anchor = CGPoint(x: p.bounds.minX + p.anchorPoint.x * p.bounds.width,
                             y: p.bounds.minY + p.anchorPoint.y * p.bounds.height)
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), p.sublayerTransform),
            CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// The whole map from this layer's space to its superlayer's space, with both layers' values as given.
    package static func transformToParent(_ p: LayerProperties, parent: LayerProperties?) -> CATransform3D {
        let own = transformToSuperlayer(p)
        guard let parent else { return own }
        return CATransform3DConcat(own, sublayerTransformAboutAnchor(parent))
    }

    private var modelTransformToParent: CATransform3D {
        Self.transformToParent(modelValues, parent: superlayer?.modelValues)
    }

    /// The chain of layers from `self` up to the root, `self` first.
    private var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let c = current {
            chain.append(c)
            current = c.superlayer
        }
        return chain
    }

    /// Converts a point from this layer's coordinates into `layer`'s (nil: the root's), through every transform
    /// on the way, using model values as Core Animation does.
    ///
    /// A point is flattened (divided by w) into each layer's plane on the way, except into a `CATransformLayer`,
    /// which has no plane of its own: through one, the 4×4 maps compose and the point is projected once, into
    /// the plane of the nearest ancestor that flattens — where the layer is drawn. Going down, the point is
    /// likewise found on the target's plane through the whole chain from that ancestor.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let up = ancestry
        let target = layer ?? up.last!
        let down = target.ancestry
        // The common ancestor is the first layer of `up` that is in `down`.
        guard let common = up.first(where: { a in down.contains { $0 === a } }) else { return p }
        var point = p
        var pending = CATransform3DIdentity
        for l in up {
            if l === common { break }
            pending = CATransform3DConcat(pending, l.modelTransformToParent)
            // Into a transform layer's space the point is not flattened (unless that is where it is going).
            if let parent = l.superlayer, parent is CATransformLayer, parent !== common { continue }
            point = projectPoint(point, through: pending)
            pending = CATransform3DIdentity
        }
        let path = down.prefix { $0 !== common }.reversed()
        for l in path {
            pending = CATransform3DConcat(l.modelTransformToParent, pending)
            if l is CATransformLayer, l !== target { continue }
            guard let local = unprojectPoint(point, through: pending) else {
                return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
            }
            point = local
            pending = CATransform3DIdentity
        }
        return point
    }

    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(p, to: self)
    }

    /// Converts a rectangle: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: layer) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        (layer ?? rootLayer).convert(r, to: self)
    }

    /// Whether a point in this layer's coordinates is inside its bounds.

    /// The farthest descendant (or self) containing `p`, given in the superlayer's coordinates; hidden layers and
    /// layers outside a masking parent are skipped. Sublayers are tested front to back (zPosition, then order).
    package func hitTestSublayers(_ p: CGPoint) -> CALayer? {
        guard !modelValues.isHidden, let local = unprojectPoint(p, through: Self.transformToSuperlayer(modelValues)) else { return nil }
        return hitTest(local: local)
    }

    /// The farthest descendant (or self) containing `local`, a point already in this layer's bounds space.
    /// A `CATransformLayer` sublayer is tested in 3D, its sublayers mapped straight into this layer's plane.
    package func hitTest(local: CGPoint) -> CALayer? {
        let inside = contains(local)
        if modelValues.masksToBounds && !inside { return nil }
        let subSpace: CGPoint? = CATransform3DIsIdentity(modelValues.sublayerTransform)
            ? local : unprojectPoint(local, through: Self.sublayerTransformAboutAnchor(modelValues))
        for sub in (sublayers ?? []).enumerated().sorted(by: { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }) {
            if let transformLayer = sub.element as? CATransformLayer {
                let toPlane = Self.transformToParent(transformLayer.modelValues, parent: modelValues)
                if let hit = transformLayer.hitTest(local, toPlane: toPlane) { return hit }
            } else if let subSpace, let hit = sub.element.hitTest(subSpace) {
                return hit
            }
        }
        return inside ? self : nil
    }
}

/// A point of a layer's plane seen in its parent's plane (flattened: divided by w). Points behind the eye
/// map to NaN.
package func projectPoint(_ p: CGPoint, through t: CATransform3D) -> CGPoint {
    t.projectedPoint(p) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
}

/// The point of a layer's plane that appears at `p` in its parent's plane, if there is one.
package func unprojectPoint(_ p: CGPoint, through t: CATransform3D) -> CGPoint? {
    t.unprojectedPoint(p)
}
