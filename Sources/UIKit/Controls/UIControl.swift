import QuartzCore

/// The base of controls: state (enabled, selected, highlighted) and target-action.
///
/// Linux has no Objective-C selectors, so a target-action pair is a target and an unapplied method reference
/// of its class, in one of the three shapes UIKit action methods take:
///
/// ```swift
/// button.addTarget(self, action: MyViewController.tapped, for: .touchUpInside)   // func tapped()
/// button.addTarget(self, action: MyViewController.tapped(_:), for: .touchUpInside) // func tapped(_ sender: UIButton)
/// button.addTarget(self, action: MyViewController.tapped(_:for:), for: .touchUpInside) // (sender, event)
/// ```
///
/// As in UIKit the target is held weakly; an action whose sender parameter is of another type than the control
/// is not sent. Closures go through ``addAction(_:for:)`` with a ``UIAction``. ``sendActions(for:)`` sends
/// the actions registered for events, in the order they were added. Touches are tracked as in UIKit: touch
/// down highlights and sends `.touchDown`; lifting inside (within 70 points of the bounds) sends
/// `.touchUpInside` and `.primaryActionTriggered`.
@preconcurrency @MainActor
open class UIControl: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that sends `primaryAction` for ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: State

    /// Whether the control takes part in events; a disabled control sends no actions.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    /// Whether the control is selected (a toggled state, such as a selected tab).
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the control is drawn highlighted (while a finger is down on it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The control's state flags.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a touch is being tracked (from touch down until it lifts or is cancelled).
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control, allowing UIKit's 70-point margin around the bounds.
    open private(set) var isTouchInside = false

    /// How content sits horizontally in the control.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How content sits vertically in the control.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    private func stateDidChange() {
        setNeedsLayout()
        controlStateDidChange()
    }

    /// Called after ``state`` changes, for subclasses in this module (UIButton refreshes its title and image).
    /// Subclasses elsewhere override `isHighlighted` and friends with observers, as on iOS.
    func controlStateDidChange() {}

    // MARK: Touch tracking

    /// How far outside its bounds a dragging finger still counts as inside a control (UIKit's 70 points).
    static let touchMargin: CGFloat = 70

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchMargin, dy: -Self.touchMargin).contains(touch.location(in: self))
    }

    /// A touch began in the control: return whether to keep tracking it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved: return whether to keep tracking it. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted (`touch` is nil when tracking stopped otherwise).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Highlights the control and sends `.touchDown` (`.touchDownRepeat` for a repeated tap).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = isTracking
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    /// Follows the finger: highlighted while inside, `.touchDragInside`/`Outside` and `Enter`/`Exit`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isTracking, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isTracking = continueTracking(touch, with: event)
        isHighlighted = isTracking && isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    /// Ends tracking: `.touchUpInside` and `.primaryActionTriggered` when the finger lifts inside, else
    /// `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let tracked = isTracking
        isTouchInside = isInside(touch)
        isHighlighted = false
        isTracking = false
        if tracked { endTracking(touch, with: event) }
        sendActions(for: isTouchInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, with: event)
        isTouchInside = false
    }

    /// Ends tracking with `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel, with: event)
    }

    // MARK: Target-action

    // The methods taking `@MainActor` closures are `final`: Swift 6.3 on Linux mangles such a parameter
    // differently in a `@preconcurrency` class's vtable than at the method's definition, and a subclass
    // compiled apart from this file fails to link (as in UIGestureRecognizer).

    private struct Registration {
        weak var target: AnyObject?
        let isActionObject: Bool
        let action: UIAction?
        let events: Event
        let send: @MainActor (AnyObject?, UIControl, UIEvent?) -> Void
    }

    private var registrations: [Registration] = []

    /// Sends `action` to `target` for `controlEvents`: `action` is an unapplied method taking no arguments.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void,
                                             for controlEvents: Event) {
        register(target, events: controlEvents) { target, _, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }
    }

    /// Sends `action` to `target` for `controlEvents`: `action` is an unapplied method taking the sender.
    public final func addTarget<Target: AnyObject, Sender>(_ target: Target,
                                                     action: @escaping @MainActor (Target) -> (Sender) -> Void,
                                                     for controlEvents: Event) {
        register(target, events: controlEvents) { target, control, _ in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Sends `action` to `target` for `controlEvents`: `action` is an unapplied method taking the sender and
    /// the event (nil when sent by ``sendActions(for:)``).
    public final func addTarget<Target: AnyObject, Sender>(_ target: Target,
                                                     action: @escaping @MainActor (Target) -> (Sender, UIEvent?) -> Void,
                                                     for controlEvents: Event) {
        register(target, events: controlEvents) { target, control, event in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        }
    }

    private final func register(_ target: AnyObject, events: Event,
                          send: @escaping @MainActor (AnyObject?, UIControl, UIEvent?) -> Void) {
        registrations.append(Registration(target: target, isActionObject: false, action: nil, events: events, send: send))
    }

    /// Stops sending `controlEvents` to `target` (nil: every target). Without selectors this removes all of the
    /// target's actions for those events, as UIKit does for a nil action.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        registrations = registrations.compactMap { registration in
            guard !registration.isActionObject,
                  target == nil || registration.target === target || registration.target == nil else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            guard !remaining.isEmpty, registration.target != nil else { return nil }
            return Registration(target: registration.target, isActionObject: false, action: nil, events: remaining,
                                send: registration.send)
        }
    }

    /// The targets that still exist.
    open var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { registration in
            guard !registration.isActionObject, let target = registration.target else { return nil }
            return AnyHashable(ObjectIdentifier(target))
        })
    }

    /// Every event something is registered for.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs `action`'s handler for `controlEvents`. Adding an action with the same identifier again replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.action?.identifier == action.identifier && $0.events == controlEvents }
        registrations.append(Registration(target: nil, isActionObject: true, action: action, events: controlEvents,
                                          send: { _, control, _ in control.sendAction(action) }))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registrations = registrations.compactMap { registration in
            guard let action = registration.action, action.identifier == actionIdentifier else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            guard !remaining.isEmpty else { return nil }
            return Registration(target: nil, isActionObject: true, action: action, events: remaining,
                                send: registration.send)
        }
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    /// Sends every action registered for any of `controlEvents`, in the order they were added. A disabled
    /// control sends nothing.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// ``sendActions(for:)`` with the event that caused it.
    package func sendActions(for controlEvents: Event, with event: UIEvent?) {
        guard isEnabled else { return }
        registrations.removeAll { !$0.isActionObject && $0.target == nil }
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            registration.send(registration.target, self, event)
        }
    }
}

extension UIControl {
    /// A control's state flags, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends actions for, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal placement of a control's content.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    /// Vertical placement of a control's content.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
}

/// The closure UIAction runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action for controls (``UIControl/addAction(_:for:)``) and menus.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// Identifies an action, so the same action can be replaced or removed.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// What the action is called in menus.
    open var title: String
    /// Its image in menus.
    open var image: UIImage?
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control that last sent the action.
    open internal(set) weak var sender: AnyObject?

    /// An action running `handler`; a unique identifier is made when none is given.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        super.init()
    }
}
