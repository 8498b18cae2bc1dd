@_implementationOnly import CCairo

/// Building the context's current path. As in Quartz, points are mapped by the CTM when they are added, so
/// changing the CTM later does not move them; the path is not part of the graphics state, and painting it
/// (fill, stroke, clip) empties it.
extension CGContext {
    /// Empties the current path.
    public func beginPath() {
        cairo_new_path(cr)
    }

    public func move(to point: CGPoint) {
        cairo_move_to(cr, Double(point.x), Double(point.y))
    }

    public func addLine(to point: CGPoint) {
        cairo_line_to(cr, Double(point.x), Double(point.y))
    }

    /// Starts a subpath at the first point and draws straight lines through the rest.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPointOfPath
        let (control1, control2) = CGPath.cubic(fromQuadratic: start, control, end)
        addCurve(to: end, control1: control1, control2: control2)
    }

    /// A circular arc; see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        if !isPathEmpty { path.move(to: currentPointOfPath) }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        append(path, continuing: !isPathEmpty)
    }

    /// A rounded corner between the current point, `tangent1End` and `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let path = CGMutablePath()
        if !isPathEmpty { path.move(to: currentPointOfPath) }
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        append(path, continuing: !isPathEmpty)
    }

    public func addRect(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect)
        addPath(path)
    }

    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        addPath(path)
    }

    /// Appends `path`, mapped by the current CTM.
    public func addPath(_ path: CGPath) {
        append(path, continuing: false)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        cairo_close_path(cr)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        cairo_has_current_point(cr) == 0
    }

    /// The current point in user space, or `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        guard !isPathEmpty else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounds of the current path in user space (curves by their extremes); `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !isPathEmpty else { return nil }
        let copy = CairoPath(copying: cr)
        var elements: [PathElement] = []
        let path = copy.pointer.pointee
        var index = 0
        while index < Int(path.num_data) {
            let header = path.data[index].header
            func point(_ offset: Int) -> CGPoint {
                let p = path.data[index + offset].point
                return CGPoint(x: p.x, y: p.y)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.moveTo(point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.lineTo(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curveTo(point(3), control1: point(1), control2: point(2)))
            default: elements.append(.closeSubpath)
            }
            index += Int(header.length)
        }
        return CGPath(elements: elements)
    }

    /// Replays `path` into cairo. When `continuing`, a leading move is dropped, so an arc built from the
    /// current point joins the existing subpath instead of starting a new one.
    private func append(_ path: CGPath, continuing: Bool) {
        var current = currentPointOfPath
        var start = current
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .moveTo(let p):
                if !(continuing && index == 0) { move(to: p) }
                current = p
                start = p
            case .lineTo(let p):
                addLine(to: p)
                current = p
            case .quadCurveTo(let p, let c):
                let (c1, c2) = CGPath.cubic(fromQuadratic: current, c, p)
                addCurve(to: p, control1: c1, control2: c2)
                current = p
            case .curveTo(let p, let c1, let c2):
                addCurve(to: p, control1: c1, control2: c2)
                current = p
            case .closeSubpath:
                closePath()
                current = start
            }
        }
    }
}
