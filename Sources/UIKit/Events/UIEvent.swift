import QuartzCore

/// A user event: on Flipbook, the touches of one moment of a touch sequence (§10).
///
/// As on iOS, a window reuses one touches event object for the whole sequence, updating it before each
/// delivery: `allTouches` holds every finger currently down (the ones that changed in this event have phase
/// `.began`, `.moved`, `.ended` or `.cancelled`; the others are `.stationary`). Don't keep an event to read
/// later: read what you need while handling it.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event. Flipbook delivers `.touches` only.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// A refinement of the event type; touch events have `.none`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// Seconds of media time (the stage clock) when the event happened.
    open internal(set) var timestamp: TimeInterval = 0

    /// What kind of event this is.
    open internal(set) var type: EventType = .touches

    open internal(set) var subtype: EventSubtype = .none

    /// The fingers of this event, in the order they touched down.
    package internal(set) var touchList: [UITouch] = []

    /// The touch routing and gesture recognition state of the sequence this event carries.
    lazy var delivery = TouchDelivery(event: self)

    public override init() {
        super.init()
    }

    /// Every touch of the event, or `nil` for an event that has no touches.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches of the event bound to `view` (whose ``UITouch/view`` is `view`).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.view === view })
    }

    /// The touches of the event in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.window === window })
    }

    /// The touches of the event that `gesture` is receiving.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }

    /// Flipbook doesn't coalesce or predict touches: each event carries one sample per touch, so the coalesced
    /// list is just the touch itself and there are no predictions.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}
