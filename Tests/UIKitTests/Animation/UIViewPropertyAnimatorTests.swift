import Testing
@testable import UIKit
import Flipbook

/// UIViewPropertyAnimator's state table and completion rules (§7.1–7.3).
@MainActor @Suite struct UIViewPropertyAnimatorTests {
    /// A linear animator moving the box from x = 50 to 1050 over 1 s.
    private func linearAnimator(_ box: UIView) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 1050 }
    }

    // MARK: Creation (§7.3)

    @Test func defaults() {
        let animator = UIViewPropertyAnimator(duration: 0, curve: .easeIn)
        #expect(animator.duration == 0.2)  // duration 0 becomes 0.2 s
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(!animator.isReversed)
        #expect(animator.isInterruptible)
        #expect(animator.isUserInteractionEnabled)
        #expect(animator.scrubsLinearly)
        #expect(!animator.pausesOnCompletion)
        #expect(!animator.isManualHitTestingEnabled)
        #expect(animator.fractionComplete == 0)
        #expect(UIViewPropertyAnimator().duration == 0.2)
    }

    // MARK: States (§7.1)

    @Test func naturalRunGoesActiveThenInactiveAndCompletesAtTheEnd() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.addCompletion { _ in positions.append(.current) }  // appended, run in order
        #expect(animator.state == .inactive)
        #expect(box.center.x == 50)  // nothing runs before the start
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(box.center.x == 1050)
        stage.pump(0.25)
        #expect(close(animator.fractionComplete, 0.25, 1e-9))
        #expect(close(box.presented.position.x, 300, 1e-9))
        stage.pump(0.75)
        #expect(positions == [.end, .current])
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(box.presented.position.x == 1050)
        #expect(box.layer.animationKeys() == nil)
        // At most the frame that tells the animator's own (removed) animations they stopped.
        #expect(stage.pumpAndSettle() <= 1)
    }

    @Test func startAnimationIsANoOpWhileRunning() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        animator.startAnimation()
        stage.pump(0.5)
        animator.startAnimation()
        #expect(close(animator.fractionComplete, 0.5, 1e-9))
        stage.pumpAndSettle()
    }

    @Test func pauseAndContinue() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        stage.pump(0.4)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        stage.pump(5)
        #expect(close(box.presented.position.x, 450, 1e-9))
        #expect(close(animator.fractionComplete, 0.4, 1e-9))
        #expect(stage.pumpAndSettle() == 0)  // a paused animator needs no frames
        animator.startAnimation()  // paused → continue
        #expect(animator.isRunning)
        stage.pump(0.3)
        #expect(close(box.presented.position.x, 750, 1e-9))
        stage.pump(0.3)
        #expect(position == .end)
        #expect(animator.state == .inactive)
    }

    /// Pausing a never-started animator starts it paused at 0; setting `fractionComplete` on a pending one too.
    @Test func pauseOrScrubAPendingAnimatorStartsItPaused() {
        let (stage, root, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(box.center.x == 1050)
        stage.pump()
        #expect(box.presented.position.x == 50)

        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(other)
        let scrubbed = UIViewPropertyAnimator(duration: 1, curve: .linear) { other.center.x = 105 }
        scrubbed.fractionComplete = 0.5
        #expect(scrubbed.state == .active)
        #expect(!scrubbed.isRunning)
        #expect(close(other.presented.position.x, 55, 1e-9))
        animator.stopAnimation(true)
        scrubbed.stopAnimation(true)
    }

    /// The setter clamps to [0.00001, 0.99999]; the getter reads the stored value while paused.
    @Test func fractionCompleteClamps() {
        let (_, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        animator.fractionComplete = 1.5
        #expect(animator.fractionComplete == 0.99999)
        animator.fractionComplete = -1
        #expect(animator.fractionComplete == 0.00001)
        #expect(close(box.presented.position.x, 50.01, 1e-9))
        animator.stopAnimation(true)
    }

    /// Setting `fractionComplete` on a running animator pauses, scrubs and continues (§7.3, iOS 26).
    @Test func fractionCompleteWhileRunningScrubsAndContinues() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        animator.startAnimation()
        stage.pump(0.2)
        animator.fractionComplete = 0.6
        #expect(animator.isRunning)
        #expect(close(box.presented.position.x, 650, 1e-9))
        stage.pump(0.2)
        #expect(close(box.presented.position.x, 850, 1e-9))
        stage.pumpAndSettle()
        #expect(animator.state == .inactive)
    }

    // MARK: Reversing (§7.3)

    /// Reversing a running animator heads back from where it is; the natural end is then `.start` and the
    /// model goes back to the start values.
    @Test func reversedRunEndsAtStartAndRestoresTheModel() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        stage.pump(0.6)
        let before = box.presented.position.x
        animator.isReversed = true
        #expect(animator.isRunning)
        #expect(box.presented.position.x == before)
        #expect(close(animator.fractionComplete, 0.4, 1e-9))  // measured along the new direction
        stage.pump(0.3)
        #expect(close(box.presented.position.x, 350, 1e-9))
        stage.pump(0.3)
        #expect(position == .start)
        #expect(box.center.x == 50)
        #expect(box.presented.position.x == 50)
        #expect(animator.state == .inactive)
    }

    /// Reversing before the start runs the animation backwards from the end values.
    @Test func reversedBeforeStart() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.isReversed = true
        animator.startAnimation()
        #expect(box.presented.position.x == 1050)
        stage.pump(0.25)
        #expect(close(box.presented.position.x, 800, 1e-9))
        stage.pump(0.75)
        #expect(position == .start)
        #expect(box.center.x == 50)
    }

    /// Toggling `isReversed` while paused keeps what is on screen; `fractionComplete` reads 1 − f.
    @Test func reversingWhilePausedKeepsThePosition() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        animator.fractionComplete = 0.3
        animator.isReversed = true
        #expect(close(animator.fractionComplete, 0.7, 1e-9))
        #expect(close(box.presented.position.x, 350, 1e-9))
        animator.fractionComplete = 0.9  // 90 % of the way back
        #expect(close(box.presented.position.x, 150, 1e-9))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        stage.pump(0.05)
        #expect(close(box.presented.position.x, 100, 1e-6))
        stage.pumpAndSettle()
        #expect(box.center.x == 50)
    }

    /// Reversed before it has moved (in its delay, or in the frame it started), an animator has nothing left to
    /// run: it ends at `.start` in the next frame, with the start values in the model, and its fraction is never
    /// NaN (decision: UIKit runs the zero-length rest at once; found by the fuzzer, an empty animator that kept
    /// the stage busy forever — FuzzRegressionTests.emptyDelayedAnimatorReversedAndPaused).
    @Test(arguments: [0, 0.5])
    func reversedBeforeItMovedEndsAtTheStart(delay: Double) {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation(afterDelay: delay)
        if delay > 0 { stage.pump(0.1) }
        animator.isReversed = true
        #expect(animator.fractionComplete == 1)  // measured along the new direction: nothing left
        #expect(box.presented.position.x == 50)
        stage.pump()
        #expect(positions == [.start])
        #expect(box.center.x == 50)
        #expect(animator.state == .inactive)
        #expect(stage.pumpAndSettle() <= 1)
    }

    /// The fuzzer's program: an empty animator started after a delay, reversed, then paused and continued.
    @Test func emptyAnimatorReversedInItsDelayPausesAndContinuesToTheStart() {
        let (stage, _, _) = makeStageWithBox()
        let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeInOut)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation(afterDelay: 0.03)
        animator.isReversed = true
        animator.pauseAnimation()
        #expect(!animator.fractionComplete.isNaN)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(stage.pumpAndSettle() <= 2)
        #expect(positions == [.start])
    }

    // MARK: Stop and finish (§7.3)

    @Test func stopWithoutFinishingDiscardsCompletionsAndFreezes() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        stage.pump(0.3)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(close(box.center.x, 350, 1e-9))  // the model is frozen at the on-screen value
        #expect(box.layer.animationKeys() == nil)
        stage.pumpAndSettle()
        #expect(!called)
        #expect(close(box.presented.position.x, 350, 1e-9))
    }

    @Test(arguments: [UIViewAnimatingPosition.current, .start, .end])
    func stopThenFinishAt(_ finalPosition: UIViewAnimatingPosition) {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        var reported: UIViewAnimatingPosition?
        animator.addCompletion { reported = $0 }
        animator.startAnimation()
        stage.pump(0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(close(box.center.x, 350, 1e-9))
        stage.pump(1)
        #expect(reported == nil)
        animator.finishAnimation(at: finalPosition)
        #expect(animator.state == .inactive)
        #expect(reported == finalPosition)
        let expected: CGFloat = switch finalPosition {
        case .current: 350
        case .start: 50
        case .end: 1050
        @unknown default: .nan
        }
        #expect(close(box.center.x, expected, 1e-9))
        #expect(close(box.presented.position.x, expected, 1e-9))
    }

    /// Stopping a paused animator works the same way.
    @Test func stopWhilePaused() {
        let (_, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        animator.fractionComplete = 0.5
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(close(box.center.x, 550, 1e-9))
        animator.finishAnimation(at: .end)
        #expect(box.center.x == 1050)
    }

    /// `finishAnimation(at:)` on an empty inactive animator is silently ignored; stopping a never-started one is a
    /// no-op (§7.4, fluentui-apple #915).
    @Test func finishingAnEmptyAnimatorIsIgnored() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        let (_, _, box) = makeStageWithBox()
        let pending = linearAnimator(box)
        pending.stopAnimation(false)
        #expect(pending.state == .inactive)
    }

    // MARK: pausesOnCompletion (§7.3)

    @Test func pausesOnCompletionPausesAtTheEndWithoutCompleting() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        animator.pausesOnCompletion = true
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        stage.pump(1)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(position == nil)
        #expect(box.presented.position.x == 1050)
        #expect(stage.pumpAndSettle() == 0)
        // It can be reversed and run back, pausing again at the start.
        animator.isReversed = true
        animator.startAnimation()
        stage.pump(0.5)
        #expect(close(box.presented.position.x, 550, 1e-9))
        stage.pump(0.5)
        #expect(animator.state == .active)
        #expect(close(box.presented.position.x, 50, 1e-9))
        #expect(position == nil)
        // Finishing it takes a stop and a finish.
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(position == .start)
        #expect(box.center.x == 50)
    }

    // MARK: Adding animations (§7.3)

    /// `addAnimations(_:delayFactor:)` before the start: the block starts at delayFactor · duration and lasts
    /// the rest.
    @Test func delayFactorBeforeStart() {
        let (stage, root, box) = makeStageWithBox()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        root.addSubview(other)
        let animator = linearAnimator(box)
        animator.addAnimations({ other.center.x = 850 }, delayFactor: 0.2)
        animator.startAnimation()
        stage.pump(0.2)
        #expect(close(other.presented.position.x, 50, 1e-9))
        stage.pump(0.4)  // 0.6 s: half-way through 0.2…1
        #expect(close(other.presented.position.x, 450, 1e-9))
        #expect(close(box.presented.position.x, 650, 1e-9))
        stage.pumpAndSettle()
        #expect(other.presented.position.x == 850)
    }

    /// Added to a running animator, a block runs at once over the remaining time (§7.3).
    @Test func addAnimationsWhileRunningUsesTheRemainingTime() {
        let (stage, root, box) = makeStageWithBox()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        root.addSubview(other)
        let animator = linearAnimator(box)
        var ended: TimeInterval?
        animator.addCompletion { _ in ended = stage.time }
        let start = stage.time
        animator.startAnimation()
        stage.pump(0.5)
        animator.addAnimations { other.center.x = 550 }
        #expect(other.presented.position.x == 50)
        stage.pump(0.25)
        #expect(close(other.presented.position.x, 300, 1e-9))
        stage.pump(0.25)
        #expect(ended.map { $0 - start } == 1)
        #expect(other.presented.position.x == 550)
    }

    /// Added to a paused animator, a block joins at the current fraction and moves with the scrubbing.
    @Test func addAnimationsWhilePaused() {
        let (_, root, box) = makeStageWithBox()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        root.addSubview(other)
        let animator = linearAnimator(box)
        animator.fractionComplete = 0.5
        animator.addAnimations { other.center.x = 550 }
        #expect(other.presented.position.x == 50)
        animator.fractionComplete = 0.75
        #expect(close(other.presented.position.x, 300, 1e-9))
        animator.stopAnimation(true)
    }

    // MARK: Delays (§7.3)

    @Test func startAfterDelay() {
        let (stage, _, box) = makeStageWithBox()
        let animator = linearAnimator(box)
        var ended: TimeInterval?
        animator.addCompletion { _ in ended = stage.time }
        let start = stage.time
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.delay == 0.5)
        stage.pump(0.4)
        #expect(box.presented.position.x == 50)
        #expect(animator.fractionComplete == 0)
        stage.pump(0.35)
        #expect(close(box.presented.position.x, 300, 1e-9))
        stage.pumpAndSettle()
        #expect(ended.map { close($0 - start, 1.5, 1.0 / 60 + 1e-9) } == true)
    }

    // MARK: runningPropertyAnimator (§7.3)

    @Test func runningPropertyAnimatorStartsAtOnceWithTheOptionsCurve() {
        let (stage, _, box) = makeStageWithBox()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.2, options: .curveEaseIn, animations: { box.center.x = 1050 },
            completion: { position = $0 })
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.isInterruptible)
        #expect(animator.isManualHitTestingEnabled)
        #expect(animator.delay == 0.2)
        stage.pump(0.7)
        #expect(close(box.presented.position.x, 50 + 1000 * bezierReference(0.42, 0, 1, 1, at: 0.5), 1e-3))
        stage.pumpAndSettle()
        #expect(position == .end)
    }

    /// Created inside an animation block it is not interruptible (§7.3).
    @Test func runningPropertyAnimatorInsideABlockIsNotInterruptible() {
        let (stage, _, box) = makeStageWithBox()
        var inner: UIViewPropertyAnimator?
        UIView.animate(withDuration: 1, animations: {
            inner = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [],
                                                                   animations: { box.alpha = 0 })
        })
        #expect(inner?.isInterruptible == false)
        stage.pumpAndSettle()
    }

    // MARK: Lifetime

    /// A running animator is kept alive by UIKit until it finishes; after finishing it can be released.
    @Test func aRunningAnimatorIsRetainedUntilItFinishes() {
        let (stage, _, box) = makeStageWithBox()
        weak var weakAnimator: UIViewPropertyAnimator?
        var position: UIViewAnimatingPosition?
        do {
            let animator = linearAnimator(box)
            animator.addCompletion { position = $0 }
            animator.startAnimation()
            weakAnimator = animator
        }
        #expect(weakAnimator != nil)
        stage.pumpAndSettle()
        #expect(position == .end)
        #expect(weakAnimator == nil)
    }

    /// Stopped and finished, or stopped without finishing, an animator can be released.
    @Test func aStoppedAndFinishedAnimatorIsReleased() {
        let (stage, _, box) = makeStageWithBox()
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = linearAnimator(box)
            animator.startAnimation()
            stage.pump(0.2)
            animator.pauseAnimation()
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            weakAnimator = animator
        }
        #expect(weakAnimator == nil)
    }
}
