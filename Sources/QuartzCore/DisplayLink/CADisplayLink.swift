import CoreGraphics

/// Calls back once per frame of the stage's clock while it is added to a run loop and not paused.
///
/// Linux has no `#selector`, so the target-action initialiser takes the action as a Swift method reference:
/// `CADisplayLink(target: self, selector: MyView.step)` where iOS code writes `#selector(step)`;
/// `CADisplayLink { link in … }` takes a closure.
open class CADisplayLink: NSObject, FrameObserver {
    private var callback: ((CADisplayLink) -> Void)?
    private weak var clock: MediaClock?

    /// The time of the frame being drawn: the stage's time in the callback.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame this link will be called for (later than the next display frame when the
    /// link asks for a lower rate).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between the display's frames (whatever rate the link asks for, as on iOS).
    open var duration: CFTimeInterval { clock?.frameDuration ?? 1.0 / 60.0 }
    /// A paused link is not called back; it stays on its run loop.
    open var isPaused = false
    /// The rate the link wants, in frames per second; 0 (the default) means the display's rate. The link is then
    /// called every n-th display frame, n = the display's rate ÷ this rate, rounded (iOS also picks a divisor of
    /// the display's rate).
    open var preferredFramesPerSecond: Int {
        get { preferredFrameRateRange.preferred.map { Int($0.rounded()) } ?? 0 }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(max(newValue, 0)),
                                                         preferred: newValue > 0 ? Float(newValue) : nil) }
    }
    /// The range of rates the link accepts; the preferred rate (or else the maximum) sets its rate as
    /// ``preferredFramesPerSecond`` does. `.default` runs at the display's rate.
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// When the link was last called back.
    private var lastCallback: CFTimeInterval?

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

    /// How many display frames lie between callbacks at the preferred rate.
    func frameInterval(displayFrameDuration: CFTimeInterval) -> Int {
        let range = preferredFrameRateRange
        let wanted = Double(range.preferred ?? range.maximum)
        guard wanted > 0, displayFrameDuration > 0 else { return 1 }
        return max(1, Int((1 / displayFrameDuration / wanted).rounded()))
    }

    package func clockDidTick(_ clock: MediaClock) {
        guard !isPaused, let callback else { return }
        let interval = Double(frameInterval(displayFrameDuration: clock.frameDuration)) * clock.frameDuration
        if let lastCallback, interval > clock.frameDuration,
           clock.now < lastCallback + interval - clock.frameDuration / 2 { return }
        lastCallback = clock.now
        timestamp = clock.now
        targetTimestamp = clock.now + interval
        callback(self)
    }

    package var needsFrames: Bool { !isPaused && callback != nil }
}

/// Reads the media clock of the stage in use: what iOS's `CACurrentMediaTime()` is, without a wall clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.current.now
}
