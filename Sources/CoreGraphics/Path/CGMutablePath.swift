/// A path that can be added to. Every method takes an optional transform applied to the new points only.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    /// Whether there is a current point to continue from (there is after any element).
    private var hasCurrentPoint: Bool { !elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveTo(Affine.apply(transform, point)))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.lineTo(Affine.apply(transform, point)))
    }

    /// Connected straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurveTo(Affine.apply(transform, end), control: Affine.apply(transform, control)))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        elements.append(
            .curveTo(
                Affine.apply(transform, end), control1: Affine.apply(transform, control1),
                control2: Affine.apply(transform, control2)))
    }

    /// Ends the current subpath with a straight line back to its start.
    public func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// A closed rectangular subpath: the corner at `rect.origin`, then along x, then along y.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// One closed rectangular subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed elliptical subpath inscribed in `rect`: four cubic curves starting at the right-hand end of the
    /// horizontal axis and running toward increasing y.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, transform: transform)
    }

    /// A closed subpath that is `rect` with quarter-ellipse corners of the given radii.
    ///
    /// Quartz requires both radii to fit (twice each within the rectangle's side); Flipbook clamps them instead,
    /// so a capsule is simply a rounded rect with radii of half the height.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2)
        let ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        // Distance of the control points from a corner's ends for a quarter ellipse.
        let kx = rx * CGPath.quarterArcHandle, ky = ry * CGPath.quarterArcHandle
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        move(to: p(r.maxX, r.midY), transform: transform)
        addLine(to: p(r.maxX, r.maxY - ry), transform: transform)
        addCurve(to: p(r.maxX - rx, r.maxY), control1: p(r.maxX, r.maxY - ry + ky),
                 control2: p(r.maxX - rx + kx, r.maxY), transform: transform)
        addLine(to: p(r.minX + rx, r.maxY), transform: transform)
        addCurve(to: p(r.minX, r.maxY - ry), control1: p(r.minX + rx - kx, r.maxY),
                 control2: p(r.minX, r.maxY - ry + ky), transform: transform)
        addLine(to: p(r.minX, r.minY + ry), transform: transform)
        addCurve(to: p(r.minX + rx, r.minY), control1: p(r.minX, r.minY + ry - ky),
                 control2: p(r.minX + rx - kx, r.minY), transform: transform)
        addLine(to: p(r.maxX - rx, r.minY), transform: transform)
        addCurve(to: p(r.maxX, r.minY + ry), control1: p(r.maxX - rx + kx, r.minY),
                 control2: p(r.maxX, r.minY + ry - ky), transform: transform)
        closeSubpath()
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        if Affine.isIdentity(transform) {
            elements.append(contentsOf: path.elements)
        } else {
            elements.append(contentsOf: path.elements.map { $0.applying(transform) })
        }
    }

    /// A circular arc around `center` from `startAngle` to `endAngle` (radians from the +x axis toward +y).
    ///
    /// `clockwise` is named for a y-up space: `false` sweeps toward increasing angle, which looks clockwise on a
    /// y-down (UIKit) screen. A line joins the current point to the arc's start, or a subpath starts there.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        // Like cairo and Quartz: the end angle moves by whole turns until it lies on the requested side of the start.
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
                if sweep > 0 { sweep -= fullTurn }
            }
            sweep = max(sweep, -fullTurn)
        } else {
            if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
                if sweep < 0 { sweep += fullTurn }
            }
            sweep = min(sweep, fullTurn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// A circular arc around `center` from `startAngle` through `delta` radians (positive toward +y).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        if hasCurrentPoint { addLine(to: start, transform: transform) } else { move(to: start, transform: transform) }
        guard delta != 0, radius != 0 else { return }
        // At most a quarter turn per cubic keeps the error below 0.03% of the radius.
        let segments = max(1, Int((abs(delta) / (CGFloat.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        let handle = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let from = point(angle), to = point(next)
            let control1 = CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle))
            let control2 = CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
            addCurve(to: to, control1: control1, control2: control2, transform: transform)
            angle = next
        }
    }

    /// A line toward `tangent1End`, then an arc of `radius` tangent to the lines current point → `tangent1End`
    /// and `tangent1End` → `tangent2End` (the rounded corner of those two lines).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        // Works in the untransformed space the arguments are in; the current point is in transformed space.
        let inverse = Affine.invert(transform)
        guard hasCurrentPoint else { return move(to: tangent1End, transform: transform) }
        let p0 = Affine.apply(inverse, currentPoint), p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return addLine(to: p1, transform: transform)
        }
        let cosine = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let halfAngle = acos(max(-1, min(1, cosine))) / 2
        let distance = radius / tan(halfAngle)
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(halfAngle)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance, y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        var delta = atan2(t2.y - center.y, t2.x - center.x) - startAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }
}

extension CGPath {
    /// How far along the tangent a cubic's control point sits for a quarter circle of radius 1.
    static let quarterArcHandle: CGFloat = 0.552_284_749_830_793_4
}
