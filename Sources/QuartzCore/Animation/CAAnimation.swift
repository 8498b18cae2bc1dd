import CoreGraphics

/// The base of every Core Animation animation: timing (CAMediaTiming), a timing function, a delegate.
///
/// An animation is a pure function of its layer's local time; attaching it to a layer copies it, and the engine
/// evaluates the copy each time the presentation is asked for.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// The animation's timing. Changing it (the commit stamping a begin time, UIKit re-timing an attached
    /// animation) moves its start or end, so it invalidates the clocks' cached next animation events.
    ///
    /// `@exclusivity(unchecked)` (as `CALayer`'s hot properties, see there): read on every evaluation, only ever
    /// assigned or changed in place within one statement, on the main thread.
    @exclusivity(unchecked) package var timingSpec = MediaTimingSpec() {
        didSet { MediaClock.invalidateAnimationSchedule() }
    }
    /// For an animation added with `beginTime` 0: how long after the commit it begins (UIKit's `delay`).
    package var beginDelay: CFTimeInterval = 0
    /// Set by UIKit on block animations without `.allowUserInteraction`: while it runs, its view takes no
    /// touches (§6.1).
    package var blocksUserInteraction = false

    /// Maps the simple-duration fraction to progress. nil = linear (the default for explicit animations).
    open var timingFunction: CAMediaTimingFunction?
    /// Retained, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    open var isRemovedOnCompletion = true
    /// The frame rate the animation would like (iOS 15). Kept: the stage draws at its device's rate.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Not `required`, as in Apple's interface: subclasses write `override init()`.
    public override init() {
        super.init()
    }

    /// Required as in Apple's interface (NSSecureCoding): a subclass declaring its own designated initializer
    /// declares this one too. Flipbook archives nothing, so it makes a default animation.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// How ``copy(with:)`` makes an animation of the receiver's run-time class through the subclass's `init()`.
    /// Not API: Swift can only call an initializer through a metatype when it is `required`, and a `required`
    /// convenience initializer is inherited by every subclass that overrides (or inherits) `init()`, which is
    /// what lets `init()` itself stay a plain `init` (as ``CALayer``'s `init(_flipbookInstantiating:)` does).
    public required convenience init(_flipbookInstantiating: Void) {
        self.init()
    }

    open var beginTime: CFTimeInterval {
        get { timingSpec.beginTime }
        set { timingSpec.beginTime = newValue }
    }
    /// The simple duration; 0 means Core Animation's default of 0.25 s.
    open var duration: CFTimeInterval {
        get { timingSpec.duration }
        set { timingSpec.duration = newValue }
    }
    open var speed: Float {
        get { Float(timingSpec.speed) }
        set { timingSpec.speed = Double(newValue) }
    }
    open var timeOffset: CFTimeInterval {
        get { timingSpec.timeOffset }
        set { timingSpec.timeOffset = newValue }
    }
    open var repeatCount: Float {
        get { Float(timingSpec.repeatCount) }
        set { timingSpec.repeatCount = Double(newValue) }
    }
    open var repeatDuration: CFTimeInterval {
        get { timingSpec.repeatDuration }
        set { timingSpec.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { timingSpec.autoreverses }
        set { timingSpec.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { timingSpec.fillMode }
        set { timingSpec.fillMode = newValue }
    }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(_flipbookInstantiating: ())
        copy.copyState(from: self)
        return copy
    }

    /// Copies this class's state from `other`; subclasses extend it (and call super).
    package func copyState(from other: CAAnimation) {
        timingSpec = other.timingSpec
        beginDelay = other.beginDelay
        blocksUserInteraction = other.blocksUserInteraction
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange
    }

    /// Adds the animation to the layer under the event's key: what a layer does with an action it found.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Engine

    /// Whether something other than time decides this animation's progress (a property animator); such an
    /// animation never ends by itself, and the stage asks its driver whether it is still moving.
    package var isDrivenExternally: Bool { false }

    /// Resolves key paths and values once, when the copy is attached to `layer`.
    package func prepare(for layer: CALayer) {}

    /// Applies this animation's value at its layer's local time `t` (its parent time) to `p`.
    package func apply(to p: inout LayerProperties, atTime t: CFTimeInterval) {
        guard let fraction = timingSpec.progress(atParentTime: t) else { return }
        applyValue(atFraction: fraction, to: &p)
    }

    /// Applies the value at `fraction` of the simple duration (before the timing function).
    package func applyValue(atFraction fraction: Double, to p: inout LayerProperties) {}

    /// The timing function applied to a simple-duration fraction.
    package func eased(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }
}
