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
    /// Birth-rate changes made while the layer was on a stage, oldest first (``EmitterRateChange``).
    package var rateChanges: [EmitterRateChange] = []

    package init(cells: [CAEmitterCell]) {
        self.cells = cells
    }
}

/// A change of a birth rate at a moment of the emitter layer's local time: of the layer's own `birthRate`
/// (`cell` nil) or of a cell's (`cell`: the names down to it, "fire.smoke", as in the key path
/// `emitterCells.fire.emitterCells.smoke.birthRate`). Particles born before it keep their lives, so setting a
/// birth rate to 0 stops new particles while the live ones finish, as on iOS.
package struct EmitterRateChange: Equatable, Sendable {
    package var time: Double
    package var cell: String?
    package var oldValue: Double
    package var newValue: Double

    package init(time: Double, cell: String?, oldValue: Double, newValue: Double) {
        (self.time, self.cell, self.oldValue, self.newValue) = (time, cell, oldValue, newValue)
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
///
/// Birth rates that change over time (``EmitterRateChange``) make the emission piecewise steady: particle *k* is
/// born when the number emitted so far, the integral of the rate over the cell's time, reaches *k*. A cell's
/// `CAMediaTiming` places its emission in the emitter's time as an animation's is placed in its layer's: cell
/// time = (emitter time − `beginTime`) × `speed` + `timeOffset`, emitting while 0 ≤ cell time ≤ its active
/// duration — forever when `duration` is 0, else `duration` × max(`repeatCount`, 1) (× 2 when it
/// `autoreverses`), or `repeatDuration` when set. `speed` scales how fast the cell emits, not how its particles
/// move.
package enum EmitterSimulation {
    /// At most this many particles are computed for one instant.
    package static let particleLimit = 20_000

    /// The particles alive at `time` (the emitter layer's local time; emission starts at 0).
    package static func particles(_ config: EmitterConfiguration, at time: Double) -> [EmitterParticle] {
        var out: [EmitterParticle] = []
        let shapeSource: Source = { _, key in emissionPoint(config, key: key) }
        emit(config.cells, path: SplitMix64.golden, namePath: "", window: (0, .infinity), source: shapeSource,
             at: time, config: config, into: &out)
        return out
    }

    /// Where a particle starts, given its birth time and its random key.
    typealias Source = (_ birth: Double, _ key: UInt64) -> (CGPoint, Double)

    private static func emit(_ cells: [CAEmitterCell], path: UInt64, namePath: String?,
                             window: (start: Double, end: Double), source: Source, at t: Double,
                             config: EmitterConfiguration, into out: inout [EmitterParticle]) {
        for (index, cell) in cells.enumerated() where cell.isEnabled {
            let cellPath = mix(path, UInt64(index) &+ 1)
            let speed = Double(cell.speed)
            guard speed > 0, speed.isFinite else { continue }
            let reach = reachOf(cell, config)
            let name: String? = cell.name.flatMap { own in namePath.map { $0.isEmpty ? own : "\($0).\(own)" } }
            // Emission (cell) time at emitter time T: (T − start) × speed + timeOffset.
            let start = window.start + Double(cell.beginTime)
            func cellTime(_ emitterTime: Double) -> Double { (emitterTime - start) * speed + cell.timeOffset }
            let limit = min(cellTime(min(t, window.end)), activeDuration(cell))
            guard limit >= 0 else { continue }
            let segments = rateSegments(cell, name: name, config: config, cellTime: cellTime)
            for (k, birthCellTime) in births(segments, from: max(0, cellTime(t - reach)), through: limit) {
                // Emission time k, in emitter time.
                let birth = start + (birthCellTime - cell.timeOffset) / speed
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
                    emit(subcells, path: key, namePath: name, window: (birth, birth + life), source: parentSource,
                         at: t, config: config, into: &out)
                    if out.count >= particleLimit { return }
                }
            }
        }
    }

    /// How long a cell emits, in its own time (see the type's discussion).
    static func activeDuration(_ cell: CAEmitterCell) -> Double {
        if cell.repeatDuration > 0 { return cell.repeatDuration }
        guard cell.duration > 0 else { return .infinity }
        return cell.duration * max(Double(cell.repeatCount), 1) * (cell.autoreverses ? 2 : 1)
    }

    /// A steady stretch of a cell's emission: from `start` (cell time) on, `rate` particles a cell second, with
    /// `count` particles emitted before it.
    struct RateSegment {
        var start: Double
        var rate: Double
        var count: Double
    }

    /// The cell's emission as steady stretches in its own time, from the layer's and the cell's rate changes.
    static func rateSegments(_ cell: CAEmitterCell, name: String?, config: EmitterConfiguration,
                             cellTime: (Double) -> Double) -> [RateSegment] {
        // In time order (changes at one instant in the order they were made).
        let chronological = config.rateChanges.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let layerChanges = chronological.filter { $0.cell == nil }
        let cellChanges = name.map { n in chronological.filter { $0.cell == n } } ?? []
        var layerRate = layerChanges.first?.oldValue ?? config.birthRate
        var cellRate = cellChanges.first?.oldValue ?? Double(cell.birthRate)
        var segments = [RateSegment(start: 0, rate: max(0, layerRate * cellRate), count: 0)]
        let changes = chronological.filter { $0.cell == nil || $0.cell == name }
        for change in changes {
            if change.cell == nil { layerRate = change.newValue } else { cellRate = change.newValue }
            let at = cellTime(change.time)
            let last = segments[segments.count - 1]
            let rate = max(0, layerRate * cellRate)
            if at <= last.start {
                // Before the emission starts (or at the same instant as the last change): it sets the rate.
                segments[segments.count - 1].rate = rate
            } else {
                segments.append(RateSegment(start: at, rate: rate, count: last.count + last.rate * (at - last.start)))
            }
        }
        return segments.filter { $0.rate.isFinite }
    }

    /// The particles born in cell time `[from, through]`: their numbers and birth times (cell time). Particle k
    /// is born when the count emitted reaches k.
    static func births(_ segments: [RateSegment], from: Double, through: Double,
                       limit: Int = particleLimit) -> [(Int, Double)] {
        var out: [(Int, Double)] = []
        for (i, segment) in segments.enumerated() where segment.rate > 0 {
            let next = i + 1 < segments.count ? segments[i + 1] : nil
            let end = next?.start ?? .infinity
            let lo = max(from, segment.start), hi = min(through, end)
            guard lo <= hi else { continue }
            // The segment owns the particles numbered from ⌈count⌉ to below the next segment's count: decided by
            // the counts, not by comparing times, so rounding never gives a particle to two segments or to none.
            let first = max(Int(segment.count.rounded(.up)),
                            Int((segment.count + (lo - segment.start) * segment.rate - 1e-9).rounded(.up)))
            var last = Int((segment.count + (hi - segment.start) * segment.rate + 1e-9).rounded(.down))
            if let next { last = min(last, Int(next.count.rounded(.up)) - 1) }
            guard first <= last else { continue }
            for k in first...last {
                let at = segment.start + (Double(k) - segment.count) / segment.rate
                if at >= lo - 1e-9, at <= hi + 1e-9 { out.append((k, at)) }
                if out.count >= limit { return out }
            }
        }
        return out
    }

    /// Whether the emitter shows particles at local time `t`, or is emitting particles that will: the stage
    /// counts such an emitter busy. One waiting for its begin time is not (a parked emitter is an idiom).
    package static func isActive(_ config: EmitterConfiguration, at t: Double) -> Bool {
        isActive(config.cells, namePath: "", windowStart: 0, at: t, config: config)
    }

    private static func isActive(_ cells: [CAEmitterCell], namePath: String, windowStart: Double, at t: Double,
                                 config: EmitterConfiguration) -> Bool {
        for cell in cells where cell.isEnabled {
            let speed = Double(cell.speed)
            guard speed > 0, speed.isFinite else { continue }
            let reach = reachOf(cell, config)
            guard reach > 0 else { continue }
            let name: String? = cell.name.map { namePath.isEmpty ? $0 : "\(namePath).\($0)" }
            let start = windowStart + Double(cell.beginTime)
            func cellTime(_ emitterTime: Double) -> Double { (emitterTime - start) * speed + cell.timeOffset }
            let active = activeDuration(cell)
            let segments = rateSegments(cell, name: name, config: config, cellTime: cellTime)
            // Emitting now, or a particle born within its reach before now.
            let lo = max(0, cellTime(t - reach)), hi = min(cellTime(t), active)
            if lo <= hi, segments.contains(where: { s in s.rate > 0 }) {
                if hi >= 0, !births(segments, from: lo, through: hi, limit: 1).isEmpty { return true }
                // Between two births of a slow emitter that goes on.
                if cellTime(t) >= 0, cellTime(t) < active, (segments.last?.rate ?? 0) > 0 { return true }
            }
        }
        return false
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
            // A cuboid is `emitterSize` × `emitterDepth` about (position, zPosition): its volume spreads particles
            // over the depth; its other modes use its front face (z = zPosition).
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
        case .sphere:
            // A ball of diameter `emitterSize.width` about (position, zPosition): its surface in the outline and
            // surface modes, its volume otherwise (uniform in both).
            let z = 2 * unit(c.seed, key, 12) - 1, angle = 2 * Double.pi * u
            let radius = w / 2 * (outline || c.mode == .surface ? 1 : cbrt(v))
            let ring = (1 - z * z).squareRoot()
            return (CGPoint(x: Double(p.x) + radius * ring * cos(angle), y: Double(p.y) + radius * ring * sin(angle)),
                    c.zPosition + radius * z)
        case .circle:
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
        SplitMix64.finalize(a &+ SplitMix64.golden &* (b &+ 1))
    }
}
