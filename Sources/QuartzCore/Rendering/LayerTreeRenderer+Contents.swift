import CoreGraphics

// A layer's contents image, its shadow and the extents the passes size their buffers by.
extension LayerTreeRenderer {
    // MARK: Contents

    func drawContents(_ image: CGImage, layer: CALayer, props: LayerProperties, ctx: CGContext) {
        // contentsRect picks a part of the image in unit coordinates (y down on iOS); parts outside are clamped.
        let unit = props.contentsRect.standardized
        let pixelRect = CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                               width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        guard pixelRect.width > 0, pixelRect.height > 0 else { return }
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let size = CGSize(width: pixelRect.width / scale, height: pixelRect.height / scale)
        let frame = LayerShapes.contentsFrame(gravity: layer.contentsGravity, bounds: props.bounds, contentSize: size)
        guard frame.width > 0, frame.height > 0 else { return }
        let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        // contentsCenter: the image stretches around its centre part, the borders keeping their size.
        // With tiling (UIKit's `.tile` resizable images), the centre and edges repeat instead.
        let center = layer.contentsCenter.standardized
        let tiles = props.tilesContentsCenter
        if center != CGRect(x: 0, y: 0, width: 1, height: 1) || tiles, pixelRect == whole {
            ctx.saveGState()
            ctx.interpolationQuality = layer.magnificationFilter == .nearest ? .none : .default
            NineSlice.draw(image, center: center, scale: scale, in: frame, ctx: ctx, tiles: tiles)
            ctx.restoreGState()
            return
        }
        let shown: CGImage
        var destination = frame
        if pixelRect == whole {
            shown = image
        } else {
            // Crop to whole pixels, and place the image so the requested (fractional) part fills `frame`.
            let crop = pixelRect.integral.intersection(whole)
            guard !crop.isNull, crop.width >= 1, crop.height >= 1, let part = image.cropping(to: crop) else { return }
            shown = part
            let sx = frame.width / pixelRect.width, sy = frame.height / pixelRect.height
            destination = CGRect(x: frame.minX + (crop.minX - pixelRect.minX) * sx,
                                 y: frame.minY + (crop.minY - pixelRect.minY) * sy,
                                 width: crop.width * sx, height: crop.height * sy)
        }
        ctx.saveGState()
        if pixelRect != whole { ctx.clip(to: frame) }
        // Images land with their first row at the rectangle's maxY; the layer is y-down, so flip about it.
        ctx.translateBy(x: 0, y: destination.minY + destination.maxY)
        ctx.scaleBy(x: 1, y: -1)
        let magnifies = destination.width * ctx.userSpaceScale > CGFloat(shown.width)
        let filter = magnifies ? layer.magnificationFilter : layer.minificationFilter
        ctx.interpolationQuality = filter == .nearest ? .none : .default
        ctx.draw(shown, in: destination)
        ctx.restoreGState()
    }

    // MARK: Shadows

    /// Sets the context's shadow for a layer's shadow properties. A layer's shadow lives in the layer's space
    /// (it turns and scales with the layer), while a context's shadow is given in its base space; the CTM
    /// converts one to the other. `shadowRadius` is the Gaussian's standard deviation, which is half of
    /// Quartz's blur (and of CSS's box-shadow blur).
    func setLayerShadow(props: LayerProperties, color: RGBA, target: Target, extraOffset: CGSize = .zero) {
        let ctx = target.context
        var m = ctx.ctm
        if let s = target.shadowScale {
            let u = ctx.userSpaceToDeviceSpaceTransform
            m = CGAffineTransform(a: u.a / s, b: u.b / s, c: u.c / s, d: u.d / s, tx: 0, ty: 0)
        }
        let offset = CGSize(width: props.shadowOffset.width + extraOffset.width,
                            height: props.shadowOffset.height + extraOffset.height)
        let base = CGSize(width: m.a * offset.width + m.c * offset.height,
                          height: m.b * offset.width + m.d * offset.height)
        let scale = abs(m.a * m.d - m.b * m.c).squareRoot()
        let alpha = color.a * Double(min(max(props.shadowOpacity, 0), 1))
        ctx.setShadow(offset: base, blur: 2 * props.shadowRadius * scale,
                      color: CGColor(red: CGFloat(color.r), green: CGFloat(color.g), blue: CGFloat(color.b),
                                     alpha: CGFloat(alpha)))
    }

    /// The shadow of `shadowPath` alone: the path is filled far outside the bitmap with the shadow moved back
    /// by as much, so only the shadow lands.
    func drawShadowOnly(of path: CGPath, props: LayerProperties, color: RGBA, alpha: Double, target: Target) {
        let ctx = target.context
        let box = path.boundingBoxOfPath
        guard !box.isNull, !box.isEmpty || !path.isEmpty else { return }
        let toDevice = ctx.userSpaceToDeviceSpaceTransform
        // A shift in layer space that moves the path well past the bitmap's left edge.
        let deviceShift = -(CGFloat(ctx.width + ctx.height) * 2 + 4096)
        let inverse = toDevice.inverted()
        let shift = CGSize(width: inverse.a * deviceShift, height: inverse.b * deviceShift)
        ctx.saveGState()
        ctx.setAlpha(CGFloat(alpha))
        setLayerShadow(props: props, color: color, target: target, extraOffset: CGSize(width: -shift.width, height: -shift.height))
        ctx.translateBy(x: shift.width, y: shift.height)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.addPath(path)
        ctx.fillPath()
        ctx.restoreGState()
    }

    // MARK: Extents

    /// What a layer's own content can cover, in its own space: its bounds, contents and drawn content.
    func ownExtent(of layer: CALayer, props: LayerProperties) -> CGRect {
        var r = props.bounds
        if let image = props.contents.flatMap({ $0 as? CGImage }) {
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) * props.contentsRect.width / scale,
                              height: CGFloat(image.height) * props.contentsRect.height / scale)
            r = r.union(LayerShapes.contentsFrame(gravity: layer.contentsGravity, bounds: props.bounds, contentSize: size))
        }
        if let drawing = layer as? any LayerContentDrawing {
            r = r.union(drawing.contentExtent(props))
        }
        return r
    }

    /// What a layer's subtree can cover, in its own space: its bounds, contents, shadow and unclipped sublayers.
    func extents(of layer: CALayer, props: LayerProperties, time: Double?) -> CGRect {
        if props.masksToBounds { return props.bounds }
        var r = ownExtent(of: layer, props: props)
        for (instance, sublayer) in LayerInstance.of(layer, props).flatMap({ i in (layer.sublayers ?? []).map { (i, $0) } }) {
            let state = evaluate(sublayer, parentTime: time.map { $0 - instance.delay })
            guard let sub = state.props else { continue }
            if let transformLayer = sublayer as? CATransformLayer {
                let e = transformLayerExtent(transformLayer, props: sub, time: state.time,
                                             toPlane: CALayer.transformToParent(sub, parent: props),
                                             reach: 4 * max(props.bounds.width, props.bounds.height, 1))
                if !e.isNull { r = r.union(Self.deviceRect(e, instance.map)) }
                continue
            }
            let m = Homography(CALayer.transformToParent(sub, parent: props)) * instance.map
            let e = extents(of: sublayer, props: sub, time: state.time)
            guard !e.isNull else { continue }
            let corners = [CGPoint(x: e.minX, y: e.minY), CGPoint(x: e.maxX, y: e.minY),
                           CGPoint(x: e.minX, y: e.maxY), CGPoint(x: e.maxX, y: e.maxY)]
            let mapped = corners.compactMap { m.apply($0) }
            if mapped.count == 4 {
                r = r.union(Self.boundingBox(mapped))
            } else {
                // Part of it is behind the eye: its image is unbounded; the visible part limits it later.
                let reach = 4 * max(props.bounds.width, props.bounds.height, 1)
                r = r.union(props.bounds.insetBy(dx: -reach, dy: -reach))
            }
        }
        if let emitter = layer as? CAEmitterLayer {
            r = r.union(particleExtent(of: emitter, props: props, time: time))
        }
        if props.shadowOpacity > 0 {
            let source = (props.shadowPath as? CGPath)?.boundingBoxOfPath ?? r
            let blur = 3 * props.shadowRadius + 1
            r = r.union(source.offsetBy(dx: props.shadowOffset.width, dy: props.shadowOffset.height)
                .insetBy(dx: -blur, dy: -blur))
        }
        return r
    }
}
