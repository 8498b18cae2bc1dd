import UIKit

/// A window on a virtual device with its own deterministic clock: the host that runs UIKit code headlessly.
///
/// Time only moves when the stage is pumped, so every frame of an animation can be asserted, rendered and
/// compared. Each stage has its own clock; two stages in one process are independent. A frame runs, in order:
/// the implicit transaction's commit, due timers (deferred work), display links and other per-frame observers,
/// animation start/stop callbacks (completions), and the layout pass.
@MainActor
public final class Stage {
    /// The virtual device.
    public let device: Device
    /// The window filling the device's screen.
    public let window: UIWindow
    /// The screen the window is on.
    public let screen: UIScreen
    package let clock: MediaClock
    /// Recordings in progress (see `startRecording(fps:…)`).
    var recorders: [Recorder] = []
    /// What snapshots and recordings render the window with, kept so that its frame bitmap and offscreen
    /// bitmaps are reused from frame to frame (new ones cost page faults and a full clear on every frame).
    lazy var frameRenderer: CARenderer = .keepingPicturesOfViews(layer: window.layer)

    /// The default duration of one frame: 1/60 s.
    public static let frameDuration: TimeInterval = 1.0 / 60.0

    /// A stage starts with a fresh implicit transaction: whatever was left uncommitted (by another stage's code,
    /// or by code that ran without any stage) is committed first, on the clock that was in use, as the run loop
    /// would have done at the end of its turn.
    public init(device: Device = .iPhoneSE) {
        CATransaction.flush()
        // The touch injectors of stages that have gone hold the views their fingers were on; let them go.
        TouchInjector.dropInjectorsOfGoneWindows()
        self.device = device
        clock = MediaClock()
        screen = UIScreen(bounds: CGRect(origin: .zero, size: device.size), scale: device.scale)
        screen.environment.userInterfaceIdiom = device.idiom
        screen.environment.deviceModel = device.idiom == .pad ? "iPad" : "iPhone"
        screen.environment.statusBarHeight = device.statusBarHeight
        UIScreen.current = screen
        MediaClock.current = clock
        window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
        window.screen = screen
        window.layer.hostingClock = clock
        window.layer.contentsScale = device.scale
        window.backgroundColor = .black
        window.setDeviceSafeAreaInsets(device.safeAreaInsets)
        window.makeKeyAndVisible()
        clock.addFrameObserver(StatusBarSafeArea(stage: self), retained: true)
    }

    /// A stage of any size, for tests and renders that don't need a phone.
    public convenience init(size: CGSize, scale: CGFloat = 2) {
        self.init(device: Device(name: "Custom", size: size, scale: scale))
    }

    /// The stage's media time in seconds (what `CACurrentMediaTime()` reads while this stage is in use).
    public var time: TimeInterval { clock.now }

    /// Makes this stage the one that `CACurrentMediaTime()`, `UIScreen.main` and new display links refer to.
    /// Every stage method does this first, so tests rarely need to.
    public func activate() {
        MediaClock.current = clock
        UIScreen.current = screen
    }

    /// Installs `view` as the window's content, filling it, for tests and demos without a view controller.
    public func show(_ view: UIView) {
        activate()
        for subview in window.subviews { subview.removeFromSuperview() }
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        window.layoutIfNeeded()
    }

    /// Runs one frame, 1/60 s after the last.
    public func pump() {
        pump(Self.frameDuration)
    }

    /// Advances the clock by `seconds`, then runs one frame: animations that ended in between complete in it.
    public func pump(_ seconds: TimeInterval) {
        precondition(seconds.isFinite && seconds >= 0, "Stage.pump(_:) needs a finite, non-negative time, got \(seconds)")
        activate()
        commit()
        clock.advance(by: seconds)
        recordFrames(before: clock.now)
        runFrame()
        recordFrames(upTo: clock.now)
    }

    /// Pumps frames of 1/60 s until no animation, display link, timer or other frame observer is pending, and
    /// returns how many frames ran. Stops after `timeout` seconds of stage time and reports what is still
    /// running on standard error (an animation that never settles, such as one that repeats forever); use
    /// ``settle(timeout:)`` to get that as an error instead.
    @discardableResult
    public func pumpAndSettle(timeout: TimeInterval = 10) -> Int {
        do {
            return try settle(timeout: timeout)
        } catch {
            FileHandle.standardError.write(Data("Flipbook: \(error)\n".utf8))
            return error.frames
        }
    }

    /// Like ``pumpAndSettle(timeout:)``, but throws ``DidNotSettle`` when the timeout is reached.
    @discardableResult
    public func settle(timeout: TimeInterval = 10) throws(DidNotSettle) -> Int {
        activate()
        commit()
        // Layout that waits for the next update cycle is pending work too (Core Animation lays out and displays
        // at every commit): with nothing else due, no frame would run it, and a hierarchy set up just before —
        // a root view controller's view, say — would be left unlaid out. Lay it out now, at this instant.
        if !isBusy {
            window.layoutIfNeeded()
            displayIfNeeded()
        }
        let deadline = clock.now + timeout
        var frames = 0
        while isBusy {
            if clock.now >= deadline - MediaClock.instantTolerance {
                throw DidNotSettle(frames: frames, timeout: timeout, pending: pendingDescription)
            }
            pump()
            frames += 1
        }
        return frames
    }

    /// Thrown by ``settle(timeout:)`` when something is still running at the timeout.
    public struct DidNotSettle: Error, CustomStringConvertible {
        /// Frames run before giving up.
        public let frames: Int
        public let timeout: TimeInterval
        /// What was still pending, one line each.
        public let pending: [String]

        public var description: String {
            "the stage did not settle within \(timeout) s (\(frames) frames); still running:\n  "
                + pending.joined(separator: "\n  ")
        }
    }

    /// Whether anything still expects frames.
    package var isBusy: Bool {
        clock.hasPendingAnimations || clock.observersNeedFrames || clock.nextTimerTime != nil || clock.hasCommitActions
            || hasActiveEmitters
    }

    private var pendingDescription: [String] {
        var lines: [String] = []
        for reference in clock.animatingLayers {
            guard let layer = reference.layer, layer.hasPendingAnimations else { continue }
            let keys = layer.animationEntries.map { $0.key ?? "(no key)" }.joined(separator: ", ")
            lines.append("layer \(layer.name ?? String(describing: Swift.type(of: layer))) animating \(keys)")
        }
        if clock.observersNeedFrames { lines.append("a display link or other frame observer") }
        if let next = clock.nextTimerTime { lines.append("a timer due at \(next) s") }
        for emitter in activeEmitters {
            lines.append("emitter layer \(emitter.name ?? "CAEmitterLayer") emitting or showing live particles")
        }
        return lines
    }

    /// What the run loop does before a frame: run the work scheduled for the commit (transitions asked for
    /// since the last frame start here), then commit the implicit transaction. Touch scripting also runs it
    /// after each touch event (Stage+Touches.swift).
    package func commit() {
        clock.runCommitActions()
        CATransaction.flush()
        clock.commitAnimationBeginTimes()
        clock.runAfterCommitActions()
    }

    private func runFrame() {
        clock.fireDueTimers()
        clock.runFrameObservers()
        clock.processAnimations()
        window.layoutIfNeeded()
        displayIfNeeded()
        CATransaction.flush()
        clock.finishFrame()
    }

    /// The display pass, after layout: every layer marked as needing display redraws its contents (a view runs
    /// `draw(_:)`), parents before children. Only subtrees marked by `CALayer.descendantNeedsDisplay` are
    /// entered, so a frame where nothing needs drawing costs nothing per layer.
    func displayIfNeeded() {
        window.layer.displayTreeIfNeeded()
    }
}
