import CoreGraphics

extension CARenderer {
    /// The frame ``makeImage(size:scale:atTime:opaque:)`` would draw (opaque), split into planes to composite in
    /// order, the first at the back: every layer in perspective that would be warped straight into the frame
    /// becomes a plane of its own (its flattened picture and its map), and what is painted under, between and
    /// above such layers becomes flat planes (transparent where nothing is painted, left out when empty).
    ///
    /// Returns nil when splitting would not help or cannot be exact: no layer was warped straight into the frame
    /// (a warp inside a clip, group or mask is drawn into its flat plane), or something reads the frame's pixels
    /// (a backdrop filter). The caller then renders the frame whole. Composited back to front with the renderer's
    /// own warp (``Swift/Array/flattened()``) they make up the frame — byte for byte unless a picture would have
    /// been aligned to the frame's pixel grid (a plane's picture is not: the page resamples it anyway) or a plane
    /// carries a snapshot's rounded clip, which the page applies.
    package func makePlanes(size: CGSize? = nil, scale: CGFloat = 1, atTime time: CFTimeInterval? = nil) -> [RenderPlane]? {
        splitFrame(size: size, scale: scale, atTime: time)?.planes
    }

    /// A frame split into planes (``makePlanes(size:scale:atTime:)``), with what a later frame needs to keep its
    /// flat planes.
    package struct SplitFrame {
        package var planes: [RenderPlane]
        /// Which of ``planes`` are the intercepted layers' pictures, in painting order.
        package var warpedIndices: [Int]
        /// The intercepted layers (their originals' identities), in painting order, when each picture is the
        /// whole subtree of one of them; nil otherwise.
        package var warpedLayers: [ObjectIdentifier]?
    }

    /// A split frame kept for the next (``FrozenLayerTree/makePlanes(with:scale:)``): its tree, its planes, and
    /// which of them are whose pictures.
    package struct KeptPlanes {
        package var tree: FrozenLayerTree
        package var scale: CGFloat
        package var split: SplitFrame
        /// The intercepted layers, as a set (the subtrees a comparison of trees leaves out).
        package var warpedLayers: Set<ObjectIdentifier> { Set(split.warpedLayers ?? []) }

        /// Bytes of the flat planes' pictures.
        var byteCount: Int {
            split.planes.indices.filter { !split.warpedIndices.contains($0) }
                .reduce(0) { $0 + split.planes[$1].image.bytesPerRow * split.planes[$1].image.height }
        }
    }

    /// ``makePlanes(size:scale:atTime:)``, with which planes are pictures of which layers.
    ///
    /// `keeping`: layers that stay planes of their own while flat (``PlaneSplit/keptLayers``).
    package func splitFrame(size: CGSize? = nil, scale: CGFloat = 1, atTime time: CFTimeInterval? = nil,
                            keeping: Set<ObjectIdentifier> = []) -> SplitFrame? {
        let size = size ?? bounds.size
        guard let base = planeBitmap(0, size: size, scale: scale)?.bitmap else { return nil }
        let first = renderPass(0, into: base, scale: scale, atTime: time, keeping: keeping)
        guard !first.failed, !first.warped.isEmpty, let under = base.makeImage() else { return nil }
        var planes = [RenderPlane(image: under, matrix: RenderPlane.identity, opacity: 1, smooth: false)]
        var warpedIndices: [Int] = []
        for (index, warped) in first.warped.enumerated() {
            warpedIndices.append(planes.count)
            planes.append(warped)
            guard let plane = planeBitmap(index + 1, size: size, scale: scale) else { return nil }
            let above = plane.bitmap
            // Nothing under it is drawn in this pass: clear what the last frame left (a new bitmap is clear).
            if !plane.fresh { above.clear(CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2)) }
            let split = renderPass(index + 1, into: above, scale: scale, atTime: time, keeping: keeping)
            guard !split.failed, split.phase == first.warped.count else { return nil }
            // Most passes draw nothing (nothing lies above a turning screen): told from the bitmap a word at a
            // time, before copying 4 MB into a picture only to find it empty. Such a bitmap is not kept: a new
            // one's zeroed pages take no memory until drawn into, where a kept one holds all of its 4 MB.
            if !above.isTransparent, let image = above.makeImage() {
                planes.append(RenderPlane(image: image, matrix: RenderPlane.identity, opacity: 1, smooth: false))
            } else {
                planeBitmaps[index + 1] = nil
            }
        }
        planeBitmaps.removeSubrange(min(planeBitmaps.count, first.warped.count + 1)...)
        let known = first.interceptsWholeSubtrees && first.interceptedLayers.count == first.warped.count
        return SplitFrame(planes: planes, warpedIndices: warpedIndices,
                          warpedLayers: known ? first.interceptedLayers : nil)
    }

    /// Only the pictures and maps of the layers a split would intercept, drawing no flat plane (one pass, whose
    /// cost is the turning layers' own); nil when some picture is not a whole subtree of a known layer, or the
    /// frame cannot be split. With `keeping` (the layers of a kept split, ``PlaneSplit/keptLayers``) there may be
    /// none: every one of them edge-on.
    package func interceptedPictures(size: CGSize? = nil, scale: CGFloat = 1, atTime time: CFTimeInterval? = nil,
                                     keeping: Set<ObjectIdentifier> = [])
        -> (planes: [RenderPlane], layers: [ObjectIdentifier])? {
        let size = size ?? bounds.size
        guard let base = planeBitmap(0, size: size, scale: scale)?.bitmap else { return nil }
        let split = renderPass(PlaneSplit.picturesOnly, into: base, scale: scale, atTime: time, keeping: keeping)
        guard !split.failed, !split.warped.isEmpty || !keeping.isEmpty, split.interceptsWholeSubtrees,
              split.interceptedLayers.count == split.warped.count else { return nil }
        return (split.warped, split.interceptedLayers)
    }

    /// Renders the frame into `bitmap` as pass `number` of a split (``PlaneSplit``); returns what it recorded.
    private func renderPass(_ number: Int, into bitmap: CGContext, scale: CGFloat, atTime time: CFTimeInterval?,
                            keeping: Set<ObjectIdentifier>) -> PlaneSplit {
        let split = PlaneSplit(root: bitmap, pass: number, keeping: keeping)
        engine.planeSplit = split
        defer { engine.planeSplit = nil }
        renderFrame(atTime: time, into: bitmap, scale: scale)
        return split
    }

    /// The bitmap of flat plane `index` (the first opaque), kept from the last frame when its size is the same
    /// (a new one costs page faults every frame), and whether it is new (clear).
    private func planeBitmap(_ index: Int, size: CGSize, scale: CGFloat) -> (bitmap: CGContext, fresh: Bool)? {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        if index < planeBitmaps.count, let kept = planeBitmaps[index], kept.width == width, kept.height == height,
           kept.userSpaceScale == scale {
            return (kept, false)
        }
        guard let fresh = CGContext(uiKitSize: size, scale: scale, opaque: index == 0) else { return nil }
        if index < planeBitmaps.count { planeBitmaps[index] = fresh } else { planeBitmaps.append(fresh) }
        return (fresh, true)
    }
}

extension CGContext {
    /// Whether every pixel of the bitmap is fully transparent (premultiplied: every word zero), read eight bytes at
    /// a time and stopping at the first that is not.
    var isTransparent: Bool {
        withUnsafeMutablePixelBytes { bytes, bytesPerRow in
            let rowBytes = width * 4
            for y in 0..<height {
                let row = y * bytesPerRow
                var i = 0
                while i + 8 <= rowBytes {
                    if bytes.loadUnaligned(fromByteOffset: row + i, as: UInt64.self) != 0 { return false }
                    i += 8
                }
                if i < rowBytes, bytes.loadUnaligned(fromByteOffset: row + i, as: UInt32.self) != 0 { return false }
            }
            return true
        }
    }
}
