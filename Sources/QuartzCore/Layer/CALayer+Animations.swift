import CoreGraphics

extension CALayer {
    /// Attaches a copy of `anim` (Core Animation copies on add, so later changes to `anim` have no effect).
    /// A `beginTime` of 0 means "now" in this layer's time. An animation already attached under `key` is removed
    /// first and its delegate told it did not finish.
    package func attach(_ anim: CAAnimation, forKey key: String?) {
        let key = anim is CATransition ? kCATransition : key
        let copy = anim.copy() as! CAAnimation
        // Core Animation gives an animation added with beginTime 0 its begin time at the commit, in the layer's
        // time then. Stamp it now (time does not move before the commit) and again at the commit, in case the
        // layer's timing changed in between — as a percent-driven interaction freezing the container does.
        let beginsAtCommit = copy.beginTime == 0
        if beginsAtCommit { copy.beginTime = currentLocalTime + copy.beginDelay }
        copy.prepare(for: self)
        if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) {
            let replaced = animationEntries.remove(at: index)
            deliverRemoval(of: replaced)
        }
        let entry = AnimationEntry(key: key, animation: copy)
        entry.completionGroups = CATransaction.joinCurrentGroups()
        animationEntries.append(entry)
        MediaClock.invalidateAnimationSchedule()
        let onMainThread = MainThread.isCurrent
        guard onMainThread || MediaClock.threadClock != nil else {
            // A thread that drives no clock (a tree built off the main thread): the begin time stamped above
            // stands, and the layer joins the clock on the main thread, whose frames drive its animations.
            MediaClock.scheduleNextFrameOnDrivingThread { [self] in registerWithClock() }
            return
        }
        // The main thread, or a thread driving a clock of its own (MediaClock.current): the layer registers
        // with its clock now, on the thread that runs that clock's frames.
        if onMainThread { AnimationRecorder.active.forEach { $0.record(layer: self, entry: entry) } }
        if beginsAtCommit { clock.uncommittedAnimations.append((registration, entry)) }
        registerWithClock()
    }

    private func registerWithClock() {
        guard registeredClock == nil else { return }
        let clock = self.clock
        registeredClock = clock
        clock.registerAnimatingLayer(self)
    }

    /// The attached animation for `key`: the layer's own copy, which must not be modified.
    func attachedAnimation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// Keys of the attached animations, in the order they were added.
    func attachedAnimationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    func detachAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        deliverRemoval(of: animationEntries.remove(at: index))
        MediaClock.invalidateAnimationSchedule()
    }

    /// Drops every attached animation without telling its delegate: what becomes of a layer's animations when
    /// the clock they ran on goes (``MediaClock``'s `deinit`: the stage that drove it was dropped). They can never
    /// advance or finish, and an animation keeps its delegate, which keeps the completion of the block that made
    /// it, which keeps the views it animates and so this layer: a cycle that would keep a dropped stage's
    /// controllers, views and bitmaps for good (a restart in the middle of a transition did).
    ///
    /// The entries also let go of what they would have called (``AnimationEntry/abandon()``): something else may
    /// still hold an entry — a percent-driven transition keeps those it drives — and through it the same cycle
    /// (a scene changed in the middle of a swipe back kept the dropped stage's controllers and pictures).
    package func discardAnimationsOfDroppedClock() {
        registeredClock = nil
        guard !animationEntries.isEmpty else { return }
        let dropped = animationEntries
        for entry in dropped { entry.abandon() }
        animationEntries.removeAll()
        MediaClock.invalidateAnimationSchedule()
        withExtendedLifetime(dropped) {}
    }

    func detachAllAnimations() {
        let removed = animationEntries
        animationEntries.removeAll()
        MediaClock.invalidateAnimationSchedule()
        removed.forEach(deliverRemoval)
    }

    /// Removes one attached animation at once, telling its delegate now with the given flag: what UIKit does to
    /// animations a cancelled percent-driven transition has run back to their start (§3.2).
    package func removeAnimationEntry(_ entry: AnimationEntry, finished: Bool) {
        guard let index = animationEntries.firstIndex(where: { $0 === entry }) else { return }
        animationEntries.remove(at: index)
        MediaClock.invalidateAnimationSchedule()
        guard !entry.didStop else { return }
        entry.didStop = true
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        entry.leaveCompletionGroups()
    }

    /// ``removeAnimationEntry(_:finished:)`` for the animation attached under `key`.
    package func removeAnimation(forKey key: String, finished: Bool) {
        guard let entry = animationEntries.first(where: { $0.key == key }) else { return }
        removeAnimationEntry(entry, finished: finished)
    }

    /// A removed animation's delegate hears `finished: false` in the next frame, as Core Animation reports it
    /// asynchronously (§6.4).
    private func deliverRemoval(of entry: AnimationEntry) {
        guard !entry.didStop else { return }
        entry.didStop = true
        guard MediaClock.callerDrivesAClock else {
            return MediaClock.scheduleNextFrameOnDrivingThread {
                entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
                entry.leaveCompletionGroups()
            }
        }
        clock.scheduleNextFrame {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
            entry.leaveCompletionGroups()
        }
    }

    /// The property values on screen at this layer's local time `t`: the model with every attached animation
    /// applied in order (non-additive ones replace, additive ones add, §6.3).
    package func presentationProperties(atLocalTime t: CFTimeInterval) -> LayerProperties {
        var p = modelValues
        let generation = MediaClock.animationScheduleGeneration
        if presentationPlanGeneration != generation {
            presentationPlan = PresentationPlan(animationEntries)
            presentationPlanGeneration = generation
        }
        if !presentationPlan.applySingle(to: &p, atTime: t) {
            for entry in animationEntries {
                entry.animation.apply(to: &p, atTime: t)
            }
        }
        if let original = stretchesToSuperlayerBounds { stretch(&p, from: original) }
        return p
    }

    /// A snapshot's content follows its view's on-screen bounds, as an image with resize gravity would: when a
    /// snapshot view's frame animates (GuessThePet grows one from the card to the screen), what it shows is
    /// scaled with it, not cropped (§8).
    private func stretch(_ p: inout LayerProperties, from original: CGSize) {
        guard let host = superlayer, original.width > 0, original.height > 0 else { return }
        let b = host.presentationProperties().bounds
        p.position = CGPoint(x: b.minX + b.width * p.anchorPoint.x, y: b.minY + b.height * p.anchorPoint.y)
        p.transform = CATransform3DConcat(p.transform,
                                          CATransform3DMakeScale(b.width / original.width, b.height / original.height, 1))
    }

    /// The property values on screen now.
    package func presentationProperties() -> LayerProperties {
        animationEntries.isEmpty && stretchesToSuperlayerBounds == nil
            ? modelValues : presentationProperties(atLocalTime: currentLocalTime)
    }


    /// Marks animations that started or ended by global time `now`, removes finished ones that should go, and
    /// appends their delegate callbacks to `events` (run after all layers are processed).
    ///
    /// Only layers whose time flows report anything: an animation held at its end by a frozen layer (speed 0,
    /// as a percent-driven transition scrubbed to 100 % is) has not finished until time moves it there.
    package func collectAnimationEvents(now: CFTimeInterval, into events: inout [() -> Void]) {
        guard timeFlows else { return }
        // Reached within the clock's tolerance counts as reached (see MediaClock.instantTolerance).
        let t = localTime(atGlobalTime: now) + MediaClock.instantTolerance
        var finished: [AnimationEntry] = []
        for entry in animationEntries where !entry.animation.isDrivenExternally {
            let animation = entry.animation
            if !entry.didStart && t >= animation.beginTime {
                entry.didStart = true
                events.append { animation.delegate?.animationDidStart(animation) }
            }
            if !entry.didStop, let end = animation.timingSpec.activeEndInParentTime(), t >= end {
                entry.didStop = true
                finished.append(entry)
            }
        }
        guard !finished.isEmpty else { return }
        // No schedule invalidation: only this layer's events change, and the clock recomputes them right after.
        animationEntries.removeAll { entry in
            finished.contains { $0 === entry } && entry.animation.isRemovedOnCompletion
        }
        for entry in finished {
            events.append {
                entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
                entry.leaveCompletionGroups()
            }
        }
    }

    /// The global time at which ``collectAnimationEvents(now:into:)`` next has something to report for this
    /// layer: the earliest begin of an animation that has not started or active end of one that has not
    /// stopped, mapped from local to global time through every layer up to the root.
    ///
    /// It is early rather than late: the result is moved before the instant by more than the clock's tolerance
    /// and any rounding, since processing a layer too early only costs time, while skipping it too long would
    /// deliver a callback a frame late. `+infinity` when nothing is pending or time does not flow here (a
    /// frozen layer's animations never end until its timing changes, which invalidates the cache);
    /// `-infinity` when a negative speed on the way makes the mapping run backwards (such layers are simply
    /// processed every frame). Externally driven animations never report events here.
    package func computeNextAnimationEventTime() -> CFTimeInterval {
        var next = CFTimeInterval.infinity
        for entry in animationEntries {
            let animation = entry.animation
            guard !animation.isDrivenExternally else { continue }
            if !entry.didStart { next = Swift.min(next, animation.beginTime) }
            if !entry.didStop, let end = animation.timingSpec.activeEndInParentTime() { next = Swift.min(next, end) }
        }
        guard next < .infinity, timeFlows else { return .infinity }
        guard next > -.infinity else { return -.infinity }
        // Fired when localTime + tolerance >= next; leave room for the rounding of both mappings.
        var time = next - MediaClock.instantTolerance - 1e-9 * Swift.max(1, abs(next))
        var layer: CALayer? = self
        while let current = layer {
            let spec = current.timing
            guard spec.speed > 0 else { return -.infinity }
            time = (time - spec.timeOffset) / spec.speed + spec.beginTime
            layer = current.superlayer
        }
        // NaN (from non-finite timing values) would compare false both ways; process such a layer every frame.
        return time.isNaN ? -.infinity : time - 1e-9 * Swift.max(1, abs(time))
    }

    /// Whether an animation that blocks user interaction (a UIView block without `.allowUserInteraction`) is
    /// attached and has not ended.
    package var hasInteractionBlockingAnimations: Bool {
        animationEntries.contains { $0.animation.blocksUserInteraction && !$0.didStop }
    }

    /// Whether an attached animation will still change what is on screen as time flows.
    package var hasPendingAnimations: Bool {
        guard timeFlows else { return false }
        let t = currentLocalTime + MediaClock.instantTolerance
        return animationEntries.contains { entry in
            guard !entry.didStop, !entry.animation.isDrivenExternally else { return false }
            guard let end = entry.animation.timingSpec.activeEndInParentTime() else {
                return entry.animation.speed != 0
            }
            return end > t || !entry.didStart
        }
    }
}

/// Collects the animations added to any layer while it is active: how a percent-driven interaction finds the
/// animations an animator created (UIKit "begins tracking UIView animations", §3.2).
package final class AnimationRecorder {
    nonisolated(unsafe) static var active: [AnimationRecorder] = []
    package private(set) var added: [(layer: CALayer, entry: AnimationEntry)] = []

    package init() {}

    package func start() { Self.active.append(self) }
    package func stop() { Self.active.removeAll { $0 === self } }

    fileprivate func record(layer: CALayer, entry: AnimationEntry) { added.append((layer, entry)) }

    /// Forgets what was recorded: the layers and their animations (with their delegates, the completion blocks
    /// that hold the views they animate) are not kept past the transition that made them.
    package func reset() { added = [] }
}

extension MediaClock {
    /// Gives the animations added since the last commit their begin times in their layers' time now.
    package func commitAnimationBeginTimes() {
        let pending = uncommittedAnimations
        uncommittedAnimations = []
        for (registration, entry) in pending {
            guard let layer = registration.layer, !entry.didStart else { continue }
            entry.animation.beginTime = layer.currentLocalTime + entry.animation.beginDelay
        }
    }

    /// Delivers `animationDidStart`/`animationDidStop` for every animating layer, removing finished animations.
    /// Callbacks run after all layers are processed, so a completion that starts new animations sees a
    /// consistent tree.
    ///
    /// Between events this is O(1): each layer caches the global time of its next event
    /// (``CALayer/computeNextAnimationEventTime()``) and the clock the earliest of them, both stamped with the
    /// ``animationScheduleGeneration`` they were computed at. Anything that could move an event — a layer's or
    /// an attached animation's timing, the attached animations, the tree — bumps the generation, and the next
    /// call recomputes every layer once. Only the layers whose event is due are processed otherwise.
    package func processAnimations() {
        let generation = Self.animationScheduleGeneration
        if generation == scheduleGeneration && now < nextAnimationEventTime { return }
        var events: [() -> Void] = []
        var earliest = CFTimeInterval.infinity
        var kept = 0
        for index in animatingLayers.indices {
            guard let layer = animatingLayers[index].layer else { continue }
            if layer.nextAnimationEventGeneration != generation || now >= layer.nextAnimationEventTime {
                layer.collectAnimationEvents(now: now, into: &events)
                layer.nextAnimationEventTime = layer.computeNextAnimationEventTime()
                layer.nextAnimationEventGeneration = generation
            }
            if layer.animationEntries.isEmpty {
                layer.registeredClock = nil
                continue
            }
            earliest = Swift.min(earliest, layer.nextAnimationEventTime)
            if kept != index { animatingLayers[kept] = animatingLayers[index] }
            kept += 1
        }
        animatingLayers.removeLast(animatingLayers.count - kept)
        // Callbacks below may change timing or animations; they bump the generation, so the next call
        // recomputes everything.
        scheduleGeneration = generation
        nextAnimationEventTime = earliest
        for event in events { event() }
    }

    /// Whether any registered layer has an animation still in progress.
    package var hasPendingAnimations: Bool {
        animatingLayers.contains { $0.layer?.hasPendingAnimations ?? false }
    }
}

extension CALayer {
    /// The display pass over this subtree: every layer marked as needing display redraws its contents, parents
    /// before children, masks included. The stage runs it each frame after layout; snapshots run it first so a
    /// view that was never on screen is captured with its drawn content.
    package func displayTreeIfNeeded() {
        displayIfNeeded()
        // Only where something below is marked (see `descendantNeedsDisplay`): the stage runs this every frame.
        guard descendantNeedsDisplay else { return }
        descendantNeedsDisplay = false
        mask?.displayTreeIfNeeded()
        for sublayer in sublayers ?? [] { sublayer.displayTreeIfNeeded() }
    }
}
