import CoreGraphics

/// A layer that keeps its sublayers in 3D: they are not flattened into its plane, so six faces of a cube, each
/// turned and pushed out in z, share one space and one perspective (Core Animation's reference:
/// *CATransformLayer*).
///
/// Because it has no plane of its own, a transform layer draws nothing itself — its `backgroundColor`,
/// `contents`, border, `mask`, `masksToBounds`, shadow and filters are ignored — and its `opacity` is applied to
/// each sublayer in turn rather than to the group. Each sublayer is drawn through the whole 4×4 chain down from
/// the nearest ancestor that flattens, so a perspective `sublayerTransform` there acts on the sublayers' own
/// depth; a sublayer that turns its back to the viewer is skipped unless it is `isDoubleSided`.
///
/// Depth: Core Animation has no depth buffer; it sorts the flat layers of a 3D context by depth and cuts a layer
/// that crosses another's plane into pieces (WWDC 2011 session 421 *Core Animation Essentials*; see
/// `DepthSort`). So here: all the flat layers below a transform layer (through nested transform layers) are
/// drawn back to front by a partition of their planes, measured after perspective; layers in one plane keep
/// their sublayer order (zPosition, then array order), and a layer that pierces another is drawn in two pieces,
/// one behind and one in front. A cube's faces show the same whatever order they were added in. The sort is
/// within the transform layer: the transform layer as a whole takes its place among its own siblings as any
/// sublayer does.
///
/// Hit testing maps the point into each flat layer through the chain and returns the hit nearest the eye there
/// (back faces that are not drawn skipped); it never returns the transform layer itself: Apple documents that it
/// has no 2D space to test in.
open class CATransformLayer: CALayer {
    /// The sublayer hit at `p`, given in the superlayer's coordinates. Apple says not to call this on a transform
    /// layer directly (there is no plane to map `p` into); a superlayer's hit test reaches its sublayers in 3D.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        hitTest(p, toPlane: CALayer.transformToSuperlayer(modelValues))
    }

    /// The sublayer hit at `p`, a point of the plane that `toPlane` maps this layer's space into.
    package func hitTest(_ p: CGPoint, toPlane: CATransform3D) -> CALayer? {
        nearestHit(p, toPlane: toPlane)?.layer
    }

    /// The hit nearest the eye at `p` (greatest z/w in the flattening plane), ties to the later in drawing order.
    private func nearestHit(_ p: CGPoint, toPlane: CATransform3D) -> (layer: CALayer, depth: Double)? {
        guard !modelValues.isHidden else { return nil }
        var best: (layer: CALayer, depth: Double)?
        let ordered = (sublayers ?? []).enumerated().sorted {
            ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset)
        }
        for (_, sub) in ordered where !sub.modelValues.isHidden {
            let map = CATransform3DConcat(CALayer.transformToParent(sub.modelValues, parent: modelValues), toPlane)
            var candidate: (layer: CALayer, depth: Double)?
            if let nested = sub as? CATransformLayer {
                candidate = nested.nearestHit(p, toPlane: map)
            } else {
                // A back face that is not drawn is not hit either.
                let flat = Homography(map)
                if flat.isDegenerate || (!sub.modelValues.isDoubleSided && flat.determinant < 0) { continue }
                guard let local = unprojectPoint(p, through: map), let hit = sub.hitTest(local: local) else { continue }
                let h = map.transform((x: local.x, y: local.y, z: 0))
                candidate = (hit, Double(h.z / h.w))
            }
            if let candidate, best == nil || candidate.depth > best!.depth + 1e-9 { best = candidate }
        }
        return best
    }
}
