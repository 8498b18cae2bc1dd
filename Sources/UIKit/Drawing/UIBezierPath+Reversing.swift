import QuartzCore

extension UIBezierPath {
    /// A new path with every subpath traced the other way: it starts where the subpath ended and runs through the
    /// same segments backwards (curves with their control points swapped), closed if the original was. A shape
    /// layer stroking it from `strokeStart` to `strokeEnd` therefore draws from the other end, which is what
    /// transition code reverses paths for.
    public func reversing() -> UIBezierPath {
        // A copy keeps the drawing settings (line width, caps, joins, dashes, fill rule); only the elements turn.
        let reversed = copy() as! UIBezierPath
        reversed.cgPath = CGPath(elements: Self.reversedElements(cgPath.elements))
        return reversed
    }

    /// `elements` with each subpath reversed, subpaths in their original order.
    package static func reversedElements(_ elements: [PathElement]) -> [PathElement] {
        var result: [PathElement] = []
        var start = CGPoint.zero
        var segments: [(from: CGPoint, element: PathElement)] = []
        var current = CGPoint.zero
        func flush(closed: Bool) {
            guard !segments.isEmpty else { return }
            result.append(.moveTo(current))
            for (from, element) in segments.reversed() {
                switch element {
                case .lineTo: result.append(.lineTo(from))
                case .quadCurveTo(_, let control): result.append(.quadCurveTo(from, control: control))
                case .curveTo(_, let c1, let c2): result.append(.curveTo(from, control1: c2, control2: c1))
                case .moveTo, .closeSubpath: break
                }
            }
            if closed { result.append(.closeSubpath) }
            segments = []
        }
        for element in elements {
            switch element {
            case .moveTo(let p):
                flush(closed: false)
                start = p
                current = p
            case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _):
                segments.append((current, element))
                current = p
            case .closeSubpath:
                if current != start {
                    segments.append((current, .lineTo(start)))
                    current = start
                }
                flush(closed: true)
            }
        }
        flush(closed: false)
        return result
    }
}
