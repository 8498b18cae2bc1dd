import CoreGraphics

/// The outlines and rectangles a layer's appearance is made of, in the layer's own (bounds) space.
enum LayerShapes {
    /// Bézier handle length of a quarter circle, as a fraction of its radius.
    private static let handle: CGFloat = 0.552_284_749_830_793_4

    /// The layer's rounded outline: `rect` with quarter-circle corners of `radius` on the corners in `corners`.
    ///
    /// The radius is clamped to half the shorter side, as Core Animation does. Corners are circles in the
    /// layer's space, so a layer scaled unevenly (or seen in perspective) gets elliptical corners on screen,
    /// as on iOS. With `continuous` (`cornerCurve = .continuous`) each corner is Apple's squircle instead
    /// (``addContinuousRoundedRect(to:_:radius:corners:)``).
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, continuous: Bool = false) -> CGPath {
        let path = CGMutablePath()
        addRoundedRect(to: path, rect, radius: radius, corners: corners, continuous: continuous)
        return path
    }

    static func addRoundedRect(to path: CGMutablePath, _ rect: CGRect, radius: CGFloat, corners: CACornerMask,
                               continuous: Bool = false) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        if continuous, radius > 0, !corners.isEmpty, radius * ContinuousCorner.extent <= limit {
            return addContinuousRoundedRect(to: path, r, radius: radius, corners: corners)
        }
        let radius = min(max(radius, 0), limit)
        guard radius > 0, !corners.isEmpty else {
            path.addRect(r)
            return
        }
        func corner(_ c: CACornerMask) -> CGFloat { corners.contains(c) ? radius : 0 }
        // Clockwise on screen (y down) from the top-left corner's end.
        let tl = corner(.layerMinXMinYCorner), tr = corner(.layerMaxXMinYCorner)
        let br = corner(.layerMaxXMaxYCorner), bl = corner(.layerMinXMaxYCorner)
        let k = handle
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + k * tr, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + tr - k * tr))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            path.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + k * br),
                          control2: CGPoint(x: r.maxX - br + k * br, y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - k * bl, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bl + k * bl))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            path.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - k * tl),
                          control2: CGPoint(x: r.minX + tl - k * tl, y: r.minY))
        }
        path.closeSubpath()
    }

    /// The continuous ("squircle") corner of iOS 7+ icons and `cornerCurve = .continuous`, as three cubic
    /// segments per corner, in multiples of the radius measured from the corner along its two edges. The curve
    /// leaves the straight edge ``extent`` (≈ 1.53) radii from the corner — not one radius, as a circle does — and
    /// its curvature grows smoothly from zero, so the edge flows into the corner without the circle's visible
    /// kink. These are the widely published measurements of UIKit's iOS 7 rounded rectangle; Core Animation's
    /// exact curve is not documented.
    enum ContinuousCorner {
        static let extent: CGFloat = 1.528_664_83
        /// (along the first edge, away from it) pairs: control 1, control 2, end — for each of the three segments.
        static let segments: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: 1.088_493_23, y: 0), CGPoint(x: 0.868_406_89, y: 0.021_519_63),
             CGPoint(x: 0.631_493_99, y: 0.074_911_00)),
            (CGPoint(x: 0.372_823_92, y: 0.169_058_99), CGPoint(x: 0.169_058_99, y: 0.372_823_92),
             CGPoint(x: 0.074_911_00, y: 0.631_493_99)),
            (CGPoint(x: 0.021_519_63, y: 0.868_406_89), CGPoint(x: 0, y: 1.088_493_23),
             CGPoint(x: 0, y: extent)),
        ]
    }

    /// `rect` with continuous corners of `radius` on `corners`; the caller checked that they fit
    /// (`radius × extent` ≤ half the shorter side). Corners that don't fit are drawn circular by
    /// ``addRoundedRect(to:_:radius:corners:continuous:)`` instead, as a capsule (a Flipbook decision).
    static func addContinuousRoundedRect(to path: CGMutablePath, _ r: CGRect, radius: CGFloat, corners: CACornerMask) {
        let e = ContinuousCorner.extent * radius
        // Each corner: its point, the unit vector along the edge arriving at it, and the one along the edge leaving.
        typealias Corner = (mask: CACornerMask, point: CGPoint, arriving: CGVector, leaving: CGVector)
        let all: [Corner] = [
            (.layerMaxXMinYCorner, CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (.layerMaxXMaxYCorner, CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (.layerMinXMaxYCorner, CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (.layerMinXMinYCorner, CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        // A point `a` radii back along the arriving edge and `b` radii along the leaving edge from the corner.
        func at(_ c: Corner, _ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(x: c.point.x + (c.arriving.dx * a + c.leaving.dx * b) * radius,
                    y: c.point.y + (c.arriving.dy * a + c.leaving.dy * b) * radius)
        }
        path.move(to: corners.contains(.layerMinXMinYCorner) ? CGPoint(x: r.minX + e, y: r.minY) : r.origin)
        for c in all {
            guard corners.contains(c.mask) else {
                path.addLine(to: c.point)
                continue
            }
            path.addLine(to: at(c, ContinuousCorner.extent, 0))
            for (c1, c2, end) in ContinuousCorner.segments {
                path.addCurve(to: at(c, end.x, end.y), control1: at(c, c1.x, c1.y), control2: at(c, c2.x, c2.y))
            }
        }
        path.closeSubpath()
    }

    /// The border: the band between the rounded outline and the same outline inset by `width`, whose corner
    /// radius shrinks by the width (Core Animation's borders are inside the bounds). Fill it even-odd.
    static func border(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, width: CGFloat,
                       continuous: Bool = false) -> CGPath {
        let path = CGMutablePath()
        addRoundedRect(to: path, rect, radius: radius, corners: corners, continuous: continuous)
        let inner = rect.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            let clamped = min(max(radius, 0), min(rect.width, rect.height) / 2)
            addRoundedRect(to: path, inner, radius: max(clamped - width, 0), corners: corners, continuous: continuous)
        }
        return path
    }

    /// Where the contents image goes in `bounds` for a gravity, given the size of the part of the image shown
    /// (`contentsRect` of it) in points (pixels divided by `contentsScale`).
    ///
    /// Core Animation names gravities after the direction of the vertical axis and swaps top and bottom for
    /// layers whose `contentsAreFlipped()`; Flipbook's layers are y-down like UIKit's views, so `.top` is the
    /// top edge on screen — what UIKit's content modes (`UIImageView.contentMode = .top`) mean.
    static func contentsFrame(gravity: CALayerContentsGravity, bounds b: CGRect, contentSize s: CGSize) -> CGRect {
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard s.width > 0, s.height > 0 else { return b }
            let fx = b.width / s.width, fy = b.height / s.height
            let f = gravity == .resizeAspect ? min(fx, fy) : max(fx, fy)
            let size = CGSize(width: s.width * f, height: s.height * f)
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            break
        }
        var x = b.midX - s.width / 2, y = b.midY - s.height / 2
        switch gravity {
        case .left, .topLeft, .bottomLeft: x = b.minX
        case .right, .topRight, .bottomRight: x = b.maxX - s.width
        default: break
        }
        // Vertical names follow the direction of the y-axis (CALayer.contentsGravity's reference): on iOS, where
        // y grows downwards, `.top` is the maxY edge — the bottom on screen — and `.bottom` the top on screen.
        // UIKit's content modes map onto them swapped, so a view's `.top` is the top on screen.
        switch gravity {
        case .top, .topLeft, .topRight: y = b.maxY - s.height
        case .bottom, .bottomLeft, .bottomRight: y = b.minY
        default: break
        }
        return CGRect(x: x, y: y, width: s.width, height: s.height)
    }
}
