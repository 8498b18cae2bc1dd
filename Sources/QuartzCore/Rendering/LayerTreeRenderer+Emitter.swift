import CoreGraphics

// CAEmitterLayer: its particles, drawn in the layer's space above its background and border.
extension LayerTreeRenderer {
    /// Draws the particles alive at the layer's local time `time` (0 with model values): each cell's contents
    /// (the part its `contentsRect` picks, at its `contentsScale`) centred on the particle, scaled, turned by its
    /// spin and multiplied by its colour; `.additive` adds them (`plusLighter`).
    func drawParticles(of emitter: CAEmitterLayer, props: LayerProperties, time: Double?, ctx: CGContext) {
        let particles = emitter.particles(props, at: Self.emitterTime(props, time))
        guard !particles.isEmpty else { return }
        ctx.saveGState()
        if emitter.renderMode == .additive { ctx.setBlendMode(.plusLighter) }
        var tinted: [ParticleTintKey: CGImage] = [:]
        var parts: [ObjectIdentifier: CGImage] = [:]
        for particle in particles {
            let cell = particle.cell
            guard particle.scale > 0, particle.color.a > 0, let image = cell.contents.flatMap({ $0 as? CGImage }),
                  let part = parts[ObjectIdentifier(cell)] ?? Self.contentsPart(image, cell.contentsRect) else { continue }
            parts[ObjectIdentifier(cell)] = part
            let c = particle.color
            let key = ParticleTintKey(image: ObjectIdentifier(part), r: Self.byte(c.r), g: Self.byte(c.g),
                                      b: Self.byte(c.b), a: Self.byte(c.a))
            guard let shown = tinted[key] ?? Self.tint(part, key) else { continue }
            tinted[key] = shown
            let pointScale = cell.contentsScale > 0 ? cell.contentsScale : 1
            let width = CGFloat(part.width) / pointScale * CGFloat(particle.scale)
            let height = CGFloat(part.height) / pointScale * CGFloat(particle.scale)
            ctx.saveGState()
            ctx.translateBy(x: particle.position.x, y: particle.position.y)
            if particle.angle != 0 { ctx.rotate(by: CGFloat(particle.angle)) }
            // Images land with their first row at the rectangle's maxY; the layer is y-down, so flip.
            ctx.scaleBy(x: 1, y: -1)
            let magnifies = width * ctx.userSpaceScale > CGFloat(part.width)
            let filter = magnifies ? cell.magnificationFilter : cell.minificationFilter
            ctx.interpolationQuality = filter == .nearest ? .none : .default
            ctx.draw(shown, in: CGRect(x: -width / 2, y: -height / 2, width: width, height: height))
            ctx.restoreGState()
        }
        ctx.restoreGState()
    }

    /// What the particles alive at `time` cover, in the layer's space (for group and offscreen sizes).
    func particleExtent(of emitter: CAEmitterLayer, props: LayerProperties, time: Double?) -> CGRect {
        var r = CGRect.null
        for particle in emitter.particles(props, at: Self.emitterTime(props, time)) {
            guard let image = particle.cell.contents.flatMap({ $0 as? CGImage }) else { continue }
            let pointScale = particle.cell.contentsScale > 0 ? particle.cell.contentsScale : 1
            // A turned picture stays within the circle through its corners.
            let half = (CGFloat(image.width * image.width + image.height * image.height)).squareRoot() / 2
                / pointScale * CGFloat(particle.scale)
            r = r.union(CGRect(x: particle.position.x - half, y: particle.position.y - half, width: 2 * half,
                               height: 2 * half))
        }
        return r
    }

    /// The emitter's local time: the one a frozen copy kept (FrozenLayerTree), else the time being drawn (0 with
    /// model values).
    private static func emitterTime(_ props: LayerProperties, _ time: Double?) -> Double {
        if case .number(let kept) = props.custom["_flipbookEmitterTime"] { return kept }
        return time ?? 0
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }

    /// The part of `image` a unit `contentsRect` picks (whole pixels), or the image itself.
    private static func contentsPart(_ image: CGImage, _ unit: CGRect) -> CGImage? {
        let u = unit.standardized
        guard u != CGRect(x: 0, y: 0, width: 1, height: 1) else { return image }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let crop = CGRect(x: u.minX * w, y: u.minY * h, width: u.width * w, height: u.height * h).integral
            .intersection(CGRect(x: 0, y: 0, width: w, height: h))
        guard !crop.isNull, crop.width >= 1, crop.height >= 1 else { return nil }
        return image.cropping(to: crop)
    }

    /// `image` with every (premultiplied) channel multiplied by the colour, alpha included; the image itself for
    /// opaque white.
    private static func tint(_ image: CGImage, _ key: ParticleTintKey) -> CGImage? {
        if key.r == 255, key.g == 255, key.b == 255, key.a == 255 { return image }
        let a = UInt32(key.a)
        let factors = (r: UInt32(key.r) * a, g: UInt32(key.g) * a, b: UInt32(key.b) * a, a: a * 255)
        let pixels = image.pixels.map { p in
            RGBA8(r: UInt8(UInt32(p.r) * factors.r / 65025), g: UInt8(UInt32(p.g) * factors.g / 65025),
                  b: UInt8(UInt32(p.b) * factors.b / 65025), a: UInt8(UInt32(p.a) * factors.a / 65025))
        }
        return CGImage(width: image.width, height: image.height, pixels: pixels)
    }
}

/// A particle picture and the colour it is multiplied by, in 8 bits: tinted pictures are made once per frame.
struct ParticleTintKey: Hashable {
    let image: ObjectIdentifier
    let r: UInt8, g: UInt8, b: UInt8, a: UInt8
}
