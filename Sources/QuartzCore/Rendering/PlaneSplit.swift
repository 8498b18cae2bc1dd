import CoreGraphics

/// What the renderer does while splitting a frame into planes (``CARenderer/makePlanes(size:scale:atTime:)``).
///
/// The frame is drawn once per flat plane. A layer in perspective that would be warped straight into the frame's
/// bitmap — nothing (a clip, a group, a mask) standing between it and the pixels — is *intercepted*: not drawn,
/// but recorded as a plane of its own (first pass only), and it ends the flat plane under it. Pass `k` draws
/// only what lies between the k-th and the (k+1)-th intercepted layer in painting order. Inside a clip or a group
/// nothing is intercepted, so such a subtree always lies within one pass.
final class PlaneSplit {
    /// The frame's bitmap in this pass.
    let root: CGContext
    /// Which flat plane this pass draws.
    let pass: Int
    /// Intercepted layers met so far in this pass: the flat plane being painted.
    private(set) var phase = 0
    /// The intercepted layers' pictures (first pass only), in painting order.
    private(set) var warped: [RenderPlane] = []
    /// Something was met that cannot be split (a backdrop filter reading the frame's pixels): draw it whole.
    var failed = false

    init(root: CGContext, pass: Int) {
        self.root = root
        self.pass = pass
    }

    /// Whether drawing into `target` happens in this pass: always in offscreens, in the frame only in its phase.
    func draws(into target: LayerTreeRenderer.Target) -> Bool {
        target.context !== root || phase == pass
    }

    /// Whether a layer warped into `target` becomes a plane of its own.
    func intercepts(_ target: LayerTreeRenderer.Target) -> Bool {
        target.context === root && target.canWriteDirectly
    }

    /// Records an intercepted layer (its picture copied in the first pass) and moves to the next phase.
    func intercept(_ source: PixelBuffer, toFrame: Homography, opacity: Double, smooth: Bool) {
        if pass == 0 {
            let copy = CGImage(width: source.width, height: source.height, opaque: false, zeroed: false) { words, stride in
                for y in 0..<source.height {
                    (words + y * stride).update(from: (source.base + y * source.bytesPerRow)
                        .assumingMemoryBound(to: UInt32.self), count: source.width)
                }
            }
            if let copy {
                warped.append(RenderPlane(image: copy, matrix: RenderPlane.matrix(toFrame), opacity: opacity, smooth: smooth))
            } else {
                failed = true
            }
        }
        phase += 1
    }
}
