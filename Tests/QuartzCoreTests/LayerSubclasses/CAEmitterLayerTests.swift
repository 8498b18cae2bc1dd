import Testing
@testable import QuartzCore

/// CAEmitterLayer and CAEmitterCell: particle counts against birthRate × lifetime, positions against the closed
/// form p₀ + v·t + ½·a·t² with zero ranges, the layer's multipliers, nested cells, determinism from the seed,
/// and the rendered particles.
@Suite struct CAEmitterLayerTests {
    /// A 4 × 4 opaque white square.
    static let dot: CGImage = CGImage(width: 4, height: 4, pixels: Array(repeating: px(255, 255, 255), count: 16))!

    private func cell(rate: Float, life: Float, velocity: CGFloat = 0) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.birthRate = rate
        cell.lifetime = life
        cell.velocity = velocity
        cell.contents = Self.dot
        return cell
    }

    private func emitter(_ cells: [CAEmitterCell]) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.emitterCells = cells
        return layer
    }

    @Test func defaults() {
        let layer = CAEmitterLayer()
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.emitterPosition == .zero && layer.emitterSize == .zero && layer.seed == 0)
        let cell = CAEmitterCell()
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.isEnabled)
        #expect(cell.color?.rgba == RGBA(r: 1, g: 1, b: 1, a: 1))
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(emitter([self.cell(rate: 10, life: 1)]).particles(at: 5).isEmpty == false)
        #expect(emitter([CAEmitterCell()]).particles(at: 5).isEmpty, "a new cell emits nothing")
    }

    /// Particle k is born at k / rate: before a lifetime has passed there are ⌊rate·t⌋ + 1, then rate × lifetime.
    @Test func countFollowsBirthRateTimesLifetime() {
        let layer = emitter([cell(rate: 10, life: 2)])
        #expect(layer.particles(at: 0.55).count == 6)
        #expect(layer.particles(at: 1.23).count == 13)
        #expect(layer.particles(at: 5.05).count == 20)
        #expect(layer.particles(at: 17.37).count == 20)
        layer.birthRate = 2
        #expect(layer.particles(at: 5.05).count == 40)
        layer.birthRate = 1
        layer.lifetime = 0.5
        #expect(layer.particles(at: 5.05).count == 10)
        layer.birthRate = 0
        #expect(layer.particles(at: 5.05).isEmpty)
    }

    /// Zero ranges: every particle of a point emitter follows p₀ + v·d·a + ½·g·a² exactly.
    @Test func positionsFollowTheClosedForm() {
        let c = cell(rate: 1, life: 10, velocity: 100)
        c.emissionLongitude = .pi / 6
        c.yAcceleration = 50
        c.xAcceleration = -10
        let layer = emitter([c])
        layer.emitterPosition = CGPoint(x: 20, y: 30)
        layer.velocity = 2
        let particles = layer.particles(at: 2.5)
        #expect(particles.map(\.age) == [2.5, 1.5, 0.5])
        for p in particles {
            let a = p.age, v = 200.0
            #expect(abs(p.position.x - (20 + v * cos(.pi / 6) * a - 5 * a * a)) < 1e-9)
            #expect(abs(p.position.y - (30 + v * sin(.pi / 6) * a + 25 * a * a)) < 1e-9)
        }
    }

    @Test func scaleSpinAndColourOverLife() {
        let c = cell(rate: 1, life: 10)
        c.scale = 0.5
        c.scaleSpeed = 0.25
        c.spin = 2
        c.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        c.alphaSpeed = -0.2
        c.greenSpeed = 0.1
        let layer = emitter([c])
        layer.scale = 2
        layer.spin = 0.5
        let oldest = layer.particles(at: 2)[0]
        #expect(oldest.age == 2)
        #expect(abs(oldest.scale - (0.5 + 0.25 * 2) * 2) < 1e-12)
        #expect(abs(oldest.angle - 2 * 0.5 * 2) < 1e-12)
        #expect(abs(oldest.color.a - 0.6) < 1e-6 && abs(oldest.color.g - 0.7) < 1e-6 && oldest.color.r == 1, "Float speeds")
    }

    /// Emitter shapes place particles on the line, inside the rectangle, on the circle's outline.
    @Test func emitterShapes() {
        let layer = emitter([cell(rate: 50, life: 1)])
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        layer.emitterSize = CGSize(width: 60, height: 40)
        layer.emitterShape = .line
        for p in layer.particles(at: 0.9) { #expect(p.position.y == 100 && abs(p.position.x - 100) <= 30) }
        layer.emitterShape = .rectangle
        for p in layer.particles(at: 0.9) { #expect(abs(p.position.x - 100) <= 30 && abs(p.position.y - 100) <= 20) }
        layer.emitterShape = .circle
        layer.emitterMode = .outline
        for p in layer.particles(at: 0.9) {
            #expect(abs(hypot(p.position.x - 100, p.position.y - 100) - 30) < 1e-9)
        }
    }

    /// Ranges vary per particle, fixed by the seed: the same seed gives the same particles, another seed others.
    @Test func seedMakesRangesDeterministic() {
        func positions(seed: UInt32) -> [CGPoint] {
            let c = cell(rate: 20, life: 3, velocity: 50)
            c.velocityRange = 30
            c.emissionRange = 2 * .pi
            let layer = emitter([c])
            layer.seed = seed
            return layer.particles(at: 2).map(\.position)
        }
        #expect(positions(seed: 7) == positions(seed: 7))
        #expect(positions(seed: 7) != positions(seed: 8))
        let speeds = positions(seed: 7).enumerated().map { _, p in hypot(p.x, p.y) }
        #expect(speeds.allSatisfy { $0 <= 80 * 2 + 1e-9 })
    }

    /// A cell's cells are emitted by each of its particles, from where it is when they are born.
    @Test func nestedCellsEmitFromTheirParent() {
        let parent = cell(rate: 1, life: 1, velocity: 100)
        parent.contents = nil  // an invisible carrier
        let child = cell(rate: 4, life: 10)
        parent.emitterCells = [child]
        let layer = emitter([parent])
        let particles = layer.particles(at: 0.9)
        // The first carrier (born at 0) has emitted four children, at its ages 0, 0.25, 0.5 and 0.75.
        #expect(particles.count == 4)
        #expect(particles.map { Double($0.position.x) } == [0, 25, 50, 75])
        // After the carrier dies, its children live on; the second carrier (born at 1) has emitted three by 1.6.
        #expect(layer.particles(at: 1.6).count == 4 + 3)
    }

    /// The cell's timing: emission starts at its beginTime and lasts its duration.
    @Test func cellTiming() {
        let c = cell(rate: 10, life: 100)
        c.beginTime = 1
        c.duration = 0.5
        let layer = emitter([c])
        #expect(layer.particles(at: 0.9).isEmpty)
        #expect(layer.particles(at: 1.25).count == 3)
        #expect(layer.particles(at: 9).count == 6)
    }

    @Test func renderModesOrderParticles() {
        let layer = emitter([cell(rate: 10, life: 1)])
        #expect(layer.particles(at: 0.55).map(\.age) == layer.particles(at: 0.55).map(\.age).sorted(by: >))
        layer.renderMode = .oldestLast
        #expect(layer.particles(at: 0.55).map(\.age) == layer.particles(at: 0.55).map(\.age).sorted())
    }

    /// The particles are drawn at their positions, tinted by their colour; over the background.
    @Test func rendersTintedParticles() {
        let root = makeRoot(40, 40)
        let layer = emitter([cell(rate: 1, life: 10, velocity: 10)])
        layer.emitterCells![0].color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.emitterPosition = CGPoint(x: 10, y: 20)
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = rgb(0, 0, 200)
        root.addSublayer(layer)
        let image = render(root, at: 1.5)
        // Particles born at 0 and 1, ages 1.5 and 0.5: at x = 25 and 15, 4 pt squares.
        #expect(image.at(25, 20) == px(255, 0, 0))
        #expect(image.at(15, 20) == px(255, 0, 0))
        #expect(image.at(20, 20) == px(0, 0, 200))
        #expect(image.at(10, 20) == px(0, 0, 200), "no particle yet where the third will be born")
    }

    @Test func goldenConfetti() {
        let root = makeRoot(96, 96, background: rgb(20, 24, 40))
        let layer = CAEmitterLayer()
        layer.frame = root.bounds
        layer.emitterPosition = CGPoint(x: 48, y: -4)
        layer.emitterSize = CGSize(width: 96, height: 1)
        layer.emitterShape = .line
        layer.seed = 2024
        let strip = CGImage(width: 6, height: 3, pixels: Array(repeating: px(255, 255, 255), count: 18))!
        let colors = [rgb(240, 80, 80), rgb(250, 210, 60), rgb(80, 200, 120), rgb(90, 150, 250)]
        layer.emitterCells = colors.map { color in
            let c = CAEmitterCell()
            c.contents = strip
            c.birthRate = 12
            c.lifetime = 4
            c.velocity = 40
            c.velocityRange = 20
            c.emissionLongitude = .pi / 2
            c.emissionRange = .pi / 3
            c.yAcceleration = 30
            c.spin = 3
            c.spinRange = 4
            c.scale = 1
            c.scaleRange = 0.4
            c.color = color
            c.alphaSpeed = -0.15
            return c
        }
        root.addSublayer(layer)
        let image = render(root, at: 2)
        #expect(layer.particles(at: 2).count == 4 * 25)
        Golden.check(image, named: "emitter-confetti")
    }
}

/// A frozen render tree (export, the simulator's timeline) draws the particles of the instant it was frozen at.
@Suite struct CAEmitterLayerFrozenTests {
    @Test func frozenTreeKeepsTheEmitterTime() {
        let root = makeRoot(40, 40, background: rgb(0, 0, 200))
        let cell = CAEmitterCell()
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 10
        cell.contents = CAEmitterLayerTests.dot
        let layer = CAEmitterLayer()
        layer.emitterCells = [cell]
        layer.emitterPosition = CGPoint(x: 10, y: 20)
        layer.frame = root.bounds
        root.addSublayer(layer)
        let live = render(root, at: 1.5)
        let frozen = FrozenLayerTree.freeze(root, bounds: root.frame, atTime: 1.5, isInert: { _ in true })
        let image = frozen.makeImage(with: CARenderer(layer: root), scale: 1, opaque: false)!
        #expect(live.at(25, 20) == px(255, 255, 255) && live.at(20, 20) == px(0, 0, 200))
        #expect(image.at(25, 20) == px(255, 255, 255) && image.at(15, 20) == px(255, 255, 255))
        #expect(image.at(20, 20) == px(0, 0, 200))
    }
}
