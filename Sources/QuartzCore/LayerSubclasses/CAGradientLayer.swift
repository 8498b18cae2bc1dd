import CoreGraphics

/// A layer that fills its bounds with a colour gradient.
///
/// Points are in the unit square of the bounds ((0, 0) top-left, (1, 1) bottom-right). `.axial` blends along
/// the line from `startPoint` to `endPoint`; `.radial` blends from `startPoint` out to the ellipse whose radii
/// are `endPoint − startPoint` (in unit coordinates, so it follows the layer's aspect ratio); `.conic` blends
/// round `startPoint`, clockwise on screen, starting towards `endPoint`. Colours blend unpremultiplied, as Quartz's
/// gradients do. `startPoint` and `endPoint` animate smoothly; `colors` and `locations` switch at the halfway
/// point of an animation.
open class CAGradientLayer: CALayer {
    static let animatableKeys: Set<String> = ["colors", "locations", "startPoint", "endPoint"]
    private static let registration: Void = { CALayer.customAnimatableKeys.withLock { $0.formUnion(animatableKeys) } }()

    public override init() {
        _ = Self.registration
        super.init()
        modelValues.custom["colors"] = .object(nil)
        modelValues.custom["locations"] = .object(nil)
        modelValues.custom["startPoint"] = .point(CGPoint(x: 0.5, y: 0))
        modelValues.custom["endPoint"] = .point(CGPoint(x: 0.5, y: 1))
    }

    /// Copies the model values (through `CALayer`) and the gradient's type.
    public override init(layer: Any) {
        _ = Self.registration
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { type = other.type }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The colours (`CGColor`s), first to last.
    open var colors: [Any]? {
        get { Self.colors(modelValues.custom["colors"]) }
        set { change("colors") { $0.custom["colors"] = .object(newValue?.compactMap { $0 as? CGColor }) } }
    }
    /// Where each colour sits, from 0 to 1 along the gradient; nil spreads them evenly.
    open var locations: [NSNumber]? {
        get { Self.locations(modelValues.custom["locations"]).map { $0.map { NSNumber(value: Double($0)) } } }
        set { change("locations") { $0.custom["locations"] = .object(newValue?.map { CGFloat($0.doubleValue) }) } }
    }
    open var startPoint: CGPoint {
        get { Self.point(modelValues.custom["startPoint"], CGPoint(x: 0.5, y: 0)) }
        set { change("startPoint") { $0.custom["startPoint"] = .point(newValue) } }
    }
    open var endPoint: CGPoint {
        get { Self.point(modelValues.custom["endPoint"], CGPoint(x: 0.5, y: 1)) }
        set { change("endPoint") { $0.custom["endPoint"] = .point(newValue) } }
    }
    open var type: CAGradientLayerType = .axial

    static func colors(_ value: AnimationValue?) -> [CGColor]? {
        guard case .object(let object) = value else { return nil }
        if let colors = object as? [CGColor] { return colors }
        return (object as? [Any])?.compactMap { $0 as? CGColor }
    }

    static func locations(_ value: AnimationValue?) -> [CGFloat]? {
        guard case .object(let object) = value else { return nil }
        if let numbers = object as? [CGFloat] { return numbers }
        return (object as? [NSNumber])?.map { CGFloat($0.doubleValue) }
    }

    static func point(_ value: AnimationValue?, _ fallback: CGPoint) -> CGPoint {
        if case .point(let p) = value { return p }
        return fallback
    }
}

extension CAGradientLayer: LayerContentDrawing {
    package func drawContent(_ p: LayerProperties, in ctx: CGContext) {
        guard let colors = Self.colors(p.custom["colors"]), !colors.isEmpty else { return }
        let b = p.bounds
        guard b.width > 0, b.height > 0 else { return }
        var places = Self.locations(p.custom["locations"])
        if places?.count != colors.count { places = nil }
        let start = Self.point(p.custom["startPoint"], CGPoint(x: 0.5, y: 0))
        let end = Self.point(p.custom["endPoint"], CGPoint(x: 0.5, y: 1))
        let gradient: CGGradient?
        if let places {
            gradient = places.withUnsafeBufferPointer {
                CGGradient(colorsSpace: nil, colors: colors, locations: $0.baseAddress)
            }
        } else {
            gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)
        }
        guard let gradient else { return }
        ctx.saveGState()
        ctx.clip(to: b)
        // The unit square of the bounds.
        ctx.translateBy(x: b.minX, y: b.minY)
        ctx.scaleBy(x: b.width, y: b.height)
        let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch type {
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            if rx > 0 {
                ctx.translateBy(x: start.x, y: start.y)
                ctx.scaleBy(x: rx, y: ry)
                ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                       options: extend)
            }
        case .conic:
            ctx.restoreGState()
            drawConic(gradient, start: start, end: end, bounds: b, ctx: ctx)
            return
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: extend)
        }
        ctx.restoreGState()
    }

    /// Conic gradients have no cairo pattern: the colour of every pixel is computed from its angle.
    private func drawConic(_ gradient: CGGradient, start: CGPoint, end: CGPoint, bounds b: CGRect, ctx: CGContext) {
        let scale = min(max(ctx.userSpaceScale, 0.25), 4)
        let w = min(Int((b.width * scale).rounded(.up)), 2048), h = min(Int((b.height * scale).rounded(.up)), 2048)
        guard w > 0, h > 0 else { return }
        let stops = gradient.stops
        let center = CGPoint(x: start.x * b.width, y: start.y * b.height)
        let zero = atan2(Double((end.y - start.y) * b.height), Double((end.x - start.x) * b.width))
        var pixels = [RGBA8](repeating: RGBA8(r: 0, g: 0, b: 0, a: 0), count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let px = (Double(x) + 0.5) * Double(b.width) / Double(w) - Double(center.x)
                let py = (Double(y) + 0.5) * Double(b.height) / Double(h) - Double(center.y)
                var turn = (atan2(py, px) - zero) / (2 * Double.pi)
                turn -= turn.rounded(.down)
                pixels[y * w + x] = Self.premultiplied(Self.color(in: stops, at: turn))
            }
        }
        guard let image = CGImage(width: w, height: h, pixels: pixels) else { return }
        ctx.saveGState()
        ctx.translateBy(x: 0, y: b.minY + b.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: b)
        ctx.restoreGState()
    }

    static func color(in stops: [(location: Double, color: RGBA)], at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            return RGBA(r: a.color.r + (b.color.r - a.color.r) * f, g: a.color.g + (b.color.g - a.color.g) * f,
                        b: a.color.b + (b.color.b - a.color.b) * f, a: a.color.a + (b.color.a - a.color.a) * f)
        }
        return last.color
    }

    static func premultiplied(_ c: RGBA) -> RGBA8 {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let a = min(max(c.a, 0), 1)
        return RGBA8(r: byte(c.r * a), g: byte(c.g * a), b: byte(c.b * a), a: byte(a))
    }
}
