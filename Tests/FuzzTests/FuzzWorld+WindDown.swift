import Flipbook
import UIKit

/// Ending a program the way an app would, so the settled invariants can be checked.
extension FuzzWorld {
    /// Ends everything the program left open, the way an app would, then lets the stage settle: interactive
    /// transitions are finished or cancelled, paused animators continue, stopped ones finish, behaviours go.
    func windDown() {
        let before = onScreen()
        defer { if onScreen() != before { epoch += 1 } }
        _ = Console.capture {
            for touch in stage.activeTouches { stage.touchUp(touch) }
            dynamics?.removeAllBehaviors()
            behaviors = []
            for _ in 0..<16 {
                adoptInteractors()
                for (index, entry) in interactive.enumerated() where entry.animator.endedCalls == 0 {
                    if index % 2 == 0 { entry.interactor.finish() } else { entry.interactor.cancel() }
                }
                for tracked in animators where !tracked.discarded {
                    switch tracked.animator.state {
                    case .stopped:
                        tracked.finishedAt = .current
                        tracked.animator.finishAnimation(at: .current)
                        tracked.discarded = true
                    case .active where tracked.animator.isPaused:
                        if tracked.animator.pausesOnCompletion || tracked.animator.fractionComplete >= 1 {
                            tracked.animator.stopAnimation(false)
                            tracked.finishedAt = .current
                            tracked.animator.finishAnimation(at: .current)
                            tracked.discarded = true
                        } else {
                            tracked.animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                        }
                    default: break
                    }
                }
                stage.pump(0.5)
                if !hasOpenEnds {
                    // Settle, then look again: an animator that pauses on completion opens a new end.
                    settle()
                    if !hasOpenEnds { break }
                }
            }
            settle()
        }
    }

    func settle() {
        do {
            try stage.settle(timeout: 20)
        } catch {
            problems.append("did not settle: \(error)")
        }
    }
}

extension UIViewPropertyAnimator {
    /// Active but not moving.
    var isPaused: Bool { state == .active && !isRunning }
}
