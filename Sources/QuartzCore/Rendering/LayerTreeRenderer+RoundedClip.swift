import CoreGraphics

// A layer in perspective that only clips one sublayer to its rounded bounds — a snapshot view
// (`snapshotView(afterScreenUpdates:)`: a frozen copy of a screen stretched to the view's bounds, its corners
// rounded by the transition) — is drawn without flattening: the sublayer is warped from its own picture, kept at its
// own size, and the clip's rounded corners are cut from the pixels afterwards.
extension LayerTreeRenderer {
    // MARK: Clipping without flattening

    /// Draws `layer` — in perspective, clipping (`masksToBounds`) one sublayer that lies within its bounds, with
    /// nothing of its own to draw — by drawing the sublayer with its own composed map and then rounding the
    /// corners in the target's pixels; false (nothing drawn) when the layer is not of that kind, the target cannot
    /// be written directly or a corner lies behind the eye: then it is flattened as any clipping layer is.
    ///
    /// Why: flattening draws the sublayer into the layer's offscreen and warps that, resampling the sublayer's
    /// picture twice. A snapshot view shrinking in perspective (GuessThePet's swipe back) has new bounds every
    /// frame, so its offscreen was drawn again every frame — the whole frozen screen resampled into it, then
    /// warped. Drawn in place, the sublayer keeps its own size (its stretch is part of its map), so its picture is
    /// kept from frame to frame and resampled once, into the bitmap: as Core Animation samples a snapshot's surface
    /// once. The clip is exact here, not an approximation: everything the subtree draws lies within the bounds, so
    /// the rectangle clips nothing, and a rounded corner clipping a group drawn over `d` gives
    /// `d + c × (drawn − d)` for coverage `c`, which is what ``RoundedCorners/apply(to:)`` computes.
    func renderClippingInPlace(_ layer: CALayer, props: LayerProperties, time: Double?, fullToDevice full: Homography,
                               parent: Placement, orientation: Double, target: Target) -> Bool {
        guard target.canWriteDirectly, props.masksToBounds, !composesAsOnePicture(layer, props),
              drawsNothingOfItsOwn(layer, props), let sublayers = layer.sublayers, sublayers.count == 1,
              LayerInstance.of(layer, props).count == 1 else { return false }
        var unclipped = props
        unclipped.masksToBounds = false
        let reach = extents(of: layer, props: unclipped, time: time)
        let slack = 1e-6 * max(props.bounds.width, props.bounds.height, 1)
        guard !reach.isNull, props.bounds.insetBy(dx: -slack, dy: -slack).contains(reach) else { return false }
        let place = Placement(toDevice: full, visible: parent.visible, orientation: orientation,
                              alpha: parent.alpha * Double(props.opacity), alignsDenserPictures: false)
        if let split = planeSplit, split.intercepts(target) {
            // Splitting the frame: the sublayer's picture becomes a plane, and the rounded clip goes with it for
            // the page to apply (the corners cannot be cut from pixels that are composited elsewhere).
            let before = split.phase
            split.pendingClip = PlaneSplit.Clip(bounds: props.bounds, radius: Double(props.cornerRadius), toDevice: full)
            split.clipping = rasterKey(of: layer)
            renderSublayer(sublayers[0], parentProps: props, parentTime: time, parent: place, target: target)
            if split.pendingClip != nil || split.phase != before + 1 { split.failed = true }
            split.pendingClip = nil
            split.clipping = nil
            return true
        }
        let ctx = target.context
        let bitmap = CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height).intersection(parent.visible)
        guard var corners = RoundedCorners(bounds: props.bounds, radius: props.cornerRadius, corners: layer.maskedCorners,
                                           continuous: layer.cornerCurve == .continuous, toDevice: full,
                                           within: bitmap) else { return false }
        ctx.withUnsafeMutablePixelBytes { bytes, stride in
            corners.save(from: PixelBuffer(base: bytes.baseAddress!, width: ctx.width, height: ctx.height,
                                           bytesPerRow: stride))
        }
        renderSublayer(sublayers[0], parentProps: props, parentTime: time, parent: place, target: target)
        ctx.withUnsafeMutablePixelBytes { bytes, stride in
            corners.apply(to: PixelBuffer(base: bytes.baseAddress!, width: ctx.width, height: ctx.height,
                                          bytesPerRow: stride))
        }
        return true
    }

    /// Whether the layer draws nothing itself — no background, contents, border or content of a subclass, and
    /// a delegate (if any) the renderer's owner vouches draws nothing — so that clipping is all it does to its
    /// sublayers.
    func drawsNothingOfItsOwn(_ layer: CALayer, _ props: LayerProperties) -> Bool {
        guard type(of: layer) == CALayer.self, props.contents == nil, (props.backgroundColor?.rgba.a ?? 0) <= 0,
              props.borderWidth <= 0 || (props.borderColor?.rgba.a ?? 0) <= 0 else { return false }
        if let source = layer.snapshotSource, type(of: source) != CALayer.self { return false }
        if let delegate = layer.delegate { return isInertDelegate?(delegate) ?? false }
        return true
    }
}

/// The rounded corners of a clipping layer drawn in perspective, cut from the target's pixels after its subtree
/// was drawn: the pixels round each corner are saved first, and each is then moved back towards what it was in
/// proportion to how much of it lies outside the rounded outline.
struct RoundedCorners {
    private struct Corner {
        /// The centre of the corner's arc in the layer's plane, and the directions towards the corner.
        var centre: CGPoint
        var sx: Double
        var sy: Double
        /// Device pixels the corner can touch.
        var columns: Range<Int>
        var rows: Range<Int>
        var saved: [UInt32] = []
    }

    private var corners: [Corner] = []
    private let radius: Double
    private let toDevice: Homography
    private let toPlane: Homography

    /// Nil when a corner lies behind the eye, or the corners are continuous (drawn only by flattening).
    init?(bounds: CGRect, radius: CGFloat, corners mask: CACornerMask, continuous: Bool, toDevice: Homography,
          within visible: CGRect) {
        let r = min(max(Double(radius), 0), Double(min(bounds.width, bounds.height)) / 2)
        guard let toPlane = toDevice.inverse else { return nil }
        self.radius = r
        self.toDevice = toDevice
        self.toPlane = toPlane
        guard r > 0, !mask.isEmpty else { return }
        if continuous { return nil }
        let b = bounds.standardized
        let all: [(CACornerMask, Double, Double)] = [(.layerMinXMinYCorner, -1, -1), (.layerMaxXMinYCorner, 1, -1),
                                                     (.layerMinXMaxYCorner, -1, 1), (.layerMaxXMaxYCorner, 1, 1)]
        for (which, sx, sy) in all where mask.contains(which) {
            let cx = sx < 0 ? Double(b.minX) + r : Double(b.maxX) - r
            let cy = sy < 0 ? Double(b.minY) + r : Double(b.maxY) - r
            let square = [CGPoint(x: cx, y: cy), CGPoint(x: cx + sx * r, y: cy),
                          CGPoint(x: cx, y: cy + sy * r), CGPoint(x: cx + sx * r, y: cy + sy * r)]
            let projected = square.compactMap { toDevice.apply($0) }
            guard projected.count == 4 else { return nil }
            let box = LayerTreeRenderer.boundingBox(projected).insetBy(dx: -2, dy: -2).intersection(visible)
            guard !box.isNull, box.width > 0, box.height > 0 else { continue }
            let x0 = Int(box.minX.rounded(.down)), x1 = Int(box.maxX.rounded(.up))
            let y0 = Int(box.minY.rounded(.down)), y1 = Int(box.maxY.rounded(.up))
            guard x0 < x1, y0 < y1 else { continue }
            corners.append(Corner(centre: CGPoint(x: cx, y: cy), sx: sx, sy: sy, columns: x0..<x1, rows: y0..<y1))
        }
    }

    /// Keeps the pixels round each corner as they are before the layer's subtree is drawn.
    mutating func save(from pixels: PixelBuffer) {
        for i in corners.indices {
            let c = corners[i]
            var saved: [UInt32] = []
            saved.reserveCapacity(c.columns.count * c.rows.count)
            for y in c.rows {
                let row = (pixels.base + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in c.columns { saved.append(row[x]) }
            }
            corners[i].saved = saved
        }
    }

    /// Cuts the corners: each pixel becomes `saved + c × (drawn − saved)`, `c` the part of it inside the rounded
    /// outline relative to the part inside the plain rectangle (whose edges the warp has already anti-aliased).
    func apply(to pixels: PixelBuffer) {
        for c in corners {
            var i = 0
            for y in c.rows {
                let row = (pixels.base + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in c.columns {
                    defer { i += 1 }
                    let coverage = self.coverage(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), corner: c)
                    guard coverage < 1 else { continue }
                    row[x] = Self.blend(c.saved[i], row[x], coverage: coverage)
                }
            }
        }
    }

    /// The part of the device pixel centred at `p` that the rounded corner keeps, relative to the rectangle's.
    private func coverage(at p: CGPoint, corner c: Corner) -> Double {
        let h = toPlane.homogeneous(Double(p.x), Double(p.y))
        guard h.w > 0 else { return 1 }
        let q = CGPoint(x: h.x / h.w, y: h.y / h.w)
        // Distances past the arc's centre towards the corner, in the layer's plane.
        let dx = (Double(q.x) - Double(c.centre.x)) * c.sx, dy = (Double(q.y) - Double(c.centre.y)) * c.sy
        guard dx > 0, dy > 0 else { return 1 }
        // Plane units to device pixels here, to anti-alias over about one pixel.
        let scale = toDevice.magnification(at: q) ?? 1
        let outsideRect = max(dx, dy) - radius
        let outsideRound = (dx * dx + dy * dy).squareRoot() - radius
        let rect = min(max(0.5 - outsideRect * scale, 0), 1)
        let round = min(max(0.5 - outsideRound * scale, 0), 1)
        return rect > 0 ? min(round / rect, 1) : 0
    }

    /// `under + coverage × (over − under)` for each of the four 8-bit channels of premultiplied pixels.
    static func blend(_ under: UInt32, _ over: UInt32, coverage: Double) -> UInt32 {
        let k = Int((coverage * 256).rounded())
        var out: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let u = Int((under >> UInt32(shift)) & 0xFF), o = Int((over >> UInt32(shift)) & 0xFF)
            let v = u + ((o - u) * k + 128) >> 8
            out |= UInt32(min(max(v, 0), 255)) << UInt32(shift)
        }
        return out
    }
}
