extension CGPath {
    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        Self.bounds(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the path as drawn (curves by their extremes, not their control points);
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p):
                points.append(p)
                start = p
                current = p
            case .lineTo(let p):
                points.append(p)
                current = p
            case .quadCurveTo(let p, let c):
                let cubic = Self.cubic(fromQuadratic: current, c, p)
                points += Self.cubicExtremes(current, cubic.0, cubic.1, p)
                current = p
            case .curveTo(let p, let c1, let c2):
                points += Self.cubicExtremes(current, c1, c2, p)
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return Self.bounds(of: points)
    }

    /// Whether `point`, mapped by `transform`, is inside the path under `rule`. Open subpaths count as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = Affine.apply(transform, point)
        var winding = 0
        for polygon in flattened() where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y, Self.side(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y, Self.side(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Whether the path is exactly one axis-aligned rectangle; if so, and `rect` is not nil, stores it there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .moveTo(let p) where index == 0: points.append(p)
            case .lineTo(let p) where index > 0: points.append(p)
            case .closeSubpath where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let horizontalFirst = points[0].y == points[1].y && points[1].x == points[2].x
            && points[2].y == points[3].y && points[3].x == points[0].x
        let verticalFirst = points[0].x == points[1].x && points[1].y == points[2].y
            && points[2].x == points[3].x && points[3].y == points[0].y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = Self.bounds(of: points)
        return true
    }

    /// The path as closed polygons, curves split into short straight pieces (for hit testing).
    package func flattened(segmentsPerCurve: Int = 32) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        func finish() {
            if !polygon.isEmpty { polygons.append(polygon) }
            polygon = []
        }
        for element in elements {
            switch element {
            case .moveTo(let p):
                finish()
                polygon = [p]
                start = p
                current = p
            case .lineTo(let p):
                if polygon.isEmpty { polygon = [current] }
                polygon.append(p)
                current = p
            case .quadCurveTo(let p, let c):
                if polygon.isEmpty { polygon = [current] }
                let cubic = Self.cubic(fromQuadratic: current, c, p)
                polygon += Self.samples(current, cubic.0, cubic.1, p, count: segmentsPerCurve)
                current = p
            case .curveTo(let p, let c1, let c2):
                if polygon.isEmpty { polygon = [current] }
                polygon += Self.samples(current, c1, c2, p, count: segmentsPerCurve)
                current = p
            case .closeSubpath:
                finish()
                current = start
            }
        }
        finish()
        return polygons
    }

    // MARK: Helpers

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// > 0 when `p` is left of the directed line a → b (with y up), < 0 when right.
    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The control points of the cubic that traces the same curve as a quadratic.
    static func cubic(fromQuadratic p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
         CGPoint(x: p1.x + 2 / 3 * (c.x - p1.x), y: p1.y + 2 / 3 * (c.y - p1.y)))
    }

    static func point(onCubic p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return CGPoint(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
                       y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
    }

    private static func samples(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, count: Int) -> [CGPoint] {
        (1...count).map { point(onCubic: p0, c1, c2, p1, at: CGFloat($0) / CGFloat(count)) }
    }

    /// The end points and every interior point where the curve turns in x or in y.
    private static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGPoint] {
        var ts: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // The derivative divided by 3: qa·t² + qb·t + qc.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 {
                if abs(qb) > 1e-12 { ts.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    ts += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
                }
            }
        }
        return [p0, p1] + ts.filter { $0 > 0 && $0 < 1 }.map { point(onCubic: p0, c1, c2, p1, at: $0) }
    }
}
