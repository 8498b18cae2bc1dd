import Testing
@testable import QuartzCore

/// CATransaction: completion blocks, nesting, disableActions and the implicit transaction.
@Suite struct CATransactionTests {
    private func slide(duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = duration
        return animation
    }

    /// The completion block runs once every animation added in the transaction has finished: in the frame the
    /// longest one ends, after the animations' own delegates.
    @Test func completionWaitsForAllAnimationsOfTheTransaction() {
        let host = LayerTestHost()
        let a = host.addLayer(), b = host.addLayer()
        var log: [String] = []
        let delegate = RecordingAnimationDelegate()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion at \(CACurrentMediaTime())") }
        let short = slide(duration: 0.5)
        short.delegate = delegate
        a.add(short, forKey: "short")
        b.add(slide(duration: 1), forKey: "long")
        CATransaction.commit()
        host.pump(0.5)
        #expect(delegate.kinds == [.start, .stop(finished: true)])
        #expect(log.isEmpty)
        host.pump(0.25)
        #expect(log.isEmpty)
        host.pump(0.25)
        #expect(log == ["completion at 1.0"])
        host.pump(1)
        #expect(log.count == 1)
    }

    /// With no animations, the completion runs in the next frame, not during the commit.
    @Test func completionWithoutAnimationsRunsInTheNextFrame() {
        let host = LayerTestHost()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        #expect(!ran)
        host.pump()
        #expect(ran)
    }

    /// A removed animation counts as done for the completion block.
    @Test func completionRunsWhenItsAnimationsAreRemoved() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        layer.add(slide(duration: 10), forKey: "slow")
        CATransaction.commit()
        host.pump(1)
        layer.removeAllAnimations()
        #expect(!ran)
        host.pump()
        #expect(ran)
    }

    /// Nested transactions: the inner completion waits for the inner animations; the outer one for everything
    /// added inside it, the inner transaction's animations included.
    @Test func nestedTransactions() {
        let host = LayerTestHost()
        let layer = host.addLayer(), other = host.addLayer()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        layer.add(slide(duration: 0.5), forKey: "outer")
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        other.add(slide(duration: 1), forKey: "inner")
        CATransaction.commit()
        CATransaction.commit()
        host.pump(0.5)
        #expect(log.isEmpty)
        host.pump(0.5)
        #expect(log == ["inner", "outer"])
    }

    /// Values nest: the inner transaction's duration applies inside it, the outer one's again after it.
    @Test func valuesNest() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)  // inherited
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.animationDuration() == 3)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == nil)
    }

    /// A completion block set outside any begin/commit belongs to the implicit transaction, which the frame
    /// commits.
    @Test func implicitTransactionCompletion() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        layer.add(slide(duration: 0.5), forKey: "x")
        host.pump(0.25)
        #expect(!ran)
        host.pump(0.25)
        #expect(ran)
    }

    // MARK: Actions

    /// disableActions: property changes of a standalone layer in a hosted tree don't animate.
    @Test func disableActionsSuppressesImplicitAnimations() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 300, y: 300)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.opacity = 0.25
        #expect(layer.animationKeys() == ["opacity"])
    }

    /// The transaction's duration and timing function shape implicit animations.
    @Test func durationAndTimingFunctionShapeImplicitAnimations() throws {
        let host = LayerTestHost()
        let layer = host.addLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position.x = 250  // from 50
        CATransaction.commit()
        let animation = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(animation.duration == 2)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .linear))
        host.pump(1)
        #expect(near(layer.presented("position.x"), 150))
    }
}
