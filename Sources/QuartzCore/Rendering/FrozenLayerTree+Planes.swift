import CoreGraphics

extension FrozenLayerTree {
    /// The frame split into planes to composite elsewhere (``CARenderer/makePlanes(size:scale:atTime:)``), nil
    /// when it cannot or need not be split.
    ///
    /// The flat planes are kept from the frame `renderer` split before when nothing drawn into them changed:
    /// every layer outside the intercepted subtrees draws the same (``drawsTheSame(as:outside:)``) and the same
    /// layers are intercepted, in the same order — all of them, or some left out for being seen edge-on (they
    /// draw nothing). They stay planes when their maps turn flat (``PlaneSplit/keptLayers``), for as long as the
    /// renderer keeps the split (a live session's renderer is replaced when the stage rests). Then only the
    /// turning layers' pictures and maps are made again (their own pass, no flat plane drawn). That is a drag's usual frame — a card turning over a still screen —
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
        let keeping = renderer.keptPlanes?.warpedLayers ?? []
        if let kept = renderer.keptPlanes, kept.scale == scale,
           drawsTheSame(as: kept.tree, outside: keeping),
           let pictures = renderer.interceptedPictures(scale: scale, atTime: 0, keeping: keeping),
           let frame = kept.split.showing(pictures) {
            renderer.keptPlanes = CARenderer.KeptPlanes(tree: self, scale: scale, split: frame.split)
            renderer.flatPlanesKept += 1
            return frame.planes
        }
        guard let split = renderer.splitFrame(scale: scale, atTime: 0, keeping: keeping) else {
            renderer.keptPlanes = nil
            return nil
        }
        let sorts = nodes.contains { $0.layerType is CATransformLayer.Type }
        renderer.keptPlanes = split.warpedLayers == nil || sorts ? nil
            : CARenderer.KeptPlanes(tree: self, scale: scale, split: split)
        return split.planes
    }
}

extension CARenderer.SplitFrame {
    /// This split with the pictures and maps of a pass that intercepted only `pictures`
    /// (``CARenderer/interceptedPictures(size:scale:atTime:keeping:)``), and the planes a frame shows with them; nil unless their layers are this split's, in its order, some
    /// perhaps missing (seen edge-on, they draw nothing: the flat planes round them are still the frame's).
    ///
    /// The split returned keeps a missing layer's last picture, so the frame after, where it shows again, still
    /// finds every plane kept. A picture that did not change (a page turning, a snapshot shrinking) stays the
    /// same object, so what names and compares pictures downstream knows it at once.
    func showing(_ pictures: (planes: [RenderPlane], layers: [ObjectIdentifier])) -> (split: Self, planes: [RenderPlane])? {
        guard let layers = warpedLayers else { return nil }
        var split = self
        var hidden = Set(warpedIndices)
        var next = 0   // the first of `layers` a picture may still be
        for (picture, layer) in zip(pictures.planes, pictures.layers) {
            guard let offset = layers[next...].firstIndex(of: layer) else { return nil }
            next = offset + 1
            let index = warpedIndices[offset]
            hidden.remove(index)
            let before = split.planes[index].image
            split.planes[index] = picture
            if before.hasSameBytes(as: picture.image) { split.planes[index].image = before }
        }
        let planes = split.planes.indices.filter { !hidden.contains($0) }.map { split.planes[$0] }
        return (split, planes)
    }
}
