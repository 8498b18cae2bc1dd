import Flipbook
import Testing

/// The container-contents table of §1.3: what is in the container when the animator runs, what
/// `view(forKey:)` returns, and what completion does to the hierarchy — for `.fullScreen` (the presenter's view
/// is taken away) and `.overFullScreen` / `.custom` (it stays where it is).
@MainActor
@Suite struct UIModalPresentationStyleContainerContentsTests {
    /// Presents B from A with a recording animator and returns everything needed to check the table.
    private func present(style: UIModalPresentationStyle) -> (Stage, LoggingViewController, LoggingViewController,
                                                              RecordingAnimator, RecordingAnimator, TestTransitioningDelegate, CallLog) {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        let delegate = TestTransitioningDelegate(log: log)
        let presentAnimator = RecordingAnimator(log: log)
        let dismissAnimator = RecordingAnimator(log: log)
        delegate.presentAnimator = presentAnimator
        delegate.dismissAnimator = dismissAnimator
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        return (stage, a, b, presentAnimator, dismissAnimator, delegate, log)
    }

    // MARK: .fullScreen

    @Test func fullScreenPresentMovesThePresenterIntoTheContainer() {
        let (stage, a, b, animator, _, delegate, _) = present(style: .fullScreen)
        _ = delegate
        let aFrame = a.view.frame
        stage.pump()
        let seen = animator.seen
        #expect(seen.containerSubviews.count == 1)
        #expect(seen.containerSubviews.first === a.view, "the presenting view is in the container at start")
        #expect(seen.fromView === a.view)
        #expect(seen.toView === b.view)
        #expect(b.view.superview !== seen.containerSuperview, "the to-view is not yet in the container")
        #expect(seen.initialFrameOfFrom == aFrame, "moved in with its frame preserved")
        #expect(seen.finalFrameOfFrom == .zero, "zero: the from view leaves the window at the end (§2)")
        #expect(seen.initialFrameOfTo == .zero)
        #expect(seen.finalFrameOfTo == stage.window.bounds)
        #expect(seen.containerSuperview === stage.window)
        #expect(seen.presentationStyle == .fullScreen)
        stage.pumpAndSettle()
        #expect(a.view.window == nil, "present completed: the presenting view is removed from the window")
        #expect(b.view.window === stage.window)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
    }

    @Test func fullScreenDismissHandsTheAnimatorThePresenterOutsideTheHierarchy() {
        let (stage, a, b, _, dismissAnimator, delegate, _) = present(style: .fullScreen)
        _ = delegate
        stage.pumpAndSettle()
        let container = b.view.superview
        b.dismiss(animated: true)
        stage.pump()
        let seen = dismissAnimator.seen
        #expect(seen.fromView === b.view)
        #expect(seen.fromView?.superview === container, "the presented view is in the container")
        #expect(seen.toView === a.view, "to = presenting view")
        #expect(seen.containerSubviews.contains { $0 === b.view })
        #expect(!seen.containerSubviews.contains { $0 === a.view }, "the presenting view is not in the hierarchy")
        #expect(seen.finalFrameOfTo == stage.window.bounds)
        stage.pumpAndSettle()
        #expect(container?.superview == nil, "dismiss completed: the container is removed")
        #expect(a.view.superview === stage.window, "the presenting view is back in its original superview")
        #expect(stage.window.subviews.firstIndex(of: a.view) == 0, "at its original index")
        #expect(b.view.window == nil)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    }

    // MARK: .overFullScreen and .custom

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom])
    func keepsThePresenterWhereItIsOnPresent(style: UIModalPresentationStyle) {
        let (stage, a, b, animator, _, delegate, _) = present(style: style)
        _ = delegate
        stage.pump()
        let seen = animator.seen
        #expect(seen.containerSubviews.isEmpty, "the container is empty at start")
        #expect(seen.fromView == nil, "view(forKey: .from) is nil: don't touch the presenter's view")
        #expect(seen.toView === b.view)
        #expect(a.view.superview === stage.window, "the presenting view stays in its original superview")
        let container = seen.containerSuperview.flatMap { _ in b.view.superview }
        #expect(stage.window.subviews.firstIndex(of: a.view)! < stage.window.subviews.firstIndex(of: container!)!,
                "below the container")
        #expect(seen.finalFrameOfFrom == a.view.frame, "non-zero: the from view stays (§2)")
        stage.pumpAndSettle()
        #expect(a.view.window === stage.window, "present completed: the presenting view is untouched")
        #expect(b.view.window === stage.window)
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom])
    func dismissGivesNoToView(style: UIModalPresentationStyle) {
        let (stage, a, b, _, dismissAnimator, delegate, _) = present(style: style)
        _ = delegate
        stage.pumpAndSettle()
        let container = b.view.superview!
        b.dismiss(animated: true)
        stage.pump()
        let seen = dismissAnimator.seen
        #expect(seen.fromView === b.view)
        #expect(seen.toView == nil, "view(forKey: .to) is nil during a \(style) dismissal")
        #expect(seen.toViewController === a)
        stage.pumpAndSettle()
        #expect(container.superview == nil, "the container and everything in it are removed")
        #expect(b.view.window == nil)
        #expect(a.view.window === stage.window, "the presenter's view never moved")
    }

    /// §11.1: a `.custom` dismissal animator that adds `viewController(forKey: .to)!.view` to the container takes
    /// it out of the window with the container: the famous black screen, reproduced, not fixed.
    @Test func customDismissalThatAddsThePresentersViewLeavesABlackScreen() {
        let (stage, a, b, _, dismissAnimator, delegate, _) = present(style: .custom)
        _ = delegate
        stage.pumpAndSettle()
        dismissAnimator.extraWork = { context in
            let presenting = context.viewController(forKey: .to)!
            context.containerView.insertSubview(presenting.view, at: 0)
        }
        b.dismiss(animated: true)
        stage.pumpAndSettle()
        #expect(a.view.window == nil, "the presenting view went away with the container")
        #expect(stage.window.subviews.isEmpty, "nothing left in the window: a black screen")
    }

    /// A cancelled presentation removes the container and puts a full-screen presenter back at its index.
    @Test func cancelledFullScreenPresentationRestoresThePresenter() {
        let log = CallLog()
        let (stage, a, _) = { () -> (Stage, LoggingViewController, Void) in
            let (s, a) = makeStageWithRoot(log)
            return (s, a, ())
        }()
        let b = LoggingViewController("B", log: log)
        let delegate = TestTransitioningDelegate(log: log)
        delegate.presentAnimator = RecordingAnimator(log: log)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.presentInteractor = interactor
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        stage.pump()
        let container = b.view.superview
        #expect(container != nil)
        interactor.update(0.3)
        stage.pump()
        interactor.cancel()
        stage.pumpAndSettle()
        #expect(container?.superview == nil)
        #expect(a.view.superview === stage.window)
        #expect(stage.window.subviews.firstIndex(of: a.view) == 0)
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
    }
}
