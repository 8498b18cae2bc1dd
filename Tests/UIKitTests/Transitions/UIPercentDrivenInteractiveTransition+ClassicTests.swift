import Flipbook
import Testing
import UIKit

/// The classic path of §3.2: the animator's UIView animations are frozen in the container's layer time and
/// scrubbed by `update(_:)`; finish and cancel run the rest at `completionSpeed`.
@MainActor
@Suite struct UIPercentDrivenInteractiveTransitionClassicTests {
    /// B is presented over A (`.fullScreen`), then dismissed with a recording animator driven by `interactor`.
    private func dismissing(speed: CGFloat = 1) -> (Stage, LoggingViewController, LoggingViewController,
                                                   UIPercentDrivenInteractiveTransition, TestTransitioningDelegate, CallLog) {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        let delegate = TestTransitioningDelegate(log: log)
        delegate.dismissAnimator = RecordingAnimator(log: log, duration: 0.5)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = speed
        interactor.completionCurve = .linear
        delegate.dismissInteractor = interactor
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        stage.pumpAndSettle()
        b.dismiss(animated: true)
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
