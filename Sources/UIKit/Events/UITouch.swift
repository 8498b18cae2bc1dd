import QuartzCore

/// One finger on the screen, from the moment it touches down until it lifts or the system cancels it (§10).
///
/// UIKit keeps the same `UITouch` object for the whole life of a finger and updates it in place, so holding on to
/// a touch between events shows its latest state (as on iOS). A touch is bound to the view that was hit-tested
/// when it began: even when the finger slides out of that view, `view` does not change and that view keeps
/// receiving the touch's events.
///
/// Touches are created by the event source (on Linux: Flipbook's `Stage` touch scripting); apps only read them.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched down in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down but did not move in this event (another touch of the event changed).
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system stopped tracking the finger (not a lift).
        case cancelled
    }

    /// What kind of contact made the touch. Flipbook's scripted touches are all `.direct` (a finger).
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// Media time (seconds, the stage clock) of the touch's latest change.
    open internal(set) var timestamp: TimeInterval
    /// Where the touch is in its life, as of the latest event that included it.
    open internal(set) var phase: Phase
    /// How many quick taps in about the same place this touch completes: 1 for a first tap, 2 for the second tap
    /// of a double tap, and so on. A touch counts as the next tap when it begins within 0.35 s and 45 pt of the
    /// previous lift (the tap recognizer's thresholds; **unverified** for `tapCount` itself).
    open internal(set) var tapCount: Int
    /// `.direct` for every scripted touch.
    open internal(set) var type: TouchType = .direct
    /// The radius of the contact, in points. Scripted touches report a typical fingertip.
    open internal(set) var majorRadius: CGFloat = 20
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The pressure of the touch; scripted touches report no force.
    open internal(set) var force: CGFloat = 0
    open internal(set) var maximumPossibleForce: CGFloat = 0

    /// The view the touch was hit-tested to when it began; fixed for the touch's life. `nil` when the touch
    /// began where no view takes touches.
    open internal(set) var view: UIView?
    /// The window the touch is in.
    open internal(set) weak var window: UIWindow?
    /// The recognizers receiving this touch: those attached to ``view`` and its ancestors that accepted it
    /// when it began (their delegates may refuse a touch, §10), minus any that later ignored it.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    /// The touch's position in window coordinates.
    package internal(set) var locationInWindow: CGPoint
    /// The position before the latest move, in window coordinates.
    package internal(set) var previousLocationInWindow: CGPoint

    // Delivery bookkeeping for the window (see TouchDelivery.swift).
    /// The view has been sent `touchesBegan` for this touch.
    var viewSawBegan = false
    /// The view has been sent `touchesEnded` or `touchesCancelled` for this touch; nothing more goes to it.
    var viewIsDone = false
    /// Phases withheld from the view while a recognizer that delays them is still undecided, in order.
    var heldPhases: [Phase] = []

    package init(locationInWindow: CGPoint, window: UIWindow?, timestamp: TimeInterval, tapCount: Int = 1) {
        self.locationInWindow = locationInWindow
        self.previousLocationInWindow = locationInWindow
        self.window = window
        self.timestamp = timestamp
        self.phase = .began
        self.tapCount = tapCount
        super.init()
    }

    /// The touch's position in `view`'s coordinate system (window coordinates for `nil`), through every
    /// transform between the window and the view.
    open func location(in view: UIView?) -> CGPoint {
        Self.convert(locationInWindow, to: view, window: window)
    }

    /// The touch's position before its latest move, in `view`'s coordinate system.
    open func previousLocation(in view: UIView?) -> CGPoint {
        Self.convert(previousLocationInWindow, to: view, window: window)
    }

    /// The most precise position known; scripted touches are exact, so this is ``location(in:)``.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Converts a window-space point into `view` (window space when `view` is nil).
    static func convert(_ point: CGPoint, to view: UIView?, window: UIWindow?) -> CGPoint {
        guard let view else { return point }
        if let window { return view.convert(point, from: window) }
        return point
    }
}
