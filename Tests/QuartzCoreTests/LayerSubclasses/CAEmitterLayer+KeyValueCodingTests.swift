import Testing
@testable import QuartzCore

/// Cells through the emitter layer's key paths (`emitterCells.<name>.birthRate`), birth-rate changes kept in
/// time (the live particles finish their lives) and animations of cell key paths: counts and values against
/// closed forms.
@Suite struct CAEmitterLayerKeyValueCodingTests {
    private func cell(_ name: String? = nil, rate: Float, life: Float) -> CAEmitterCell {
        EmitterTestSupport.cell(name, rate: rate, life: life)
    }

    /// An emitter in a host's root (on the host's clock, so changes have a time).
    private func hosted(_ cells: [CAEmitterCell]) -> (LayerTestHost, CAEmitterLayer) {
        let host = LayerTestHost()
        let emitter = CAEmitterLayer()
        emitter.emitterCells = cells
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.root.addSublayer(emitter)
        CATransaction.commit()
        return (host, emitter)
    }

    @Test func keyPathsReachNamedCells() {
        let smoke = cell("smoke", rate: 3, life: 1)
        let fire = cell("fire", rate: 10, life: 1)
        fire.emitterCells = [smoke]
        let emitter = CAEmitterLayer()
        emitter.emitterCells = [fire]
        emitter.setValue(0, forKeyPath: "emitterCells.fire.birthRate")
        #expect(fire.birthRate == 0)
        #expect(emitter.value(forKeyPath: "emitterCells.fire.birthRate") as? Float == 0)
        emitter.setValue(CGFloat(42), forKeyPath: "emitterCells.fire.emitterCells.smoke.velocity")
        #expect(smoke.velocity == 42)
        #expect(emitter.value(forKeyPath: "emitterCells.fire.emitterCells.smoke.velocity") as? CGFloat == 42)
        emitter.setValue(false, forKeyPath: "emitterCells.fire.enabled")
        #expect(!fire.isEnabled)
        #expect(emitter.cell(forKeyPath: "emitterCells.nothing.birthRate") == nil)
        #expect(emitter.cell(forKeyPath: "emitterCells.fire") == nil, "no key after the name")
        // A cell edited directly afterwards shows its edit (the key path's value is not re-applied over it).
        smoke.velocity = 7
        #expect(emitter.configuration(emitter.modelValues).cells[0].emitterCells?[0].velocity == 7)
    }

    /// Stopping confetti: at T = 1.05 s (rate 10, life 2) particles 0…10 have been born (at 0, 0.1, …, 1.0); set
    /// to 0 through the key path, they live on — 11 at 1.5 s, those born at 0.5 s or later (6) at 2.45 s, none
    /// after 3.0 s — and no new one is born. Started again at T₂ = 4 s, the count goes on from 10.5 (half a
    /// particle's worth emitted before the stop): particle 11 is born at T₂ + 0.05 s, then one every 0.1 s.
    @Test func stoppingThroughTheKeyPathLetsLiveParticlesFinish() {
        let (host, emitter) = hosted([cell("confetti", rate: 10, life: 2)])
        host.pump(frames: 63)
        let stop = emitter.currentLocalTime
        #expect(abs(stop - 1.05) < 1e-9)
        emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")
        #expect(emitter.rateChanges == [EmitterRateChange(time: stop, cell: "confetti", oldValue: 10, newValue: 0)])
        #expect(emitter.particles(at: 1.5).count == 11)
        #expect(emitter.particles(at: 2.45).count == 6)
        #expect(emitter.particles(at: 2.45).map(\.birth).min().map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(emitter.particles(at: 3.01).isEmpty)
        host.pump(4 - host.now)
        let restart = emitter.currentLocalTime
        emitter.setValue(10, forKeyPath: "emitterCells.confetti.birthRate")
        let restarted = emitter.particles(at: 4.3)
        #expect(restarted.count == 3)
        #expect(restarted.map(\.birth).sorted().enumerated().allSatisfy {
            abs($1 - (restart + 0.05 + 0.1 * Double($0))) < 1e-9
        })
    }

    /// The layer's own birthRate set on a stage is kept in time the same way (without actions: a standalone
    /// layer's `birthRate` is animatable, so a plain change ramps over 0.25 s — see the next test); off a stage it
    /// applies to all time.
    @Test func layerBirthRateChangesAreKeptInTime() {
        let (host, emitter) = hosted([cell(rate: 10, life: 2)])
        host.pump(frames: 63)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emitter.birthRate = 0
        #expect(emitter.particles(at: 1.5).count == 11)
        emitter.setValue(2, forKeyPath: "birthRate")
        CATransaction.commit()
        #expect(emitter.birthRate == 2)
        // 20 a second from 1.05 s, the count going on from 10.5: particles 11…19 born at 1.075, 1.125, …, 1.475.
        #expect(emitter.particles(at: 1.5).count == 11 + 9)
        // With actions, the change 2 → 0 ramps over 0.25 s (the implicit animation): from 20.5 (the count at
        // 1.55 s) the ramp adds 20 × 0.25 × (about a half) particles' worth, so particles 21, 22 (and 23 at its
        // very end, for an exactly linear ramp) are born during it, none after.
        host.pump(frames: 30)
        let stop = emitter.currentLocalTime
        emitter.birthRate = 0
        #expect(emitter.animation(forKey: "birthRate") != nil, "an implicit animation")
        let late = emitter.particles(at: stop + 1).filter { $0.birth > stop - 1e-9 }
        #expect(late.count == 2 || late.count == 3, "born during the ramp: \(late.map(\.birth))")
        #expect(late.allSatisfy { $0.birth <= stop + 0.25 + 1e-9 })
        let loose = CAEmitterLayer()
        loose.emitterCells = [cell(rate: 10, life: 2)]
        loose.birthRate = 0
        #expect(loose.rateChanges.isEmpty && loose.particles(at: 1.5).isEmpty)
    }

    /// A CABasicAnimation of a cell key path on the emitter layer shows in its presentation: velocity 0 → 100
    /// over 1 s, linear, grows 25 in a quarter second.
    @Test func cellKeyPathAnimates() {
        let c = cell("confetti", rate: 10, life: 2)
        let (host, emitter) = hosted([c])
        let animation = CABasicAnimation(keyPath: "emitterCells.confetti.velocity")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        emitter.add(animation, forKey: "v")
        host.pump(0.25)
        func velocity(at t: Double) -> CGFloat {
            emitter.configuration(emitter.presentationProperties(atLocalTime: t)).cells[0].velocity
        }
        let now = emitter.currentLocalTime
        let (v1, v2) = (velocity(at: now), velocity(at: now + 0.25))
        #expect(v1 > 0 && v1 < 75)
        #expect(abs(v2 - v1 - 25) < 1e-6, "linear, 100 a second: \(v1) → \(v2)")
        #expect(c.velocity == 0, "the model cell is untouched")
    }
}

/// Birth-rate animations (the layer's `birthRate`, a cell's through its key path) are kept in time: sampled every
/// 1/120 s, the particles born while the rate ramps down live on after it reaches 0 and the animation is gone.
@Suite struct CAEmitterLayerRateAnimationTests {
    /// Rate 100 for a cell, life 10; a linear animation of the cell's birth rate 100 → 0 over 1 s from the
    /// start. Emitted over that second: ∫₀¹ 100·(1 − s) ds = 50 particles (within a step's worth for the
    /// 1/120 s sampling); at 3 s, long after the animation was removed, they are still alive, and the rate is
    /// back to the model's 100 from 1 s on: 200 more by 3 s.
    @Test func rampDownKeepsItsParticles() {
        for keyPath in ["emitterCells.confetti.birthRate", "birthRate"] {
            let host = LayerTestHost()
            let cell = EmitterTestSupport.cell("confetti", rate: 100, life: 10)
            let emitter = CAEmitterLayer()
            emitter.emitterCells = [cell]
            host.root.addSublayer(emitter)
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = keyPath == "birthRate" ? 1 : 100
            animation.toValue = 0
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            emitter.add(animation, forKey: "ramp")
            let begin = emitter.rateAnimations.first!.animation.beginTime
            host.pump(frames: 180)
            #expect(emitter.animation(forKey: "ramp") == nil, "removed on completion")
            let t = begin + 3
            let alive = emitter.particles(at: t)
            let duringRamp = alive.filter { $0.birth < begin + 1 }.count
            #expect(abs(duringRamp - 50) <= 1, "\(keyPath): \(duringRamp) born during the ramp")
            let after = alive.filter { $0.birth >= begin + 1 }.count
            #expect(abs(after - 200) <= 1, "\(keyPath): \(after) born after it")
        }
    }
}
