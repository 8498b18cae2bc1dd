import QuartzCore

/// Routes one window's touch sequence: binds each new touch to its hit-tested view and to the recognizers of
/// that view and its ancestors, lets the recognizers see the touches first, settles their state changes, and
/// then delivers what is left to the view through the responder chain (§10).
///
/// The order for each event (`UIWindow.sendEvent(_:)`):
/// 1. New touches are hit-tested (`hitTest(_:with:)` from the window) and bound to the view hit, for life;
///    the enabled recognizers of that view and its ancestors (deepest first) whose delegates accept the touch
///    are attached to it.
/// 2. Each recognizer gets `touchesBegan/Moved/Ended/Cancelled` for its touches of the event.
/// 3. State changes are settled: a recognizer leaving `.possible` waits while a recognizer it requires to fail
///    is undecided, asks its delegate and its view `gestureRecognizerShouldBegin`, fails if a recognizer it
///    can't recognize alongside is already recognizing, and otherwise recognizes — making those other
///    undecided recognizers fail. Its touches are cancelled in the view if it `cancelsTouchesInView`. Then
///    the actions run, and finished recognizers whose touches have all lifted reset.
/// 4. The view gets the event's touches (`touchesBegan/Moved/Ended/Cancelled`, forwarded up the responder
///    chain by default), except touches already cancelled for it and phases a still-undecided recognizer
///    delays (`delaysTouchesBegan`, `delaysTouchesEnded`), which are released or dropped when it decides.
///
/// Not modelled: `UIView.isMultipleTouchEnabled` (every finger reaches the view it hits) and
/// `isExclusiveTouch`.
@MainActor
final class TouchDelivery {
    unowned let event: UIEvent

    /// Recognizers that have touches of this sequence or are waiting on a decision, in order of involvement.
    private var participants: [UIGestureRecognizer] = []
    /// State changes to settle: the recognizer and the state it changed from.
    private var pendingChanges: [(recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State)] = []
    /// Recognizers whose actions are due, in order.
    private var dueActions: [UIGestureRecognizer] = []
    /// Touches whose view delivery must be cancelled.
    private var dueCancellations: [UITouch] = []
    /// Touches with phases withheld from their view.
    private var heldTouches: [UITouch] = []
    /// Inside `dispatch` or `settle`: state changes are queued instead of settled at once.
    private var isDispatching = false
    private var isSettling = false

    init(event: UIEvent) {
        self.event = event
    }

    // MARK: Dispatch

    /// Delivers the event's touches in `window`, as described on the type.
    func dispatch(in window: UIWindow) {
        isDispatching = true
        for touch in event.touchList where touch.phase == .began && touch.gestureRecognizers == nil {
            bind(touch, in: window)
        }
        deliverToRecognizers()
        settle()
        deliverToViews()
        isDispatching = false
        settle()
    }

    /// Hit-tests a new touch and attaches the recognizers that will see it.
    private func bind(_ touch: UITouch, in window: UIWindow) {
        touch.window = window
        let hit = window.hitTest(touch.locationInWindow, with: event)
        touch.view = hit
        var recognizers: [UIGestureRecognizer] = []
        var view = hit
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where accepts(recognizer, touch) {
                recognizers.append(recognizer)
            }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.trackedTouches.append(touch)
            if recognizer.environment !== self {
                recognizer.environment?.forget(recognizer)
                recognizer.environment = self
            }
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.isEnabled, recognizer.deferredState == nil else { return false }
        switch recognizer.state {
        case .possible, .began, .changed: break
        default: return false
        }
        guard recognizer.shouldReceive(event) else { return false }
        if let delegate = recognizer.delegate {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                  delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { return false }
        }
        return true
    }

    /// Step 2: each recognizer sees its touches of the event, phase by phase.
    private func deliverToRecognizers() {
        var order: [UIGestureRecognizer] = []
        for touch in event.touchList where touch.phase != .stationary {
            for recognizer in touch.gestureRecognizers ?? [] where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            let mine = event.touchList.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard isReceiving(recognizer) else { break }
                let touches = mine.filter { $0.phase == phase && recognizer.trackedTouches.contains($0) }
                guard !touches.isEmpty else { continue }
                let set = Set(touches)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
            recognizer.lastCentroidInWindow = recognizer.centroidInWindow
        }
    }

    /// Whether a recognizer still gets its touches: enabled, its view in a window, and not finished. One waiting
    /// on a failure requirement keeps following its touches (a pan must know where the finger is when it
    /// finally begins), but takes no new ones. (A view leaving its window cancels its recognizers' gestures
    /// first, `UIView.notifyWillMoveToWindow(_:)`; the window check also covers a view that has gone.)
    private func isReceiving(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer.view?.window != nil else { return false }
        switch recognizer.state {
        case .possible, .began, .changed: return true
        default: return false
        }
    }

    // MARK: Settling state changes

    /// Called by a recognizer's `state` setter.
    func recognizer(_ recognizer: UIGestureRecognizer, didChangeStateFrom old: UIGestureRecognizer.State) {
        pendingChanges.append((recognizer, old))
        if !isDispatching { settle() }
    }

    /// Drops a recognizer that reset or moved to another sequence.
    func forget(_ recognizer: UIGestureRecognizer) {
        participants.removeAll { $0 === recognizer }
        dueActions.removeAll { $0 === recognizer }
    }

    /// Step 3, repeated until nothing is left to do: decide transitions, cancel touches in views, release held
    /// touches, run actions (which may change states again), reset finished recognizers.
    func settle() {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        repeat {
            resolvePendingChanges()
            performCancellations()
            releaseHeldTouches()
            let actions = dueActions
            dueActions = []
            for recognizer in actions { recognizer.sendActions() }
            resetFinishedRecognizers()
        } while !pendingChanges.isEmpty || !dueActions.isEmpty
    }

    private func resolvePendingChanges() {
        while true {
            while !pendingChanges.isEmpty {
                let (recognizer, old) = pendingChanges.removeFirst()
                resolve(recognizer, from: old)
            }
            // Recognizers waiting on failure requirements try again; stop once nothing changes.
            var changed = false
            for recognizer in participants {
                guard let wanted = recognizer.deferredState else { continue }
                attemptRecognition(recognizer, to: wanted)
                if recognizer.deferredState == nil { changed = true }
            }
            if !changed && pendingChanges.isEmpty { return }
        }
    }

    private func resolve(_ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State) {
        let new = recognizer.storedState
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(recognizer, to: new)
        case (.possible, .changed):
            attemptRecognition(recognizer, to: .began)
        case (.possible, .cancelled), (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            dueActions.append(recognizer)
        case (.began, .failed), (.changed, .failed):
            recognizer.storedState = .cancelled
            dueActions.append(recognizer)
        default:
            break
        }
    }

    /// A recognizer asks to leave `.possible` for `target` (`.began` or `.ended`).
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        let wasDeferred = recognizer.deferredState != nil
        recognizer.storedState = .possible
        // Failure requirements.
        for other in participants where other !== recognizer && requires(recognizer, toFail: other) {
            if other.didRecognize { return fail(recognizer) }
            if isUndecided(other) {
                recognizer.deferredState = target
                return
            }
        }
        recognizer.deferredState = nil
        // The delegate and the view may veto.
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return fail(recognizer) }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return fail(recognizer) }
        // A recognizer already recognizing with the same touches wins, unless both may recognize together.
        let others = participants.filter { $0 !== recognizer && sharesTouches($0, recognizer) }
        for other in others where other.didRecognize && !simultaneous(recognizer, other)
            && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
            return fail(recognizer)
        }
        // Recognized.
        recognizer.storedState = target
        recognizer.didRecognize = true
        if wasDeferred { recognizer.willBeginAfterSatisfyingFailureRequirements() }
        dueActions.append(recognizer)
        for other in others where isUndecided(other) && !simultaneous(recognizer, other)
            && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
            fail(other)
        }
        if recognizer.cancelsTouchesInView {
            dueCancellations.append(contentsOf: recognizer.trackedTouches)
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .failed
        recognizer.deferredState = nil
    }

    /// Neither recognized nor failed: still `.possible` (perhaps waiting on a failure requirement), or asking
    /// to recognize in a change not settled yet. (`didRecognize` marks a settled recognition: a recognizer's
    /// `state` already shows a requested `.began` before the window has decided on it.)
    private func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
        !recognizer.didRecognize && recognizer.storedState != .failed
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    private func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        if recognizer.requiredToFail.contains(where: { $0.recognizer === other }) { return true }
        if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) { return true }
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false { return true }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false { return true }
        return false
    }

    private func resetFinishedRecognizers() {
        for recognizer in participants {
            switch recognizer.storedState {
            case .ended, .cancelled, .failed:
                if recognizer.activeTouches.isEmpty { recognizer.performReset() }
            default:
                break
            }
        }
    }

    // MARK: Delivery to views

    /// Ends the delivery of `touches` to their views at once (`touchesCancelled` to those that saw them begin):
    /// their views are leaving the window.
    func cancelViewDelivery(of touches: [UITouch]) {
        dueCancellations.append(contentsOf: touches)
        performCancellations()
    }

    /// Sends `touchesCancelled` to views whose touches a recognizer took over.
    private func performCancellations() {
        let touches = dueCancellations
        dueCancellations = []
        var deliveries: [(UIView, UITouch.Phase, UITouch)] = []
        for touch in touches where !touch.viewIsDone {
            touch.viewIsDone = true
            touch.heldPhases = []
            if touch.viewSawBegan, let view = touch.view { deliveries.append((view, .cancelled, touch)) }
        }
        send(deliveries)
    }

    /// Step 4: the view's share of the event.
    private func deliverToViews() {
        var deliveries: [(UIView, UITouch.Phase, UITouch)] = []
        for touch in event.touchList where touch.phase != .stationary {
            guard let view = touch.view, !touch.viewIsDone else { continue }
            if touch.phase == .cancelled {
                touch.viewIsDone = true
                touch.heldPhases = []
                if touch.viewSawBegan { deliveries.append((view, .cancelled, touch)) }
                continue
            }
            if !touch.heldPhases.isEmpty || isHeld(touch.phase, of: touch) {
                touch.heldPhases.append(touch.phase)
                if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
                continue
            }
            deliveries.append((view, touch.phase, touch))
        }
        send(deliveries)
    }

    /// Whether an undecided recognizer of the touch withholds `phase` from the view.
    private func isHeld(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        (touch.gestureRecognizers ?? []).contains { recognizer in
            guard recognizer.storedState == .possible, recognizer.isEnabled else { return false }
            switch phase {
            case .began, .moved: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesEnded || recognizer.delaysTouchesBegan
            default: return false
            }
        }
    }

    /// Delivers withheld phases whose recognizers have decided, in order; drops those of cancelled touches.
    private func releaseHeldTouches() {
        var deliveries: [(UIView, UITouch.Phase, UITouch)] = []
        for touch in heldTouches {
            guard !touch.viewIsDone, let view = touch.view else {
                touch.heldPhases = []
                continue
            }
            while let phase = touch.heldPhases.first, !isHeld(phase, of: touch) {
                touch.heldPhases.removeFirst()
                deliveries.append((view, phase, touch))
            }
        }
        heldTouches.removeAll { $0.heldPhases.isEmpty }
        send(deliveries)
    }

    /// Calls the responder methods, grouping consecutive touches of the same view and phase into one call.
    private func send(_ deliveries: [(UIView, UITouch.Phase, UITouch)]) {
        var index = 0
        while index < deliveries.count {
            let (view, phase, _) = deliveries[index]
            var touches: Set<UITouch> = []
            while index < deliveries.count, deliveries[index].0 === view, deliveries[index].1 == phase {
                let touch = deliveries[index].2
                touches.insert(touch)
                switch phase {
                case .began: touch.viewSawBegan = true
                case .ended, .cancelled: touch.viewIsDone = true
                default: break
                }
                index += 1
            }
            switch phase {
            case .began: view.touchesBegan(touches, with: event)
            case .moved: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            case .stationary: break
            }
        }
    }
}
