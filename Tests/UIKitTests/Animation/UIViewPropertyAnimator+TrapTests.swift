import Testing
@testable import UIKit

// Every call that raises on iOS traps here (§7.4), checked in a child process with Swift Testing's exit tests.
// Exit-test bodies can't capture anything, so each builds its animator with the helpers below.

/// An animator moving a fresh view, not yet started.
@MainActor func pendingAnimator(interruptible: Bool = true) -> UIViewPropertyAnimator {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.isInterruptible = interruptible
    return animator
}

@MainActor func runningAnimator(interruptible: Bool = true) -> UIViewPropertyAnimator {
    let animator = pendingAnimator(interruptible: interruptible)
    animator.startAnimation()
    return animator
}

@MainActor func pausedAnimator() -> UIViewPropertyAnimator {
    let animator = runningAnimator()
    animator.pauseAnimation()
    return animator
}

@MainActor func stoppedAnimator() -> UIViewPropertyAnimator {
    let animator = runningAnimator()
    animator.stopAnimation(false)
    return animator
}

/// Whether the child's standard error carries `message` (Swift prints "Fatal error: <message>").
func reported(_ result: ExitTest.Result?, _ message: String) -> Bool {
    guard let result else { return false }
    return String(decoding: result.standardErrorContent, as: UTF8.self).contains(message)
}

@Suite struct UIViewPropertyAnimatorTrapTests {
    /// The harness itself: a correct sequence of calls exits cleanly, so the traps below are the calls'.
    @Test func aCorrectSequenceDoesNotTrap() async {
        await #expect(processExitsWith: .success) { @MainActor in
            let animator = pausedAnimator()
            animator.fractionComplete = 0.5
            animator.isReversed = true
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            let other = pendingAnimator()
            other.isInterruptible = false
            other.isUserInteractionEnabled = false
            other.scrubsLinearly = false
            other.startAnimation()  // running, it is retained by the clock until it finishes
        }
    }

    // MARK: Properties

    @Test func settingInterruptibleWhileRunning() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            runningAnimator().isInterruptible = false
        }
        #expect(reported(result, "Setting interruptible on an active property animator is not supported"))
    }

    @Test func settingInterruptibleWhilePaused() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let animator = pausedAnimator()
            animator.isInterruptible = true
        }
    }

    /// §7.4: "animator active (running/paused/stopped)".
    @Test func settingInterruptibleWhileStopped() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let animator = stoppedAnimator()
            animator.isInterruptible = true
        }
    }

    @Test func settingUserInteractionEnabledWhileActive() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            runningAnimator().isUserInteractionEnabled = false
        }
        #expect(reported(result, "Setting userInteractionEnabled on an active property animator is not supported"))
    }

    @Test func settingUserInteractionEnabledWhileStopped() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            stoppedAnimator().isUserInteractionEnabled = false
        }
    }

    @Test func settingPausesOnCompletionWhenNotInterruptible() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            pendingAnimator(interruptible: false).pausesOnCompletion = true
        }
    }

    @Test func settingScrubsLinearlyWhilePaused() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let animator = pausedAnimator()
            animator.scrubsLinearly = false
        }
    }

    // MARK: Pause, stop, continue

    @Test func pausingANonInterruptibleAnimator() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            runningAnimator(interruptible: false).pauseAnimation()
        }
        #expect(reported(result, "Cannot pause a non-interruptible property animator"))
    }

    @Test func stoppingANonInterruptibleAnimator() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            runningAnimator(interruptible: false).stopAnimation(true)
        }
    }

    @Test func stoppingAStoppedAnimator() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let animator = stoppedAnimator()
            animator.stopAnimation(false)
        }
        #expect(reported(result, "already stopped"))
    }

    @Test func continuingANonInterruptibleAnimator() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            runningAnimator(interruptible: false).continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
    }

    /// Starting paused — by pausing or scrubbing a pending animator — needs an interruptible one.
    @Test func scrubbingAPendingNonInterruptibleAnimator() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            pendingAnimator(interruptible: false).fractionComplete = 0.5
        }
    }

    @Test func pausingAPendingNonInterruptibleAnimator() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            pendingAnimator(interruptible: false).pauseAnimation()
        }
    }

    // MARK: Start

    @Test func startingAPausedAnimatorAfterADelay() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let animator = pausedAnimator()
            animator.startAnimation(afterDelay: 0.1)
        }
    }

    @Test func startingWithANegativeDelay() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            pendingAnimator().startAnimation(afterDelay: -1)
        }
    }

    // MARK: Finish

    @Test func finishingARunningAnimator() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            runningAnimator().finishAnimation(at: .end)
        }
        #expect(reported(result, "should only be called on a stopped animator"))
    }

    @Test func finishingAPausedAnimator() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let animator = pausedAnimator()
            animator.finishAnimation(at: .current)
        }
    }

    /// fluentui-apple #915: `stopAnimation(false)` on a never-started animator is a no-op, so the finish traps.
    @Test func finishingAPendingAnimatorAfterAStopThatDidNothing() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let animator = pendingAnimator()
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
    }

    // MARK: Adding animations

    @Test func addingWithANegativeDelayFactor() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            pendingAnimator().addAnimations({}, delayFactor: -0.5)
        }
    }

    @Test func addingToAStoppedAnimator() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let animator = stoppedAnimator()
            animator.addAnimations {}
        }
    }

    // MARK: Release (§7.3)

    @Test func releasingAPausedAnimator() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            do { pendingAnimator().pauseAnimation() }
            await Task.yield()
        }
        #expect(reported(result, "It is an error to release a paused or stopped property animator"))
    }

    /// Started, then paused: UIKit no longer holds it, so releasing it traps too.
    @Test func releasingAStartedThenPausedAnimator() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            do { _ = pausedAnimator() }
            await Task.yield()
        }
    }

    @Test func releasingAStoppedAnimator() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            do { _ = stoppedAnimator() }
            await Task.yield()
        }
    }

    @Test func releasingAnAnimatorPausedOnCompletion() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = UIView()
            var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 0.01, curve: .linear) { view.alpha = 0 }
            animator?.pausesOnCompletion = true
            animator?.fractionComplete = 0.5
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            // Run its frames on the clock in use until it pauses at the end, then let it go.
            let clock = MediaClock.current
            while animator?.isRunning == true {
                clock.advance(by: 1.0 / 60)
                clock.runFrameObservers()
            }
            animator = nil
            await Task.yield()
        }
    }

    /// The counterparts that must not trap: releasing inactive animators, finished or never started.
    @Test func releasingInactiveAnimatorsIsFine() async {
        await #expect(processExitsWith: .success) { @MainActor in
            do { _ = pendingAnimator() }
            do {
                let animator = pausedAnimator()
                animator.stopAnimation(true)
            }
            await Task.yield()
        }
    }
}
