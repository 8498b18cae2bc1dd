import CoreGraphics

/// What the renderer does while splitting a frame into planes (``CARenderer/makePlanes(size:scale:atTime:)``).
///
/// The frame is drawn once per flat plane. A layer in perspective that would be warped straight into the frame's
/// bitmap — nothing (a clip, a group, a mask) standing between it and the pixels — is *intercepted*: not drawn,
/// but recorded as a plane of its own (first pass only), and it ends the flat plane under it. Pass `k` draws
/// only what lies between the k-th and the (k+1)-th intercepted layer in painting order. Inside a clip or a group
/// nothing is intercepted, so such a subtree always lies within one pass.
///
/// A pass numbered ``picturesOnly`` draws no flat plane at all: it only collects the intercepted layers'
/// pictures and maps, for a frame whose flat planes are kept from the frame before (``FrozenLayerTree/makePlanes(with:scale:)``).
final class PlaneSplit {
    /// The frame's bitmap in this pass.
    let root: CGContext
    /// Which flat plane this pass draws (``picturesOnly``: none).
    let pass: Int
    /// The pass that draws no flat plane, only collects the intercepted pictures.
    static let picturesOnly = -1
    /// Intercepted layers met so far in this pass: the flat plane being painted.
    private(set) var phase = 0
    /// The intercepted layers' pictures (first pass only), in painting order.
    private(set) var warped: [RenderPlane] = []
    /// Something was met that cannot be split (a backdrop filter reading the frame's pixels): draw it whole.
    var failed = false
    /// A snapshot view's rounded clip round the one sublayer being drawn (``LayerTreeRenderer/renderClippingInPlace(_:props:time:fullToDevice:parent:orientation:target:)``):
    /// it goes with the next intercepted picture, for the page to apply.
    var pendingClip: Clip?
    /// The layer being warped, set by the renderer just before its picture is composited: its identity (a frozen
    /// copy's original) and whether the picture is its whole subtree.
    var warping: (layer: ObjectIdentifier, wholeSubtree: Bool)?
    /// The clipping layer whose one sublayer is being drawn with ``pendingClip``: the intercepted picture stands
    /// for the clipping layer's subtree (it draws nothing of its own).
    var clipping: ObjectIdentifier?
    /// The intercepted layers in painting order (first pass and ``picturesOnly``): the roots of the subtrees
    /// whose pictures are planes of their own. Nothing else in those subtrees is drawn into a flat plane.
    private(set) var interceptedLayers: [ObjectIdentifier] = []
    /// Whether every intercepted picture is a whole subtree, its root known: only then do the flat planes depend
    /// on nothing inside ``interceptedLayers``' subtrees.
    private(set) var interceptsWholeSubtrees = true

    /// A rounded rectangle clipping a plane: `bounds` in the clipping layer's space, mapped to the frame by
    /// `toDevice`, corners of `radius` there.
    struct Clip {
        var bounds: CGRect
        var radius: Double
        var toDevice: Homography
    }

    /// The layers that were planes of their own in the frame split before (their originals' identities): they
    /// stay planes while their maps are flat, as Core Animation's render server keeps compositing a layer's
    /// surface once its turn ends. A card turned flat again would otherwise be drawn into a flat plane, and the
    /// flat planes drawn again with it, for a frame whose pictures the page already holds.
    let keptLayers: Set<ObjectIdentifier>

    init(root: CGContext, pass: Int, keeping keptLayers: Set<ObjectIdentifier> = []) {
        self.root = root
        self.pass = pass
        self.keptLayers = keptLayers
    }

    /// Whether `layer`, drawn into `target` with a flat (affine) map, becomes a plane of its own all the same: one
    /// of ``keptLayers``, or the one sublayer a snapshot view's rounded clip is waiting for (``pendingClip``).
    func keepsAsPlane(_ layer: ObjectIdentifier, in target: LayerTreeRenderer.Target) -> Bool {
        intercepts(target) && (pendingClip != nil || keptLayers.contains(layer))
    }

    /// Whether drawing into `target` happens in this pass: always in offscreens, in the frame only in its phase.
    func draws(into target: LayerTreeRenderer.Target) -> Bool {
        target.context !== root || phase == pass
    }

    /// Whether a layer warped into `target` becomes a plane of its own.
    func intercepts(_ target: LayerTreeRenderer.Target) -> Bool {
        target.context === root && target.canWriteDirectly
    }

    /// Records an intercepted layer (its picture copied in the first pass and in ``picturesOnly``, unless `kept`
    /// already holds `source`'s pixels) and moves to the next phase. Returns the picture recorded.
    @discardableResult
    func intercept(_ source: PixelBuffer, kept: CGImage? = nil, toFrame: Homography, opacity: Double,
                   smooth: Bool) -> CGImage? {
        var clip: [Double]?
        if let pending = pendingClip {
            pendingClip = nil
            clip = Self.insets(pending, toFrame: toFrame, width: source.width, height: source.height)
            if clip == nil { failed = true }
        }
        if let clipping {
            interceptedLayers.append(clipping)
        } else if let warping {
            interceptedLayers.append(warping.layer)
            if !warping.wholeSubtree { interceptsWholeSubtrees = false }
        } else {
            interceptsWholeSubtrees = false
        }
        warping = nil
        defer { phase += 1 }
        guard pass <= 0 else { return nil }
        let picture = kept ?? CGImage(width: source.width, height: source.height, opaque: false, zeroed: false) { words, stride in
            for y in 0..<source.height {
                (words + y * stride).update(from: (source.base + y * source.bytesPerRow)
                    .assumingMemoryBound(to: UInt32.self), count: source.width)
            }
        }
        if let picture {
            warped.append(RenderPlane(image: picture, matrix: RenderPlane.matrix(toFrame), opacity: opacity, smooth: smooth,
                                      clip: clip))
        } else {
            failed = true
        }
        return picture
    }

    /// The clip in the picture's pixels — insets from its left, top, right and bottom edges, then the corners'
    /// horizontal and vertical radii — when the picture lies in the clipping layer's plane axis-aligned (a
    /// snapshot's frozen screen stretched to its bounds); nil otherwise.
    static func insets(_ clip: Clip, toFrame: Homography, width: Int, height: Int) -> [Double]? {
        guard let fromDevice = clip.toDevice.inverse else { return nil }
        // Picture pixels → the clipping layer's space: a scale and a translation for a stretched snapshot.
        let m = toFrame * fromDevice
        let scale = 1e-9 * max(abs(m.m11), abs(m.m22), 1)
        guard abs(m.m12) <= scale, abs(m.m21) <= scale, abs(m.m13) <= 1e-12, abs(m.m23) <= 1e-12,
              abs(m.m33) > 0, m.m11 / m.m33 > 0, m.m22 / m.m33 > 0 else { return nil }
        let (kx, ky) = (m.m11 / m.m33, m.m22 / m.m33)
        let (tx, ty) = (m.m31 / m.m33, m.m32 / m.m33)
        // The bounds' edges in picture pixels.
        let left = (Double(clip.bounds.minX) - tx) / kx, right = (Double(clip.bounds.maxX) - tx) / kx
        let top = (Double(clip.bounds.minY) - ty) / ky, bottom = (Double(clip.bounds.maxY) - ty) / ky
        return [left, top, Double(width) - right, Double(height) - bottom, clip.radius / kx, clip.radius / ky]
    }
}
