import CoreGraphics

/// Layers that draw their own kind of content from their (presentation) property values: gradients, shapes.
/// The renderer calls ``drawContent(_:in:)`` in the layer's bounds space, after the background and contents
/// image and before `draw(in:)` and the sublayers.
package protocol LayerContentDrawing: CALayer {
    func drawContent(_ properties: LayerProperties, in ctx: CGContext)
    /// What the content can cover beyond the bounds (a stroked path can stick out); null for nothing extra.
    func contentExtent(_ properties: LayerProperties) -> CGRect
}

extension LayerContentDrawing {
    package func contentExtent(_ properties: LayerProperties) -> CGRect { .null }
}

/// Draws a layer tree into a bitmap context as Core Animation composites it.
///
/// Each layer is drawn in its own space through cairo while the map from that space to the bitmap is affine.
/// A layer whose map has perspective is drawn flat into an offscreen bitmap — at least at the screen's scale,
/// its pixel grid aligned with the bitmap's at the anchor point — and warped into place by ``ProjectiveWarp``.
/// The offscreen holds the layer's whole subtree, which is what flattening at every layer means (a sublayer
/// never pokes out of its parent's plane), unless no group, clip, mask or shadow makes the subtree one picture
/// and some sublayer leaves the plane in perspective of its own: then, as Core Animation does, each layer is
/// drawn with its own composed map, so nested perspective is resampled once rather than at every level.
///
/// Per layer, back to front: shadow, background, contents image, gradient/shape/text content, `draw(in:)`,
/// sublayers (ordered by zPosition, then by order; a replicator's instances in turn), border — all clipped to
/// the rounded bounds when `masksToBounds`, masked by `mask`, and composited at `opacity` as one group when more
/// than one thing is drawn.
package final class LayerTreeRenderer {
    /// Whether to draw model values (`render(in:)`) or the presentation at the given times.
    let usesModelValues: Bool

    package init(usesModelValues: Bool) {
        self.usesModelValues = usesModelValues
    }

    /// The biggest side of an offscreen bitmap, in pixels.
    let maxOffscreenSide: Double = 4096
    /// Pixels per point of the bitmap being rendered: layers in perspective are rasterized at least this finely,
    /// however far away they are, as Core Animation rasterizes layer contents at the screen's scale.
    var screenScale = 1.0
    /// Offscreen bitmaps kept from frame to frame: a new one costs page faults on every frame of a flip.
    let offscreens = OffscreenPool()
    /// Flattened pictures of subtrees in perspective, kept while nothing in them changes.
    let rasterCache = LayerRasterCache()
    /// Filtered backdrops (blur materials) kept while what lies behind them is unchanged.
    let backdropCache = BackdropFilterCache()
    /// Backdrops used from ``backdropCache`` so far (for tests).
    package var backdropCacheHits: Int { backdropCache.hits }
    /// Whether a delegate draws nothing through `draw(_:in:)` (a view): only subtrees whose delegates are
    /// vouched for this way are kept in ``rasterCache``. Nil: nothing is kept.
    package var isInertDelegate: ((any CALayerDelegate) -> Bool)?
    /// Whether pictures may be kept at all (tests compare against drawing every frame).
    package var cachesRasters = true
    /// Set while a frame is split into planes for compositing elsewhere (``CARenderer/makePlanes(size:scale:atTime:)``).
    var planeSplit: PlaneSplit?

    /// What identifies `layer`'s kept picture from frame to frame: its original's identity for a frozen copy
    /// (``CALayer/frozenOriginal``, one load), its own otherwise. (A wrong match costs nothing but a miss: a
    /// picture is used only when its signature — everything its drawing reads — is the same.)
    func rasterKey(of layer: CALayer) -> ObjectIdentifier {
        layer.frozenOriginal ?? ObjectIdentifier(layer)
    }
    /// Pictures used from the cache so far (for tests).
    package var rasterCacheHits: Int { rasterCache.hits }
    /// Bytes of the bitmaps kept between frames: the offscreen pool's and the kept pictures'.
    package var keptBitmapBytes: Int { offscreens.freeBytes + rasterCache.byteCount }

    /// Where drawing currently goes.
    final class Target {
        let context: CGContext
        /// Whether warps may write straight into the bitmap's memory: true only when nothing (a clip, an open
        /// transparency layer, or the caller's own clip) stands between the renderer and the pixels.
        let allowsDirectWrites: Bool
        /// Clips and groups currently open on the context.
        var openLayers = 0
        var canWriteDirectly: Bool { allowsDirectWrites && openLayers == 0 }
        /// The context's shadow base space: device pixels divided by this scale, y down (a UIKit-style
        /// context), or nil for Quartz's default space (the CTM's base: pixels, y up).
        let shadowScale: CGFloat?

        init(context: CGContext, allowsDirectWrites: Bool, shadowScale: CGFloat?) {
            self.context = context
            self.allowsDirectWrites = allowsDirectWrites
            self.shadowScale = shadowScale
        }
    }

    /// What a layer's drawing needs from the way down.
    struct Placement {
        /// The layer's space to the target's device pixels (affine while drawn with cairo).
        var toDevice: Homography
        /// The part of the bitmap drawing can still reach, in device pixels.
        var visible: CGRect
        /// The sign of the orientation of the layer on screen: negative when its back faces the viewer.
        var orientation: Double
        /// Opacity inherited from ancestors that did not composite as a group.
        var alpha: Double
        /// Whether a picture of the layer, flattened for perspective, puts its pixel grid on the bitmap's at the
        /// anchor even when drawn denser than it shows: false for the sublayer a snapshot view clips in place
        /// (``LayerTreeRenderer/renderClippingInPlace(_:props:time:fullToDevice:parent:orientation:target:)``),
        /// stretched smaller, whose anchor crosses the screen as the snapshot shrinks.
        var alignsDenserPictures = true
    }

    // MARK: Entry points

    /// Draws `root` into `context` with the map `rootToUser` from the root's space to the context's current
    /// user space; `time` is the root's parent's local time (nil with model values).
    ///
    /// `uiKitScale` is the scale the context was made with by `CGContext(uiKitSize:scale:)`, which is how shadow
    /// offsets reach it; nil for a Quartz-style context. Unknown contexts whose user space is y-down are taken
    /// to be UIKit-style at the CTM's vertical scale.
    package func render(_ root: CALayer, parentTime: Double?, into context: CGContext, allowsDirectWrites: Bool,
                        uiKitScale: CGFloat? = nil, rootToUser placement: (LayerProperties) -> Homography) {
        let userToDevice = Homography(context.userSpaceToDeviceSpaceTransform)
        screenScale = Double(context.userSpaceScale)
        let ctm = context.ctm
        let shadowScale = uiKitScale ?? (ctm.d < 0 ? abs(ctm.d) : nil)
        let target = Target(context: context, allowsDirectWrites: allowsDirectWrites, shadowScale: shadowScale)
        let bitmap = CGRect(x: 0, y: 0, width: context.width, height: context.height)
        let clip = Self.deviceRect(context.boundingBoxOfClipPath, userToDevice).intersection(bitmap)
        guard !clip.isNull, !clip.isEmpty else { return }
        let state = evaluate(root, parentTime: parentTime)
        guard let props = state.props else { return }
        let rootToUser = placement(props)
        let rootToDevice = rootToUser * userToDevice
        let place = Placement(toDevice: userToDevice, visible: clip, orientation: 1, alpha: 1)
        rasterCache.beginFrame()
        defer {
            rasterCache.endFrame(pool: offscreens)
            offscreens.endFrame()
        }
        context.saveGState()
        renderPlaced(root, props: props, time: state.time, relative: rootToUser, parent: place,
                     fullToDevice: rootToDevice, target: target)
        context.restoreGState()
    }

    // MARK: Presentation values

    /// A layer's values and local time, or nil props when it draws nothing (hidden or fully transparent).
    func evaluate(_ layer: CALayer, parentTime: Double?) -> (props: LayerProperties?, time: Double?) {
        if usesModelValues || parentTime == nil {
            return (Self.drawable(layer.modelValues), nil)
        }
        let t = layer.timing.localTime(fromParentTime: parentTime!)
        let p = layer.animationEntries.isEmpty && layer.stretchesToSuperlayerBounds == nil
            ? layer.modelValues : layer.presentationProperties(atLocalTime: t)
        return (Self.drawable(p), t)
    }

    /// The least opacity whose 8-bit alpha is 255.
    static let opaqueOpacity: Float = 254.5 / 255

    /// The values as the renderer uses them: nil when hidden or transparent, and an opacity that is opaque in
    /// 8 bits taken as 1. Additive animations that settle on 1 sum to 0.99999994 in `Float`; compositing that
    /// as a group would antialias edges differently from the same layer at 1 (a fuzz finding, issue 16), though
    /// no 8-bit pixel can show the difference in alpha.
    static func drawable(_ values: LayerProperties) -> LayerProperties? {
        guard !values.isHidden, values.opacity > 0 else { return nil }
        guard values.opacity < 1, values.opacity >= Self.opaqueOpacity else { return values }
        var p = values
        p.opacity = 1
        return p
    }

    // MARK: Placing a layer

    /// Draws `layer`, whose map into its parent's space is `relative`; the context's CTM is the parent's space.
    func renderSublayer(_ layer: CALayer, parentProps: LayerProperties?, parentTime: Double?,
                                parent: Placement, target: Target, instance: LayerInstance? = nil) {
        if let tint = instance?.tint {
            if tint.r >= 1, tint.g >= 1, tint.b >= 1 {
                // A tint of alpha alone is an opacity.
                var faded = parent
                faded.alpha *= tint.a
                var plain = instance!
                plain.tint = nil
                renderSublayer(layer, parentProps: parentProps, parentTime: parentTime, parent: faded, target: target,
                               instance: plain)
            } else {
                renderTinted(layer, parentProps: parentProps, parentTime: parentTime, parent: parent, target: target,
                             instance: instance!)
            }
            return
        }
        let time = parentTime.map { $0 - (instance?.delay ?? 0) }
        let state = evaluate(layer, parentTime: time)
        guard let props = state.props else { return }
        if let transformLayer = layer as? CATransformLayer {
            return renderTransformLayer(transformLayer, props: props, time: state.time,
                                        toPlane: CALayer.transformToParent(props, parent: parentProps), parent: parent,
                                        target: target, instance: instance)
        }
        if let t = state.time, !layer.animationEntries.isEmpty, let running = layer.runningTransition(atTime: t) {
            return renderTransition(layer, props: props, time: t, running: running, parentProps: parentProps,
                                    parent: parent, target: target, instance: instance)
        }
        var relative = Homography(CALayer.transformToParent(props, parent: parentProps))
        if let instance { relative = relative * instance.map }
        renderPlaced(layer, props: props, time: state.time, relative: relative, parent: parent,
                     fullToDevice: relative * parent.toDevice, target: target)
    }

    /// Draws one tinted instance of a replicator's sublayer: into an offscreen bitmap aligned with the target's
    /// pixels, whose every channel is then multiplied by the tint, then composited.
    func renderTinted(_ layer: CALayer, parentProps: LayerProperties?, parentTime: Double?,
                              parent: Placement, target: Target, instance: LayerInstance) {
        guard let tint = instance.tint, tint.a > 0 else { return }
        var plain = instance
        plain.tint = nil
        let state = evaluate(layer, parentTime: parentTime.map { $0 - instance.delay })
        guard let props = state.props else { return }
        let relative = Homography(CALayer.transformToParent(props, parent: parentProps)) * instance.map
        let e = extents(of: layer, props: props, time: state.time)
        let region = Self.deviceRect(e, relative * parent.toDevice).intersection(parent.visible).integral
        guard !region.isNull, !region.isInfinite, region.width >= 1, region.height >= 1,
              let offscreen = offscreens.acquire(width: Int(region.width), height: Int(region.height)) else { return }
        defer { offscreens.release(offscreen) }
        let shift = Homography.translation(-Double(region.minX), -Double(region.minY))
        if parent.toDevice.isAffine(over: .zero) {
            offscreen.concatenate((parent.toDevice * shift).affine)
        } else {
            offscreen.translateBy(x: -region.minX, y: -region.minY)
        }
        let inner = Target(context: offscreen, allowsDirectWrites: true, shadowScale: target.shadowScale)
        let place = Placement(toDevice: parent.toDevice * shift,
                              visible: CGRect(x: 0, y: 0, width: region.width, height: region.height),
                              orientation: parent.orientation, alpha: 1)
        renderSublayer(layer, parentProps: parentProps, parentTime: parentTime, parent: place, target: inner,
                       instance: plain)
        let factors = [tint.b, tint.g, tint.r, tint.a].map { UInt32((min(max($0, 0), 1) * 256).rounded()) }
        let alpha = parent.alpha
        offscreen.withUnsafeMutablePixelBytes { bytes, stride in
            for y in 0..<offscreen.height {
                let row = (bytes.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<offscreen.width where row[x] != 0 {
                    let p = row[x]
                    var out: UInt32 = 0
                    for (channel, factor) in factors.enumerated() {
                        let shift = UInt32(channel * 8)
                        out |= ((((p >> shift) & 0xFF) * factor) >> 8) << shift
                    }
                    row[x] = out
                }
            }
            let source = PixelBuffer(base: bytes.baseAddress!, width: offscreen.width, height: offscreen.height,
                                     bytesPerRow: stride)
            composite(source, inverse: .translation(-Double(region.minX), -Double(region.minY)), region: region,
                      opacity: alpha, smooth: false, target: target)
        }
    }

    func renderPlaced(_ layer: CALayer, props: LayerProperties, time: Double?, relative: Homography,
                              parent: Placement, fullToDevice: Homography, target: Target) {
        // A layer seen exactly edge-on covers no area: nothing of it (or of its subtree, flattened into its
        // plane) is drawn.
        guard !relative.isDegenerate else { return }
        let det = relative.determinant
        let orientation = parent.orientation * (det > 0 ? 1 : -1)
        if !props.isDoubleSided && orientation < 0 { return }
        if fullToDevice.isAffine(over: props.bounds),
           !(planeSplit?.keepsAsPlane(rasterKey(of: layer), in: target) ?? false) {
            let ctx = target.context
            ctx.saveGState()
            if parent.toDevice.isAffine(over: .zero) {
                ctx.concatenate(relative.affine)
            } else {
                // The parent was placed in perspective (its sublayers are drawn one by one): set the layer's map
                // outright.
                ctx.concatenate(fullToDevice.affine.concatenating(ctx.userSpaceToDeviceSpaceTransform.inverted()))
            }
            let place = Placement(toDevice: fullToDevice, visible: parent.visible, orientation: orientation,
                                  alpha: parent.alpha)
            drawLayer(layer, props: props, time: time, place: place, target: target, appliesOpacity: true)
            ctx.restoreGState()
        } else if renderClippingInPlace(layer, props: props, time: time, fullToDevice: fullToDevice, parent: parent,
                                        orientation: orientation, target: target) {
            // Drawn: a snapshot view's clip round one sublayer, which keeps its own picture.
        } else if needsFlattening(layer, props) || !hasSublayerInPerspective(layer, props, time: time) {
            renderWarped(layer, props: props, time: time, fullToDevice: fullToDevice, parent: parent,
                         orientation: orientation, target: target, parts: .all)
        } else {
            // Nothing makes the subtree one picture (no group, clip, mask or shadow): like Core Animation, draw
            // each layer with its own composed map, so nested perspective is resampled once, not at every level.
            let alpha = parent.alpha * Double(props.opacity)
            let own = Placement(toDevice: parent.toDevice, visible: parent.visible, orientation: parent.orientation,
                                alpha: alpha)
            renderWarped(layer, props: props, time: time, fullToDevice: fullToDevice, parent: own,
                         orientation: orientation, target: target, parts: .ownContent)
            let sublayerPlace = Placement(toDevice: fullToDevice, visible: parent.visible, orientation: orientation,
                                          alpha: alpha)
            let sublayers = Self.ordered(layer.sublayers ?? [])
            for instance in LayerInstance.of(layer, props) {
                for sublayer in sublayers {
                    renderSublayer(sublayer, parentProps: props, parentTime: time, parent: sublayerPlace,
                                   target: target, instance: instance)
                }
            }
            if props.borderWidth > 0, (props.borderColor?.rgba.a ?? 0) > 0 {
                renderWarped(layer, props: props, time: time, fullToDevice: fullToDevice, parent: own,
                             orientation: orientation, target: target, parts: .border)
            }
        }
    }

    /// Which parts of a layer a drawing pass covers.
    enum Parts {
        /// Everything: the layer and its subtree, with groups, clips, masks and shadows.
        case all
        /// The layer's own content under its sublayers: background, contents image, drawn content.
        case ownContent
        /// The layer's border, which is drawn above its sublayers.
        case border
    }

    /// Whether some visible sublayer leaves the layer's plane by a map with perspective of its own. If none does,
    /// the whole subtree lies in the layer's plane and is drawn into one offscreen: the same picture as layer by
    /// layer, with one warp, and the layer's fill and border anti-aliased together rather than blended edge on edge.
    func hasSublayerInPerspective(_ layer: CALayer, _ props: LayerProperties, time: Double?) -> Bool {
        for instance in LayerInstance.of(layer, props) {
            for sublayer in layer.sublayers ?? [] {
                guard let sub = evaluate(sublayer, parentTime: time.map { $0 - instance.delay }).props else { continue }
                let map = Homography(CALayer.transformToParent(sub, parent: props)) * instance.map
                if !map.isAffine(over: sub.bounds) { return true }
            }
        }
        return false
    }

    /// Whether a layer's subtree must be flattened into one picture before it is placed: when it composites as a
    /// group (opacity over several things), clips, is masked or casts a shadow.
    func needsFlattening(_ layer: CALayer, _ props: LayerProperties) -> Bool {
        props.masksToBounds || composesAsOnePicture(layer, props)
    }

    /// Whether a layer's subtree composites as one picture: masked, casting a shadow, or at an opacity over
    /// several things.
    func composesAsOnePicture(_ layer: CALayer, _ props: LayerProperties) -> Bool {
        if layer.mask != nil { return true }
        if props.shadowOpacity > 0, (props.shadowColor?.rgba.a ?? 0) > 0 { return true }
        guard props.opacity < 1, layer.allowsGroupOpacity else { return false }
        var things = layer.sublayers?.count ?? 0
        if (props.backgroundColor?.rgba.a ?? 0) > 0 { things += 1 }
        if props.borderWidth > 0 { things += 1 }
        if props.contents != nil { things += 1 }
        if type(of: layer) != CALayer.self || layer.delegate != nil || layer.snapshotSource != nil
            || layer.drawsThroughDelegate { things += 1 }
        return things > 1
    }

    // MARK: One layer in its own space

    /// Draws a layer and its subtree; the context's CTM is the layer's space. `appliesOpacity` is false when
    /// the caller composites the result at the layer's opacity itself (a warp).
    func drawLayer(_ layer: CALayer, props: LayerProperties, time: Double?, place: Placement, target: Target,
                           appliesOpacity: Bool, parts: Parts = .all) {
        let ctx = target.context
        let bounds = props.bounds
        let own = parts != .border, all = parts == .all
        let image = own ? props.contents.flatMap { $0 as? CGImage } : nil
        let hasBackground = own && (props.backgroundColor?.rgba.a ?? 0) > 0
        let hasBorder = parts != .ownContent && props.borderWidth > 0 && (props.borderColor?.rgba.a ?? 0) > 0
        let drawsContent = own && (type(of: layer) != CALayer.self || layer.delegate != nil || layer.snapshotSource != nil
            || layer.drawsThroughDelegate)
        let shadowColor = props.shadowColor.map { $0.rgba } ?? RGBA(r: 0, g: 0, b: 0, a: 0)
        let hasShadow = all && props.shadowOpacity > 0 && shadowColor.a > 0
        let sublayers = all ? Self.ordered(layer.sublayers ?? []) : []
        let radius = props.cornerRadius
        let corners = layer.maskedCorners

        var things = sublayers.count
        if hasBackground { things += 1 }
        if hasBorder { things += 1 }
        if image != nil { things += 1 }
        if drawsContent { things += 1 }
        if hasShadow { things += 1 }
        guard things > 0 || (all && layer.mask != nil) else { return }

        let opacity = appliesOpacity ? Double(props.opacity) : 1
        let groupAlpha = place.alpha * opacity
        let shadowGroup = hasShadow && props.shadowPath == nil
        let opacityGroup = groupAlpha < 1 && layer.allowsGroupOpacity && things > 1
        let maskGroup = all && layer.mask != nil
        // Splitting the frame into planes: a clip or a group keeps its whole subtree in one plane (nothing in it
        // is intercepted), so it is drawn or skipped whole; otherwise each part is drawn only in its own plane.
        let split = planeSplit.flatMap { $0.root === ctx ? $0 : nil }
        if let split, !split.draws(into: target),
           (all && props.masksToBounds) || opacityGroup || maskGroup || hasShadow { return }
        let drawsOwn = split?.draws(into: target) ?? true

        ctx.saveGState()
        var visible = place.visible
        var contentAlpha = groupAlpha
        var opened = 0
        let continuous = layer.cornerCurve == .continuous
        let outline = LayerShapes.roundedRect(bounds, radius: radius, corners: corners, continuous: continuous)
        if all && props.masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
            target.openLayers += 1
            opened += 1
            visible = visible.intersection(Self.deviceRect(bounds, place.toDevice))
        }
        // Group extents, so transparency layers and shadow blurs only cover what they must.
        let groupRect: CGRect = (shadowGroup || opacityGroup || maskGroup)
            ? extents(of: layer, props: props, time: time) : .null
        var outerGroup = false
        if maskGroup || (opacityGroup && !shadowGroup) {
            ctx.setAlpha(CGFloat(groupAlpha))
            ctx.beginTransparencyLayer(in: groupRect, auxiliaryInfo: nil)
            target.openLayers += 1
            contentAlpha = 1
            outerGroup = true
        }
        if hasShadow, let path = props.shadowPath as? CGPath {
            drawShadowOnly(of: path, props: props, color: shadowColor, alpha: contentAlpha, target: target)
        }
        if shadowGroup {
            ctx.setAlpha(CGFloat(contentAlpha))
            setLayerShadow(props: props, color: shadowColor, target: target)
            ctx.beginTransparencyLayer(in: groupRect, auxiliaryInfo: nil)
            target.openLayers += 1
            contentAlpha = 1
        }

        // When a single thing is drawn without a group, it takes the opacity itself.
        ctx.setAlpha(CGFloat(contentAlpha))
        if own, let backdrop = layer as? any LayerBackdropFiltering {
            // A backdrop reads the frame's pixels, which lack the planes composited elsewhere.
            if let split { split.failed = true }
            drawBackdrop(backdrop, props: props, place: place, target: target)
        }
        if hasBackground, drawsOwn, let color = props.backgroundColor {
            ctx.setFillColor(color.cgColor)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        if let image, drawsOwn {
            drawContents(image, layer: layer, props: props, ctx: ctx)
        }
        if drawsContent, drawsOwn {
            ctx.saveGState()
            ctx.clip(to: bounds)
            if let drawing = layer as? any LayerContentDrawing {
                drawing.drawContent(props, in: ctx)
            }
            let drawer = (layer.delegate == nil ? layer.snapshotSource : nil) ?? layer
            drawer.draw(in: ctx)
            ctx.restoreGState()
            ctx.setAlpha(CGFloat(contentAlpha))
        }
        if !sublayers.isEmpty {
            let sublayerPlace = Placement(toDevice: place.toDevice, visible: visible, orientation: place.orientation,
                                          alpha: contentAlpha)
            for instance in LayerInstance.of(layer, props) {
                for sublayer in sublayers {
                    renderSublayer(sublayer, parentProps: props, parentTime: time, parent: sublayerPlace, target: target,
                                   instance: instance)
                }
            }
            ctx.setAlpha(CGFloat(contentAlpha))
        }
        let drawsAbove = split?.draws(into: target) ?? true
        if hasBorder, drawsAbove, let color = props.borderColor {
            ctx.setFillColor(color.cgColor)
            ctx.addPath(LayerShapes.border(bounds, radius: radius, corners: corners, width: props.borderWidth,
                                           continuous: continuous))
            ctx.fillPath(using: .evenOdd)
        }
        if own, drawsAbove, let emitter = layer as? CAEmitterLayer {
            // Particles are drawn above the background and the border (CAEmitterLayer's reference).
            drawParticles(of: emitter, props: props, time: time, ctx: ctx)
            ctx.setAlpha(CGFloat(contentAlpha))
        }

        if shadowGroup {
            ctx.endTransparencyLayer()
            target.openLayers -= 1
        }
        if all, let mask = layer.mask {
            ctx.saveGState()
            ctx.setAlpha(1)
            ctx.setBlendMode(.destinationIn)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            target.openLayers += 1
            let maskPlace = Placement(toDevice: place.toDevice, visible: visible, orientation: 1, alpha: 1)
            renderSublayer(mask, parentProps: nil, parentTime: time, parent: maskPlace, target: target)
            ctx.endTransparencyLayer()
            target.openLayers -= 1
            ctx.restoreGState()
        }
        if outerGroup {
            ctx.endTransparencyLayer()
            target.openLayers -= 1
        }
        target.openLayers -= opened
        ctx.restoreGState()
    }

    /// Sublayers back to front: by zPosition, ties in array order.
    static func ordered(_ sublayers: [CALayer]) -> [CALayer] {
        guard sublayers.count > 1 else { return sublayers }
        var sorted = true
        for i in 1..<sublayers.count where sublayers[i].modelValues.zPosition < sublayers[i - 1].modelValues.zPosition {
            sorted = false
            break
        }
        if sorted { return sublayers }
        return sublayers.enumerated().sorted {
            ($0.element.modelValues.zPosition, $0.offset) < ($1.element.modelValues.zPosition, $1.offset)
        }.map(\.element)
    }

    // MARK: Helpers

    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The device bounding box of `rect` under an affine (or projective, if entirely in front) map.
    static func deviceRect(_ rect: CGRect, _ m: Homography) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let mapped = corners.compactMap { m.apply($0) }
        return mapped.count == 4 ? boundingBox(mapped) : .infinite
    }
}

extension Homography {
    /// The same inverse map for a destination whose pixel (0, 0) is this one's pixel (dx, dy).
    func shifted(byDeviceX dx: Double, y dy: Double) -> Homography {
        Homography.translation(dx, dy) * self
    }
}

extension CGContext {
    /// Device pixels per user-space unit (the square root of the CTM's area scale).
    var userSpaceScale: CGFloat {
        let t = userSpaceToDeviceSpaceTransform
        return abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}
