import QuartzCore

/// Makes touch events for one window, the way the touch screen's driver does on a device: one `UITouch` per
/// finger, updated in place, and one reused touches `UIEvent` sent through `UIWindow.sendEvent(_:)` at each
/// change. Flipbook's `Stage` touch scripting is built on it; tests may use it directly.
///
/// Each call is one event at the given timestamp; the fingers that didn't change in it are `.stationary`.
@MainActor
package final class TouchInjector {
    /// Unowned: the injector must not keep its window alive (see ``injector(for:)``).
    package unowned let window: UIWindow
    package let event = UIEvent()

    /// Where and when the last touch lifted, for tap counts.
    private var lastEnded: (location: CGPoint, time: TimeInterval, tapCount: Int)?

    /// A second touch within this time and distance of the last lift counts as another tap of the same
    /// multi-tap (`UITouch.tapCount`). The interval is UIKit's tap recognizer's (0.35 s); the distance is
    /// its allowable movement (45 pt). **Unverified** for `tapCount` itself.
    package static let multiTapInterval: TimeInterval = UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps
    package static let multiTapDistance: CGFloat = UITapGestureRecognizer.allowableMovement

    package init(window: UIWindow) {
        self.window = window
    }

    /// The injector of `window`, created on first use; one per window so a window's touches share one event.
    ///
    /// The table holds injectors, not windows: an injector that held its window kept every window ever touched
    /// (with its views, layers and bitmaps) alive for good, as each entry's window never went. An injector whose
    /// window has gone is dropped at the next look-up, or by ``dropInjectorsOfGoneWindows()``.
    package static func injector(for window: UIWindow) -> TouchInjector {
        dropInjectorsOfGoneWindows()
        if let existing = registry.first(where: { $0.window === window })?.injector { return existing }
        let injector = TouchInjector(window: window)
        registry.append(Entry(window: window, injector: injector))
        return injector
    }

    /// The injector of `window` if it has one (the window has had touches), without making one.
    package static func existingInjector(for window: UIWindow) -> TouchInjector? {
        existingInjectorLookups += 1
        return registry.first { $0.window === window }?.injector
    }

    /// How many times ``existingInjector(for:)`` has searched the registry, for tests: a view leaving its window
    /// looks its touches up once for its whole subtree, not once per view (UIGestureRecognizerLeavingWindowTests).
    package private(set) static var existingInjectorLookups = 0

    /// Forgets the injectors of windows that have gone, and the fingers they still held down (whose views would
    /// otherwise stay alive). A new stage calls it.
    package static func dropInjectorsOfGoneWindows() {
        registry.removeAll { $0.window == nil }
    }
    private struct Entry {
        weak var window: UIWindow?
        let injector: TouchInjector
    }
    private static var registry: [Entry] = []

    /// The fingers down, in the order they touched down.
    package var activeTouches: [UITouch] { event.touchList }

    /// A finger touches down at `point` (window coordinates).
    @discardableResult
    package func touchDown(at point: CGPoint, timestamp: TimeInterval) -> UITouch {
        touchDown(at: [point], timestamp: timestamp)[0]
    }

    /// Several fingers touch down in one event.
    @discardableResult
    package func touchDown(at points: [CGPoint], timestamp: TimeInterval) -> [UITouch] {
        var tapCount = 1
        if let last = lastEnded, timestamp - last.time <= Self.multiTapInterval, let first = points.first,
           hypot(first.x - last.location.x, first.y - last.location.y) <= Self.multiTapDistance {
            tapCount = last.tapCount + 1
        }
        let touches = points.map { UITouch(locationInWindow: $0, window: window, timestamp: timestamp, tapCount: tapCount) }
        send(timestamp: timestamp) {
            self.event.touchList.append(contentsOf: touches)
        } changed: { touch in touches.contains { $0 === touch } ? .began : nil }
        return touches
    }

    /// Fingers move, in one event; a finger moved to where it already is reports no movement (stationary).
    package func move(_ moves: [(UITouch, CGPoint)], timestamp: TimeInterval) {
        let moving = moves.filter { touch, point in touch.locationInWindow != point && isDown(touch) }
        guard !moving.isEmpty else { return }
        send(timestamp: timestamp) {
            for (touch, point) in moving {
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = point
            }
        } changed: { touch in moving.contains { $0.0 === touch } ? .moved : nil }
    }

    package func move(_ touch: UITouch, to point: CGPoint, timestamp: TimeInterval) {
        move([(touch, point)], timestamp: timestamp)
    }

    /// Fingers lift where they are, in one event.
    package func lift(_ touches: [UITouch], timestamp: TimeInterval) {
        end(touches, phase: .ended, timestamp: timestamp)
    }

    /// The system cancels fingers (as when a call comes in), in one event.
    package func cancel(_ touches: [UITouch], timestamp: TimeInterval) {
        end(touches, phase: .cancelled, timestamp: timestamp)
    }

    private func end(_ touches: [UITouch], phase: UITouch.Phase, timestamp: TimeInterval) {
        let ending = touches.filter(isDown)
        guard !ending.isEmpty else { return }
        send(timestamp: timestamp) {} changed: { touch in ending.contains { $0 === touch } ? phase : nil }
        event.touchList.removeAll { touch in ending.contains { $0 === touch } }
        if phase == .ended, let last = ending.last {
            lastEnded = (last.locationInWindow, timestamp, last.tapCount)
        }
    }

    private func isDown(_ touch: UITouch) -> Bool {
        event.touchList.contains { $0 === touch }
    }

    /// Updates the event (phases and timestamps) and sends it.
    private func send(timestamp: TimeInterval, update: () -> Void, changed: (UITouch) -> UITouch.Phase?) {
        update()
        event.timestamp = timestamp
        for touch in event.touchList {
            if let phase = changed(touch) {
                touch.phase = phase
                touch.timestamp = timestamp
            } else {
                touch.phase = .stationary
            }
        }
        window.sendEvent(event)
    }
}
