import UIKit

/// A scripted pointer (a trackpad's, a mouse's, or a hovering Pencil) over the stage's window, for
/// `UIHoverGestureRecognizer`s. Points are in window coordinates. The pointer is separate from fingers: hovering
/// sends no touches.
extension Stage {
    /// Moves the pointer to `point` now, in one hover event (it enters the window if it was outside). No time
    /// passes and no frame runs.
    public func hover(at point: CGPoint) {
        activate()
        window.deliverPointer(at: point)
        commit()
    }

    /// Moves the pointer from `start` to `end` at constant speed over `duration`, sampled at 120 Hz with frames at
    /// 60 Hz (as timed touches are); the pointer stays over the window.
    public func hover(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        hover(at: start)
        sampleTouches(for: duration, step: { f in
            self.hover(at: Self.interpolate(start, end, f))
        })
    }

    /// Takes the pointer off the window: every hover in progress ends.
    public func endHover() {
        activate()
        window.deliverPointer(at: nil)
        commit()
    }
}
