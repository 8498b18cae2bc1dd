import Testing
@testable import UIKit

@MainActor
@Suite("Dynamics: fields and regions (§9)")
struct UIFieldBehaviorTests {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// Animators live as long as the suite, so their behaviors can still read velocities after `run` returns.
    @MainActor final class Keeper { var animators: [UIDynamicAnimator] = [] }
    let keeper = Keeper()

    /// Runs one field on one 100 × 100 item (mass 1) for `seconds`; returns the item and its item behavior.
    func run(_ field: UIFieldBehavior, from center: CGPoint, velocity: CGPoint = .zero, charge: CGFloat = 0,
             seconds: Double) -> (TestItem, UIDynamicItemBehavior)
    {
        let item = TestItem(center: center)
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        keeper.animators.append(animator)
        field.addItem(item)
        let dynamics = UIDynamicItemBehavior(items: [item])
        dynamics.charge = charge
        dynamics.allowsRotation = false
        dynamics.addLinearVelocity(velocity, for: item)
        animator.addBehavior(field)
        animator.addBehavior(dynamics)
        var pump = FramePump(animator)
        pump.run(seconds)
        return (item, dynamics)
    }

    @Test("a linear gravity field of strength 1 pulls like UIGravityBehavior: 1000 pt/s² along its direction")
    func linearGravity() {
        let (item, dynamics) = run(.linearGravityField(direction: CGVector(dx: 1, dy: 0)), from: .zero, seconds: 1)
        #expect(abs(dynamics.linearVelocity(for: item).x - 1000) < 1e-6)
        #expect(abs(item.center.y) < 1e-9)
    }

    @Test("the region limits where a field acts")
    func region() {
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 100, y: 100)
        field.region = UIRegion(radius: 50)
        let (outside, dynamics) = run(field, from: CGPoint(x: 300, y: 100), seconds: 0.5)
        #expect(dynamics.linearVelocity(for: outside) == .zero)
        #expect(UIRegion(size: CGSize(width: 10, height: 4)).contains(CGPoint(x: 4, y: -2)))
        #expect(!UIRegion(radius: 5).inverse().contains(.zero))
        #expect(UIRegion(radius: 5).difference(from: UIRegion(radius: 2)).contains(CGPoint(x: 3, y: 0)))
        #expect(!UIRegion(radius: 5).difference(from: UIRegion(radius: 2)).contains(CGPoint(x: 1, y: 0)))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
    }

    @Test("drag of strength k slows a unit-mass item as exp(−k·t)")
    func drag() {
        let field = UIFieldBehavior.dragField()
        field.strength = 2
        let (item, dynamics) = run(field, from: .zero, velocity: CGPoint(x: 100, y: 0), seconds: 1)
        let v = Double(dynamics.linearVelocity(for: item).x)
        #expect(abs(v - 100 * exp(-2.0)) < 0.5)
    }

    @Test("radial gravity pulls toward its position in proportion to distance")
    func radialGravity() {
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 200))
        field.strength = 4 // ω = 2 rad/s: a quarter period is π/4 s
        let (item, _) = run(field, from: CGPoint(x: 300, y: 200), seconds: .pi / 4)
        #expect(abs(item.center.x - 200) < 1.5)
    }

    @Test("vortex and magnetic fields turn items counter-clockwise on screen for positive strength")
    func rotationSense() {
        // Right of the vortex centre, counter-clockwise on a y-down screen is up.
        let (vortexItem, vortex) = run(.vortexField(), from: CGPoint(x: 300, y: 200), seconds: 0.1)
        #expect(vortex.linearVelocity(for: vortexItem).y < 0)
        // Moving right through a magnetic field, a positive charge curves up.
        let (magnetItem, magnet) = run(.magneticField(), from: CGPoint(x: 0, y: 200),
                                       velocity: CGPoint(x: 100, y: 0), charge: 1, seconds: 0.1)
        #expect(magnet.linearVelocity(for: magnetItem).y < 0)
    }

    @Test("an electric field pushes like charges away and ignores neutral items")
    func electric() {
        let field = UIFieldBehavior.electricField()
        field.position = CGPoint(x: 100, y: 100)
        let (charged, a) = run(field, from: CGPoint(x: 200, y: 100), charge: 1, seconds: 1)
        #expect(abs(a.linearVelocity(for: charged).x - 100) < 1e-6)
        let other = UIFieldBehavior.electricField()
        let (neutral, b) = run(other, from: CGPoint(x: 200, y: 100), seconds: 1)
        #expect(b.linearVelocity(for: neutral) == .zero)
    }

    @Test("a custom field gets position relative to the field, velocity, mass, charge and Δt; returns push units")
    func custom() {
        var seen: (CGPoint, CGFloat, CGFloat, TimeInterval)?
        let field = UIFieldBehavior.field { _, position, _, mass, charge, dt in
            seen = (position, mass, charge, dt)
            return CGVector(dx: 0, dy: -1)
        }
        field.position = CGPoint(x: 50, y: 50)
        let (item, dynamics) = run(field, from: CGPoint(x: 150, y: 250), charge: 3, seconds: 1)
        #expect(abs(dynamics.linearVelocity(for: item).y + 100) < 1e-6)
        #expect(seen?.1 == 1 && seen?.2 == 3 && seen?.3 == 1 / DynamicsWorld.stepRate)
        #expect(abs(seen!.0.x - 100) < 1e-9)
    }

    @Test("noise is deterministic and bounded")
    func noise() {
        let a = run(.noiseField(smoothness: 0.5, animationSpeed: 1), from: CGPoint(x: 100, y: 100), seconds: 1).0
        let b = run(.noiseField(smoothness: 0.5, animationSpeed: 1), from: CGPoint(x: 100, y: 100), seconds: 1).0
        #expect(a.center == b.center)
        #expect(a.center != CGPoint(x: 100, y: 100))
        // |acceleration| ≤ 100·√2 pt/s², so within 1 s it moves at most 71 pt.
        #expect(abs(a.center.x - 100) < 71 && abs(a.center.y - 100) < 71)
    }
}
