import QuartzCore

/// UIKit's block-based animation API. Property changes made inside `animations` set model values at once and
/// become Core Animation animations of the on-screen (presentation) values (§6.1–6.4).
extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds after `delay`, with the curve and
    /// behaviour in `options`. A duration ≤ 0 applies the changes without animation (§6.1). Nested blocks
    /// inherit the enclosing block's duration and curve unless they pass the override options.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options,
                 timing: .curve(options.curveTimingFunction), animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, smaller values oscillate; `velocity` is in
    /// units of the whole distance per second (a 200 pt move at 100 pt/s is 0.5, §6.6). UIKit derives the
    /// spring's stiffness so that it settles at `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = Spring.uiKit(duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        runBlock(duration: duration, delay: delay, options: options, timing: .spring(spring),
                 animations: animations, completion: completion)
    }

    /// iOS 17: a spring given by its perceptual duration and bounce (§6.8); runs until the spring settles.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = Spring.perceptual(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
        runBlock(duration: spring.settlingDuration, delay: delay, options: options, timing: .spring(spring),
                 animations: animations, completion: completion)
    }

    /// Applies the changes in `actionsWithoutAnimation` without animating them, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationContext.animationsDisabledDepth += 1
        defer { ViewAnimationContext.animationsDisabledDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// Whether property changes inside animation blocks animate at all.
    public static var areAnimationsEnabled: Bool { ViewAnimationContext.animationsEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationContext.animationsEnabledFlag = enabled
    }

    /// The duration of the animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        ViewAnimationContext.current?.duration ?? 0
    }

    /// Inside an animation block: the changes in `animations` repeat `count` times (each time lasting the
    /// enclosing block's duration), reversing every other time if `autoreverses` (§6.1).
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool,
                                        animations: () -> Void) {
        guard let outer = ViewAnimationContext.current else { return animations() }
        let context = ViewAnimationContext(duration: outer.duration, delay: outer.delay, timing: outer.timing,
                                           options: outer.options, tracker: outer.tracker)
        context.repeatCount = Float(count)
        context.autoreverses = autoreverses
        context.onCreate = outer.onCreate
        context.animationFactory = outer.animationFactory
        context.keyframeAnimationFactory = outer.keyframeAnimationFactory
        ViewAnimationContext.run(context, animations)
    }

    /// Runs one animation block: sets up its context (inheriting from an enclosing block as UIKit does), runs
    /// `animations`, and arranges for `completion`.
    package static func runBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                 timing: ViewAnimationContext.Timing, animations: () -> Void,
                                 completion: ((Bool) -> Void)?,
                                 configure: ((ViewAnimationContext) -> Void)? = nil) {
        let tracker = AnimationBlockTracker(completion: completion)
        var duration = duration
        var timing = timing
        var options = options
        if let outer = ViewAnimationContext.current, outer.keyframes == nil {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(outer.options.intersection([.repeat, .autoreverse, .beginFromCurrentState]))
            }
        }
        guard duration > 0, ViewAnimationContext.animationsEnabled else {
            performWithoutAnimation(animations)
            tracker.seal()
            return
        }
        let context = ViewAnimationContext(duration: duration, delay: delay, timing: timing, options: options,
                                           tracker: tracker)
        if let outer = ViewAnimationContext.current {
            // Inside a property animator's block, nested blocks are the animator's animations too.
            context.animationFactory = outer.animationFactory
            context.keyframeAnimationFactory = outer.keyframeAnimationFactory
            context.onCreate = outer.onCreate
        }
        configure?(context)
        ViewAnimationContext.run(context) {
            animations()
            if options.contains(.layoutSubviews) { context.layOutChangedViews() }
        }
        tracker.seal()
    }
}
