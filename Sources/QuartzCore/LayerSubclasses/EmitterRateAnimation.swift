import CoreGraphics

/// An animation of a birth rate on an emitter layer (its attached copy) and the rate it animates from when it
/// does not run: the model value when it was added.
package struct EmitterRateAnimation: @unchecked Sendable {
    package var keyPath: String
    package var animation: CAAnimation
    package var base: Double
}

extension CAEmitterLayer {
    /// What a key path animates, if a birth rate: `.some(nil)` for the layer's `birthRate`, `.some(names)` for a
    /// cell's (`emitterCells.fire.emitterCells.smoke.birthRate` → "fire.smoke").
    static func birthRateTarget(_ keyPath: String) -> String?? {
        if keyPath == "birthRate" { return .some(nil) }
        guard let (names, key) = parseCellKeyPath(keyPath), key == "birthRate" else { return nil }
        return .some(names.joined(separator: "."))
    }

    /// The birth-rate animations as steps every 1/120 s (each at its middle's value) of their active time up to local time `t` (and back to
    /// the value they leave when they end), so the emission they drove is an integral over time like a model
    /// change's: particles born while a rate ramps down keep their lives after it reaches 0. Sampled at fixed
    /// times from each animation's begin, so every frame sees the same steps.
    package func sampledRateChanges(upTo t: Double) -> [EmitterRateChange] {
        var out: [EmitterRateChange] = []
        let step = 1.0 / 120
        for kept in rateAnimations {
            guard case .some(let cell) = Self.birthRateTarget(kept.keyPath) else { continue }
            let spec = kept.animation.timingSpec
            guard spec.speed > 0 else { continue }
            let begin = spec.beginTime, end = begin + spec.activeDuration / spec.speed
            guard t >= begin, end.isFinite else { continue }
            let key = cell == nil ? "birthRate" : kept.keyPath
            func value(at s: Double) -> Double {
                var p = LayerProperties()
                p.custom[key] = .number(kept.base)
                kept.animation.apply(to: &p, atTime: s)
                if case .number(let v) = p.custom[key] { return v }
                return kept.base
            }
            var previous = kept.base
            var j = 0
            while true {
                let s = begin + Double(j) * step
                guard s <= min(t, end), j < 1_000_000 else { break }
                // The value at the middle of the step: exact for a linear ramp's integral.
                let v = value(at: min(s + step / 2, end))
                if v != previous { out.append(EmitterRateChange(time: s, cell: cell, oldValue: previous, newValue: v)) }
                previous = v
                j += 1
            }
            if t >= end {
                let after = value(at: end + step / 2)
                if after != previous {
                    out.append(EmitterRateChange(time: end, cell: cell, oldValue: previous, newValue: after))
                }
            }
        }
        return out
    }
}
