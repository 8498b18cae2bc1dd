import Testing
@testable import QuartzCore

/// CAMediaTiming through real animations on a hosted layer: fill modes, begin times, repeats, autoreverse, speed
/// and offsets, removal on completion, and the delegate's start/stop callbacks.
@Suite struct CAAnimationTests {
    /// A linear 1 s animation of position.x from 100 to 200 on a layer whose model x is 0.
    private func slide(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 100
        animation.toValue = 200
        animation.duration = 1
        configure(animation)
        return animation
    }

    /// Adds `animation` starting 0.5 s from now and samples x before, during and after it.
    private func samples(fillMode: CAMediaTimingFillMode) -> (before: Double, during: Double, after: Double) {
        let host = LayerTestHost()
        let layer = host.addLayer()
        host.withoutActions { layer.position.x = 0 }
        let animation = slide { $0.fillMode = fillMode }
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        layer.add(animation, forKey: "slide")
        host.pump(0.25)
        let before = layer.presented("position.x")
        host.pump(0.75)  // 1.0: half-way
        let during = layer.presented("position.x")
        host.pump(1)
        return (before, during, layer.presented("position.x"))
    }

    @Test func fillModes() {
        let removed = samples(fillMode: .removed)
        #expect(near(removed.before, 0) && near(removed.during, 150) && near(removed.after, 0))
        let forwards = samples(fillMode: .forwards)
        // Forwards alone holds the end only while the animation is still attached: removed on completion, the
        // model shows again.
        #expect(near(forwards.before, 0) && near(forwards.during, 150) && near(forwards.after, 0))
        let backwards = samples(fillMode: .backwards)
        #expect(near(backwards.before, 100) && near(backwards.during, 150) && near(backwards.after, 0))
        let both = samples(fillMode: .both)
        #expect(near(both.before, 100) && near(both.during, 150))
    }

    /// `isRemovedOnCompletion = false` with `fillMode = .forwards` holds the final value and stays attached.
    @Test func notRemovedOnCompletionWithForwardsFillHoldsTheEnd() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let delegate = RecordingAnimationDelegate()
        let animation = slide {
            $0.isRemovedOnCompletion = false
            $0.fillMode = .forwards
            $0.delegate = delegate
        }
        layer.add(animation, forKey: "slide")
        host.pump(2)
        #expect(near(layer.presented("position.x"), 200))
        #expect(layer.animationKeys() == ["slide"])
        #expect(delegate.kinds == [.start, .stop(finished: true)])
        host.pump(1)
        #expect(delegate.kinds == [.start, .stop(finished: true)])  // told once
        #expect(near(layer.presented("position.x"), 200))
        #expect(!host.clock.hasPendingAnimations)  // it holds still: nothing to wait for
        // Without the fill it is still attached but shows the model.
        let bare = slide { $0.isRemovedOnCompletion = false }
        layer.add(bare, forKey: "slide")
        host.pump(2)
        #expect(near(layer.presented("position.x"), 50))  // the model x of a 100 pt layer placed at the origin
    }

    /// A begin time in the future: the start callback arrives in the first frame at or after it.
    @Test func futureBeginTimeStartsLater() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let delegate = RecordingAnimationDelegate()
        let animation = slide { $0.delegate = delegate }
        animation.beginTime = CACurrentMediaTime() + 0.5
        layer.add(animation, forKey: "slide")
        #expect(layer.animation(forKey: "slide")?.beginTime == 0.5)  // 0 would have meant "now"
        host.pump(0.4)
        #expect(delegate.kinds.isEmpty)
        host.pump(0.1)
        #expect(delegate.kinds == [.start])
        #expect(delegate.events[0].time == 0.5)
        host.pump(1)
        #expect(delegate.kinds == [.start, .stop(finished: true)])
        #expect(delegate.events[1].time == 1.5)
    }

    @Test func repeatCountAndAutoreverse() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let delegate = RecordingAnimationDelegate()
        layer.add(slide {
            $0.repeatCount = 2.5
            $0.delegate = delegate
        }, forKey: "repeat")
        host.pump(0.25)
        #expect(near(layer.presented("position.x"), 125))
        host.pump(1.0)  // 1.25: second iteration
        #expect(near(layer.presented("position.x"), 125))
        host.pump(1.0)  // 2.25: third, half iteration
        #expect(near(layer.presented("position.x"), 125))
        host.pump(0.25)  // 2.5: the end
        #expect(delegate.kinds == [.start, .stop(finished: true)])

        let back = host.addLayer()
        back.add(slide {
            $0.autoreverses = true
            $0.repeatCount = 2
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }, forKey: "yoyo")
        host.pump(0.25)
        #expect(near(back.presented("position.x"), 125))
        host.pump(1.0)  // 1.25: on the way back
        #expect(near(back.presented("position.x"), 175))
        host.pump(1.0)  // 2.25: forwards again
        #expect(near(back.presented("position.x"), 125))
        host.pump(2.0)  // past the end (4 s): an autoreversed animation ends at its start
        #expect(near(back.presented("position.x"), 100))
    }

    /// `repeatDuration` bounds the active time; `repeatCount = .infinity` never ends.
    @Test func repeatDurationAndForever() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let delegate = RecordingAnimationDelegate()
        layer.add(slide {
            $0.repeatDuration = 1.75
            $0.delegate = delegate
        }, forKey: "bounded")
        host.pump(1.5)
        #expect(near(layer.presented("position.x"), 150))
        host.pump(0.25)
        #expect(delegate.kinds == [.start, .stop(finished: true)])

        let forever = host.addLayer()
        forever.add(slide { $0.repeatCount = .infinity }, forKey: "forever")
        host.pump(1000.5)
        #expect(near(forever.presented("position.x"), 150))
        #expect(host.clock.hasPendingAnimations)
    }

    /// An animation's own speed and time offset.
    @Test func animationSpeedAndTimeOffset() {
        let host = LayerTestHost()
        let fast = host.addLayer(), offset = host.addLayer()
        let fastDelegate = RecordingAnimationDelegate()
        fast.add(slide {
            $0.speed = 2
            $0.delegate = fastDelegate
        }, forKey: "fast")
        offset.add(slide { $0.timeOffset = 0.25 }, forKey: "offset")
        host.pump(0.25)
        #expect(near(fast.presented("position.x"), 150))
        #expect(near(offset.presented("position.x"), 150))
        host.pump(0.25)
        #expect(fastDelegate.kinds == [.start, .stop(finished: true)])
        // The offset animation wraps round to its start for the rest of its active second.
        host.pump(0.375)  // 0.875 s in: position 1.125 → 0.125
        #expect(near(offset.presented("position.x"), 112.5))
    }

    /// A layer's speed scales every animation below it; speed 0 with a time offset freezes and scrubs them — how
    /// percent-driven transitions work.
    @Test func layerSpeedZeroAndTimeOffsetScrub() {
        let host = LayerTestHost()
        let container = host.addLayer(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        container.speed = 0
        let card = CALayer()
        container.addSublayer(card)
        let delegate = RecordingAnimationDelegate()
        card.add(slide {
            $0.fillMode = .both
            $0.delegate = delegate
        }, forKey: "slide")
        for (offset, expected) in [(0.0, 100.0), (0.3, 130), (0.75, 175), (0.5, 150)] {
            container.timeOffset = offset
            host.pump()
            #expect(near(card.presented("position.x"), expected), "offset \(offset)")
        }
        #expect(!host.clock.hasPendingAnimations)  // a frozen layer needs no frames
        // Resume from 0.5 s the way Apple's QA1673 does: speed 1, and a begin time that keeps local time continuous.
        container.timeOffset = 0.5
        host.pump()
        let paused = container.timeOffset
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(near(card.presented("position.x"), 150))
        host.pump(0.25)
        #expect(near(card.presented("position.x"), 175))
        host.pump(0.25)
        #expect(delegate.kinds == [.start, .stop(finished: true)])
    }

    /// A superlayer's speed: its sublayers' animations run twice as fast.
    @Test func parentSpeedScalesChildren() {
        let host = LayerTestHost()
        let parent = host.addLayer()
        parent.speed = 2
        let child = CALayer()
        parent.addSublayer(child)
        child.add(slide(), forKey: "slide")
        host.pump(0.25)
        #expect(near(child.presented("position.x"), 150))
        #expect(child.convertTime(1, from: nil) - child.convertTime(0, from: nil) == 2)
    }

    // MARK: Delegate and removal (§6.4)

    @Test func removalReportsUnfinishedInTheNextFrame() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let first = RecordingAnimationDelegate(), second = RecordingAnimationDelegate(), third = RecordingAnimationDelegate()
        layer.add(slide { $0.delegate = first }, forKey: "a")
        layer.add(slide { $0.delegate = second }, forKey: "b")
        host.pump(0.2)
        #expect(first.kinds == [.start] && second.kinds == [.start])
        layer.removeAllAnimations()
        #expect(first.kinds == [.start])  // not synchronously
        #expect(layer.animationKeys() == nil)
        host.pump()
        #expect(first.kinds == [.start, .stop(finished: false)])
        #expect(second.kinds == [.start, .stop(finished: false)])
        // Replacing an animation under the same key removes the old one.
        layer.add(slide { $0.delegate = third }, forKey: "a")
        layer.add(slide(), forKey: "a")
        host.pump()
        #expect(third.kinds == [.stop(finished: false)])
        #expect(layer.animationKeys() == ["a"])
        // removeAnimation(forKey:) likewise.
        let fourth = RecordingAnimationDelegate()
        layer.add(slide { $0.delegate = fourth }, forKey: "c")
        host.pump()
        layer.removeAnimation(forKey: "c")
        host.pump()
        #expect(fourth.kinds == [.start, .stop(finished: false)])
    }

    /// Adding copies the animation: changing it afterwards changes nothing; the layer's copy is what
    /// `animation(forKey:)` returns.
    @Test func addCopies() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let animation = slide()
        layer.add(animation, forKey: "slide")
        animation.toValue = 1000
        animation.duration = 10
        host.pump(0.5)
        #expect(near(layer.presented("position.x"), 150))
        #expect(layer.animation(forKey: "slide") !== animation)
        #expect(layer.animation(forKey: "slide")?.duration == 1)
    }

    /// Duration 0 means Core Animation's default of 0.25 s.
    @Test func zeroDurationIsAQuarterSecond() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let delegate = RecordingAnimationDelegate()
        layer.add(slide {
            $0.duration = 0
            $0.delegate = delegate
        }, forKey: "slide")
        host.pump(0.125)
        #expect(near(layer.presented("position.x"), 150))
        host.pump(0.125)
        #expect(delegate.kinds == [.start, .stop(finished: true)])
    }

    // MARK: Values

    /// from/to/by combinations, and additive animations on top of the model.
    @Test func fromToByAndAdditive() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        host.withoutActions { layer.position.x = 10 }
        func x(after configure: (CABasicAnimation) -> Void) -> Double {
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.duration = 1
            configure(animation)
            layer.add(animation, forKey: "x")
            host.pump(0.5)
            defer { layer.removeAllAnimations() }
            return layer.presented("position.x")
        }
        #expect(near(x { $0.toValue = 110 }, 60))  // from the model
        #expect(near(x { $0.fromValue = 110 }, 60))  // to the model
        #expect(near(x { $0.byValue = 100 }, 60))  // model → model + by
        #expect(near(x { $0.fromValue = 0; $0.byValue = 40 }, 20))
        #expect(near(x { $0.toValue = 0; $0.byValue = 40 }, -20))
        #expect(near(x { $0.fromValue = -100; $0.toValue = 0; $0.isAdditive = true }, -40))  // model + (−50)
    }

    /// Animations apply in the order added: a later non-additive one replaces, additive ones sum.
    @Test func animationsStackInOrder() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        host.withoutActions { layer.position.x = 0 }
        let base = CABasicAnimation(keyPath: "position.x")
        base.fromValue = 0
        base.toValue = 100
        base.duration = 1
        let offset = CABasicAnimation(keyPath: "position.x")
        offset.fromValue = 10
        offset.toValue = 10
        offset.duration = 1
        offset.isAdditive = true
        layer.add(base, forKey: "base")
        layer.add(offset, forKey: "offset")
        host.pump(0.5)
        #expect(near(layer.presented("position.x"), 60))
        let replace = CABasicAnimation(keyPath: "position.x")
        replace.fromValue = 500
        replace.toValue = 500
        replace.duration = 1
        layer.add(replace, forKey: "replace")
        #expect(near(layer.presented("position.x"), 500))
    }

    // MARK: Groups

    /// A group's local time drives its children (their own begin times and durations inside it), its duration
    /// cuts them off, and only the group's delegate hears about it.
    @Test func animationGroup() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        host.withoutActions { layer.position = CGPoint(x: 0, y: 0) }
        let groupDelegate = RecordingAnimationDelegate(), childDelegate = RecordingAnimationDelegate()
        let x = CABasicAnimation(keyPath: "position.x")
        x.fromValue = 0
        x.toValue = 100
        x.duration = 1
        x.fillMode = .forwards
        x.delegate = childDelegate
        let y = CABasicAnimation(keyPath: "position.y")
        y.fromValue = 0
        y.toValue = 100
        y.beginTime = 0.5
        y.duration = 1
        y.fillMode = .backwards
        let group = CAAnimationGroup()
        group.animations = [x, y]
        group.duration = 1.25
        group.delegate = groupDelegate
        layer.add(group, forKey: "group")
        host.pump(0.25)
        #expect(near(layer.presented("position.x"), 25) && near(layer.presented("position.y"), 0))
        host.pump(0.75)  // 1.0
        #expect(near(layer.presented("position.x"), 100) && near(layer.presented("position.y"), 50))
        host.pump(0.125)  // 1.125
        #expect(near(layer.presented("position.x"), 100) && near(layer.presented("position.y"), 62.5))
        host.pump(0.125)  // 1.25: the group ends
        #expect(groupDelegate.kinds == [.start, .stop(finished: true)])
        #expect(childDelegate.kinds.isEmpty)
        #expect(near(layer.presented("position.y"), 0))
    }

    // MARK: Keyframes

    /// A keyframe animation through a real layer: key times, and the calculation modes linear and discrete.
    @Test func keyframeAnimation() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        let linear = CAKeyframeAnimation(keyPath: "position.x")
        linear.values = [0, 100, 100, 400]
        linear.keyTimes = [0, 0.5, 0.75, 1]
        linear.duration = 1
        layer.add(linear, forKey: "k")
        host.pump(0.25)
        #expect(near(layer.presented("position.x"), 50))
        host.pump(0.375)  // 0.625: holding
        #expect(near(layer.presented("position.x"), 100))
        host.pump(0.25)  // 0.875
        #expect(near(layer.presented("position.x"), 250))
        layer.removeAllAnimations()
        let discrete = CAKeyframeAnimation(keyPath: "opacity")
        discrete.values = [0.0, 0.5, 1.0]
        discrete.calculationMode = .discrete
        discrete.duration = 1
        layer.add(discrete, forKey: "d")
        host.pump(0.2)
        #expect(near(layer.presented("opacity"), 0))
        host.pump(0.2)  // 0.4: the second of three equal intervals
        #expect(near(layer.presented("opacity"), 0.5))
    }
}
