import CoreGraphics

/// A layer that draws a path: filled, stroked, or both.
///
/// `path`, the colours, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart` and `strokeEnd` are
/// animatable (implicitly too, when the layer is in a tree a stage drives). Animating `strokeEnd` from 0 to 1
/// draws the outline progressively, the classic "drawing" animation. A path animates by switching at the
/// halfway point rather than morphing.
open class CAShapeLayer: CALayer {
    static let animatableKeys: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
    ]
    private static let registration: Void = { CALayer.customAnimatableKeys.withLock { $0.formUnion(animatableKeys) } }()

    public override init() {
        _ = Self.registration
        super.init()
        modelValues.custom["fillColor"] = .color(RGBA(r: 0, g: 0, b: 0, a: 1))
        modelValues.custom["strokeColor"] = .color(nil)
        modelValues.custom["lineWidth"] = .number(1)
        modelValues.custom["miterLimit"] = .number(10)
        modelValues.custom["lineDashPhase"] = .number(0)
        modelValues.custom["strokeStart"] = .number(0)
        modelValues.custom["strokeEnd"] = .number(1)
        modelValues.custom["path"] = .object(nil)
    }

    /// Copies the model values (through `CALayer`) and the non-animatable shape state.
    public override init(layer: Any) {
        _ = Self.registration
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer {
            fillRule = other.fillRule
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPattern = other.lineDashPattern
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The outline to draw, in the layer's coordinates.
    open var path: CGPath? {
        get { modelValues.custom["path"].flatMap { if case .object(let p) = $0 { p as? CGPath } else { nil } } }
        set { change("path") { $0.custom["path"] = .object(newValue) } }
    }
    /// Opaque black by default; nil for no fill.
    open var fillColor: CGColor? {
        get { Self.color(modelValues.custom["fillColor"]) }
        set { change("fillColor") { $0.custom["fillColor"] = .color(newValue?.rgba) } }
    }
    /// nil (no stroke) by default.
    open var strokeColor: CGColor? {
        get { Self.color(modelValues.custom["strokeColor"]) }
        set { change("strokeColor") { $0.custom["strokeColor"] = .color(newValue?.rgba) } }
    }
    open var lineWidth: CGFloat {
        get { Self.number(modelValues.custom["lineWidth"], 1) }
        set { change("lineWidth") { $0.custom["lineWidth"] = .number(Double(newValue)) } }
    }
    open var miterLimit: CGFloat {
        get { Self.number(modelValues.custom["miterLimit"], 10) }
        set { change("miterLimit") { $0.custom["miterLimit"] = .number(Double(newValue)) } }
    }
    open var lineDashPhase: CGFloat {
        get { Self.number(modelValues.custom["lineDashPhase"], 0) }
        set { change("lineDashPhase") { $0.custom["lineDashPhase"] = .number(Double(newValue)) } }
    }
    /// Where along the outline (0 to 1 of its length) the stroke starts.
    open var strokeStart: CGFloat {
        get { Self.number(modelValues.custom["strokeStart"], 0) }
        set { change("strokeStart") { $0.custom["strokeStart"] = .number(Double(newValue)) } }
    }
    /// Where along the outline (0 to 1 of its length) the stroke ends.
    open var strokeEnd: CGFloat {
        get { Self.number(modelValues.custom["strokeEnd"], 1) }
        set { change("strokeEnd") { $0.custom["strokeEnd"] = .number(Double(newValue)) } }
    }
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Alternating painted and unpainted lengths; nil or empty for a solid line.
    open var lineDashPattern: [NSNumber]?

    static func color(_ value: AnimationValue?) -> CGColor? {
        if case .color(let rgba?) = value { return CGColor(rgba: rgba) }
        return nil
    }

    static func number(_ value: AnimationValue?, _ fallback: CGFloat) -> CGFloat {
        if case .number(let v) = value { return CGFloat(v) }
        return fallback
    }
}

extension CAShapeLayer: LayerContentDrawing {
    package func drawContent(_ p: LayerProperties, in ctx: CGContext) {
        guard case .object(let object) = p.custom["path"], let path = object as? CGPath, !path.isEmpty else { return }
        if let fill = Self.color(p.custom["fillColor"]), fill.rgba.a > 0 {
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        let width = Self.number(p.custom["lineWidth"], 1)
        guard let stroke = Self.color(p.custom["strokeColor"]), stroke.rgba.a > 0, width > 0 else { return }
        let start = min(max(Self.number(p.custom["strokeStart"], 0), 0), 1)
        let end = min(max(Self.number(p.custom["strokeEnd"], 1), 0), 1)
        guard end > start else { return }
        ctx.saveGState()
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(width)
        ctx.setMiterLimit(Self.number(p.custom["miterLimit"], 10))
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        if let dashes = lineDashPattern, !dashes.isEmpty {
            ctx.setLineDash(phase: Self.number(p.custom["lineDashPhase"], 0), lengths: dashes.map { CGFloat($0.doubleValue) })
        }
        ctx.addPath(start == 0 && end == 1 ? path : PathTrimming.trim(path, from: start, to: end))
        ctx.strokePath()
        ctx.restoreGState()
    }

    package func contentExtent(_ p: LayerProperties) -> CGRect {
        guard case .object(let object) = p.custom["path"], let path = object as? CGPath, !path.isEmpty else { return .null }
        let width = Self.number(p.custom["lineWidth"], 1)
        let reach = width / 2 * max(Self.number(p.custom["miterLimit"], 10), 1) + 1
        return path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach)
    }
}

/// The part of a path between two fractions of its length (for `strokeStart`/`strokeEnd`), as open polylines:
/// curves are split into short straight pieces, and closed subpaths include their closing segment.
enum PathTrimming {
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let polylines = flatten(path)
        var lengths: [CGFloat] = []
        var total: CGFloat = 0
        for line in polylines {
            for i in 1..<max(line.count, 1) {
                let d = hypot(line[i].x - line[i - 1].x, line[i].y - line[i - 1].y)
                lengths.append(d)
                total += d
            }
        }
        let result = CGMutablePath()
        guard total > 0 else { return result }
        let from = start * total, to = end * total
        var walked: CGFloat = 0
        var index = 0
        for line in polylines {
            var drawing = false
            for i in 1..<max(line.count, 1) {
                let d = lengths[index]
                index += 1
                let a = walked, b = walked + d
                walked = b
                guard b > from, a < to, d > 0 else { drawing = false; continue }
                func point(at s: CGFloat) -> CGPoint {
                    let t = (s - a) / d
                    return CGPoint(x: line[i - 1].x + (line[i].x - line[i - 1].x) * t,
                                   y: line[i - 1].y + (line[i].y - line[i - 1].y) * t)
                }
                if !drawing {
                    result.move(to: a >= from ? line[i - 1] : point(at: from))
                    drawing = true
                }
                result.addLine(to: b <= to ? line[i] : point(at: to))
            }
        }
        return result
    }

    /// Subpaths as polylines; a closed subpath ends back at its start.
    static func flatten(_ path: CGPath, segmentsPerCurve n: Int = 24) -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var line: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func finish() {
            if line.count > 1 { lines.append(line) }
            line = []
        }
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                finish()
                line = [p]
                start = p
                current = p
            case .lineTo(let p):
                if line.isEmpty { line = [current] }
                line.append(p)
                current = p
            case .quadCurveTo(let p, let c):
                if line.isEmpty { line = [current] }
                let p0 = current
                for k in 1...n {
                    let t = CGFloat(k) / CGFloat(n), u = 1 - t
                    line.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                        y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curveTo(let p, let c1, let c2):
                if line.isEmpty { line = [current] }
                let p0 = current
                for k in 1...n {
                    let t = CGFloat(k) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                        y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath:
                if !line.isEmpty, line.last != start { line.append(start) }
                finish()
                current = start
            }
        }
        finish()
        return lines
    }
}
