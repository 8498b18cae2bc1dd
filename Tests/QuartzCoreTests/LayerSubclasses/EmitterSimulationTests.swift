import Testing
@testable import QuartzCore

/// The particle simulation's pure functions: cells' `CAMediaTiming`, the emitter's depth (cuboid, sphere) and the
/// busy test a stage uses, against closed forms.
@Suite struct EmitterSimulationTests {
    private func cell(_ name: String? = nil, rate: Float, life: Float) -> CAEmitterCell {
        EmitterTestSupport.cell(name, rate: rate, life: life)
    }

    /// Cells' CAMediaTiming: rate 10, life 100. beginTime 0.5 + duration 1.05: births at 0.5 … 1.5 (11);
    /// duration 0.56 × repeatCount 2: 1.12 s of emission (12); speed 2: 20 a second (t = 1.04: 21); timeOffset 0.5:
    /// 0.5 s already emitted at time 0 (t = 0.01: 6, the first 0.51 s old).
    @Test func cellMediaTiming() {
        func count(_ configure: (CAEmitterCell) -> Void, at t: Double) -> [EmitterParticle] {
            let c = cell(rate: 10, life: 100)
            configure(c)
            let emitter = CAEmitterLayer()
            emitter.emitterCells = [c]
            return emitter.particles(at: t)
        }
        let begun = count({ $0.beginTime = 0.5; $0.duration = 1.05 }, at: 5)
        #expect(begun.count == 11)
        #expect(begun.map(\.birth).min().map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(begun.map(\.birth).max().map { abs($0 - 1.5) < 1e-9 } == true)
        #expect(count({ $0.duration = 0.56; $0.repeatCount = 2 }, at: 5).count == 12)
        #expect(count({ $0.duration = 0.56; $0.repeatDuration = 0.32 }, at: 5).count == 4)
        #expect(count({ $0.duration = 0.56; $0.autoreverses = true }, at: 5).count == 12)
        #expect(count({ $0.speed = 2 }, at: 1.04).count == 21)
        let offset = count({ $0.timeOffset = 0.5 }, at: 0.01)
        #expect(offset.count == 6)
        #expect(offset.map(\.age).max().map { abs($0 - 0.51) < 1e-9 } == true)
    }

    /// Depth: a cuboid's volume spreads particles over emitterZPosition ± depth/2; a sphere's volume keeps them
    /// within its radius of (position, zPosition) and its surface on it.
    @Test func cuboidAndSphereUseDepth() {
        let c = cell(rate: 200, life: 1)
        let emitter = CAEmitterLayer()
        emitter.emitterCells = [c]
        emitter.emitterPosition = CGPoint(x: 50, y: 40)
        emitter.emitterZPosition = 10
        emitter.emitterSize = CGSize(width: 30, height: 20)
        emitter.emitterDepth = 16
        emitter.emitterShape = .cuboid
        let box = emitter.particles(at: 0.995)
        #expect(box.count == 200)
        #expect(box.allSatisfy { $0.z >= 2 && $0.z <= 18 })
        #expect((box.map(\.z).max()! - box.map(\.z).min()!) > 12)
        emitter.emitterShape = .sphere
        func radius(_ p: EmitterParticle) -> Double {
            let dx = Double(p.position.x) - 50, dy = Double(p.position.y) - 40, dz = p.z - 10
            return (dx * dx + dy * dy + dz * dz).squareRoot()
        }
        let ball = emitter.particles(at: 0.995)
        #expect(ball.allSatisfy { radius($0) <= 15 + 1e-9 })
        #expect(ball.contains { abs($0.z - 10) > 7 }, "spread in depth")
        emitter.emitterMode = .surface
        #expect(emitter.particles(at: 0.995).allSatisfy { abs(radius($0) - 15) < 1e-9 })
    }

    /// The busy test: emitting (rate > 0, a cell with a lifetime), or particles still alive; not before its
    /// begin time, not once the last particle died, not with nothing to emit.
    @Test func isActiveFollowsEmissionAndLiveParticles() {
        let config = { (cells: [CAEmitterCell]) -> EmitterConfiguration in EmitterConfiguration(cells: cells) }
        #expect(EmitterSimulation.isActive(config([cell(rate: 10, life: 2)]), at: 100))
        #expect(!EmitterSimulation.isActive(config([CAEmitterCell()]), at: 1), "a new cell emits nothing")
        let finite = cell(rate: 10, life: 2)
        finite.duration = 1
        #expect(EmitterSimulation.isActive(config([finite]), at: 2.9), "the last particle (born at 1) lives to 3")
        #expect(!EmitterSimulation.isActive(config([finite]), at: 3.01))
        let later = cell(rate: 10, life: 2)
        later.beginTime = 5
        #expect(!EmitterSimulation.isActive(config([later]), at: 4))
        #expect(EmitterSimulation.isActive(config([later]), at: 5))
        var stopped = config([cell(rate: 10, life: 2)])
        stopped.rateChanges = [EmitterRateChange(time: 1.05, cell: nil, oldValue: 1, newValue: 0)]
        stopped.birthRate = 0
        #expect(EmitterSimulation.isActive(stopped, at: 2.9))
        #expect(!EmitterSimulation.isActive(stopped, at: 3.05))
    }
}
