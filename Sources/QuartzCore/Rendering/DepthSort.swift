import CoreGraphics

/// The drawing order of the flat layers of one 3D rendering context (a `CATransformLayer`'s sublayers, through
/// nested transform layers), back to front, as a binary space partition of their planes: Core Animation has no
/// depth buffer, so it sorts the layers by depth and cuts a layer that crosses another's plane into pieces drawn
/// on either side of it (WWDC 2011 session 421 *Core Animation Essentials*, "Layers in Perspective"; David Duncan
/// on cocoa-dev, July 2011: "Core Animation will cut a layer's rendered image properly to match expectations for
/// that geometry").
///
/// Depth is measured after the whole chain into the flattening plane, perspective and division by w included:
/// there the eye looks straight down −z from +∞ (the flattening parent drops z), so a point with a greater z/w
/// is nearer. A projective map keeps planes planar and lines straight, so every test below is exact in each
/// layer's own coordinates: a plane of the projected space pulls back into a layer as a line, along which its
/// pieces are cut. Layers that only touch (the faces of a cube meeting at an edge) are not cut; layers in one
/// plane, and any two that do not overlap on screen, keep their sublayer order (zPosition, then array order).
package enum DepthSort {
    /// One flat layer: its index in the caller's order, its map into the flattening plane (a full 4×4) and the
    /// rectangle of its own space that its drawing covers.
    package struct Item {
        package var index: Int
        package var map: CATransform3D
        package var rect: CGRect

        package init(index: Int, map: CATransform3D, rect: CGRect) {
            self.index = index
            self.map = map
            self.rect = rect
        }
    }

    /// A line of a layer's own space, `a·x + b·y + c = 0`, with the kept side where it is positive; `p` and `q`
    /// are two points on it.
    package struct Cut {
        package var a: Double, b: Double, c: Double
        package var p: CGPoint, q: CGPoint
    }

    /// A piece of a layer to draw: the whole layer (no cuts), or the part of it on the kept side of every cut.
    package struct Fragment {
        package var index: Int
        /// The piece's outline in the layer's own space (in front of the eye).
        package var polygon: [CGPoint]
        /// The cuts that made it; empty when the layer is drawn whole.
        package var cuts: [Cut]
    }

    /// The fragments to draw, back to front.
    package static func order(_ items: [Item]) -> [Fragment] {
        var flat: [Fragment] = []
        var planes: [Int: Plane] = [:]
        var unsorted: [Fragment] = []
        var scale = 1.0
        for item in items {
            let r = item.rect
            guard !r.isNull, !r.isInfinite else { continue }
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            // The part in front of the eye (w > 0): w is affine in the layer's coordinates.
            let m = item.map
            let inFront = clip(corners) { Double($0.x * m.m14 + $0.y * m.m24 + m.m44) - 1e-6 }
            guard inFront.count >= 3 else { continue }
            let fragment = Fragment(index: item.index, polygon: inFront, cuts: [])
            guard let plane = Plane(item.map, inFront) else {
                // No area (seen edge-on, or an empty rectangle): nothing to sort it against.
                unsorted.append(fragment)
                continue
            }
            planes[item.index] = plane
            for v in inFront {
                let h = m.transform((x: v.x, y: v.y, z: 0))
                scale = max(scale, abs(Double(h.x / h.w)), abs(Double(h.y / h.w)), abs(Double(h.z / h.w)))
            }
            flat.append(fragment)
        }
        let maps = Dictionary(items.map { ($0.index, $0.map) }, uniquingKeysWith: { a, _ in a })
        var sorted: [Fragment] = []
        let tree = Node.build(flat, planes: planes, maps: maps, tolerance: 1e-9 * scale)
        tree?.backToFront(into: &sorted)
        return unsorted + keepingSublayerOrder(sorted, maps: maps, tolerance: 1e-7 * scale)
    }

    /// The partition's order constrains only fragments that overlap on screen; every other pair keeps the
    /// sublayer order (so the faces of a closed shape, which only meet at edges, draw exactly as before, edge
    /// pixels included). A topological sort of the constraints, taking the earliest layer in sublayer order first.
    static func keepingSublayerOrder(_ sorted: [Fragment], maps: [Int: CATransform3D], tolerance: Double) -> [Fragment] {
        let n = sorted.count
        guard n > 1 else { return sorted }
        let shapes: [[(x: Double, y: Double)]] = sorted.map { f in
            let m = maps[f.index]!
            return f.polygon.map { v in
                let h = m.transform((x: v.x, y: v.y, z: 0))
                return (Double(h.x / h.w), Double(h.y / h.w))
            }
        }
        var after = Array(repeating: [Int](), count: n)
        var pending = Array(repeating: 0, count: n)
        for i in 0..<n {
            for j in (i + 1)..<n where overlap(shapes[i], shapes[j], tolerance: tolerance) {
                after[i].append(j)
                pending[j] += 1
            }
        }
        // Ready fragments, earliest in sublayer order (then partition order) first.
        var ready = (0..<n).filter { pending[$0] == 0 }
        var out: [Fragment] = []
        out.reserveCapacity(n)
        while !ready.isEmpty {
            let pick = ready.indices.min { (sorted[ready[$0]].index, ready[$0]) < (sorted[ready[$1]].index, ready[$1]) }!
            let next = ready.remove(at: pick)
            out.append(sorted[next])
            for j in after[next] {
                pending[j] -= 1
                if pending[j] == 0 { ready.append(j) }
            }
        }
        return out
    }

    /// Whether two convex polygons overlap by more than `tolerance` (separating axes): touching is not overlapping.
    static func overlap(_ a: [(x: Double, y: Double)], _ b: [(x: Double, y: Double)], tolerance: Double) -> Bool {
        guard a.count >= 3, b.count >= 3 else { return false }
        for polygon in [a, b] {
            for i in polygon.indices {
                let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                let (nx, ny) = (q.y - p.y, p.x - q.x)
                let length = (nx * nx + ny * ny).squareRoot()
                guard length > 0 else { continue }
                let project = { (v: (x: Double, y: Double)) in (v.x * nx + v.y * ny) / length }
                let pa = a.map(project), pb = b.map(project)
                if pa.max()! <= pb.min()! + tolerance || pb.max()! <= pa.min()! + tolerance { return false }
            }
        }
        return true
    }

    /// A plane of the projected space, `n·X + d = 0`, its normal towards the eye (n.z ≥ 0).
    struct Plane {
        var n: (x: Double, y: Double, z: Double)
        var d: Double

        init?(_ map: CATransform3D, _ polygon: [CGPoint]) {
            let points = polygon.map { v -> (x: Double, y: Double, z: Double) in
                let h = map.transform((x: v.x, y: v.y, z: 0))
                return (Double(h.x / h.w), Double(h.y / h.w), Double(h.z / h.w))
            }
            // The largest cross product over vertex pairs: robust for thin or clipped outlines.
            var best = (x: 0.0, y: 0.0, z: 0.0), bestLength = 0.0
            let o = points[0]
            for i in 1..<points.count {
                for j in (i + 1)..<max(points.count, i + 1) {
                    let u = (x: points[i].x - o.x, y: points[i].y - o.y, z: points[i].z - o.z)
                    let v = (x: points[j].x - o.x, y: points[j].y - o.y, z: points[j].z - o.z)
                    let c = (x: u.y * v.z - u.z * v.y, y: u.z * v.x - u.x * v.z, z: u.x * v.y - u.y * v.x)
                    let length = (c.x * c.x + c.y * c.y + c.z * c.z).squareRoot()
                    if length > bestLength { (best, bestLength) = (c, length) }
                }
            }
            guard bestLength > 1e-12, bestLength.isFinite else { return nil }
            var n = (x: best.x / bestLength, y: best.y / bestLength, z: best.z / bestLength)
            if n.z < 0 { n = (-n.x, -n.y, -n.z) }
            self.n = n
            d = -(n.x * o.x + n.y * o.y + n.z * o.z)
        }

        /// The plane pulled back into a layer's space through `map`: `g(x, y) = n·(X, Y, Z) + d·W`, affine in
        /// the layer's coordinates, with the sign of the signed distance wherever W > 0.
        func pulledBack(through m: CATransform3D) -> (a: Double, b: Double, c: Double) {
            func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> Double {
                n.x * Double(x) + n.y * Double(y) + n.z * Double(z) + d * Double(w)
            }
            return (row(m.m11, m.m12, m.m13, m.m14), row(m.m21, m.m22, m.m23, m.m24), row(m.m41, m.m42, m.m43, m.m44))
        }
    }

    /// One node of the partition: the fragments in its plane (in sublayer order) and the subtrees on either side.
    final class Node {
        var coplanar: [Fragment]
        var back: Node?
        var front: Node?

        init(coplanar: [Fragment]) {
            self.coplanar = coplanar
        }

        static func build(_ fragments: [Fragment], planes: [Int: Plane], maps: [Int: CATransform3D],
                          tolerance: Double) -> Node? {
            guard let first = fragments.first, let plane = planes[first.index] else { return nil }
            var coplanar = [first], backs: [Fragment] = [], fronts: [Fragment] = []
            for fragment in fragments.dropFirst() {
                guard let m = maps[fragment.index] else { continue }
                let g = plane.pulledBack(through: m)
                // Signed distances (g / W) at the vertices.
                let distances = fragment.polygon.map { v -> Double in
                    let w = Double(v.x * m.m14 + v.y * m.m24 + m.m44)
                    return (g.a * Double(v.x) + g.b * Double(v.y) + g.c) / w
                }
                let hasFront = distances.contains { $0 > tolerance }
                let hasBack = distances.contains { $0 < -tolerance }
                switch (hasFront, hasBack) {
                case (false, false): coplanar.append(fragment)
                case (true, false): fronts.append(fragment)
                case (false, true): backs.append(fragment)
                case (true, true):
                    for (sign, list) in [(1.0, 0), (-1.0, 1)] {
                        let piece = clip(fragment.polygon) { v in
                            sign * (g.a * Double(v.x) + g.b * Double(v.y) + g.c)
                        }
                        guard piece.count >= 3 else { continue }
                        var cut = Cut(a: sign * g.a, b: sign * g.b, c: sign * g.c, p: .zero, q: .zero)
                        let on = piece.filter { abs(cut.a * Double($0.x) + cut.b * Double($0.y) + cut.c)
                            <= 1e-9 * max(1, abs(cut.c), abs(cut.a * Double($0.x)), abs(cut.b * Double($0.y))) }
                        guard on.count >= 2 else { continue }
                        (cut.p, cut.q) = (on[0], on[on.count - 1])
                        let part = Fragment(index: fragment.index, polygon: piece, cuts: fragment.cuts + [cut])
                        if list == 0 { fronts.append(part) } else { backs.append(part) }
                    }
                }
            }
            let node = Node(coplanar: coplanar.sorted { $0.index < $1.index })
            node.back = build(backs, planes: planes, maps: maps, tolerance: tolerance)
            node.front = build(fronts, planes: planes, maps: maps, tolerance: tolerance)
            return node
        }

        /// Painter's order: what lies behind the plane, then the plane, then what lies in front (towards the eye).
        func backToFront(into out: inout [Fragment]) {
            back?.backToFront(into: &out)
            out.append(contentsOf: coplanar)
            front?.backToFront(into: &out)
        }
    }

    /// The part of a convex polygon where `f ≥ 0`, `f` affine along each edge (Sutherland–Hodgman, one plane).
    static func clip(_ polygon: [CGPoint], _ f: (CGPoint) -> Double) -> [CGPoint] {
        guard !polygon.isEmpty else { return [] }
        var out: [CGPoint] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let fa = f(a), fb = f(b)
            if fa >= 0 { out.append(a) }
            if (fa >= 0) != (fb >= 0) {
                let t = fa / (fa - fb)
                out.append(CGPoint(x: Double(a.x) + t * Double(b.x - a.x), y: Double(a.y) + t * Double(b.y - a.y)))
            }
        }
        return out
    }
}
