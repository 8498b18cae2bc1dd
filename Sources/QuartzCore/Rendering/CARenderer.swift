import CoreGraphics

/// Renders a layer tree as it is on screen at a media time — the presentation state, with every animation
/// applied — into a bitmap.
///
/// This is Flipbook's equivalent of the compositor: the recorder and `Stage` snapshots call it with a window's
/// layer. Apple's `CARenderer` only exists on macOS, renders into Metal textures and is driven by
/// `beginFrame`/`render`/`endFrame`; Flipbook keeps the name with a smaller API:
///
///     let image = CARenderer(layer: window.layer).makeImage(scale: 2, atTime: clock.now)
///
/// What is drawn is the root layer placed in its superlayer's space (for a window's layer: screen points),
/// showing ``bounds`` of that space. Use `layer.render(in:)` instead for a layer's model state in its own space.
public final class CARenderer {
    /// The root of the tree to render.
    public var layer: CALayer?
    /// The rectangle of the root's superlayer space that the image shows; by default the root's frame when the
    /// renderer was made (a window's screen rectangle).
    public var bounds: CGRect

    /// The renderer's machinery, kept so offscreen bitmaps are reused from frame to frame.
    let engine = LayerTreeRenderer(usesModelValues: false)

    /// Whether a layer delegate draws nothing through `draw(_:in:)` (UIKit's views): subtrees in perspective
    /// whose delegates all are vouched for are rasterised once and kept while nothing in them changes (see
    /// `LayerRasterCache`). Nil (the default): every frame draws everything.
    package var isInertDelegate: ((any CALayerDelegate) -> Bool)? {
        get { engine.isInertDelegate }
        set { engine.isInertDelegate = newValue }
    }

    /// Whether kept pictures may be used (tests compare against drawing everything every frame).
    package var cachesRasters: Bool {
        get { engine.cachesRasters }
        set { engine.cachesRasters = newValue }
    }

    /// Kept pictures used so far.
    package var rasterCacheHits: Int { engine.rasterCacheHits }
    /// Bytes of the bitmaps kept from one frame to the next (the offscreens for layers in perspective that the last
    /// frame used, the flattened pictures of turning layers, a split frame's flat planes and the bitmaps they were
    /// drawn in): what a renderer holds between frames.
    package var keptBitmapBytes: Int {
        engine.keptBitmapBytes + (keptPlanes?.byteCount ?? 0)
            + planeBitmaps.reduce(0) { $0 + ($1.map { $0.bytesPerRow * $0.height } ?? 0) }
    }
    /// Filtered backdrops (blur materials) reused so far (for tests).
    package var backdropCacheHits: Int { engine.backdropCacheHits }

    public init(layer: CALayer) {
        self.layer = layer
        bounds = layer.frame
    }

    /// Draws the tree at media time `time` (nil: its clock's current time) into `ctx`, whose user space is
    /// taken as the root's superlayer space shifted so ``bounds``'s origin is at the user-space origin.
    ///
    /// Drawing goes through the context's clip and CTM. Layers in perspective are composited through a scratch
    /// bitmap so that any clip or transparency layer the caller opened applies; ``makeImage(size:scale:atTime:opaque:)``
    /// owns its bitmap and skips that copy.
    public func render(atTime time: CFTimeInterval? = nil, into ctx: CGContext) {
        render(atTime: time, into: ctx, ownsContext: false)
    }

    /// A new image of the tree at media time `time` (nil: now): `size` points of ``bounds`` from its origin
    /// (default: the whole of it) at `scale` pixels per point, transparent where nothing is drawn unless `opaque`.
    public func makeImage(size: CGSize? = nil, scale: CGFloat = 1, atTime time: CFTimeInterval? = nil,
                          opaque: Bool = false) -> CGImage? {
        let size = size ?? bounds.size
        // The image is the bitmap the frame was drawn in, not a copy of it (4 MB to copy and to hold at 750 × 1334).
        // The bitmap is drawn into again for the next frame of the same size once its caller has let the image
        // go (a new one costs page faults every frame); while something holds it (an encoder, a recording), the
        // next frame gets a new bitmap and the image stays as it was.
        if let frame, frame.size != size || frame.scale != scale || frame.opaque != opaque
            || frame.context.sharesMemoryWithAnImage {
            self.frame = nil
        }
        if frame == nil {
            guard let ctx = CGContext(uiKitSize: size, scale: scale, opaque: opaque) else { return nil }
            frame = (ctx, size, scale, opaque)
        }
        guard let ctx = frame?.context else { return nil }
        renderFrame(atTime: time, into: ctx, scale: scale)
        return ctx.makeImageSharingMemory()
    }

    /// The bitmap ``makeImage(size:scale:atTime:opaque:)`` drew its last frame into.
    private var frame: (context: CGContext, size: CGSize, scale: CGFloat, opaque: Bool)?

    /// Bytes of the bitmap ``makeImage(size:scale:atTime:opaque:)`` keeps for its next frame of the same size
    /// (not in ``keptBitmapBytes``): the last image's memory, which it outlives when its caller lets the image go.
    package var frameBitmapBytes: Int { frame.map { $0.context.bytesPerRow * $0.context.height } ?? 0 }

    /// Lets go of the bitmap ``makeImage(size:scale:atTime:opaque:)`` keeps for its next frame: for a caller that
    /// knows no frame of that size follows soon (a server's still, sent once), so as not to hold the 4 MB of a
    /// 750 × 1334 frame once the image is sent.
    package func releaseFrameBitmap() {
        frame = nil
    }

    /// Lets go of what ``makePlanes(size:scale:atTime:)`` keeps for the next frame to split — its flat planes'
    /// bitmaps and the last split, with its pictures: for a caller whose next frames are drawn whole (a live
    /// session's once the fingers lift), which would otherwise hold several full-size bitmaps until the renderer
    /// goes.
    package func releasePlanes() {
        planeBitmaps = []
        keptPlanes = nil
    }

    /// The bitmaps of the flat planes ``makePlanes(size:scale:atTime:)`` drew its last frame into, kept like
    /// ``frame`` (the first opaque, the others transparent; nil where that plane drew nothing).
    package internal(set) var planeBitmaps: [CGContext?] = []
    /// The last frame split into planes by ``FrozenLayerTree/makePlanes(with:scale:)``, kept so that the next
    /// frame, if only its turning layers changed, keeps its flat planes instead of drawing them again.
    package var keptPlanes: KeptPlanes?
    /// Frames whose flat planes were the frame before's (for tests and the latency breakdown).
    package internal(set) var flatPlanesKept = 0

    /// Renders a frame into a context the caller reuses from frame to frame (the recorder's path): clears it,
    /// then draws with warped layers written straight into its memory. `ctx` must come from
    /// `CGContext(uiKitSize:scale:)` with that `scale`, and have no clip or transparency layer open.
    package func renderFrame(atTime time: CFTimeInterval? = nil, into ctx: CGContext, scale: CGFloat) {
        let area = CGRect(x: 0, y: 0, width: CGFloat(ctx.width) / scale, height: CGFloat(ctx.height) / scale)
        // A still, opaque, square-cornered root that covers the frame (a window) paints every pixel anyway.
        let covers = layer.map { root in
            root.animationEntries.isEmpty && !root.isHidden && root.opacity >= 1 && root.cornerRadius == 0
                && (root.backgroundColor?.rgba.a ?? 0) >= 1 && CATransform3DIsIdentity(root.transform)
                && root.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY).contains(area)
        } ?? false
        if !covers { ctx.clear(area.insetBy(dx: -1, dy: -1)) }
        render(atTime: time, into: ctx, ownsContext: true, uiKitScale: scale)
    }

    private func render(atTime time: CFTimeInterval?, into ctx: CGContext, ownsContext: Bool, uiKitScale: CGFloat? = nil) {
        guard let root = layer else { return }
        let now = time ?? root.clock.now
        let parentTime = root.superlayer?.localTime(atGlobalTime: now) ?? now
        let origin = bounds.origin
        engine.render(
            root, parentTime: parentTime, into: ctx, allowsDirectWrites: ownsContext, uiKitScale: uiKitScale
        ) { props in
            Homography(CALayer.transformToSuperlayer(props)) * .translation(-Double(origin.x), -Double(origin.y))
        }
    }
}

extension CALayer {
    /// `render(in:)`'s default: model values, the layer in its own bounds space.
    package func renderModelTree(in ctx: CGContext) {
        LayerTreeRenderer(usesModelValues: true).render(self, parentTime: nil, into: ctx, allowsDirectWrites: false) { _ in
            .identity
        }
    }
}
