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
/// Depth: Core Animation does not z-buffer, and here sublayers are drawn in their usual order (by zPosition,
/// then array order), not sorted by depth; intersecting or overlapping layers can show in the wrong order, which
/// Apple's guidance avoids by making the faces of a closed shape single-sided. Hit testing likewise maps the
/// point into each sublayer through the chain (front-most in drawing order first, back faces that are not drawn
/// skipped) and never returns the transform layer itself: Apple documents that it has no 2D space to test in.
open class CATransformLayer: CALayer {
    /// The sublayer hit at `p`, given in the superlayer's coordinates. Apple says not to call this on a transform
    /// layer directly (there is no plane to map `p` into); a superlayer's hit test reaches its sublayers in 3D.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        hitTest(p, toPlane: CALayer.transformToSuperlayer(modelValues))
    }

    /// The sublayer hit at `p`, a point of the plane that `toPlane` maps this layer's space into.
    package func hitTest(_ p: CGPoint, toPlane: CATransform3D) -> CALayer? {
        guard !modelValues.isHidden else { return nil }
        let ordered = (sublayers ?? []).enumerated().sorted {
            ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset)
        }
        for (_, sub) in ordered where !sub.modelValues.isHidden {
            let map = CATransform3DConcat(CALayer.transformToParent(sub.modelValues, parent: modelValues), toPlane)
            if let nested = sub as? CATransformLayer {
                if let hit = nested.hitTest(p, toPlane: map) { return hit }
                continue
            }
            // A back face that is not drawn is not hit either.
            let flat = Homography(map)
            if flat.isDegenerate || (!sub.modelValues.isDoubleSided && flat.determinant < 0) { continue }
            guard let local = unprojectPoint(p, through: map) else { continue }
            if let hit = sub.hitTest(local: local) { return hit }
        }
        return nil
    }
}
