import CoreGraphics

// The perspective pass: a layer whose map to the bitmap is projective is flattened offscreen and warped into place
// (with the raster cache keeping the flattened picture while nothing in it changes).
extension LayerTreeRenderer {
    // MARK: Perspective

    /// Draws a layer whose map to the bitmap has perspective: its subtree flat into an offscreen bitmap at the
    /// resolution it shows at, then warped into place at the layer's opacity.
    func renderWarped(_ layer: CALayer, props: LayerProperties, time: Double?, fullToDevice full: Homography,
                              parent: Placement, orientation: Double, target: Target, parts: Parts) {
        var extent = parts == .all ? extents(of: layer, props: props, time: time) : ownExtent(of: layer, props: props)
        guard !extent.isNull, !extent.isEmpty else { return }
        let whole = extent
        // Only the part of the plane that can land in the visible rectangle needs drawing.
        if let inverse = full.inverse {
            let v = parent.visible
            let corners = [CGPoint(x: v.minX, y: v.minY), CGPoint(x: v.maxX, y: v.minY),
                           CGPoint(x: v.minX, y: v.maxY), CGPoint(x: v.maxX, y: v.maxY)]
            let back = corners.compactMap { inverse.apply($0) }
            if back.count == 4 {
                extent = extent.intersection(Self.boundingBox(back).insetBy(dx: -2, dy: -2))
            }
        }
        guard !extent.isNull, extent.width > 0, extent.height > 0 else { return }
        // Where it lands: the projected extent, or everything visible if part of it is behind the eye.
        let corners = [CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
                       CGPoint(x: extent.minX, y: extent.maxY), CGPoint(x: extent.maxX, y: extent.maxY)]
        let projected = corners.compactMap { full.apply($0) }
        var region = parent.visible
        if projected.count == 4 { region = region.intersection(Self.boundingBox(projected).insetBy(dx: -1, dy: -1)) }
        guard !region.isNull, region.width > 0, region.height > 0 else { return }

        // Resolution: what the layer's plane shows at around its anchor point, where a turn about the anchor
        // neither shrinks nor magnifies it — the scale Core Animation would rasterize it at.
        let anchor = CGPoint(x: props.bounds.minX + props.anchorPoint.x * props.bounds.width,
                             y: props.bounds.minY + props.anchorPoint.y * props.bounds.height)
        let cornerDensities = corners.compactMap { full.magnification(at: $0) }
        let shown = full.magnification(at: anchor)
        var density = shown ?? cornerDensities.max() ?? 1
        density = min(max(density, screenScale, 1.0 / 64), 64)
        // Rounding error of the map (a turn about the anchor magnifies by exactly 1 there) must not change the
        // offscreen's size from frame to frame: that would defeat the kept pictures of a turning page.
        if density < screenScale * (1 + 1e-9) { density = max(screenScale, 1.0 / 64) }
        var signature: LayerRasterSignature?
        let cacheKey = rasterKey(of: layer)
        if parts == .all, cachesRasters, let isInert = isInertDelegate {
            signature = LayerRasterSignature(layer, props: props, time: time, isInert: isInert) {
                self.evaluate($0, parentTime: $1)
            }
        }
        let longest = Double(max(extent.width, extent.height)) * density
        if longest > maxOffscreenSide { density *= maxOffscreenSide / longest }
        // A subtree that drew the same in the last frame is kept as a picture of the whole plane when that is
        // affordable: which part of a turning page is on screen changes every frame (its near edge grows past the
        // screen), and a picture of only that part would be drawn again every frame. Same pixels: the grid is put
        // at the anchor either way, and the visible part lies well inside both.
        if let signature, whole != extent, longest <= maxOffscreenSide, rasterCache.holds(cacheKey, signature: signature),
           Double(max(whole.width, whole.height)) * density <= maxOffscreenSide,
           Double(whole.width * whole.height) * density * density
            <= 4 * max(Double(parent.visible.width * parent.visible.height), 1) {
            extent = whole
        }
        // Put the offscreen's pixel grid where the bitmap's is, at the anchor point: a layer barely turned (the
        // first and last frames of every flip) then resamples pixel onto pixel instead of blurring by half. Not
        // for a snapshot's screen stretched smaller (`alignsDenserPictures`): drawn denser than it shows, no pixel
        // of it lands on one of the bitmap's, and a grid that followed its anchor across the screen as it shrinks
        // would make its kept picture new every frame.
        // Not for a picture that becomes a plane of its own (``PlaneSplit``): the page resamples it anyway, and a grid
        // that followed the anchor's fraction of a pixel would make its picture new whenever that fraction moves.
        let isPlane = planeSplit?.intercepts(target) ?? false
        if !isPlane, parent.alignsDenserPictures || (shown ?? 0) >= density * (1 - 1e-9), let onScreen = full.apply(anchor) {
            let inOffscreen = CGPoint(x: (Double(anchor.x - extent.minX)) * density,
                                      y: (Double(anchor.y - extent.minY)) * density)
            // Within a hair of a whole pixel is on it (rounding error must not move the grid by a pixel).
            func fraction(_ v: CGFloat) -> CGFloat {
                let f = v - v.rounded(.down)
                return f < 1e-9 || f > 1 - 1e-9 ? 0 : f
            }
            var dx = fraction(inOffscreen.x) - fraction(onScreen.x), dy = fraction(inOffscreen.y) - fraction(onScreen.y)
            if dx < 0 { dx += 1 }
            if dy < 0 { dy += 1 }
            // Moving the origin by d pixels towards the anchor's side shifts the anchor by −d in the offscreen.
            extent = CGRect(x: extent.minX + dx / CGFloat(density) - 1 / CGFloat(density),
                            y: extent.minY + dy / CGFloat(density) - 1 / CGFloat(density),
                            width: extent.width + 2 / CGFloat(density), height: extent.height + 2 / CGFloat(density))
        }
        let pixelWidth = Int((Double(extent.width) * density).rounded(.up))
        let pixelHeight = Int((Double(extent.height) * density).rounded(.up))
        // A reused bitmap must be cleared where this frame's drawing will not cover it. A clipped layer with an
        // opaque background that fills the bitmap covers everything but its rounded corners and the
        // anti-aliased pixels round its edge: clear only those (a full clear is a third of a flip's frame).
        var keep = CGRect.null
        if parts == .all, props.masksToBounds, layer.mask == nil, (props.backgroundColor?.rgba.a ?? 0) >= 1,
           props.shadowOpacity <= 0 || props.shadowColor == nil {
            let d = CGFloat(density), b = props.bounds
            keep = CGRect(x: (b.minX - extent.minX) * d, y: (b.minY - extent.minY) * d, width: b.width * d,
                          height: b.height * d)
        }
        let toOffscreen = Homography.translation(-Double(extent.minX), -Double(extent.minY)) * .scale(density, density)
        // The subtree's picture from an earlier frame, if nothing it draws changed (a page turning in 3D).
        // Which way the layer faces matters to its picture only when something in it is single-sided (culled from
        // behind): otherwise a card turning past edge-on shows the same picture from behind, mirrored by the warp.
        let cachePlacement = LayerRasterCache.Placement(
            extent: extent, density: density, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            orientation: signature?.cullsBackFaces == false ? 1 : orientation, screenScale: screenScale)
        let offscreen: CGContext
        var isKept = false
        if let signature, let kept = rasterCache.lookup(cacheKey, placement: cachePlacement, signature: signature) {
            offscreen = kept
            isKept = true
        } else {
            guard let fresh = offscreens.acquire(width: pixelWidth, height: pixelHeight, covered: keep,
                                                 cornerRadius: Double(props.cornerRadius) * density
                                                    * (layer.cornerCurve == .continuous
                                                        ? Double(LayerShapes.ContinuousCorner.extent) : 1)) else { return }
            offscreen = fresh
            fresh.saveGState()
            fresh.scaleBy(x: CGFloat(density), y: CGFloat(density))
            fresh.translateBy(x: -extent.minX, y: -extent.minY)
            let inner = Target(context: fresh, allowsDirectWrites: true, shadowScale: 1)
            let place = Placement(toDevice: toOffscreen,
                                  visible: CGRect(x: 0, y: 0, width: fresh.width, height: fresh.height),
                                  orientation: orientation, alpha: 1)
            drawLayer(layer, props: props, time: time, place: place, target: inner, appliesOpacity: false, parts: parts)
            fresh.restoreGState()
        }
        // The picture handed out when this layer becomes a plane of its own (``PlaneSplit``), kept with the bitmap.
        var intercepted: CGImage?
        defer {
            if let signature, !isKept {
                rasterCache.store(offscreen, for: cacheKey, placement: cachePlacement, signature: signature, pool: offscreens)
            } else if !isKept {
                offscreens.release(offscreen)
            }
            if let intercepted, signature != nil {
                rasterCache.keepPicture(intercepted, of: cacheKey, drawnIn: offscreen)
            }
        }

        // Offscreen pixels → bitmap pixels, and back.
        guard let fromOffscreen = toOffscreen.inverse, let inverse = (fromOffscreen * full).inverse else { return }
        let opacity = parts == .all ? parent.alpha * Double(props.opacity) : parent.alpha
        let smooth = layer.magnificationFilter != .nearest
        planeSplit?.warping = (rasterKey(of: layer), parts == .all)
        // A picture that becomes a plane of its own is the part of the offscreen drawn in: the offscreen pool
        // hands out bitmaps up to 32 pixels larger than asked, and a picture that took the pool's size would be
        // new to the page whenever the layer is drawn again into another bitmap, its pixels the same.
        let (sourceWidth, sourceHeight) = isPlane ? (min(pixelWidth, offscreen.width), min(pixelHeight, offscreen.height))
            : (offscreen.width, offscreen.height)
        offscreen.withUnsafeMutablePixelBytes { sourceBytes, sourceStride in
            let source = PixelBuffer(base: sourceBytes.baseAddress!, width: sourceWidth, height: sourceHeight,
                                     bytesPerRow: sourceStride)
            intercepted = composite(source, inverse: inverse, region: region, opacity: opacity, smooth: smooth,
                                    target: target, kept: isKept ? rasterCache.picture(of: cacheKey, drawnIn: offscreen) : nil)
        }
        planeSplit?.warping = nil
    }

    /// Puts warped pixels into the target: straight into its memory when nothing stands in between, otherwise
    /// through a scratch bitmap drawn with cairo, which honours the clip and any open group.
    ///
    /// While a frame is split into planes, a picture warped straight into the frame becomes a plane of its own
    /// instead (`kept`: an image already holding `source`'s pixels); it is returned.
    @discardableResult
    func composite(_ source: PixelBuffer, inverse: Homography, region: CGRect, opacity: Double, smooth: Bool,
                   target: Target, kept: CGImage? = nil) -> CGImage? {
        if let split = planeSplit, split.intercepts(target) {
            // Splitting the frame: this picture becomes a plane of its own, composited elsewhere.
            guard let toFrame = inverse.inverse else {
                split.failed = true
                return nil
            }
            return split.intercept(source, kept: kept, toFrame: toFrame, opacity: opacity, smooth: smooth)
        }
        let ctx = target.context
        if target.canWriteDirectly {
            ctx.withUnsafeMutablePixelBytes { bytes, stride in
                let destination = PixelBuffer(base: bytes.baseAddress!, width: ctx.width, height: ctx.height,
                                              bytesPerRow: stride)
                ProjectiveWarp.composite(source: source, over: destination, inverse: inverse, region: region,
                                         opacity: opacity, smooth: smooth)
            }
            return nil
        }
        let r = region.integral.intersection(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
        guard !r.isNull, r.width >= 1, r.height >= 1,
              let scratch = CGContext(uiKitSize: r.size, scale: 1) else { return nil }
        let shifted = inverse.shifted(byDeviceX: Double(r.minX), y: Double(r.minY))
        scratch.withUnsafeMutablePixelBytes { bytes, stride in
            let destination = PixelBuffer(base: bytes.baseAddress!, width: scratch.width, height: scratch.height,
                                          bytesPerRow: stride)
            ProjectiveWarp.composite(source: source, over: destination, inverse: shifted,
                                     region: CGRect(x: 0, y: 0, width: scratch.width, height: scratch.height),
                                     opacity: opacity, smooth: smooth)
        }
        guard let image = scratch.makeImage() else { return nil }
        ctx.saveGState()
        // User space = device pixels, y down; images land with their first row at the rectangle's maxY, so flip.
        ctx.concatenate(ctx.userSpaceToDeviceSpaceTransform.inverted())
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * r.minY + r.height))
        ctx.setAlpha(1)
        ctx.interpolationQuality = .none
        ctx.draw(image, in: r)
        ctx.restoreGState()
        return nil
    }
}
