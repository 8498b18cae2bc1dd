import Flipbook
import Testing
import UIKit

/// The classic path of §3.2: the animator's UIView animations are frozen in the container's layer time and
/// scrubbed by `update(_:)`; finish and cancel run the rest at `completionSpeed`.
@MainActor
@Suite struct UIPercentDrivenInteractiveTransitionClassicTests {
    /// B is presented over A (`.fullScreen`), then dismissed with a recording animator driven by `interactor`.
    /// `sameFrame` runs right after `dismiss(animated:)`, in the frame the transition starts.
    private func dismissing(speed: CGFloat = 1, interactor: UIPercentDrivenInteractiveTransition = .init(),
                            sameFrame: (LoggingViewController, LoggingViewController) -> Void = { _, _ in })
        -> (Stage, LoggingViewController, LoggingViewController, UIPercentDrivenInteractiveTransition,
            TestTransitioningDelegate, CallLog) {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        let delegate = TestTransitioningDelegate(log: log)
        delegate.dismissAnimator = RecordingAnimator(log: log, duration: 0.5)
        interactor.completionSpeed = speed
        interactor.completionCurve = .linear
        delegate.dismissInteractor = interactor
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        stage.pumpAndSettle()
        b.dismiss(animated: true)
        sameFrame(a, b)
        stage.pump()
        return (stage, a, b, interactor, delegate, log)
    }

    @Test func updateScrubsAndTimeStandsStill() {
        let (stage, a, _, interactor, delegate, _) = dismissing()
        _ = delegate
        #expect(interactor.duration == 0.5)
        interactor.update(0.25)
        stage.pump()
        // The animator's block uses UIKit's default curve, ease-in-out (0.42, 0, 0.58, 1), at a quarter of its time.
        let expected = cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: 0.25)
        #expect(abs(Double(a.view.layer.presentation()!.opacity) - expected) < 1e-6)
        stage.pump(2)
        #expect(abs(Double(a.view.layer.presentation()!.opacity) - expected) < 1e-6, "frozen between updates")
    }

    /// Scrubbing to 100 % does not complete the transition while the finger is down; `finish()` does.
    @Test func updateToOneWaitsForFinish() {
        let (stage, a, b, interactor, delegate, log) = dismissing()
        _ = delegate
        interactor.update(1)
        stage.pump(1)
        #expect(!log.entries.contains("animator.completion"))
        #expect(a.presentedViewController === b)
        interactor.finish()
        stage.pump()
        #expect(log.entries.contains("animator.completion"))
        #expect(a.presentedViewController == nil)
        stage.pumpAndSettle()
        #expect(a.view.superview?.layer.speed == 1, "the container's clock runs again")
    }

    @Test(arguments: [(CGFloat(1), 0.6), (CGFloat(0.5), 0.6), (CGFloat(2), 0.3)])
    func finishTakesTheRestAtCompletionSpeed(speed: CGFloat, progress: Double) {
        let (stage, a, _, interactor, delegate, log) = dismissing(speed: speed)
        _ = delegate
        interactor.update(CGFloat(progress))
        stage.pump()
        let start = stage.time
        interactor.finish()
        while !log.entries.contains("animator.completion") { stage.pump() }
        let expected = 0.5 * (1 - progress) / Double(speed)
        #expect(abs((stage.time - start) - expected) <= 1.0 / 60 + 1e-9, "took \(stage.time - start) s, expected \(expected) s")
        #expect(a.view.alpha == 1)
    }

    @Test func cancelRunsBackAndWritesStartValues() {
        let (stage, a, b, interactor, delegate, log) = dismissing(speed: 1)
        _ = delegate
        interactor.update(0.4)
        stage.pump()
        let start = stage.time
        interactor.cancel()
        while !log.entries.contains("animator.completion") { stage.pump() }
        #expect(abs((stage.time - start) - 0.5 * 0.4) <= 1.0 / 60 + 1e-9)
        stage.pumpAndSettle()
        #expect(a.view.alpha == 0, "the to-view's alpha was set to 0 before the block and 1 inside it: back to 0")
        #expect(a.presentedViewController === b)
        #expect(log.entries.contains("animator.animationEnded(false)"))
    }

    /// Decision (§2 "finish/cancel mark completing"): once `cancel()` was asked for, a `finish()` before the
    /// cancel has run back is ignored — the transition ends cancelled, the presented controller still on
    /// screen and appeared. (Before, the finish flipped `transitionWasCancelled` back: the dismissal completed
    /// under the cancel's reversed appearance calls, leaving B "appeared" out of the window; found by the fuzzer.)
    @Test func finishAfterCancelIsIgnored() {
        let (stage, a, b, interactor, delegate, log) = dismissing()
        _ = delegate
        interactor.update(1)
        interactor.cancel()
        interactor.finish()
        stage.pumpAndSettle()
        #expect(log.entries.contains("animator.animationEnded(false)"))
        #expect(!log.entries.contains("animator.animationEnded(true)"))
        #expect(a.presentedViewController === b)
        #expect(b.view.window != nil)
        #expect(b.appearanceState == .appeared)
        #expect(log.entries(startingWith: "B.view").suffix(2) == ["B.viewWillAppear", "B.viewDidAppear"])
    }

    // MARK: Animations that are not the transition's (§3.2)

    /// Decision (§3.2 tracks the UIView animations of `animateTransition` and the alongside blocks only): a block
    /// animation issued in the frame the transition starts but outside those — here by an interactor subclass
    /// after `super.startInteractiveTransition` — on a view in the container runs in the container's time, so it
    /// is frozen and scrubbed with it; but it is not the transition's: `finish()` does not wait for it (the rest
    /// takes `duration × (1 − p)`, not its own longer time) and it is never cut short: it ends with
    /// `finished == true` at its end value.
    @Test func animationIssuedAfterTheInteractiveStartIsFrozenButNotTracked() {
        final class Interactor: UIPercentDrivenInteractiveTransition {
            var box: UIView?
            var finished: [Bool] = []
            override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
                super.startInteractiveTransition(transitionContext)
                UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: { self.box?.center.x = 210 },
                               completion: { self.finished.append($0) })
            }
        }
        let interactor = Interactor()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let (stage, a, _, _, delegate, log) = dismissing(interactor: interactor) { a, _ in
            a.view.addSubview(box)
            interactor.box = box
        }
        _ = delegate
        stage.pump(0.5)
        #expect(box.layer.presentation()?.position.x == 10, "frozen at the container's time 0")
        interactor.update(0.5)
        stage.pump()
        // The container's time is 0.25 s: an eighth of the box's 2 s.
        #expect(abs(Double(box.layer.presentation()!.position.x) - 35) < 1e-6)
        let start = stage.time
        interactor.finish()
        while !log.entries.contains("animator.completion") { stage.pump() }
        #expect(abs((stage.time - start) - 0.25) <= 1.0 / 60 + 1e-9, "the rest took \(stage.time - start) s")
        stage.pumpAndSettle()
        #expect(interactor.finished == [true])
        #expect(box.center.x == 210)
        #expect(box.layer.presentation()?.position.x == 210)
    }

    /// The same for a block animation issued in the frame of `dismiss(animated:)`, before the transition
    /// starts (its begin time is given at the commit, in the container's frozen time): frozen and scrubbed with
    /// the container, but a `cancel()` neither reverses it nor writes its start value back (only the
    /// transition's animations are, §3.2), and it ends with `finished == true`.
    @Test func animationIssuedInTheSameFrameIsNotReversedByACancel() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var finished: [Bool] = []
        let (stage, a, b, interactor, delegate, log) = dismissing { _, b in
            b.view.addSubview(box)
            UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: { box.center.x = 210 },
                           completion: { finished.append($0) })
        }
        _ = delegate
        interactor.update(0.5)
        stage.pump()
        #expect(abs(Double(box.layer.presentation()!.position.x) - 35) < 1e-6)
        interactor.cancel()
        stage.pumpAndSettle()
        #expect(log.entries.contains("animator.animationEnded(false)"))
        #expect(a.presentedViewController === b && box.window != nil)
        #expect(a.view.alpha == 0, "the transition's own animation was reversed")
        #expect(box.center.x == 210, "the box's was not")
        #expect(finished == [true])
        #expect(box.layer.presentation()?.position.x == 210)
    }

    /// The same the other way round: a cancel after a finish is ignored.
    @Test func cancelAfterFinishIsIgnored() {
        let (stage, a, b, interactor, delegate, log) = dismissing()
        _ = delegate
        interactor.update(0.5)
        interactor.finish()
        interactor.cancel()
        stage.pumpAndSettle()
        #expect(log.entries.contains("animator.animationEnded(true)"))
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
        #expect(b.appearanceState == .disappeared)
    }
}

/// y at x on the cubic Bézier (0,0), c1, c2, (1,1), by bisection on x: an independent reference for timing curves.
func cubicBezierProgress(c1: (Double, Double), c2: (Double, Double), at x: Double) -> Double {
    func point(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if point(mid, c1.0, c2.0) < x { low = mid } else { high = mid }
    }
    return point((low + high) / 2, c1.1, c2.1)
}

// MARK: A transition that completes under the interaction

@MainActor
extension UIPercentDrivenInteractiveTransitionClassicTests {
    /// An animator that completes the transition on its own, the frame after it starts, whatever the interactor
    /// does: its block animates nothing, and an empty block's completion runs in the next frame.
    final class EarlyCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        private(set) var ended: [Bool] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            UIView.animate(withDuration: 0.5, animations: {}, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// Decision (§3.2 is silent on an animator that completes before `finish()` or `cancel()`): the interaction
    /// ends with the transition and the layers it froze get their time back at once. The page sheet's
    /// interactive dismissal freezes its presenter, which stays in the window, as an alongside view; left frozen
    /// (as it was), the app's own 1 s animation on a view in the presenter stood still for good and its
    /// completion never ran (found by the fuzzer: `FuzzRegressionTests.blockCompletionNeverRuns`,
    /// `interactiveDismissalOverAPushNeverEnds`, `keyframesAroundDragsOverAPageSheetNeverComplete`).
    /// A `finish()` after that is ignored.
    @Test func transitionCompletedBeforeFinishUnfreezesThePresenter() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        a.view.addSubview(box)
        let b = LoggingViewController("B", log: log)
        let delegate = TestTransitioningDelegate(log: log)
        let animator = EarlyCompletingAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissAnimator = animator
        delegate.dismissInteractor = interactor
        b.modalPresentationStyle = .pageSheet
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        stage.pumpAndSettle()
        var completions: [Bool] = []
        let start = stage.time
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.alpha = 0 },
                       completion: { completions.append($0) })
        stage.pump()  // the box's animation begins in the presenter's running time
        b.dismiss(animated: true)
        // Read in the coordinator's completion, at the end of the transition.
        var presenterSpeeds: [Float] = []
        b.transitionCoordinator?.animate(alongsideTransition: nil, completion: { _ in
            presenterSpeeds.append(a.view.layer.speed)
        })
        stage.pump()
        #expect(animator.ended == [true], "the animator completed the dismissal without finish()")
        #expect(a.presentedViewController == nil)
        #expect(presenterSpeeds == [1], "the presenter's time runs again when the transition completes")
        #expect(a.view.layer.speed == 1 && a.view.layer.timeOffset == 0 && a.view.layer.beginTime == 0)
        stage.pump(0.25)
        // The box's animation runs in the presenter's time, which is the window's again.
        let expected = 1 - (stage.time - start)
        #expect(abs(Double(box.layer.presentation()!.opacity) - expected) < 1e-5)
        #expect(completions.isEmpty)
        interactor.finish()
        stage.pumpAndSettle()
        #expect(completions == [true], "the box's completion ran once, finished")
        #expect(abs(stage.time - (start + 1)) <= 1.0 / 60 + 1e-9 || stage.time > start + 1)
        #expect(animator.ended == [true], "finish() after the transition completed is ignored")
        #expect(a.appearanceState == .appeared)
        #expect(b.appearanceState == .disappeared)
    }
}

// MARK: finish() or cancel() before the transition starts (§1.2h)

@MainActor
extension UIPercentDrivenInteractiveTransitionClassicTests {
    /// §1.2h: a `finish()` called after `dismiss(animated:)` but before the transition started (it starts in the
    /// next frame) — a swipe that ends in the frame it asked for the dismissal — is replayed when it starts: the
    /// whole transition runs, 0.5 s from 0 % at speed 1, and completes. (It was dropped: the transition stood
    /// frozen at 0 % for good.)
    @Test func finishBeforeTheStartIsReplayedWhenItStarts() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let (stage, a, b, _, delegate, log) = dismissing(interactor: interactor, sameFrame: { _, _ in interactor.finish() })
        _ = delegate
        #expect(interactor.duration == 0.5, "the transition has started")
        stage.pump(0.4)
        #expect(!log.entries.contains("animator.completion"), "the rest from 0 % takes the whole 0.5 s")
        stage.pump(0.2)
        #expect(log.entries.contains("animator.animationEnded(true)"))
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
        #expect(a.view.alpha == 1)
    }

    /// The same for `cancel()`: replayed at the start, the dismissal ends cancelled at once (0 % to run back),
    /// B still presented and appeared.
    @Test func cancelBeforeTheStartIsReplayedWhenItStarts() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let (stage, a, b, _, delegate, log) = dismissing(interactor: interactor, sameFrame: { _, _ in interactor.cancel() })
        _ = delegate
        stage.pump(0.2)
        #expect(log.entries.contains("animator.animationEnded(false)"))
        #expect(a.presentedViewController === b)
        #expect(b.view.window != nil)
        #expect(b.appearanceState == .appeared)
    }

    /// Before the start as after it, the first decision stands: a cancel, then a finish, ends cancelled.
    @Test func theFirstDecisionBeforeTheStartStands() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let (stage, a, b, _, delegate, log) = dismissing(interactor: interactor, sameFrame: { _, _ in
            interactor.cancel()
            interactor.finish()
        })
        _ = delegate
        stage.pump(1)
        #expect(log.entries.contains("animator.animationEnded(false)"))
        #expect(!log.entries.contains("animator.animationEnded(true)"))
        #expect(a.presentedViewController === b)
    }

    /// Decision (§1.2h replays a call made while a transition was asked for; UIKit's interactor finds no context
    /// to mark when none was): a `finish()` before any transition was asked for is ignored, not kept for the
    /// next transition — which starts interactive and waits for its own finish.
    @Test func finishWithNoTransitionAskedForIsNotKeptForTheNextOne() {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.finish()
        let (stage, a, b, _, delegate, log) = dismissing(interactor: interactor)
        _ = delegate
        stage.pump(1)
        #expect(!log.entries.contains("animator.completion"))
        #expect(a.presentedViewController === b)
        interactor.finish()
        stage.pump(1)
        #expect(log.entries.contains("animator.animationEnded(true)"))
        #expect(a.presentedViewController == nil)
    }
}

// MARK: What an interactor keeps

@MainActor
extension UIPercentDrivenInteractiveTransitionClassicTests {
    /// A dismissal that animates a snapshot of the leaving screen and takes it away at the end (GuessThePet's).
    final class SnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        weak var snapshot: UIView?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            guard let from = context.view(forKey: .from), let snapshot = from.snapshotView(afterScreenUpdates: false)
            else { return }
            self.snapshot = snapshot
            context.containerView.addSubview(snapshot)
            from.isHidden = true
            UIView.animate(withDuration: 0.5, animations: { snapshot.alpha = 0 }, completion: { _ in
                snapshot.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    /// An interactor outlives the transitions it drives (GuessThePet's swipe drives one after another); the
    /// layers and animations it tracked for one are not kept past its end. Before, each transition's snapshot
    /// layer, with its animation and that animation's completion, stayed for as long as the interactor did.
    @Test func anInteractorKeepsNothingOfATransitionThatEnded() {
        let (stage, a) = makeStageWithRoot(CallLog())
        let delegate = TestTransitioningDelegate(log: CallLog())
        let animator = SnapshotAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissAnimator = animator
        delegate.dismissInteractor = interactor
        weak var snapshotLayer: CALayer?
        weak var presented: UIViewController?
        do {
            let b = UIViewController()
            presented = b
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = delegate
            a.present(b, animated: false)
            stage.pumpAndSettle()
            b.dismiss(animated: true)
            stage.pump()
            snapshotLayer = animator.snapshot?.layer
            #expect(snapshotLayer != nil)
            interactor.update(0.5)
            interactor.finish()
        }
        stage.pumpAndSettle()
        #expect(a.presentedViewController == nil)
        withExtendedLifetime(interactor) {
            #expect(snapshotLayer == nil, "the snapshot's layer went when the transition ended")
            #expect(presented == nil)
        }
        _ = delegate
    }

    /// Nor are they counted in the next: `finish()` runs the rest of *this* transition's animations. Before, an
    /// interactor that had driven a 2 s dismissal finished a later 0.5 s one from 50 % over the 1.75 s left of the
    /// earlier one's end (105 frames) instead of its own 0.25 s (15 frames).
    @Test func anInteractorFinishesATransitionByItsOwnAnimationsNotAnEarlierOnes() {
        let (stage, a) = makeStageWithRoot(CallLog())
        let delegate = TestTransitioningDelegate(log: CallLog())
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .linear
        delegate.dismissInteractor = interactor
        /// Presents a controller, dismisses it with an animator of `duration` driven to 50 % and finished; returns
        /// the frames from `finish()` to the dismissal's end.
        func framesToFinish(duration: TimeInterval) -> Int {
            let b = UIViewController()
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = delegate
            delegate.dismissAnimator = RecordingAnimator(log: CallLog(), duration: duration)
            a.present(b, animated: false)
            stage.pumpAndSettle()
            b.dismiss(animated: true)
            stage.pump()
            interactor.update(0.5)
            stage.pump()
            interactor.finish()
            var frames = 0
            while a.presentedViewController != nil && frames < 300 {
                stage.pump()
                frames += 1
            }
            stage.pumpAndSettle()
            return frames
        }
        #expect((58...62).contains(framesToFinish(duration: 2)))
        #expect((14...17).contains(framesToFinish(duration: 0.5)))
    }
}
