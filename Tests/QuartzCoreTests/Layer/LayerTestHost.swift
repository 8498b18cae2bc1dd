import Testing
@testable import QuartzCore

/// A root layer on its own media clock, driven frame by frame the way `Flipbook.Stage` drives a window's layer
/// tree: commit the implicit transaction, advance the clock, then run due timers, frame observers (display
/// links), animation start/stop callbacks and layout, and commit again.
///
/// QuartzCore's tests can't see `Stage` (it lives two modules up), so this is the same frame loop written against
/// the clock's package API; the stage's own tests check that the real one behaves the same.
///
/// Not tied to the main actor: the host makes its clock the calling thread's (``MediaClock/current`` is per
/// thread), so the layers animated on the test's thread register with it and their removals and completion
/// blocks run in its frames. Suites using it run in parallel without moving each other's time. A test must stay
/// on one thread while it uses a host (the tests here are synchronous).
final class LayerTestHost {
    let clock: MediaClock
    let root: CALayer

    /// A host whose root layer is 375 × 667 pt, its clock made the calling thread's clock in use (what
    /// `CACurrentMediaTime()` reads on this thread).
    init(startTime: CFTimeInterval = 0) {
        CATransaction.flush()  // as a new stage does: a fresh implicit transaction
        clock = MediaClock(startTime: startTime)
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.position = CGPoint(x: 187.5, y: 333.5)
        root.hostingClock = clock
        activate()
    }

    func activate() { MediaClock.current = clock }

    var now: CFTimeInterval { clock.now }

    /// Advances by `seconds` (one frame of 1/60 s by default), then runs one frame.
    func pump(_ seconds: CFTimeInterval = 1.0 / 60.0) {
        activate()
        CATransaction.flush()
        clock.advance(by: seconds)
        clock.fireDueTimers()
        clock.runFrameObservers()
        clock.processAnimations()
        root.layoutIfNeeded()
        CATransaction.flush()
        clock.finishFrame()
    }

    /// Runs `count` frames of 1/60 s.
    func pump(frames count: Int) {
        for _ in 0..<count { pump() }
    }

    /// A layer added to the root, placed without animation.
    func addLayer(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> CALayer {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        root.addSublayer(layer)
        CATransaction.commit()
        return layer
    }
}

/// Records `animationDidStart` / `animationDidStop` with the time each was delivered (on the clock of the thread
/// that delivers them: the test's). `@unchecked Sendable`: a test may make it on one thread and hand it to an
/// animation on another, but only the thread that drives the animation's clock appends to it, and the test reads
/// it after that thread is done.
final class RecordingAnimationDelegate: NSObject, CAAnimationDelegate, @unchecked Sendable {
    enum Event: Equatable {
        case start
        case stop(finished: Bool)
    }

    private(set) var events: [(event: Event, time: CFTimeInterval)] = []

    func animationDidStart(_ anim: CAAnimation) {
        events.append((.start, CACurrentMediaTime()))
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append((.stop(finished: flag), CACurrentMediaTime()))
    }

    var kinds: [Event] { events.map(\.event) }
}

extension CALayer {
    /// The on-screen value of a numeric key path (`"position.x"`, `"opacity"`, …).
    func presented(_ keyPath: String) -> Double {
        switch presentationProperties()[LayerKeyPath(keyPath)] {
        case .number(let v): v
        default: .nan
        }
    }
}

extension LayerTestHost {
    /// Runs `changes` in a transaction with actions disabled: model changes without implicit animations.
    func withoutActions(_ changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        CATransaction.commit()
    }
}

/// Whether `a` is within `tolerance` of `b`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
