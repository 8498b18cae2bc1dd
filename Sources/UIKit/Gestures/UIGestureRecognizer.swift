import QuartzCore

/// The base class of gesture recognizers: an object attached to a view that watches the touches of that view
/// and its subviews, decides whether they form its gesture, and calls its actions as the gesture goes on (§10).
///
/// ## Target–action without `#selector`
///
/// Linux has no Objective-C runtime, so there is no `#selector` and no `Selector`. Where iOS code writes
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
/// ```
///
/// Flipbook code passes a Swift method reference instead — the only line of a port that changes:
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: MyViewController.handlePan)
/// ```
///
/// An action has the shape `(Target) -> (Recognizer) -> Void` (a method taking the recognizer, typed as the
/// recognizer's own class or any superclass) or `(Target) -> () -> Void` (a method taking nothing). Drop the
/// method's `@objc`: Linux has no Objective-C runtime, so the attribute doesn't compile. `addTarget(_:action:)`
/// and `removeTarget(_:action:)` take the same method references (`removeTarget(self, action: nil)` works as on
/// iOS). As on iOS the target is **not retained**: the action stops firing when its target goes away. There is
/// also a closure form, ``init(handler:)`` / ``addHandler(_:)``, whose closure the recognizer keeps.
///
/// ## State machine
///
/// A recognizer starts in ``State-swift.enum/possible``. A *discrete* recognizer (tap, swipe) goes to
/// ``State-swift.enum/ended`` (also spelled `.recognized`) or ``State-swift.enum/failed``; a *continuous*
/// one (pan, long press) goes `.began` → `.changed`… → `.ended` or `.cancelled`, or fails before beginning.
/// After ending, cancelling or failing, once all of its touches have lifted, it calls ``reset()`` and is
/// `.possible` again — so reading `state` after a gesture finished gives `.possible`; read it in the action.
///
/// ## When actions run (a Flipbook decision)
///
/// UIKit's header says the action "will be called at the next turn of the run loop" after a state change.
/// On iOS that turn appears to be the same event dispatch (**unverified**; UIKit's gesture environment updates
/// recognizers for an event before the window sends the event's touches to views): the window delivers an
/// event's touches to the recognizers, settles their state changes (failure requirements, simultaneous
/// recognition), calls the actions, and only then delivers the event's touches to the hit-tested view.
/// Flipbook does exactly that, synchronously inside `UIWindow.sendEvent(_:)`: when a scripted touch event
/// returns, the actions for it have run — no frame is needed. A change made outside an event (a long press's
/// deadline, or subclass code on a stage timer) is settled and its actions called right there, inside the
/// frame that fired the deadline. When a recognizer recognizes and cancels its touches in the view, the view's
/// `touchesCancelled` comes *before* the action (the order on iOS is not documented; pinned by a test).
///
/// ## Swift notes
///
/// Members that subclasses override (`touchesBegan(_:with:)`, ``reset()``, ``canPrevent(_:)``…) are `open`
/// in the class body, as in UIKit's `UIGestureRecognizerSubclass` header; `state` is settable for subclasses.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, AssociatedObjectHosting {
    /// Associated objects (`objc_setAssociatedObject`), released with the recognizer.
    nonisolated(unsafe) package var associatedObjectStore: AssociatedObjectStore?

    /// The states of a recognizer (§10).
    public enum State: Int, Sendable {
        /// Evaluating touches; the default.
        case possible
        /// A continuous gesture started; actions are called.
        case began
        /// A continuous gesture changed; actions are called.
        case changed
        /// The gesture finished (continuous) or was recognized (discrete); actions are called, then the
        /// recognizer resets to `.possible`.
        case ended
        /// A continuous gesture was cancelled; actions are called, then the recognizer resets.
        case cancelled
        /// The touches are not this gesture; no action. The recognizer resets once its touches lift.
        case failed

        /// A discrete gesture was recognized: the same value as `.ended`.
        public static var recognized: State { .ended }
    }

    // MARK: Creating and targets

    /// One registered action.
    private struct Action {
        /// The target, not retained; nil for closure handlers.
        weak var target: AnyObject?
        /// Whether the action has a target (a nil `target` then means it went away).
        var hasTarget: Bool
        /// Identifies the action's shape, `(Target, Recognizer)`, so `removeTarget(_:action:)` can match it.
        var shape: ObjectIdentifier?
        var perform: @MainActor (UIGestureRecognizer) -> Void
    }
    private var actions: [Action] = []

    /// A recognizer with no action yet; add them with `addTarget(_:action:)` or ``addHandler(_:)``.
    public override init() {
        super.init()
    }

    /// A recognizer calling `action` on `target`, where iOS writes `init(target:action: #selector(…))`.
    ///
    /// Pass a method reference: `UIPanGestureRecognizer(target: self, action: MyViewController.handlePan)`,
    /// where `handlePan(_:)` takes a `UIPanGestureRecognizer` (or any superclass of it). The target is not
    /// retained.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `action`, a method taking no argument, on `target` (iOS: `#selector(handleTap)`).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `handler` with itself on every action (a Flipbook convenience; iOS has no closure
    /// form for gesture recognizers). The handler is retained: capture `self` weakly in it.
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        actions.append(Action(target: nil, hasTarget: false, shape: nil) { recognizer in
            if let recognizer = recognizer as? Self { handler(recognizer) }
        })
    }

    // The methods taking `@MainActor` closures are `final`: Swift 6.3 on Linux mangles such a parameter
    // differently in a `@preconcurrency` class's vtable than at the method's definition, and the link fails.

    /// Adds an action, a method reference taking the recognizer (`MyViewController.handlePan`). Adding the same
    /// target twice adds two actions: Swift can't compare method references, so duplicates aren't detected.
    public final func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        precondition(self is Recognizer,
                     "\(type(of: self)) can't call an action taking a \(Recognizer.self): the method's parameter "
                        + "type must be the recognizer's class or a superclass of it")
        let shape = ObjectIdentifier((Target, Recognizer).self)
        actions.append(Action(target: target, hasTarget: true, shape: shape) { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        })
    }

    /// Adds an action, a method reference taking no argument (`MyViewController.handleTap`).
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        actions.append(Action(target: target, hasTarget: true, shape: ObjectIdentifier((Target, Void).self)) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Adds a closure called with the recognizer on every action (a Flipbook convenience). Retained.
    public final func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(Action(target: nil, hasTarget: false, shape: nil, perform: handler))
    }

    /// Removes actions, as UIKit's `removeTarget(_:action:)` with a nil action: every action of `target`, or
    /// every action and handler of the recognizer when `target` is nil too. (`action` can only be `nil`; use the
    /// overloads taking a method reference to remove one kind of action.)
    public final func removeTarget(_ target: AnyObject?, action: Never?) {
        if let target {
            actions.removeAll { $0.hasTarget && $0.target === target }
        } else {
            actions.removeAll()
        }
    }

    /// Removes the actions of `target` that were added with a method of the same shape as `action`
    /// (same target class and same parameter type). Swift can't compare method references, so two different
    /// methods of that shape on one target are both removed.
    public final func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        let shape = ObjectIdentifier((Target, Recognizer).self)
        actions.removeAll { $0.hasTarget && $0.target === target && $0.shape == shape }
    }

    /// Removes the actions of `target` added with a method taking no argument (see the overload above).
    public final func removeTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        let shape = ObjectIdentifier((Target, Void).self)
        actions.removeAll { $0.hasTarget && $0.target === target && $0.shape == shape }
    }

    /// Calls every action whose target is still alive, in the order they were added.
    func sendActions() {
        actions.removeAll { $0.hasTarget && $0.target == nil }
        for action in actions { action.perform(self) }
    }

    // MARK: State

    var storedState: State = .possible

    /// The recognizer's state. Subclasses set it from their touch handlers (UIKit's subclass header makes it
    /// settable); the window then settles the change against the delegate, failure requirements and other
    /// recognizers before the action runs — so a requested `.began` can end up `.failed`, or wait in
    /// `.possible` for another recognizer to fail.
    open var state: State {
        get { storedState }
        set {
            let old = storedState
            guard newValue != old || newValue == .changed else { return }
            storedState = newValue
            if let environment {
                environment.recognizer(self, didChangeStateFrom: old)
            } else {
                // Not tracking any touch (set from code): there is nothing to settle against.
                if newValue != .possible && newValue != .failed { sendActions() }
                if newValue == .ended || newValue == .cancelled || newValue == .failed { performReset() }
            }
        }
    }

    /// Whether the recognizer takes part in touch handling. Disabling a recognizer in the middle of its gesture
    /// cancels it (its action runs with `.cancelled`); disabling it while it is still deciding makes it fail.
    /// (A common trick to cancel a gesture is `isEnabled = false; isEnabled = true`.)
    open var isEnabled = true {
        didSet {
            guard oldValue && !isEnabled else { return }
            abandonGesture()
        }
    }

    /// The delegate, consulted before beginning, about simultaneous recognition, failure requirements, and
    /// whether to receive a touch. Weak, as in UIKit.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The view the recognizer is attached to, set by `UIView.addGestureRecognizer(_:)`.
    open internal(set) weak var view: UIView?

    /// Whether the view's touches are cancelled (`touchesCancelled`) when the gesture is recognized. Default
    /// true, so a view with a tap recognizer gets `touchesCancelled` rather than `touchesEnded` for the tap.
    open var cancelsTouchesInView = true

    /// Whether `touchesBegan`/`touchesMoved` reach the view only after this recognizer has failed (they are
    /// dropped if it recognizes). Default false; `UIScreenEdgePanGestureRecognizer` turns it on.
    open var delaysTouchesBegan = false

    /// Whether `touchesEnded` reaches the view only once this recognizer has decided: after it fails, the view
    /// gets the delayed `touchesEnded`; if it recognizes (with ``cancelsTouchesInView``), `touchesCancelled`.
    /// Default true — which is what lets a double-tap recognizer see the second tap before the view sees the
    /// first tap end.
    open var delaysTouchesEnded = true

    /// Whether the recognizer only accepts touches of the type of its first touch. Scripted touches are all
    /// direct, so this has no effect on Flipbook.
    open var requiresExclusiveTouchType = true

    /// A name for debugging and for finding a recognizer among a view's.
    open var name: String?

    // MARK: Touches and location

    /// The touches the recognizer has been given in this sequence, in the order they began.
    var trackedTouches: [UITouch] = []

    /// The centroid of the tracked touches at the latest delivery, in window coordinates.
    var lastCentroidInWindow: CGPoint = .zero

    /// The touches still down among ``trackedTouches``.
    var activeTouches: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// How many fingers the recognizer is tracking that are still down. In `.ended` a pan reports 0 (its
    /// fingers lifted); a tap reports the touches of the tap it recognized.
    open var numberOfTouches: Int { countedTouches.count }

    /// The touches ``numberOfTouches`` counts, indexable by ``location(ofTouch:in:)``.
    var countedTouches: [UITouch] { activeTouches }

    /// The gesture's location in `view` (window coordinates for nil): the centroid of its touches. After the
    /// touches lift it stays where they were last.
    open func location(in view: UIView?) -> CGPoint {
        UITouch.convert(centroidInWindow, to: view, window: windowForConversion)
    }

    /// The location of one of the touches ``numberOfTouches`` counts. Like UIKit, an index beyond the count is
    /// a programming error (UIKit raises an exception).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = countedTouches
        precondition(touches.indices.contains(touchIndex),
                     "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(touches.count)).")
        return touches[touchIndex].location(in: view)
    }

    /// The centroid of the active touches, or of all tracked touches when none is down, in window coordinates.
    var centroidInWindow: CGPoint {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        guard !touches.isEmpty else { return lastCentroidInWindow }
        return Self.centroid(touches.map(\.locationInWindow))
    }

    var windowForConversion: UIWindow? { trackedTouches.first?.window ?? view?.window }

    static func centroid(_ points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }

    // MARK: Dependencies

    /// Recognizers that must fail before this one may recognize (``require(toFail:)``).
    var requiredToFail: [WeakRecognizer] = []

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes; if the other
    /// recognizes, this one fails. The classic use: a single tap that requires a double tap to fail.
    /// The requirement only holds while the other recognizer is tracking the same touches; one that never saw
    /// them counts as failed (Flipbook's reading; UIKit documents no case).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.removeAll { $0.recognizer == nil }
        guard !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
    }

    // MARK: For subclasses (UIGestureRecognizerSubclass)

    /// Touches began that this recognizer receives. Subclasses override and set ``state``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of this recognizer moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of this recognizer lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of this recognizer were cancelled by the system.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer returns to `.possible` after a gesture; subclasses clear their per-gesture
    /// state here (and call super).
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (it also stops delaying the touch for the view).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may make this recognizer fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (a subclass-wide
    /// ``require(toFail:)``). Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer wants the touches of `event`. Default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Called when the recognizer begins after having waited for failure requirements (UIKit's private
    /// `_willBeginAfterSatisfyingFailureRequirements`); the pan recognizer zeroes its translation here.
    func willBeginAfterSatisfyingFailureRequirements() {}

    // MARK: Engine bookkeeping

    /// The touch sequence the recognizer is taking part in.
    weak var environment: TouchDelivery?
    /// The state a recognizer asked for while one it requires to fail was still undecided.
    var deferredState: State?
    /// Whether the recognizer recognized (began or ended) since its last reset.
    var didRecognize = false

    /// Returns to `.possible` and forgets the gesture's touches, then calls ``reset()``.
    func performReset() {
        storedState = .possible
        deferredState = nil
        didRecognize = false
        if !trackedTouches.isEmpty { lastCentroidInWindow = centroidInWindow }
        for touch in trackedTouches { touch.gestureRecognizers?.removeAll { $0 === self } }
        trackedTouches = []
        environment?.forget(self)
        environment = nil
        cancelTimers()
        reset()
    }

    /// Leaves the view: a gesture in progress is cancelled (its action runs first), an undecided one fails.
    func detachFromView() {
        abandonGesture()
        view = nil
    }

    /// Gives up the touches it is following: a gesture in progress is cancelled (its action runs with
    /// `.cancelled`), an undecided one fails (no action). It takes no more of those touches, and resets to
    /// `.possible` once they lift. Disabling the recognizer, removing it from its view, and its view leaving the
    /// window all come here.
    final func abandonGesture() {
        switch storedState {
        case .began, .changed: state = .cancelled
        case .possible where environment != nil: state = .failed
        default: break
        }
    }

    /// Deadlines the recognizer scheduled since its last cancel (ids in the clock's `GestureTimers`; cancelling
    /// one that already fired does nothing).
    private var pendingTimers: [(timers: GestureTimers, id: Int)] = []

    /// Runs `action` at media time `time` on the stage clock of the recognizer's view, unless
    /// ``cancelTimers()`` or a reset comes first.
    final func scheduleTimer(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        let timers = GestureTimers.on(view?.layer.clock ?? MediaClock.current)
        pendingTimers.append((timers, timers.schedule(at: time, action)))
    }

    /// Cancels every deadline the recognizer scheduled.
    func cancelTimers() {
        for timer in pendingTimers { timer.timers.cancel(timer.id) }
        pendingTimers = []
    }
}

/// A weak reference to a recognizer, for dependency lists that must not keep recognizers alive.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
