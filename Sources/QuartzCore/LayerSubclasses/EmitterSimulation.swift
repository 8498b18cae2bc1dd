import CoreGraphics

/// One live particle of a ``CAEmitterLayer`` at an instant, in the emitter layer's space.
package struct EmitterParticle {
    /// The cell it was emitted from (the renderer's frozen copy).
    package let cell: CAEmitterCell
    package var position: CGPoint
    package var z: Double
    /// When it was born, in the emitter layer's local time, and how old it is now (seconds).
    package var birth: Double
    package var age: Double
    package var scale: Double
    /// How far it has turned, in radians.
    package var angle: Double
    /// Its colour, clamped to 0…1: multiplies the cell's contents.
    package var color: RGBA
}

/// The emitter layer's values a simulation reads (its presentation values and its cells).
package struct EmitterConfiguration {
    package var cells: [CAEmitterCell]
    package var position: CGPoint = .zero
    package var zPosition: Double = 0
    package var size: CGSize = .zero
    package var depth: Double = 0
    package var shape: CAEmitterLayerEmitterShape = .point
    package var mode: CAEmitterLayerEmitterMode = .volume
    package var birthRate: Double = 1
    package var lifetime: Double = 1
    package var velocity: Double = 1
    package var scale: Double = 1
    package var spin: Double = 1
    package var seed: UInt32 = 0

    package init(cells: [CAEmitterCell]) {
        self.cells = cells
    }
}

/// The particle system as a pure function of time: every particle that was ever emitted has a fixed birth time
/// and fixed random draws (from the layer's `seed`, the cell and the particle's number), so the particles alive
/// at any instant are computed directly — no state carried from frame to frame, no wall clock, no global random
/// generator — and any frame can be rendered alone, in any order, on any core.
///
/// Decisions (Core Animation does not document them): a cell emitting `r` particles a second emits particle *k*
/// at exactly *k*/`r` seconds of its emission time (so a steady emitter holds `birthRate × lifetime` particles);
/// each `…Range` draws uniformly from value ± range; `emissionRange` spreads the longitude uniformly over a fan
/// of that width in the xy-plane; the `points` mode emits as `surface`; a sub-cell's particles start where
/// their parent is when they are born, aimed by their own cell's angles, and outlive it.
package enum EmitterSimulation {
    /// At most this many particles are computed for one instant.
    package static let particleLimit = 20_000

    /// The particles alive at `time` (the emitter layer's local time; emission starts at 0).
    package static func particles(_ config: EmitterConfiguration, at time: Double) -> [EmitterParticle] {
        var out: [EmitterParticle] = []
        let shapeSource: Source = { _, key in emissionPoint(config, key: key) }
        emit(config.cells, path: 0x9E37_79B9_7F4A_7C15, window: (0, .infinity), source: shapeSource, at: time,
             config: config, into: &out)
        return out
    }

    /// Where a particle starts, given its birth time and its random key.
    typealias Source = (_ birth: Double, _ key: UInt64) -> (CGPoint, Double)

    private static func emit(_ cells: [CAEmitterCell], path: UInt64, window: (start: Double, end: Double),
                             source: Source, at t: Double, config: EmitterConfiguration,
                             into out: inout [EmitterParticle]) {
        for (index, cell) in cells.enumerated() where cell.isEnabled {
            let cellPath = mix(path, UInt64(index) &+ 1)
            let rate = Double(cell.birthRate) * config.birthRate
            let speed = Double(cell.speed)
            guard rate > 0, speed > 0, rate.isFinite else { continue }
            let reach = reachOf(cell, config)
            // Emission (cell) time at emitter time T: (T − start − beginTime) × speed + timeOffset.
            let start = window.start + cell.beginTime
            func cellTime(_ emitterTime: Double) -> Double { (emitterTime - start) * speed + cell.timeOffset }
            var limit = cellTime(min(t, window.end))
            if cell.duration > 0 { limit = min(limit, cell.duration) }
            guard limit >= 0 else { continue }
            let last = Int((limit * rate).rounded(.down))
            let first = max(0, Int((cellTime(t - reach) * rate).rounded(.down)))
            guard first <= last else { continue }
            for k in first...last {
                // Emission time k / rate, in emitter time.
                let birth = start + (Double(k) / rate - cell.timeOffset) / speed
                let age = t - birth
                guard age >= 0, birth < window.end else { continue }
                let key = mix(cellPath, UInt64(k))
                let life = max(0, Double(cell.lifetime) + Double(cell.lifetimeRange) * signed(config.seed, key, 0))
                    * config.lifetime
                let (origin, z0) = source(birth, key)
                let longitude = Double(cell.emissionLongitude)
                    + Double(cell.emissionRange) * (unit(config.seed, key, 1) - 0.5)
                let latitude = Double(cell.emissionLatitude)
                let speedNow = (Double(cell.velocity) + Double(cell.velocityRange) * signed(config.seed, key, 2))
                    * config.velocity
                let direction = (x: cos(latitude) * cos(longitude), y: cos(latitude) * sin(longitude),
                                 z: sin(latitude))
                let acceleration = (x: Double(cell.xAcceleration), y: Double(cell.yAcceleration),
                                    z: Double(cell.zAcceleration))
                func place(_ a: Double) -> (CGPoint, Double) {
                    (CGPoint(x: Double(origin.x) + direction.x * speedNow * a + 0.5 * acceleration.x * a * a,
                             y: Double(origin.y) + direction.y * speedNow * a + 0.5 * acceleration.y * a * a),
                     z0 + direction.z * speedNow * a + 0.5 * acceleration.z * a * a)
                }
                if age < life, cell.contents != nil {
                    let (position, z) = place(age)
                    let scale = max(0, (Double(cell.scale) + Double(cell.scaleRange) * signed(config.seed, key, 3)
                        + Double(cell.scaleSpeed) * age) * config.scale)
                    let spin = (Double(cell.spin) + Double(cell.spinRange) * signed(config.seed, key, 4)) * config.spin
                    out.append(EmitterParticle(cell: cell, position: position, z: z, birth: birth, age: age,
                                               scale: scale, angle: spin * age,
                                               color: color(cell, age: age, seed: config.seed, key: key)))
                    if out.count >= particleLimit { return }
                }
                if let subcells = cell.emitterCells, !subcells.isEmpty, age < reach {
                    let parentSource: Source = { subBirth, _ in place(subBirth - birth) }
                    emit(subcells, path: key, window: (birth, birth + life), source: parentSource, at: t,
                         config: config, into: &out)
                    if out.count >= particleLimit { return }
                }
            }
        }
    }

    /// The longest a particle of `cell` can live.
    private static func maxLifetime(_ cell: CAEmitterCell, _ config: EmitterConfiguration) -> Double {
        max(0, Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * config.lifetime
    }

    /// How long after its birth a particle of `cell` or one of its descendants can still be alive.
    private static func reachOf(_ cell: CAEmitterCell, _ config: EmitterConfiguration) -> Double {
        let own = maxLifetime(cell, config)
        let deepest = (cell.emitterCells ?? []).map { reachOf($0, config) }.max() ?? 0
        return own + deepest
    }

    private static func color(_ cell: CAEmitterCell, age: Double, seed: UInt32, key: UInt64) -> RGBA {
        let base = cell.color?.rgba ?? RGBA(r: 0, g: 0, b: 0, a: 0)
        func channel(_ v: Double, _ range: Float, _ speed: Float, _ slot: UInt64) -> Double {
            min(max(v + Double(range) * signed(seed, key, slot) + Double(speed) * age, 0), 1)
        }
        return RGBA(r: channel(base.r, cell.redRange, cell.redSpeed, 5),
                    g: channel(base.g, cell.greenRange, cell.greenSpeed, 6),
                    b: channel(base.b, cell.blueRange, cell.blueSpeed, 7),
                    a: channel(base.a, cell.alphaRange, cell.alphaSpeed, 8))
    }

    /// A point of the emitter's shape for a particle (its random draws in slots 10–12).
    static func emissionPoint(_ c: EmitterConfiguration, key: UInt64) -> (CGPoint, Double) {
        let u = unit(c.seed, key, 10), v = unit(c.seed, key, 11)
        let p = c.position, w = Double(c.size.width), h = Double(c.size.height)
        let outline = c.mode == .outline
        switch c.shape {
        case .line:
            return (CGPoint(x: Double(p.x) + w * (u - 0.5), y: Double(p.y)), c.zPosition)
        case .rectangle, .cuboid:
            let z = c.shape == .cuboid && c.mode == .volume ? c.zPosition + c.depth * (unit(c.seed, key, 12) - 0.5)
                : c.zPosition
            if outline, w + h > 0 {
                // A point along the perimeter, by arc length from the top-left corner clockwise.
                var d = u * 2 * (w + h)
                let x0 = Double(p.x) - w / 2, y0 = Double(p.y) - h / 2
                if d < w { return (CGPoint(x: x0 + d, y: y0), z) }
                d -= w
                if d < h { return (CGPoint(x: x0 + w, y: y0 + d), z) }
                d -= h
                if d < w { return (CGPoint(x: x0 + w - d, y: y0 + h), z) }
                return (CGPoint(x: x0, y: y0 + h - (d - w)), z)
            }
            return (CGPoint(x: Double(p.x) + w * (u - 0.5), y: Double(p.y) + h * (v - 0.5)), z)
        case .circle, .sphere:
            let radius = w / 2 * (outline ? 1 : v.squareRoot())
            let angle = 2 * Double.pi * u
            return (CGPoint(x: Double(p.x) + radius * cos(angle), y: Double(p.y) + radius * sin(angle)), c.zPosition)
        default:
            return (p, c.zPosition)
        }
    }

    // MARK: Random draws

    /// A uniform draw in [0, 1) for (seed, key, slot): a hash, so every draw is independent of the others and
    /// of the order they are made in.
    static func unit(_ seed: UInt32, _ key: UInt64, _ slot: UInt64) -> Double {
        let h = mix(mix(UInt64(seed) &+ 0x632B_E59B_D9B4_E019, key), slot)
        return Double(h >> 11) / Double(1 << 53)
    }

    /// A uniform draw in [−1, 1).
    static func signed(_ seed: UInt32, _ key: UInt64, _ slot: UInt64) -> Double { 2 * unit(seed, key, slot) - 1 }

    /// SplitMix64's finalizer over a combination of two words.
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ 0x9E37_79B9_7F4A_7C15 &* (b &+ 1)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
