import CoreGraphics

extension FrozenLayerTree {
    /// Whether rendering this tree draws exactly the pixels rendering `other` draws, known from the two trees
    /// alone: the same shape, and every layer a plain `CALayer` with equal values (contents images and paths the
    /// same objects). What lets a recording skip rendering a frame whose tree did not change (the still stretches
    /// of a scene) and hand on the frame before.
    ///
    /// Exact, never a guess: a difference in any value the renderer reads, however small (an opacity of 0.999
    /// instead of 1, one colour component), gives false. Only layers whose whole drawing state is their values
    /// are compared; a subclass (which may draw from state of its own, or through `draw(in:)`), a layer with a
    /// delegate, a snapshot source, filters or animations makes the answer false. Costs one pass over the
    /// layers, no pixels.
    package func drawsTheSame(as other: FrozenLayerTree) -> Bool {
        guard isThreadSafe, other.isThreadSafe, bounds == other.bounds, nodes.count == other.nodes.count else {
            return false
        }
        // Depth-first order with each node's depth and role (mask or sublayer) pins the tree's shape.
        for (a, b) in zip(nodes, other.nodes) {
            guard a.depth == b.depth, a.isMask == b.isMask, a.layer.drawsTheSame(asFrozenCopy: b.layer) else {
                return false
            }
        }
        return true
    }
}

extension CALayer {
    /// Whether this frozen copy draws what `other` draws, on its own (its subtree is the caller's business).
    fileprivate func drawsTheSame(asFrozenCopy other: CALayer) -> Bool {
        guard isDescribedByItsValues, other.isDescribedByItsValues else { return false }
        return modelValues.drawsTheSame(as: other.modelValues) && timing == other.timing
            && drawsThroughDelegate == other.drawsThroughDelegate
            && contentsGravity == other.contentsGravity && contentsScale == other.contentsScale
            && contentsCenter == other.contentsCenter && contentsFormat == other.contentsFormat
            && minificationFilter == other.minificationFilter && magnificationFilter == other.magnificationFilter
            && minificationFilterBias == other.minificationFilterBias
            && maskedCorners == other.maskedCorners && cornerCurve == other.cornerCurve
            && allowsGroupOpacity == other.allowsGroupOpacity && isOpaque == other.isOpaque
            && allowsEdgeAntialiasing == other.allowsEdgeAntialiasing
            && edgeAntialiasingMask == other.edgeAntialiasingMask && isGeometryFlipped == other.isGeometryFlipped
            && shouldRasterize == other.shouldRasterize && rasterizationScale == other.rasterizationScale
    }

    /// A plain `CALayer` that draws from its values alone: no subclass, delegate, snapshot source, animation,
    /// filter or style that could draw something the values don't say.
    private var isDescribedByItsValues: Bool {
        type(of: self) == CALayer.self && delegate == nil && snapshotSource == nil && animationEntries.isEmpty
            && stretchesToSuperlayerBounds == nil && filters == nil && backgroundFilters == nil
            && compositingFilter == nil && style == nil
    }
}
