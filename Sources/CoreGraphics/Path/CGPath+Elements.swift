extension CGPath {
    /// Calls `block` with each element in order; the element and its points are valid only during that call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .moveTo: type = .moveToPoint
            case .lineTo: type = .addLineToPoint
            case .quadCurveTo: type = .addQuadCurveToPoint
            case .curveTo: type = .addCurveToPoint
            case .closeSubpath: type = .closeSubpath
            }
            for (index, point) in element.points.enumerated() { points[index] = point }
            var pathElement = CGPathElement(type: type, points: points)
            block(&pathElement)
        }
    }
}
