import Foundation
import UIKit

/// What a scene's script works with.
@MainActor
public final class SceneContext {
    /// The stage the scene runs on: its window is empty when the script starts.
    public let stage: Stage
    /// The scene being run.
    public let scene: Scene
    /// The recorder, when the scene is being recorded.
    public let recorder: Recorder?
    private let startTime: TimeInterval

    package init(stage: Stage, scene: Scene, recorder: Recorder?) {
        self.stage = stage
        self.scene = scene
        self.recorder = recorder
        startTime = stage.time
    }

    /// Stage seconds since the scene started.
    public var elapsed: TimeInterval { stage.time - startTime }

    /// The window's bounds: where the scene draws.
    public var bounds: CGRect { stage.window.bounds }

    /// Pumps frames of 1/60 s until `time` seconds have passed since the scene started (at most to the
    /// scene's duration; the last step is shortened to land on `time` exactly).
    public func pump(until time: TimeInterval) {
        let end = min(time, scene.duration)
        while elapsed < end - 1e-9 {
            stage.pump(min(Stage.frameDuration, end - elapsed))
        }
    }

    /// Pumps `seconds` more (at most to the scene's end).
    public func pump(for seconds: TimeInterval) {
        pump(until: elapsed + seconds)
    }

    /// Pumps to the scene's end.
    public func finish() {
        pump(until: scene.duration)
    }

    // MARK: Script steps the demo scenes share

    /// Makes `controller` the window's root and pumps until `time` (the scenes start with 0.3 s of the first
    /// screen before anything happens).
    public func start(with controller: UIViewController, showingUntil time: TimeInterval = 0.3) {
        stage.window.rootViewController = controller
        pump(until: time)
    }

    /// One finger put down at `start`, moved through `moves` (each to a point over a duration, at constant
    /// speed), then lifted where it is: a pan that can turn back, which `Stage.drag(from:to:duration:)` (one
    /// straight move) can't express.
    public func pan(from start: CGPoint, through moves: [(to: CGPoint, duration: TimeInterval)]) {
        let touch = stage.touchDown(at: start)
        for move in moves { stage.move(touch, to: move.to, duration: move.duration) }
        stage.touchUp(touch)
    }

    /// A pan from `start` straight to `end` over `duration`, then lifted.
    public func pan(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        pan(from: start, through: [(end, duration)])
    }
}
