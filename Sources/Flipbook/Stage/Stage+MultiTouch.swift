import UIKit

/// Two-finger gestures: the fingers start `spread` points apart, level, centred on `point`, and move over
/// `duration` at 120 Hz samples (frames at 60 Hz, as every timed touch on a stage), then lift together.
extension Stage {
    /// A pinch about `point`: the fingers' distance goes from `spread` to `spread × scale` at constant speed
    /// (scale > 1 spreads them, < 1 pinches in) — what a `UIPinchGestureRecognizer` reads as `scale`.
    public func pinch(at point: CGPoint, scale: CGFloat, duration: TimeInterval, spread: CGFloat = 100) {
        let handles = touchDown(at: Self.fingers(about: point, radius: spread / 2, angle: 0))
        sampleTouches(for: duration, step: { f in
            let radius = spread / 2 * (1 + (scale - 1) * CGFloat(f))
            self.moveFingers(handles, to: Self.fingers(about: point, radius: radius, angle: 0))
        }, atEnd: { self.touchUp(handles) })
    }

    /// A rotation about `point` by `angle` radians (positive: clockwise on screen) at constant angular speed,
    /// the fingers keeping their distance — what a `UIRotationGestureRecognizer` reads as `rotation`.
    public func rotate(at point: CGPoint, angle: CGFloat, duration: TimeInterval, spread: CGFloat = 100) {
        let handles = touchDown(at: Self.fingers(about: point, radius: spread / 2, angle: 0))
        sampleTouches(for: duration, step: { f in
            self.moveFingers(handles, to: Self.fingers(about: point, radius: spread / 2, angle: angle * CGFloat(f)))
        }, atEnd: { self.touchUp(handles) })
    }

    private func moveFingers(_ handles: [TouchHandle], to points: [CGPoint]) {
        touchInjector.move(Array(zip(handles.map(\.touch), points)), timestamp: time)
        commit()
    }

    /// Two points `radius` from `center` on opposite sides, the line between them at `angle` from horizontal.
    static func fingers(about center: CGPoint, radius: CGFloat, angle: CGFloat) -> [CGPoint] {
        let dx = cos(angle) * radius, dy = sin(angle) * radius
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }
}
