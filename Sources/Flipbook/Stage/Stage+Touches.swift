import UIKit

/// Scripted touches: a stage plays a finger on its window the way a device's touch screen reports one, so
/// gesture recognizers and `touchesBegan/Moved/Ended` run exactly as they would for a person (§10).
///
/// Points are in **window coordinates**. Touches are sampled at 120 Hz, as on a ProMotion screen: a timed
/// movement advances the stage clock in 1/120 s steps and delivers one touch event per step, so a pan's
/// velocity is real. At every second step — the 60 Hz frame boundaries, counted from the start of the
/// movement — the stage runs a full frame (timers, display links, animations, layout), so animations driven by
/// the gesture advance while the finger moves. A gesture of duration `d` takes `d` of stage time. When a
/// gesture ends with a lift, the lift is delivered at the last step and then that step's frame runs, so
/// anything an action started (a transition finishing or cancelling) is under way when the call returns.
///
/// Each touch event is one turn of the run loop: the window delivers it (gesture actions run synchronously
/// inside it, see `UIGestureRecognizer`), then the implicit transaction commits, so an animation or a
/// transition started by a touch handler begins at the touch's time. Frames run only at frame boundaries.
/// So the low-level calls — ``touchDown(at:)``, ``move(_:to:)``, ``touchUp(_:)`` — take no time and run no
/// frame: a test can look at states between them and pump the stage itself (`stage.pump(0.5)` holds the
/// finger still for half a second; timers such as a long press's fire in that frame).
extension Stage {
    /// Touch samples per second during timed movements.
    public static let touchSampleRate: Double = 120

    var touchInjector: TouchInjector {
        activate()
        return TouchInjector.injector(for: window)
    }

    // MARK: Gestures

    /// A one-finger tap at `point`: down, held for one frame (1/60 s), up, then that frame runs.
    public func tap(at point: CGPoint) {
        tap(at: [point])
    }

    /// A tap of several fingers at once (for `numberOfTouchesRequired` > 1).
    public func tap(at points: [CGPoint]) {
        let handles = touchDown(at: points)
        sampleTouches(for: Self.frameDuration, step: { _ in }, atEnd: { self.touchUp(handles) })
    }

    /// A one-finger drag from `start` to `end` at constant speed over `duration` seconds of stage time, then a
    /// lift at `end` (with no pause, so the release velocity is the drag's speed).
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        let handle = touchDown(at: start)
        sampleTouches(for: duration, step: { f in
            self.move(handle, to: Self.interpolate(start, end, f))
        }, atEnd: { self.touchUp(handle) })
    }

    /// A one-finger swipe in from `edge` of the window: it starts 2 pt inside that edge, halfway along it, and
    /// moves `distance` points straight inward over `duration`, then lifts — what a
    /// `UIScreenEdgePanGestureRecognizer` on that edge recognizes.
    public func swipe(fromEdge edge: UIRectEdge, distance: CGFloat, duration: TimeInterval) {
        let bounds = window.bounds
        let start: CGPoint, end: CGPoint
        switch edge {
        case .left:
            start = CGPoint(x: bounds.minX + 2, y: bounds.midY)
            end = CGPoint(x: start.x + distance, y: start.y)
        case .right:
            start = CGPoint(x: bounds.maxX - 2, y: bounds.midY)
            end = CGPoint(x: start.x - distance, y: start.y)
        case .top:
            start = CGPoint(x: bounds.midX, y: bounds.minY + 2)
            end = CGPoint(x: start.x, y: start.y + distance)
        case .bottom:
            start = CGPoint(x: bounds.midX, y: bounds.maxY - 2)
            end = CGPoint(x: start.x, y: start.y - distance)
        default:
            preconditionFailure("swipe(fromEdge:) needs exactly one edge, got \(edge)")
        }
        drag(from: start, to: end, duration: duration)
    }

    /// A finger held still at `point` for `duration` (long enough for a long press by default), then lifted.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
        let handle = touchDown(at: point)
        sampleTouches(for: duration, step: { _ in }, atEnd: { self.touchUp(handle) })
    }

    // MARK: Fingers under the test's control

    /// Puts a finger down at `point` now. No time passes and no frame runs.
    @discardableResult
    public func touchDown(at point: CGPoint) -> TouchHandle {
        touchDown(at: [point])[0]
    }

    /// Puts several fingers down at once (one event).
    @discardableResult
    public func touchDown(at points: [CGPoint]) -> [TouchHandle] {
        let handles = touchInjector.touchDown(at: points, timestamp: time).map(TouchHandle.init)
        commit()
        return handles
    }

    /// Moves a finger to `point` now, in one event. No time passes and no frame runs.
    public func move(_ handle: TouchHandle, to point: CGPoint) {
        touchInjector.move(handle.touch, to: point, timestamp: time)
        commit()
    }

    /// Moves a finger to `point` at constant speed over `duration`, sampled at 120 Hz with frames at 60 Hz;
    /// the finger stays down.
    public func move(_ handle: TouchHandle, to point: CGPoint, duration: TimeInterval) {
        move([handle], to: [point], duration: duration)
    }

    /// Moves several fingers together (one event per sample), each to its point, over `duration`.
    public func move(_ handles: [TouchHandle], to points: [CGPoint], duration: TimeInterval) {
        precondition(handles.count == points.count, "move(_:to:duration:) needs one point per finger")
        let starts = handles.map(\.touch.locationInWindow)
        sampleTouches(for: duration, step: { f in
            let moves = zip(handles, zip(starts, points)).map { handle, ends in
                (handle.touch, Self.interpolate(ends.0, ends.1, f))
            }
            self.touchInjector.move(moves, timestamp: self.time)
            self.commit()
        })
    }

    /// Lifts a finger where it is now. No time passes and no frame runs.
    public func touchUp(_ handle: TouchHandle) {
        touchUp([handle])
    }

    /// Lifts several fingers at once (one event).
    public func touchUp(_ handles: [TouchHandle]) {
        touchInjector.lift(handles.map(\.touch), timestamp: time)
        commit()
    }

    /// Cancels fingers, as the system does when something takes over the screen: views and recognizers get
    /// `touchesCancelled`.
    public func cancelTouches(_ handles: [TouchHandle]) {
        touchInjector.cancel(handles.map(\.touch), timestamp: time)
        commit()
    }

    /// The fingers currently down on the stage.
    public var activeTouches: [TouchHandle] {
        touchInjector.activeTouches.map(TouchHandle.init)
    }

    // MARK: Sampling

    /// Advances the clock over `duration` in 120 Hz steps, calling `step` with the fraction done after each
    /// advance and running a frame every second step; at the last step, `atEnd` runs before that step's frame,
    /// which always runs. A zero duration is one step at fraction 1.
    func sampleTouches(for duration: TimeInterval, step: (Double) -> Void, atEnd: () -> Void = {}) {
        precondition(duration.isFinite && duration >= 0,
                     "a touch gesture needs a finite, non-negative duration, got \(duration)")
        activate()
        let start = clock.now
        let steps = max(1, Int((duration * Self.touchSampleRate).rounded()))
        for k in 1...steps {
            let target = start + duration * Double(k) / Double(steps)
            clock.advance(by: max(0, target - clock.now))
            step(Double(k) / Double(steps))
            if k == steps {
                atEnd()
                pump(0)
            } else if k % 2 == 0 {
                pump(0)
            }
        }
    }

    static func interpolate(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * CGFloat(f), y: a.y + (b.y - a.y) * CGFloat(f))
    }
}
