import Foundation
import QuartzCore

/// A path of lines and curves with the stroke and fill settings to draw it into the current context.
///
/// Coordinates are UIKit's: y points down, and `clockwise` arcs turn clockwise *on screen* (the opposite of
/// Quartz's y-up sense, which is what ``cgPath`` stores). Rounded rectangles use circular corners
/// (`cornerCurve` `.circular`), not iOS 7's continuous "squircle" corners.
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var path = CGMutablePath()

    /// The stroke width in points. Default 1.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Tolerance for flattening curves; kept for API compatibility (cairo chooses its own).
    open var flatness: CGFloat = 0.6
    /// Whether filling and clipping use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        super.init()
    }

    /// A closed rectangle, starting at its top-left corner and running clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all four corners rounded by `cornerRadius`, clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by elliptical arcs of `cornerRadii`, each radius clamped to
    /// half the rectangle's side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2), ry = min(max(cornerRadii.height, 0), r.height / 2)
        guard rx > 0, ry > 0, !corners.isEmpty else {
            path.addRect(r)
            return
        }
        // Quarter ellipses as cubic Béziers (the standard 0.5523 handle length).
        let k: CGFloat = 0.552_284_749_8
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        if trx > 0 {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + try_),
                          control1: CGPoint(x: r.maxX - trx + trx * k, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + try_ - try_ * k))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        if brx > 0 {
            path.addCurve(to: CGPoint(x: r.maxX - brx, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - bry + bry * k),
                          control2: CGPoint(x: r.maxX - brx + brx * k, y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        if blx > 0 {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bly),
                          control1: CGPoint(x: r.minX + blx - blx * k, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bly + bly * k))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        if tlx > 0 {
            path.addCurve(to: CGPoint(x: r.minX + tlx, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + tly - tly * k),
                          control2: CGPoint(x: r.minX + tlx - tlx * k, y: r.minY))
        }
        path.closeSubpath()
    }

    /// An open arc of a circle. Angles are in radians from the positive x axis, growing clockwise on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    // MARK: Building

    /// The path as Core Graphics stores it. Setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open func move(to point: CGPoint) { path.move(to: point) }

    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc, joined to the current point by a line if there is one.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // Quartz's `clockwise` is in y-up terms; on a y-down screen it is the other way round.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }

    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included.
    open var bounds: CGRect { path.boundingBox }

    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path by its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern for stroking: `count` lengths from `pattern`, starting `phase` points in.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    // MARK: Drawing into the current context

    /// Fills the path with the current fill colour of the current context (see ``UIColor/setFill()``).
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills with `blendMode` and `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and this path's line settings.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyStrokeSettings(to: context)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes with `blendMode` and `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyStrokeSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
    }

    open override func copy() -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }
}

extension UIColor {
    /// Makes this colour the fill and stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this colour the fill colour of the current context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this colour the stroke colour of the current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
