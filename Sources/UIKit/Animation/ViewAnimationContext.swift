import QuartzCore

/// The animation block being run (`UIView.animate`, keyframes, property animators): what every property change
/// inside it turns into. Blocks nest; the innermost one is current.
@MainActor
package final class ViewAnimationContext {
    /// How the progress of this block's animations is shaped.
    package enum Timing {
        case curve(CAMediaTimingFunction)
        /// A spring whose stiffness and damping come from (duration, damping ratio, velocity) (§6.6) or from
        /// timing parameters.
        case spring(Spring)
    }

    package var duration: TimeInterval
    package var delay: TimeInterval
    package var timing: Timing
    package var options: UIView.AnimationOptions
    package var repeatCount: Float
    package var autoreverses: Bool
    /// Told about every animation this block creates, so the completion can run when they are all done.
    package let tracker: AnimationBlockTracker
    /// Non-nil inside `animateKeyframes`: property changes are recorded as keyframes instead.
    package var keyframes: KeyframeRecorder?
    /// Makes the animation for a key instead of the block's timing (property animators drive their own).
    package var animationFactory: ((String) -> CABasicAnimation)?
    /// Makes the keyframe animation for a key inside `animateKeyframes` (property animators drive those too).
    package var keyframeAnimationFactory: ((String) -> CAKeyframeAnimation)?
    /// Called for each animation created (property animators use it to stop, finish and reverse them).
    package var onCreate: ((CreatedAnimation) -> Void)?
    /// The layers whose properties changed in this block, in order: what `.layoutSubviews` lays out.
    package private(set) var changedLayers: [CALayer] = []
    /// The identities of ``changedLayers``, so noting a change is O(1): a block moving N views used to scan
    /// the list for each of them (N² / 2 comparisons, seconds at 10,000 views). The list holds the layers, so
    /// an identity cannot be reused while it is in the set.
    private var changedLayerIDs: Set<ObjectIdentifier> = []

    package init(duration: TimeInterval, delay: TimeInterval, timing: Timing, options: UIView.AnimationOptions,
                 tracker: AnimationBlockTracker) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.tracker = tracker
        self.repeatCount = options.contains(.repeat) ? .infinity : 0
        self.autoreverses = options.contains(.autoreverse)
    }

    // MARK: The stack

    package private(set) static var stack: [ViewAnimationContext] = []
    package static var current: ViewAnimationContext? { stack.last }
    /// No animation block is running (cheaper than `current == nil`: no reference is loaded).
    package static var isIdle: Bool { stack.isEmpty }

    /// Runs `body` with `context` current.
    package static func run(_ context: ViewAnimationContext, _ body: () -> Void) {
        stack.append(context)
        defer { stack.removeLast() }
        body()
    }

    /// Depth of `performWithoutAnimation` and `setAnimationsEnabled(false)`.
    package static var animationsDisabledDepth = 0
    package static var animationsEnabledFlag = true
    package static var animationsEnabled: Bool { animationsDisabledDepth == 0 && animationsEnabledFlag }

    // MARK: Actions

    /// The keys UIKit animates for a view's layer inside an animation block.
    package static let animatableKeys: Set<String> = [
        "bounds", "position", "transform", "sublayerTransform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
        "zPosition", "anchorPoint", "anchorPointZ", "contentsRect",
    ]

    /// The action for a change of `key` on `layer` while this block is current: it captures the value before
    /// the change and, when run after it, creates the animation (or records the keyframe).
    package func action(for layer: CALayer, key: String) -> (any CAAction)? {
        let path = LayerKeyPath(key)
        let presented = layer.animationEntries.isEmpty ? layer.modelValues : layer.presentationProperties()
        return ViewPropertyAction(context: self, keyPath: path, oldModel: layer.modelValues[path], oldPresentation: presented[path])
    }

    /// The animation from `old` to the new model value for one property, per §6.2–6.3: vector values get an
    /// additive animation from `old − new` to zero, so re-targeting mid-flight stays continuous in value and
    /// velocity; other values (transforms, which do not commute) animate from the value on screen when another
    /// animation is in flight or `beginFromCurrentState` is set.
    package func makeAnimation(for layer: CALayer, keyPath: LayerKeyPath, key: String,
                               old: AnimationValue, presented: AnimationValue, new: AnimationValue) -> CAPropertyAnimation {
        let animation = animationFactory?(key) ?? makeTimedAnimation(key: key)
        if new.isVector, let offset = old.subtracting(new), let zero = new.zero {
            animation.isAdditive = true
            animation.fromValue = offset.anyValue
            animation.toValue = zero.anyValue
        } else {
            let inFlight = layer.animationEntries.contains { ($0.animation as? CAPropertyAnimation)?.keyPath.map(LayerKeyPath.init)?.rootKey == key }
            let start = (inFlight || options.contains(.beginFromCurrentState)) ? presented : old
            animation.fromValue = start.anyValue
            animation.toValue = new.anyValue
        }
        configureTiming(of: animation, on: layer)
        return animation
    }

    /// A basic animation shaped by this block's curve or spring.
    private func makeTimedAnimation(key: String) -> CABasicAnimation {
        switch timing {
        case .curve(let function):
            let animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = function
            return animation
        case .spring(let spring):
            let animation = CASpringAnimation(keyPath: key)
            animation.mass = CGFloat(spring.mass)
            animation.stiffness = CGFloat(spring.stiffness)
            animation.damping = CGFloat(spring.damping)
            animation.initialVelocity = CGFloat(spring.initialVelocity)
            animation.allowsOverdamping = spring.allowsOverdamping
            return animation
        }
    }

    package func noteChange(of layer: CALayer) {
        if changedLayerIDs.insert(ObjectIdentifier(layer)).inserted { changedLayers.append(layer) }
    }

    /// `.layoutSubviews` (§6.1): lays out the views changed in this block now, while it is current, so the
    /// frames their `layoutSubviews()` sets animate along with them instead of jumping at the next layout pass.
    package func layOutChangedViews() {
        for layer in changedLayers {
            (layer.delegate as? UIView)?.layoutIfNeeded()
        }
    }

    /// Duration, delay, repeats and fill shared by every animation this block creates.
    package func configureTiming(of animation: CAAnimation, on layer: CALayer) {
        animation.duration = duration
        animation.fillMode = .both
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        animation.beginDelay = delay
        animation.blocksUserInteraction = !options.contains(.allowUserInteraction) && animationFactory == nil
        animation.delegate = tracker
    }

    /// Attaches `animation` under a key no other animation of the layer uses ("position", "position-2", …), so
    /// additive animations stack instead of replacing each other.
    package func attach(_ animation: CAPropertyAnimation, to layer: CALayer, key: String,
                        old: AnimationValue? = nil, new: AnimationValue? = nil) {
        var unique = key
        var n = 1
        while layer.animation(forKey: unique) != nil {
            n += 1
            unique = "\(key)-\(n)"
        }
        tracker.expect()
        layer.add(animation, forKey: unique)
        if let attached = layer.animation(forKey: unique) as? CAPropertyAnimation {
            onCreate?(CreatedAnimation(layer: layer, key: unique, keyPath: LayerKeyPath(key), old: old, new: new,
                                       animation: attached))
        }
    }
}

/// The action a view returns inside an animation block (§6.2): runs after the model value changed.
@MainActor
private struct ViewPropertyAction: @preconcurrency CAAction {
    let context: ViewAnimationContext
    let keyPath: LayerKeyPath
    let oldModel: AnimationValue
    let oldPresentation: AnimationValue

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        context.noteChange(of: layer)
        do {
            let new = layer.modelValues[keyPath]
            if let keyframes = context.keyframes {
                keyframes.record(layer: layer, key: event, keyPath: keyPath, old: oldModel, new: new)
                return
            }
            guard !oldModel.isIdentical(to: new) else { return }
            let animation = context.makeAnimation(for: layer, keyPath: keyPath, key: event, old: oldModel,
                                                  presented: oldPresentation, new: new)
            context.attach(animation, to: layer, key: event, old: oldModel, new: new)
        }
    }
}

extension AnimationValue {
    /// Exact equality, where it can be decided; values that cannot be compared count as different.
    package func isIdentical(to other: AnimationValue) -> Bool {
        switch (self, other) {
        case let (.number(a), .number(b)): a == b
        case let (.point(a), .point(b)): a == b
        case let (.size(a), .size(b)): a == b
        case let (.rect(a), .rect(b)): a == b
        case let (.transform(a), .transform(b)): a == b
        case let (.color(a), .color(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        default: false
        }
    }
}

/// Counts the animations of one block and runs its completion once all have stopped: `finished` is true only
/// if every one reached its end (§6.4). A block that animated nothing completes in the next frame with true.
@MainActor
package final class AnimationBlockTracker: NSObject, @preconcurrency CAAnimationDelegate {
    private var outstanding = 0
    private var allFinished = true
    private var sealed = false
    private var completion: ((Bool) -> Void)?

    package init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    package func expect() { outstanding += 1 }

    /// The block's closure returned: from now on, the last animation to stop runs the completion.
    package func seal() {
        sealed = true
        if outstanding == 0 {
            let completion = self.completion
            self.completion = nil
            if let completion { MediaClock.current.scheduleNextFrame { completion(true) } }
        }
    }

    package func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        outstanding -= 1
        if !flag { allFinished = false }
        guard sealed, outstanding == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}

/// One animation an animation block created, with the values it animates between.
package struct CreatedAnimation {
    package let layer: CALayer
    /// The key it is attached under (unique on the layer).
    package let key: String
    package let keyPath: LayerKeyPath
    /// The model value before the change, and after it (nil for keyframe animations).
    package let old: AnimationValue?
    package let new: AnimationValue?
    /// The layer's copy.
    package let animation: CAPropertyAnimation
}
