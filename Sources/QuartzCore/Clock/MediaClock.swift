import CoreGraphics
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The media time source of one stage: Flipbook's replacement for the display's vsync and the wall clock.
///
/// Time only moves when the owner calls ``advance(by:)``; nothing in the engine reads the wall clock, so
/// every frame of an animation is reproducible. A clock also owns the per-frame work that Core Animation
/// and UIKit schedule on the main run loop: timers (deferred closures), display links, the registry of
/// layers whose animations must report completion, and other frame observers (e.g. dynamics).
package final class MediaClock {
    /// The current media time, in seconds. Starts at the value given to `init` and only grows.
    ///
    /// `@exclusivity(unchecked)`: read by every layer's time lookup; only ``advance(by:)`` writes it, in one
    /// statement, on the main thread.
    @exclusivity(unchecked) package private(set) var now: CFTimeInterval

    /// Number of frames run so far; a cheap identity for "this frame".
    package private(set) var frameNumber = 0

    /// Nominal frame duration (1/60 s), what `CADisplayLink.duration` reports.
    package var frameDuration: CFTimeInterval = 1.0 / 60.0

    /// How close the clock must come to an instant for it to count as reached: 1 ns. Frame times are sums of
    /// 1/60 s steps, so the frame meant to land on an animation's end or a timer's fire time can fall a few ulps
    /// short of it (thirty frames make 0.49999999999999994 s); without this allowance a 0.5 s animation would
    /// end on the 31st frame.
    package static let instantTolerance: CFTimeInterval = 1e-9

    package init(startTime: CFTimeInterval = 0) {
        self.now = startTime
    }

    /// A clock that goes takes the animations it ran with it: they can never advance or finish, and their
    /// delegates (a UIView block's completion, holding the views it animates) would otherwise keep the layers
    /// that hold them alive in a cycle (``CALayer/discardAnimationsOfDroppedClock()``).
    deinit {
        let layers = animatingLayers.compactMap(\.layer) + uncommittedAnimations.compactMap { $0.0.layer }
        uncommittedAnimations = []
        animatingLayers = []
        for layer in layers where layer.registeredClock == nil || layer.registeredClock === self {
            layer.discardAnimationsOfDroppedClock()
        }
    }

    /// Moves time forward. Negative or non-finite steps are programming errors.
    package func advance(by seconds: CFTimeInterval) {
        precondition(seconds.isFinite && seconds >= 0, "MediaClock can only advance by a finite, non-negative time (got \(seconds))")
        now += seconds
    }

    // MARK: The clock in use

    /// The calling thread's clock: the one `CACurrentMediaTime()` reads, detached layers stamp their animations
    /// with, and layers animated on this thread register with. Each thread has its own, as Core Animation keeps
    /// its transaction and clock state per thread:
    /// - The main thread (the main actor, whichever thread runs it, see ``MainThread``): the clock most recently
    ///   activated (a stage activates its clock when it is created and whenever it is driven). Before any stage
    ///   exists, a process-wide clock that starts at 0 and never moves on its own.
    /// - Another thread that assigned a clock here (a test's layer host): that clock, kept in the thread's
    ///   storage. The thread drives it, as the main thread drives a stage's: its animations register with it and
    ///   their removals and completion blocks run in its frames (``callerDrivesAClock``), so threads animating in
    ///   parallel never move each other's time.
    /// - Another thread without one: the main thread's (its animations join the main thread's clock).
    package static var current: MediaClock {
        get {
            if MainThread.isCurrent { return _current ?? fallback }
            return threadClock ?? _current ?? fallback
        }
        set {
            if MainThread.isCurrent { _current = newValue } else { threadClock = newValue }
        }
    }
    // The main thread's: `@exclusivity(unchecked)`, read by layer time lookups, assigned in one statement.
    @exclusivity(unchecked) nonisolated(unsafe) private static var _current: MediaClock?
    nonisolated(unsafe) private static let fallback = MediaClock()

    /// The clock another thread made its own (``current``), which its storage retains; nil on threads that have
    /// none.
    package static var threadClock: MediaClock? {
        get { pthread_getspecific(threadClockKey).map { Unmanaged<MediaClock>.fromOpaque($0).takeUnretainedValue() } }
        set {
            let old = pthread_getspecific(threadClockKey)
            pthread_setspecific(threadClockKey, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<MediaClock>.fromOpaque(old).release() }
        }
    }
    private static let threadClockKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            if let raw { Unmanaged<MediaClock>.fromOpaque(raw).release() }
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    /// Whether the calling thread drives a clock: the main thread, or a thread with a clock of its own. Layers
    /// animated on such a thread register with their clock at once; on other threads the registration, removals
    /// and completion blocks are handed to the main thread.
    package static var callerDrivesAClock: Bool { MainThread.isCurrent || threadClock != nil }

    // MARK: Timers

    private struct Timer {
        var fireTime: CFTimeInterval
        var sequence: Int
        var action: () -> Void
    }
    private var timers: [Timer] = []
    private var timerSequence = 0

    /// Runs `action` during the first frame at or after `time` (the run loop's deferred work, on virtual time).
    /// Timers due in the same frame run in the order of their fire times, then of scheduling.
    package func schedule(at time: CFTimeInterval, _ action: @escaping () -> Void) {
        timerSequence += 1
        timers.append(Timer(fireTime: time, sequence: timerSequence, action: action))
    }

    /// Runs `action` in the next frame: what `DispatchQueue.main.async` means on a stage.
    package func scheduleNextFrame(_ action: @escaping () -> Void) {
        schedule(at: now, action)
    }

    /// Runs `action` in the next frame of the clock that drives the calling thread, from any thread: how a
    /// transaction hands its completion block over (Core Animation calls completion blocks on the main thread).
    /// On a thread that drives a clock (``callerDrivesAClock``) this is ``scheduleNextFrame(_:)`` on its
    /// ``current`` clock; from another, the action waits in a locked list that the main thread's clock takes and
    /// runs first in its next frame.
    package static func scheduleNextFrameOnDrivingThread(_ action: @escaping () -> Void) {
        if callerDrivesAClock {
            current.scheduleNextFrame(action)
        } else {
            handedOver.withLock { $0.append(action) }
        }
    }
    private static let handedOver = LockedValue<[() -> Void]>([])
    /// Whether other threads handed work to the main thread, asked on the main thread (only its clock takes it).
    private static var hasHandedOverWork: Bool { handedOver.withLock { !$0.isEmpty } && MainThread.isCurrent }

    /// The earliest pending timer, if any (now, when another thread handed work over).
    package var nextTimerTime: CFTimeInterval? {
        Self.hasHandedOverWork ? now : timers.lazy.map(\.fireTime).min()
    }

    /// Runs every timer that is due now, including ones that due timers schedule for now; first, on the main
    /// thread, the work other threads handed over.
    package func fireDueTimers() {
        if Self.hasHandedOverWork {
            for action in Self.handedOver.withLock({ list in defer { list = [] }; return list }) { action() }
        }
        while true {
            let due = timers.enumerated().filter { $0.element.fireTime <= now + Self.instantTolerance }
            guard !due.isEmpty else { return }
            let ordered = due.sorted { ($0.element.fireTime, $0.element.sequence) < ($1.element.fireTime, $1.element.sequence) }
            let dueSequences = Set(ordered.map(\.element.sequence))
            timers.removeAll { dueSequences.contains($0.sequence) }
            for entry in ordered { entry.element.action() }
        }
    }

    // MARK: Work at the next commit

    private var commitActions: [() -> Void] = []

    /// Runs `action` when the stage next commits, before time advances: how UIKit schedules a transition to start
    /// in the same run-loop turn as the call that asked for it, after the caller's code has returned.
    package func scheduleAtNextCommit(_ action: @escaping () -> Void) {
        commitActions.append(action)
    }

    package var hasCommitActions: Bool { !commitActions.isEmpty }

    /// Runs the actions scheduled for this commit (and any they schedule).
    package func runCommitActions() {
        while !commitActions.isEmpty {
            let actions = commitActions
            commitActions = []
            for action in actions { action() }
        }
    }

    private var afterCommitActions: [() -> Void] = []

    /// Runs `action` right after the next commit (after new animations got their begin times).
    package func scheduleAfterNextCommit(_ action: @escaping () -> Void) {
        afterCommitActions.append(action)
    }

    package func runAfterCommitActions() {
        let actions = afterCommitActions
        afterCommitActions = []
        for action in actions { action() }
    }

    // MARK: Frame observers

    /// Per-frame participants beyond animations: display links and anything else that ticks with the display.
    private var observers: [FrameObserverBox] = []

    /// Adds a per-frame participant. `retained` observers are kept alive by the clock until removed, as a run
    /// loop keeps a display link; others go away with their owner.
    package func addFrameObserver(_ observer: any FrameObserver, retained: Bool = false) {
        guard !observers.contains(where: { $0.value === observer }) else { return }
        observers.append(FrameObserverBox(strong: retained ? observer : nil, weak: observer))
    }

    package func removeFrameObserver(_ observer: any FrameObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// Lets every observer run its frame, in the order they were added.
    package func runFrameObservers() {
        observers.removeAll { $0.value == nil }
        for box in observers { box.value?.clockDidTick(self) }
    }

    /// Whether any observer still expects frames (a running display link, a moving dynamic animator).
    package var observersNeedFrames: Bool {
        observers.contains { $0.value?.needsFrames ?? false }
    }

    // MARK: Animating layers

    /// Layers with attached animations, in the order they got their first one, through their
    /// ``LayerRegistration``s: the registry does not keep a layer alive, and a layer that goes away takes its
    /// animations with it (as a layer removed from the render tree does).
    ///
    /// Not `weak` references: a weak reference gives its target a side table for good, and every retain and
    /// release of such an object takes the runtime's slow path — a quarter of a 10,000-layer frame when every
    /// animated layer was the target of one (Benchmarks/README.md).
    package internal(set) var animatingLayers: [LayerRegistration] = []

    /// Animations added since the last commit whose begin time the commit decides, with their layers'
    /// registrations (not keeping the layers alive either).
    package var uncommittedAnimations: [(LayerRegistration, AnimationEntry)] = []

    package func registerAnimatingLayer(_ layer: CALayer) {
        animatingLayers.append(layer.registration)
    }

    // MARK: Animation schedule

    /// Bumped by every change that can move an animation event in global time: a layer's or attached
    /// animation's timing, the attached animations of a layer, the layer tree. Caches of next event times are
    /// valid only for the generation they were computed at. One counter for all clocks and layers keeps the
    /// invalidation trivially correct (a change anywhere costs every clock one full recomputation).
    ///
    /// Atomic, because threads that drive clocks of their own bump it in parallel: a plain `+= 1` could lose a
    /// bump, or store an older value back, and leave a cache that looks valid after a change. Relaxed ordering is
    /// enough: each thread only compares it with values it read itself.
    package static var animationScheduleGeneration: Int { generationCounter.load(ordering: .relaxed) }
    private static let generationCounter = Atomic<Int>(0)

    /// Marks every cached next-event time stale (see ``animationScheduleGeneration``).
    package static func invalidateAnimationSchedule() {
        generationCounter.wrappingAdd(1, ordering: .relaxed)
    }

    /// The ``animationScheduleGeneration`` at which ``nextAnimationEventTime`` was computed.
    package var scheduleGeneration = -1
    /// The earliest cached next event of the registered layers (global time): before it, and while the
    /// generation is unchanged, ``processAnimations()`` has nothing to do.
    package var nextAnimationEventTime: CFTimeInterval = -.infinity

    /// Marks the end of a frame.
    package func finishFrame() { frameNumber += 1 }
}

/// Something that runs once per frame on a clock.
package protocol FrameObserver: AnyObject {
    /// Called once per frame after time has advanced.
    func clockDidTick(_ clock: MediaClock)
    /// Whether this observer still needs frames; `Stage.pumpAndSettle()` stops when nothing does.
    var needsFrames: Bool { get }
}

private struct FrameObserverBox {
    var strong: (any FrameObserver)?
    weak var weak: (any FrameObserver)?
    var value: (any FrameObserver)? { strong ?? weak }
}

/// A layer's entry in its clock's registries (``MediaClock/animatingLayers``,
/// ``MediaClock/uncommittedAnimations``): a reference to the layer that does not keep it alive and is not
/// `weak`. The layer owns its registration and empties it in `deinit`, so `layer` is either a live layer or nil.
package final class LayerRegistration {
    /// The layer, until it deinitializes. `unowned(unsafe)` is safe here by the invariant above: only
    /// `CALayer.deinit` ends the layer's life, and it sets this to nil first.
    package fileprivate(set) unowned(unsafe) var layer: CALayer?

    init(_ layer: CALayer) { self.layer = layer }

    /// Called by the layer's `deinit`.
    package func layerWillDeinitialize() { layer = nil }
}
