import CoreGraphics

/// The flattened pictures of layer subtrees drawn in perspective, kept from one frame to the next: what Core
/// Animation's backing stores are to a turning layer. A page flipping in 3D is the same picture every frame, only
/// warped differently; it is rasterised once and warped from the kept bitmap while nothing in it changes.
///
/// An entry is used only when everything the drawing reads is the same as when it was made (the subtree's
/// ``LayerRasterSignature``, the offscreen's placement and size), so a hit gives the bytes drawing again would:
/// any change of a property, the tree, a contents image or a mask misses. Entries not used in a frame are given
/// back to the offscreen pool at its end, so the cache holds at most what one frame warps.
///
/// Entries are keyed by the layer's identity from frame to frame (``LayerTreeRenderer/rasterKey(of:)``): the layer
/// itself, or for the copies of a ``FrozenLayerTree`` — new objects every frame — the original each was copied
/// from, so a simulator's frozen frames find the picture the frame before kept.
final class LayerRasterCache {
    /// What places a subtree's picture in its offscreen bitmap.
    struct Placement: Equatable {
        var extent: CGRect
        var density: Double
        var pixelWidth: Int
        var pixelHeight: Int
        /// The sign of the layer's orientation: it culls single-sided sublayers.
        var orientation: Double
        /// Nested layers in perspective are rasterised at least at this scale.
        var screenScale: Double
    }

    private struct Entry {
        let placement: Placement
        let signature: LayerRasterSignature
        let context: CGContext
        var frame: Int
        /// The bitmap's pixels as an immutable image, once the picture has been handed out as a plane of its own
        /// (``PlaneSplit``): a frame split into planes gets the same image while the bitmap is kept.
        var picture: CGImage?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    /// Entries found (for tests).
    private(set) var hits = 0

    /// Bytes of the kept pictures (at most what one frame warps).
    var byteCount: Int {
        entries.values.reduce(0) { total, entry in
            total + entry.context.bytesPerRow * entry.context.height
                + (entry.picture.map { $0.bytesPerRow * $0.height } ?? 0)
        }
    }

    /// Starts a frame: entries used from now on are kept at its end.
    func beginFrame() {
        frame &+= 1
    }

    /// The kept bitmap of the subtree keyed `key`, if it was drawn with this placement and signature.
    func lookup(_ key: ObjectIdentifier, placement: Placement, signature: LayerRasterSignature) -> CGContext? {
        guard var entry = entries[key], entry.placement == placement,
              entry.signature == signature else { return nil }
        entry.frame = frame
        entries[key] = entry
        hits += 1
        return entry.context
    }

    /// Whether a picture of the subtree keyed `key` with this signature is kept (at whatever placement).
    func holds(_ key: ObjectIdentifier, signature: LayerRasterSignature) -> Bool {
        entries[key]?.signature == signature
    }

    /// Keeps `context`, just drawn, as the picture of the subtree keyed `key`; a previous one goes back to `pool`.
    func store(_ context: CGContext, for key: ObjectIdentifier, placement: Placement, signature: LayerRasterSignature,
               pool: OffscreenPool) {
        if let old = entries.updateValue(Entry(placement: placement, signature: signature, context: context, frame: frame),
                                         forKey: key) {
            pool.release(old.context)
        }
    }

    /// The image kept with the bitmap `context` of the subtree keyed `key` (``keepPicture(_:of:drawnIn:)``), if
    /// that bitmap is still the one kept.
    func picture(of key: ObjectIdentifier, drawnIn context: CGContext) -> CGImage? {
        guard let entry = entries[key], entry.context === context else { return nil }
        return entry.picture
    }

    /// Keeps `image`, a copy of the kept bitmap `context`'s pixels, with it: a picture handed out as a plane
    /// (``PlaneSplit``) is the same object every frame the bitmap is kept. A frame splitting a page turning
    /// otherwise copied its 4 MB picture each move only for the page to be told it is the one it has — and in a
    /// worker, whose big blocks are mappings of their own, each copy was a thousand page faults.
    func keepPicture(_ image: CGImage, of key: ObjectIdentifier, drawnIn context: CGContext) {
        guard var entry = entries[key], entry.context === context else { return }
        entry.picture = image
        entries[key] = entry
    }

    /// Ends a frame: bitmaps not used in it go back to `pool`.
    func endFrame(pool: OffscreenPool) {
        for (key, entry) in entries where entry.frame != frame {
            entries[key] = nil
            pool.release(entry.context)
        }
    }
}

/// Everything the drawing of a flattened layer subtree reads, layer by layer in drawing order: compared to
/// decide whether a kept picture can be used.
///
/// Only subtrees of plain `CALayer`s are described (nil otherwise): a subclass may draw from state of its own,
/// and so may a delegate unless the renderer's owner vouches that it draws nothing (a view's). Contents images
/// and paths compare by identity (they are immutable); the root's own placement (transform, position, opacity)
/// does not count, since the warp applies it.
struct LayerRasterSignature: Equatable {
    fileprivate struct Record: Equatable {
        /// Evaluated values, nil when the layer draws nothing (hidden or transparent).
        var props: LayerProperties?
        var maskedCorners: CACornerMask
        var cornerCurve: CALayerCornerCurve
        var allowsGroupOpacity: Bool
        var contentsGravity: CALayerContentsGravity
        var contentsScale: CGFloat
        var minificationFilter: CALayerContentsFilter
        var magnificationFilter: CALayerContentsFilter
        var hasDelegate: Bool
        var hasMask: Bool
        var sublayerCount: Int

        static func == (a: Record, b: Record) -> Bool {
            guard a.maskedCorners == b.maskedCorners, a.cornerCurve == b.cornerCurve, a.allowsGroupOpacity == b.allowsGroupOpacity,
                  a.contentsGravity == b.contentsGravity, a.contentsScale == b.contentsScale,
                  a.minificationFilter == b.minificationFilter, a.magnificationFilter == b.magnificationFilter,
                  a.hasDelegate == b.hasDelegate, a.hasMask == b.hasMask, a.sublayerCount == b.sublayerCount
            else { return false }
            switch (a.props, b.props) {
            case (nil, nil): return true
            case (let p?, let q?): return p.drawsTheSame(as: q)
            default: return false
            }
        }
    }

    private var records: [Record] = []

    /// Whether some layer of the subtree is single-sided (`isDoubleSided` false), culled when seen from behind: only
    /// then does the picture depend on which way the subtree faces.
    var cullsBackFaces: Bool { records.contains { $0.props?.isDoubleSided == false } }

    /// The signature of `layer`'s subtree as `evaluate` sees it at `time` (the layer's local time), or nil when
    /// some layer in it can't be described.
    init?(_ layer: CALayer, props: LayerProperties, time: Double?, isInert: (any CALayerDelegate) -> Bool,
          evaluate: (CALayer, Double?) -> (props: LayerProperties?, time: Double?)) {
        // The root's own placement is the warp's business.
        var root = props
        root.transform = CATransform3DIdentity
        root.position = .zero
        root.zPosition = 0
        root.anchorPointZ = 0
        root.opacity = 1
        guard append(layer, props: root, time: time, isInert: isInert, evaluate: evaluate) else { return nil }
    }

    private mutating func append(_ layer: CALayer, props: LayerProperties?, time: Double?,
                                 isInert: (any CALayerDelegate) -> Bool,
                                 evaluate: (CALayer, Double?) -> (props: LayerProperties?, time: Double?)) -> Bool {
        guard type(of: layer) == CALayer.self, layer.snapshotSource == nil else { return false }
        if let delegate = layer.delegate, !isInert(delegate) { return false }
        let sublayers = layer.sublayers ?? []
        records.append(Record(
            props: props, maskedCorners: layer.maskedCorners, cornerCurve: layer.cornerCurve, allowsGroupOpacity: layer.allowsGroupOpacity,
            contentsGravity: layer.contentsGravity, contentsScale: layer.contentsScale,
            minificationFilter: layer.minificationFilter, magnificationFilter: layer.magnificationFilter,
            hasDelegate: layer.delegate != nil || layer.drawsThroughDelegate, hasMask: props != nil && layer.mask != nil,
            sublayerCount: props == nil ? 0 : sublayers.count))
        // A layer that draws nothing draws nothing of its subtree either.
        guard props != nil else { return true }
        if let mask = layer.mask {
            let state = evaluate(mask, time)
            guard append(mask, props: state.props, time: state.time, isInert: isInert, evaluate: evaluate) else { return false }
        }
        for sublayer in sublayers {
            let state = evaluate(sublayer, time)
            guard append(sublayer, props: state.props, time: state.time, isInert: isInert, evaluate: evaluate) else {
                return false
            }
        }
        return true
    }
}

extension LayerProperties {
    /// Whether a layer with these values draws exactly what it does with `other`'s: every value equal, contents
    /// images and shadow paths the same objects.
    func drawsTheSame(as other: LayerProperties) -> Bool {
        bounds == other.bounds && position == other.position && zPosition == other.zPosition
            && anchorPoint == other.anchorPoint && anchorPointZ == other.anchorPointZ && transform == other.transform
            && sublayerTransform == other.sublayerTransform && opacity == other.opacity && isHidden == other.isHidden
            && cornerRadius == other.cornerRadius && masksToBounds == other.masksToBounds
            && isDoubleSided == other.isDoubleSided && backgroundColor == other.backgroundColor
            && borderWidth == other.borderWidth && borderColor == other.borderColor && shadowColor == other.shadowColor
            && shadowOpacity == other.shadowOpacity && shadowRadius == other.shadowRadius
            && shadowOffset == other.shadowOffset && contentsRect == other.contentsRect
            && Self.identical(contents, other.contents) && Self.identical(shadowPath, other.shadowPath)
            && Self.sameCustom(custom, other.custom)
    }

    /// The same object (or both nil); values that are not objects never count as the same.
    private static func identical(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?):
            guard type(of: x) is AnyClass, type(of: y) is AnyClass else { return false }
            return (x as AnyObject) === (y as AnyObject)
        default: return false
        }
    }

    private static func sameCustom(_ a: [String: AnimationValue], _ b: [String: AnimationValue]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, x) in a {
            guard let y = b[key] else { return false }
            switch (x, y) {
            case (.number(let p), .number(let q)): if p != q { return false }
            case (.point(let p), .point(let q)): if p != q { return false }
            case (.size(let p), .size(let q)): if p != q { return false }
            case (.rect(let p), .rect(let q)): if p != q { return false }
            case (.transform(let p), .transform(let q)): if p != q { return false }
            case (.color(let p), .color(let q)): if p != q { return false }
            case (.bool(let p), .bool(let q)): if p != q { return false }
            case (.object(let p), .object(let q)): if !identical(p, q) { return false }
            default: return false
            }
        }
        return true
    }
}
