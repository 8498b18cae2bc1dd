import Flipbook
import Testing

/// Appearance callbacks and completion order (§1.2, §1.4, §1.5, §4.1). Where the reference leaves the relative
/// order of the did-calls open, the decision is pinned here.
@MainActor
@Suite struct TransitionContextCallbackOrderTests {
    @Test func presentFullScreen() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        let delegate = TestTransitioningDelegate(log: log)
        delegate.presentAnimator = RecordingAnimator(log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { log.add("present.completion") }
        #expect(log.entries == ["B.viewDidLoad", "delegate.animationControllerForPresented",
                                "delegate.interactionControllerForPresentation"],
                "the view loads before the delegate is read; the transition itself is scheduled")
        stage.pumpAndSettle()
        #expect(log.entries == [
            "B.viewDidLoad", "delegate.animationControllerForPresented", "delegate.interactionControllerForPresentation",
            "A.viewWillDisappear", "B.viewWillAppear",
            "animator.transitionDuration", "animator.animateTransition",
            "animator.completion",
            "B.viewDidAppear", "A.viewDidDisappear",
            "present.completion",
            "animator.animationEnded(true)",
        ])
    }

    @Test func dismissFullScreen() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        let delegate = TestTransitioningDelegate(log: log)
        delegate.presentAnimator = RecordingAnimator(log: log)
        delegate.dismissAnimator = RecordingAnimator(log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        stage.pumpAndSettle()
        log.clear()
        b.dismiss(animated: true) { log.add("dismiss.completion") }
        stage.pumpAndSettle()
        #expect(log.entries == [
            "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal",
            "B.viewWillDisappear", "A.viewWillAppear",
            "animator.transitionDuration", "animator.animateTransition",
            "animator.completion",
            "A.viewDidAppear", "B.viewDidDisappear",
            "dismiss.completion",
            "animator.animationEnded(true)",
        ])
    }

    /// §1.5: presentations that keep the presenter on screen send it no appearance calls.
    @Test func overFullScreenLeavesThePresenterSilent() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        stage.pumpAndSettle()
        b.dismiss(animated: true)
        stage.pumpAndSettle()
        #expect(log.entries(startingWith: "A.").isEmpty)
        #expect(log.entries(startingWith: "B.") == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear",
                                                    "B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test func pushAndPop() {
        let log = CallLog()
        let stage = Stage(device: .iPhoneSE)
        let a = LoggingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        log.clear()
        let b = LoggingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        stage.pumpAndSettle()
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(nav.topViewController === b)
        #expect(a.view.window == nil && b.view.window === stage.window)
        log.clear()
        nav.popViewController(animated: true)
        stage.pumpAndSettle()
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(nav.viewControllers.count == 1 && b.parent == nil)
        #expect(a.view.window === stage.window && b.view.window == nil)
    }

    /// §1.5 and §4.1: a cancelled interactive pop reverses the will-calls at the cancel, then sends the matching
    /// did-calls at `completeTransition(false)`; the stack is unchanged.
    @Test func cancelledInteractivePop() {
        let log = CallLog()
        let stage = Stage(device: .iPhoneSE)
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let navDelegate = InteractiveNavDelegate(log: log)
        nav.delegate = navDelegate
        stage.window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        stage.pumpAndSettle()
        log.clear()
        navDelegate.interactor = UIPercentDrivenInteractiveTransition()
        nav.popViewController(animated: true)
        stage.pump()
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "animator.transitionDuration",
                                "animator.animateTransition"])
        navDelegate.interactor?.update(0.4)
        stage.pump()
        navDelegate.interactor?.cancel()
        #expect(log.entries.suffix(2) == ["B.viewWillAppear", "A.viewWillDisappear"], "reversed will-calls at the cancel")
        stage.pumpAndSettle()
        #expect(log.entries.suffix(4) == ["animator.completion", "A.viewDidDisappear", "B.viewDidAppear",
                                          "animator.animationEnded(false)"])
        #expect(nav.topViewController === b)
        #expect(nav.viewControllers.count == 2)
        #expect(b.view.window === stage.window)
        #expect(a.view.window == nil, "the revealed view is gone again")
        #expect(b.view.alpha == 1, "a cancel writes the animation's start value back to the model (§3.2)")
    }
}

/// A navigation delegate with a recording animator and an optional interactor.
@MainActor
final class InteractiveNavDelegate: NSObject, UINavigationControllerDelegate {
    let log: CallLog
    lazy var animator = RecordingAnimator(log: log)
    var interactor: UIPercentDrivenInteractiveTransition?

    init(log: CallLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// §6.1: during a block animation the animating view takes no touches unless `.allowUserInteraction`.
@MainActor
@Suite struct AnimationInteractionTests {
    @Test(arguments: [false, true])
    func hitTestingDuringABlockAnimation(allowsInteraction: Bool) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(box)
        UIView.animate(withDuration: 1, delay: 0, options: allowsInteraction ? [.allowUserInteraction] : [],
                       animations: { box.alpha = 0.5 })
        stage.pump(0.5)
        let hit = stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil)
        #expect((hit === box) == allowsInteraction)
        stage.pumpAndSettle()
        #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === box, "takes touches again after the end")
    }
}
