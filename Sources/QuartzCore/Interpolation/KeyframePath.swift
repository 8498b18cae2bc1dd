import CoreGraphics

/// A `CAKeyframeAnimation.path` as keyframes: every element but a move is one keyframe segment (a close is a
/// line back to the subpath's start), each flattened into short pieces so positions and tangents can be read at
/// any arc length. Pure data; ``sample(at:mode:keyTimes:timing:)`` is the time → (point, tangent) map.
package struct KeyframePath: Sendable {
    /// One keyframe segment: its flattened points (start included) and the cumulative length at each.
    struct Segment: Sendable {
        var points: [CGPoint]
        var lengths: [Double]
        var length: Double { lengths.last ?? 0 }
    }

    let start: CGPoint
    let segments: [Segment]
    let totalLength: Double

    /// Pieces per curve element; at 32 the flattened length of a quarter circle is within 0.01 % of π/2·r.
    static let piecesPerCurve = 32

    package init(_ path: CGPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var first: CGPoint?
        func add(_ points: [CGPoint]) {
            var lengths = [0.0]
            for i in 1..<points.count {
                lengths.append(lengths[i - 1] + Double(hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)))
            }
            segments.append(Segment(points: points, lengths: lengths))
            current = points.last!
        }
        func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGPoint] {
            (0...Self.piecesPerCurve).map { i in
                let t = CGFloat(i) / CGFloat(Self.piecesPerCurve), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
            }
        }
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                current = p
                subpathStart = p
                if first == nil { first = p }
            case .lineTo(let p):
                add([current, p])
            case .quadCurveTo(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                add(cubic(current, c1, c2, p))
            case .curveTo(let p, let c1, let c2):
                add(cubic(current, c1, c2, p))
            case .closeSubpath:
                add([current, subpathStart])
            }
        }
        start = first ?? .zero
        self.segments = segments
        totalLength = segments.reduce(0) { $0 + $1.length }
    }

    /// The point and tangent angle (radians, atan2 of the direction of travel) at `fraction` (0…1 of the
    /// animation, after its timing function). Paced modes move at constant speed along the whole path (key
    /// times ignored); linear and cubic give each segment an equal share of the time, or the span between its
    /// key times, and move at constant speed within it (`timing` eases the segment's local time); discrete
    /// holds each keyframe point until the next key time.
    package func sample(at fraction: Double, mode: CAAnimationCalculationMode, keyTimes: [Double]?,
                        timing: ((Int, Double) -> Double)?) -> (point: CGPoint, angle: Double) {
        guard !segments.isEmpty else { return (start, 0) }
        let f = min(max(fraction, 0), 1)
        if mode == .paced || mode == .cubicPaced {
            var distance = f * totalLength
            for (i, segment) in segments.enumerated() {
                if distance <= segment.length || i == segments.count - 1 {
                    return locate(segment, atLength: min(distance, segment.length))
                }
                distance -= segment.length
            }
        }
        let count = segments.count
        let times = (keyTimes?.count == count + 1) ? keyTimes! : (0...count).map { Double($0) / Double(count) }
        var index = count - 1
        for i in 0..<count where f < times[i + 1] {
            index = i
            break
        }
        let segment = segments[index]
        if mode == .discrete {
            let holding = f >= times[count] ? count : index
            let point = holding == 0 ? start : segments[holding - 1].points.last!
            let direction = segments[min(holding, count - 1)]
            return (point, angle(of: direction, atPiece: 0))
        }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? (f - times[index]) / span : 1
        local = min(max(local, 0), 1)
        if let timing { local = timing(index, local) }
        return locate(segment, atLength: local * segment.length)
    }

    private func locate(_ segment: Segment, atLength length: Double) -> (point: CGPoint, angle: Double) {
        var piece = 0
        while piece < segment.points.count - 2, segment.lengths[piece + 1] < length { piece += 1 }
        let a = segment.points[piece], b = segment.points[piece + 1]
        let pieceLength = segment.lengths[piece + 1] - segment.lengths[piece]
        let t = pieceLength > 0 ? CGFloat((length - segment.lengths[piece]) / pieceLength) : 0
        return (CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), angle(of: segment, atPiece: piece))
    }

    private func angle(of segment: Segment, atPiece piece: Int) -> Double {
        let a = segment.points[piece], b = segment.points[min(piece + 1, segment.points.count - 1)]
        return Double(atan2(b.y - a.y, b.x - a.x))
    }
}
