import CoreGraphics

/// A layer that shows a filtered copy of what lies behind it (Core Animation's backdrop layers, which
/// `UIVisualEffectView` draws its blur with). The renderer reads the pixels already drawn under the layer — and
/// ``backdropReach(_:)`` points around it, so a blur near the edge sees its surroundings — asks the layer to
/// filter them, and draws the result in the layer's bounds (clipped to its rounded outline) before the layer's
/// background, contents and sublayers.
///
/// Only a layer drawn axis-aligned into a bitmap that holds what is behind it gets a backdrop: inside an open
/// group (a parent compositing at group opacity, a mask) or turned in 3-D, what lies behind is not in the bitmap
/// yet, and the layer draws without it (as its tint alone, say) — a limitation of drawing back to front.
package protocol LayerBackdropFiltering: CALayer {
    /// How far beyond the bounds, in points, the filter reads (a blur's reach).
    func backdropReach(_ properties: LayerProperties) -> Double
    /// The picture to draw over the layer: `backdrop` holds what is behind it, of which `inner` (a pixel
    /// rectangle of `backdrop`, y down) lies under the bounds; the result covers `inner`, `pixelsPerPoint` being
    /// the bitmap's scale. nil draws nothing. A function of its arguments alone (and the layer's class): the
    /// renderer keeps results and reuses them for the same backdrop bytes and properties (``BackdropFilterCache``).
    func filterBackdrop(_ backdrop: CGImage, inner: CGRect, pixelsPerPoint: Double,
                        properties: LayerProperties) -> CGImage?
}

extension LayerTreeRenderer {
    /// Draws `layer`'s filtered backdrop; the context's CTM is the layer's space.
    func drawBackdrop(_ layer: any LayerBackdropFiltering, props: LayerProperties, place: Placement,
                      target: Target) {
        let ctx = target.context
        // Inside a transparency layer, drawing goes to a group: the bitmap does not hold what is behind yet.
        guard ctx.transparencyLayerDepth == 0, place.toDevice.isAffine(over: props.bounds) else { return }
        let map = place.toDevice.affine
        guard abs(map.b) < 1e-9, abs(map.c) < 1e-9 else { return }
        let bitmap = CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height)
        let inner = Self.deviceRect(props.bounds, place.toDevice).integral.intersection(bitmap)
        guard !inner.isNull, inner.width >= 1, inner.height >= 1 else { return }
        let scale = Double(abs(map.a))
        let reach = CGFloat((layer.backdropReach(props) * scale).rounded(.up))
        let outer = inner.insetBy(dx: -reach, dy: -reach).intersection(bitmap)
        let ox = Int(outer.minX), oy = Int(outer.minY), width = Int(outer.width), height = Int(outer.height)
        let backdrop = ctx.withUnsafeMutablePixelBytes { bytes, stride in
            CGImage(width: width, height: height, opaque: false) { words, wordsPerRow in
                for row in 0..<height {
                    let source = bytes.baseAddress! + (oy + row) * stride + ox * 4
                    (words + row * wordsPerRow).update(from: source.assumingMemoryBound(to: UInt32.self), count: width)
                }
            }
        }
        guard let backdrop,
              let filtered = cachesRasters
                ? backdropCache.filter(layer, backdrop: backdrop, inner: inner.offsetBy(dx: -outer.minX, dy: -outer.minY),
                                       pixelsPerPoint: scale, properties: props)
                : layer.filterBackdrop(backdrop, inner: inner.offsetBy(dx: -outer.minX, dy: -outer.minY),
                                       pixelsPerPoint: scale, properties: props) else { return }
        ctx.saveGState()
        ctx.addPath(LayerShapes.roundedRect(props.bounds, radius: props.cornerRadius, corners: layer.maskedCorners,
                                            continuous: layer.cornerCurve == .continuous))
        ctx.clip()
        // User space = device pixels, y down; images land with their first row at the rectangle's maxY, so flip.
        ctx.concatenate(ctx.userSpaceToDeviceSpaceTransform.inverted())
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * inner.minY + inner.height))
        ctx.interpolationQuality = .none
        ctx.draw(filtered, in: inner)
        ctx.restoreGState()
    }
}
