import Testing
@testable import QuartzCore

/// The presentation plan (``PresentationPlan``): a layer with one plain basic animation reads it from a copy kept
/// in the layer. Values must be exactly what evaluating the animation gives, and every change that could make
/// the copy stale must be seen.
struct PresentationPlanTests {
    /// A `position` animation along x at the test layer's y (50): a typed key, so a plan copies it.
    private func slide(from: Double, to: Double, duration: Double = 1,
                       _ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGPoint(x: from, y: 50)
        animation.toValue = CGPoint(x: to, y: 50)
        animation.duration = duration
        configure(animation)
        return animation
    }

    /// The presentation computed the slow way: model values, then every attached animation applied in turn.
    private func evaluatedOneByOne(_ layer: CALayer, at t: CFTimeInterval) -> LayerProperties {
        var p = layer.modelValues
        for entry in layer.animationEntries { entry.animation.apply(to: &p, atTime: t) }
        return p
    }

    @Test func aSingleTypedAnimationIsReadFromThePlanWithIdenticalValues() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGPoint(x: -40, y: 10)
        animation.toValue = CGPoint.zero
        animation.isAdditive = true
        animation.duration = 0.5
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "move")
        for _ in 0..<20 {
            host.pump()
            let t = layer.currentLocalTime
            let read = layer.presentationProperties(atLocalTime: t)
            guard case .single = layer.presentationPlan else {
                Issue.record("expected a single-animation plan, got \(layer.presentationPlan)")
                return
            }
            #expect(read.position == evaluatedOneByOne(layer, at: t).position)
        }
    }

    @Test func springsAndSeveralAnimationsAreEvaluatedOneByOne() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        layer.add(spring, forKey: "spring")
        host.pump()
        _ = layer.presentationProperties()
        #expect(layer.presentationPlan.isEachAnimation)

        layer.removeAllAnimations()
        layer.add(slide(from: 0, to: 100), forKey: "a")
        layer.add(slide(from: 0, to: 10) { $0.isAdditive = true }, forKey: "b")
        host.pump(0.5)
        let t = layer.currentLocalTime
        #expect(layer.presentationProperties(atLocalTime: t).position.x == evaluatedOneByOne(layer, at: t).position.x)
        #expect(layer.presentationPlan.isEachAnimation)
    }

    @Test func aRemovedAnimationStopsApplyingAtOnce() {
        let host = LayerTestHost()
        let layer = host.addLayer()  // position.x 50
        layer.add(slide(from: 200, to: 300) { $0.fillMode = .forwards }, forKey: "slide")
        host.pump(0.5)
        #expect(near(layer.presented("position.x"), 250, 1e-9))
        #expect(layer.presentationPlan.isSingle)
        layer.removeAnimation(forKey: "slide")
        #expect(layer.presented("position.x") == 50)
    }

    @Test func anAnimationFinishedByTheClockIsNoLongerApplied() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        // Held at its end by the fill until the clock removes it (isRemovedOnCompletion), then the model shows.
        layer.add(slide(from: 0, to: 300, duration: 0.1) { $0.fillMode = .forwards }, forKey: "slide")
        host.pump()
        #expect(layer.presented("position.x") > 0)
        host.pump(frames: 10)
        #expect(layer.animationEntries.isEmpty)
        #expect(layer.presented("position.x") == 50)
    }

    @Test func anAnimationTheClockRemovesWithoutANewGenerationIsNoLongerApplied() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        layer.add(slide(from: 200, to: 300, duration: 0.1) { $0.fillMode = .forwards }, forKey: "slide")
        host.clock.advance(by: 0.2)  // past the end without a frame: held by the fill until the clock looks
        #expect(layer.presentationProperties(atLocalTime: layer.currentLocalTime).position.x == 300)
        #expect(layer.presentationPlan.isSingle)
        // The clock's removal of a finished animation leaves the schedule generation alone (it recomputes this
        // layer's next event itself), so only the change to the entries can void the plan.
        let generation = MediaClock.animationScheduleGeneration
        var events: [() -> Void] = []
        layer.collectAnimationEvents(now: host.now, into: &events)
        #expect(layer.animationEntries.isEmpty)
        #expect(MediaClock.animationScheduleGeneration == generation)
        // Read as the renderer reads (`presentationProperties()` skips the plan for a layer without animations).
        #expect(layer.presentationProperties(atLocalTime: layer.currentLocalTime).position.x == 50)
    }

    @Test func aRetimedAnimationIsReadWithItsNewTiming() throws {
        let host = LayerTestHost()
        let layer = host.addLayer()
        layer.add(slide(from: 0, to: 100), forKey: "slide")
        host.pump(0.25)
        let before = layer.presented("position.x")
        #expect(layer.presentationPlan.isSingle)
        // What the commit or UIKit does to an attached animation: its timing changes in place.
        let attached = try #require(layer.animationEntries.first?.animation)
        attached.timingSpec.beginTime -= 0.5
        let t = layer.currentLocalTime
        #expect(layer.presentationProperties(atLocalTime: t).position.x == evaluatedOneByOne(layer, at: t).position.x)
        #expect(layer.presented("position.x") != before)
    }
}

extension PresentationPlan {
    fileprivate var isEachAnimation: Bool {
        if case .eachAnimation = self { true } else { false }
    }

    fileprivate var isSingle: Bool {
        if case .single = self { true } else { false }
    }
}
