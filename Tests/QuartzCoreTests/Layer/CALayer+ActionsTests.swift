import Testing
@testable import QuartzCore

/// Actions: Core Animation's implicit animations of standalone layers, and how delegates and `actions` change them.
@Suite struct CALayerActionsTests {
    /// A standalone layer in a hosted tree animates a property change over 0.25 s with the default curve, from what
    /// was on screen.
    @Test func implicitAnimationOfAHostedLayer() throws {
        let host = LayerTestHost()
        let layer = host.addLayer()
        layer.position.x = 250  // from 50
        #expect(layer.position.x == 250)
        let animation = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .default))
        host.pump(0.125)
        let expected = 50 + 200 * CAMediaTimingFunction(name: .default).curve.value(at: 0.5)
        #expect(near(layer.presented("position.x"), expected))
        host.pump(0.125)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presented("position.x") == 250)

        // Changed again mid-flight, the new animation starts from what is on screen.
        layer.opacity = 0
        host.pump(0.1)
        let shown = layer.presented("opacity")
        layer.opacity = 1
        #expect(near(layer.presented("opacity"), shown, 1e-6))
    }

    /// A layer outside any hosted tree doesn't animate: Core Animation only animates committed, rendered layers.
    @Test func noImplicitAnimationOutsideAHostedTree() {
        _ = LayerTestHost()
        let loose = CALayer()
        loose.position.x = 100
        loose.opacity = 0.5
        #expect(loose.animationKeys() == nil)
        let parent = CALayer()
        parent.addSublayer(loose)
        loose.position.x = 200
        #expect(loose.animationKeys() == nil)
    }

    /// NSNull in `actions`, or from the delegate, disables a key's action; a delegate's own action runs instead.
    @Test func actionsDictionaryAndDelegate() {
        final class Delegate: NSObject, CALayerDelegate {
            var asked: [String] = []
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                asked.append(event)
                if event == "opacity" { return NSNull() }
                if event == "cornerRadius" {
                    let custom = CABasicAnimation(keyPath: "cornerRadius")
                    custom.fromValue = 40
                    custom.duration = 3
                    return custom
                }
                return nil  // continue the search
            }
        }
        let host = LayerTestHost()
        let layer = host.addLayer()
        layer.actions = ["position": NSNull()]
        layer.position.x = 10
        #expect(layer.animationKeys() == nil)
        let delegate = Delegate()
        layer.delegate = delegate
        layer.opacity = 0.5
        layer.cornerRadius = 4
        layer.borderWidth = 2
        #expect(delegate.asked == ["opacity", "cornerRadius", "borderWidth"])
        #expect(Set(layer.animationKeys() ?? []) == ["cornerRadius", "borderWidth"])
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 3)
        #expect(near(layer.presented("cornerRadius"), 40))
    }

    /// A basic animation without values, given as an action, animates from what was on screen to the new value
    /// (Core Animation: with from, to and by all nil it interpolates between the previous and the current value),
    /// with its own duration and timing; the shared template itself is never changed.
    @Test func valuelessBasicAnimationActionAnimatesFromTheOldValue() {
        let host = LayerTestHost()
        let layer = host.addLayer()  // position.x 50
        let template = CABasicAnimation()
        template.duration = 1
        layer.actions = ["position": template]
        layer.position.x = 250
        host.pump(0.5)
        #expect(near(layer.presented("position.x"), 150))  // linear: the template has no timing function
        #expect(template.fromValue == nil && template.keyPath == nil)
        host.pump(0.25)
        layer.position.x = 50  // again, from what is on screen (200)
        host.pump(0.5)
        #expect(near(layer.presented("position.x"), 125))
        // Without a duration of its own it takes the transaction's.
        template.duration = 0
        host.pump(1)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.position.x = 450
        CATransaction.commit()
        host.pump(1)
        #expect(near(layer.presented("position.x"), 250))
    }

    /// Key-value coding by key path goes through the same actions.
    @Test func keyPathSettersAnimateToo() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        layer.setValue(0.5, forKeyPath: "transform.scale.x")
        #expect(layer.animationKeys() == ["transform"])
        host.pump(1)
        #expect(near(Double(layer.transform.m11), 0.5))
        #expect(near(layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 0.5))
    }
}
