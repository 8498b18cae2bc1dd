import CoreGraphics

extension FrozenLayerTree {
    /// The frame split into planes to composite elsewhere (``CARenderer/makePlanes(size:scale:atTime:)``), nil
    /// when it cannot or need not be split.
    ///
    /// The flat planes are kept from the frame `renderer` split before when nothing drawn into them changed:
    /// every layer outside the intercepted subtrees draws the same (``drawsTheSame(as:outside:)``) and the same
    /// layers are intercepted, in the same order. Then only the turning layers' pictures and maps are made again
    /// (their own pass, no flat plane drawn). That is a drag's usual frame — a card turning over a still screen —
    /// and what makes compositing in the page pay: the screen under the card is drawn once per drag, not once per
    /// move, as Core Animation's render server keeps the surfaces of layers that did not change.
    ///
    /// Kept only when painting order cannot depend on the turning layers' transforms: a `CATransformLayer` sorts
    /// its sublayers by depth, so a tree with one is always split afresh.
    package func makePlanes(with renderer: CARenderer, scale: CGFloat) -> [RenderPlane]? {
        let (layer, shown) = (renderer.layer, renderer.bounds)
        renderer.layer = root
        renderer.bounds = bounds
        defer { (renderer.layer, renderer.bounds) = (layer, shown) }
        if let kept = renderer.keptPlanes, kept.scale == scale,
           drawsTheSame(as: kept.tree, outside: kept.warpedLayers),
           let pictures = renderer.interceptedPictures(scale: scale, atTime: 0),
           pictures.layers == kept.split.warpedLayers {
            var split = kept.split
            for (index, picture) in zip(split.warpedIndices, pictures.planes) {
                // A turning picture that did not change (a page turning, a snapshot shrinking) stays the same
                // object, so what names and compares pictures downstream knows it at once.
                let before = split.planes[index].image
                split.planes[index] = picture
                if before.hasSameBytes(as: picture.image) { split.planes[index].image = before }
            }
            renderer.keptPlanes = CARenderer.KeptPlanes(tree: self, scale: scale, split: split)
            renderer.flatPlanesKept += 1
            return split.planes
        }
        guard let split = renderer.splitFrame(scale: scale, atTime: 0) else {
            renderer.keptPlanes = nil
            return nil
        }
        let sorts = nodes.contains { $0.layerType is CATransformLayer.Type }
        renderer.keptPlanes = split.warpedLayers == nil || sorts ? nil
            : CARenderer.KeptPlanes(tree: self, scale: scale, split: split)
        return split.planes
    }
}
