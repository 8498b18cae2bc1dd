import QuartzCore

// The mechanics of a property animator: running its blocks' closures into driven animations, resuming from a
// pause on the original or a new curve, freezing, and finishing. Split from `UIViewPropertyAnimator.swift`, so the
// members these use are internal rather than private.
extension UIViewPropertyAnimator {
    /// Runs the pending blocks' closures, creating their animations.
    func begin() {
        clock = MediaClock.current
        for (index, block) in blocks.enumerated() where block.body != nil {
            run(block, index: index)
        }
    }

    func startPaused() {
        guard isInterruptible else { raise("Cannot pause a non-interruptible property animator.") }
        begin()
        motion = .paused(fraction: reversed ? 1 : 0, linear: scrubsLinearly)
        phase = .paused
    }

    /// Runs one block's closure with this animator's animations as the block's animations.
    func run(_ block: Block, index: Int) {
        guard let body = block.body else { return }
        block.body = nil
        if case .retimed = motion { block.retimeStart = 0 }
        let tracker = AnimationBlockTracker(completion: nil)
        let context = ViewAnimationContext(duration: baseDuration, delay: 0, timing: .curve(CAMediaTimingFunction(name: .linear)),
                                           options: [], tracker: tracker)
        context.animationFactory = { [weak self] key in
            let animation = DrivenAnimation(keyPath: key)
            animation.isRemovedOnCompletion = false
            animation.progressProvider = { MainActor.assumeIsolated { self?.progress(ofBlockAt: index) ?? 0 } }
            return animation
        }
        context.keyframeAnimationFactory = { [weak self] key in
            let animation = DrivenKeyframeAnimation(keyPath: key)
            animation.isRemovedOnCompletion = false
            animation.progressProvider = { MainActor.assumeIsolated { self?.progress(ofBlockAt: index) ?? 0 } }
            return animation
        }
        context.onCreate = { block.animations.append($0) }
        ViewAnimationContext.run(context, body)
        tracker.seal()
    }

    /// Continues from a pause.
    func resume(timing parameters: (any UITimingCurveProvider)?, durationFactor: Double) {
        guard case .paused(let fraction, let linear) = motion else { return }
        let remainingFraction = reversed ? fraction : 1 - fraction
        if parameters == nil, case .cubic(let function) = baseCurve {
            // Back onto the original curve: a linearly scrubbed fraction is mapped back through the curve.
            let tau = linear ? function.inverseProgress(fraction) : fraction
            let remaining = durationFactor > 0 ? durationFactor * duration : (reversed ? tau : 1 - tau) * duration
            let rate = remaining > 0 ? (reversed ? tau : 1 - tau) / remaining : .infinity
            motion = .original(startTime: now, startTau: tau, rate: rate)
        } else {
            snapshotRetimeStarts()
            let provider = parameters ?? timingParameters
            let curve: Curve
            var remaining = durationFactor > 0 ? durationFactor * duration : remainingFraction * duration
            if let spring = provider?.springTimingParameters {
                curve = .spring(spring.spring(forDuration: max(remaining, 0.01)))
                remaining = spring.effectiveDuration(forAnimatorDuration: max(remaining, 0.01))
            } else {
                curve = .cubic(provider?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .default))
            }
            motion = .retimed(startTime: now, duration: remaining, curve: curve)
        }
        phase = .running
        retainWhileRunning()
    }

    /// Records each block's on-screen progress as the start of a re-timing.
    func snapshotRetimeStarts() {
        let starts = blocks.indices.map(progress(ofBlockAt:))
        for (block, start) in zip(blocks, starts) { block.retimeStart = start }
    }

    /// Sets every animated property's model value to what is on screen and removes the animations.
    func freezeAtCurrentValues() {
        for created in blocks.flatMap(\.animations) where owns(created) {
            let shown = created.layer.presentationProperties()[created.keyPath]
            created.layer.removeAnimation(forKey: created.key)
            created.layer.modelValues[created.keyPath] = shown
        }
        motion = .paused(fraction: internalFraction, linear: true)
    }

    /// The natural end of a run (§7.3): pause there, or finish at the end (or the start, when reversed).
    func reachEnd() {
        if pausesOnCompletion {
            motion = .paused(fraction: reversed ? 0 : 1, linear: true)
            phase = .paused
            releaseFromClock()
            return
        }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        if position == .start {
            for created in blocks.flatMap(\.animations) {
                if let old = created.old { created.layer.modelValues[created.keyPath] = old }
            }
        }
        releaseFromClock()
        complete(at: position)
    }

    func complete(at position: UIViewAnimatingPosition) {
        // Blocks nested in the animator's (a UIView.animate inside addAnimations) hear that they finished.
        for created in blocks.flatMap(\.animations) where owns(created) {
            created.layer.removeAnimation(forKey: created.key, finished: position != .current)
        }
        phase = .completing
        let toRun = completions
        completions = []
        for completion in toRun { completion(position) }
        if phase == .completing { reset() }
    }

    /// Whether the layer still runs this animator's animation under its key: once stopped, the key is free and
    /// a later animation block may use it — finishing the stopped animator must not remove that one (found by
    /// the fuzzer, FuzzRegressionTests.finishingAStoppedAnimatorSparesLaterAnimations).
    func owns(_ created: CreatedAnimation) -> Bool {
        created.layer.animationEntries.contains { $0.key == created.key && $0.animation === created.animation }
    }

    func reset() {
        blocks = []
        motion = .idle
        phase = .inactiveEmpty
    }
}
