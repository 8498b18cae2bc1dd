import CoreGraphics

/// Calls back once per frame of the stage's clock while it is added to a run loop and not paused.
///
/// Linux has no `#selector`, so the target-action initialiser takes the action as a Swift method reference:
/// `CADisplayLink(target: self, selector: MyView.step)` where iOS code writes `#selector(step)`;
/// `CADisplayLink { link in … }` takes a closure.
open class CADisplayLink: NSObject, FrameObserver {
    private var callback: ((CADisplayLink) -> Void)?
    private weak var clock: MediaClock?

    /// The time of the last frame that was displayed.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    open var duration: CFTimeInterval { clock?.frameDuration ?? 1.0 / 60.0 }
    open var isPaused = false
    open var preferredFramesPerSecond = 0

    /// A display link that calls `block` each frame.
    public init(handler block: @escaping (CADisplayLink) -> Void) {
        self.callback = block
        super.init()
    }

    /// The target-action form: `selector` is a method of `target`, e.g. `MyView.step`. The target is retained
    /// until `invalidate()`, as on iOS.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.callback = { link in selector(target)(link) }
        super.init()
    }

    /// The target-action form for actions that take no argument, e.g. `MyView.tick`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.callback = { _ in selector(target)() }
        super.init()
    }

    /// Starts calling back on the clock of the stage in use. The run loop and mode are accepted for source
    /// compatibility.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let clock = MediaClock.current
        self.clock = clock
        timestamp = clock.now
        targetTimestamp = clock.now + clock.frameDuration
        clock.addFrameObserver(self, retained: true)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        clock?.removeFrameObserver(self)
        clock = nil
    }

    /// Stops the callbacks and releases the target.
    open func invalidate() {
        clock?.removeFrameObserver(self)
        clock = nil
        callback = nil
    }

    package func clockDidTick(_ clock: MediaClock) {
        guard !isPaused, let callback else { return }
        timestamp = clock.now
        targetTimestamp = clock.now + clock.frameDuration
        callback(self)
    }

    package var needsFrames: Bool { !isPaused && callback != nil }
}

/// Reads the media clock of the stage in use: what iOS's `CACurrentMediaTime()` is, without a wall clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.current.now
}
