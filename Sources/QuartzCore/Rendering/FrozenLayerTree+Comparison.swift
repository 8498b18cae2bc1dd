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

extension FrozenLayerTree {
    /// Whether rendering this tree draws what rendering `other` draws everywhere outside the subtrees rooted at
    /// the layers `excluded` (by their originals' identities): the same layers in the same places, and each
    /// outside those subtrees drawing the same (as ``drawsTheSame(as:)`` compares them, but for their timing).
    /// The subtrees themselves may differ in anything, their roots' transforms included. What lets a frame split
    /// into planes keep the flat planes of the frame before while only its turning layers move
    /// (``makePlanes(with:scale:)``).
    ///
    /// Timing is left out because a frozen copy has no animations, and a layer's timing (`speed`, `timeOffset`,
    /// …) only maps time for animations: it draws nothing. It changes on every move of an interactive
    /// transition — UIKit pauses the container's layer and drives its `timeOffset` (reference §3.2) — while the
    /// container's pixels stay the same.
    package func drawsTheSame(as other: FrozenLayerTree, outside excluded: Set<ObjectIdentifier>) -> Bool {
        guard bounds == other.bounds else { return false }
        let (a, b) = (nodes, other.nodes)
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            let (x, y) = (a[i], b[j])
            guard x.depth == y.depth, x.isMask == y.isMask, x.original == y.original else { return false }
            i += 1
            j += 1
            if excluded.contains(x.original) {
                while i < a.count, a[i].depth > x.depth { i += 1 }
                while j < b.count, b[j].depth > y.depth { j += 1 }
            } else if !x.layer.drawsTheSame(asFrozenCopy: y.layer, comparingTiming: false) {
                return false
            }
        }
        return i == a.count && j == b.count
    }
}

extension CALayer {
    /// Whether this frozen copy draws what `other` draws, on its own (its subtree is the caller's business).
    fileprivate func drawsTheSame(asFrozenCopy other: CALayer, comparingTiming: Bool = true) -> Bool {
        guard isDescribedByItsValues, other.isDescribedByItsValues else { return false }
        return modelValues.drawsTheSame(as: other.modelValues) && (!comparingTiming || timing == other.timing)
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
