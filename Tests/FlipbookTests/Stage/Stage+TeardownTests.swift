import Testing
@testable import Flipbook

/// A stage dropped by its owner goes with everything it made: its window, views, layers and clock. A program that
/// makes many stages (the live simulator restarting a scene, a test suite) must not keep them all.
@MainActor @Suite struct StageTeardownTests {
    /// Makes a stage, lets `use` work on it, drops it, and returns weak references to what it made.
    private func dropped(_ use: (Stage) -> Void) -> (stage: () -> Stage?, window: () -> UIWindow?, clock: () -> MediaClock?) {
        weak var stage: Stage?
        weak var window: UIWindow?
        weak var clock: MediaClock?
        do {
            let s = Stage(device: .iPhoneSE)
            stage = s
            window = s.window
            clock = s.clock
            use(s)
        }
        // Another stage becomes the current one, as the next test or the next scene would.
        _ = Stage(device: .iPhoneSE)
        return ({ stage }, { window }, { clock })
    }

    @Test func anUnusedStageIsReleased() {
        let refs = dropped { $0.pump() }
        #expect(refs.stage() == nil)
        #expect(refs.window() == nil)
        #expect(refs.clock() == nil)
    }

    @Test func aTouchedStageIsReleased() {
        let refs = dropped { stage in
            stage.show(UIView())
            stage.tap(at: CGPoint(x: 10, y: 10))
            stage.pump()
        }
        #expect(refs.stage() == nil)
        #expect(refs.window() == nil, "the touch injector must not keep its window")
    }

    /// Dropped in the middle of an animation: the animating layer must not keep its clock (which keeps what its
    /// frames drive) alive.
    @Test func aStageDroppedMidAnimationIsReleased() {
        weak var view: UIView?
        let refs = dropped { stage in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view = box
            stage.show(UIView())
            stage.window.addSubview(box)
            UIView.animate(withDuration: 1) { box.center.x = 300 }
            UIView.animate(withDuration: 2, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
                box.alpha = 0.5
            }
            stage.pump()
            stage.pump()
        }
        #expect(refs.window() == nil)
        #expect(refs.clock() == nil)
        #expect(view == nil)
    }

    /// Dropped while a long press waits for its duration (a gesture timer pending on the stage's clock).
    @Test func aStageDroppedWithAPendingGestureTimerIsReleased() {
        let refs = dropped { stage in
            let view = UIView()
            view.addGestureRecognizer(UILongPressGestureRecognizer())
            stage.show(view)
            _ = stage.touchDown(at: CGPoint(x: 20, y: 20))
            stage.pump()
        }
        #expect(refs.window() == nil)
        #expect(refs.clock() == nil)
    }

    /// Dropped with a view controller presented: the presenter and the presented controller hold each other while
    /// presented; the window going ends that, so neither the window nor the controllers stay.
    @Test func aStageDroppedWithAPresentationUpIsReleased() {
        weak var presenter: UIViewController?
        weak var presented: UIViewController?
        let refs = dropped { stage in
            let root = UIViewController()
            presenter = root
            stage.window.rootViewController = root
            stage.pump()
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .fullScreen
            presented = sheet
            root.present(sheet, animated: true)
            stage.pumpAndSettle()
        }
        #expect(refs.window() == nil)
        #expect(presenter == nil)
        #expect(presented == nil)
    }

    /// Dropped in the middle of a swipe back (a percent-driven dismissal, the finger still down): the interactor
    /// keeps the animations it drives, each animation its delegate, that delegate the animator's completion and the
    /// completion the transition context, which keeps the interactor — a cycle that kept both controllers, their
    /// views and pictures after a scene was changed mid-swipe in `flipbook serve`. The same through a transaction's
    /// completion block, which waits for the animations of its transaction (`completesInATransaction`).
    @Test(arguments: [false, true])
    func aStageDroppedInTheMiddleOfASwipeBackIsReleased(completesInATransaction: Bool) {
        weak var presenter: UIViewController?
        weak var presented: UIViewController?
        weak var interactor: UIPercentDrivenInteractiveTransition?
        let refs = dropped { stage in
            let root = UIViewController()
            presenter = root
            stage.window.rootViewController = root
            let card = SwipedCard()
            card.animator.completesInATransaction = completesInATransaction
            presented = card
            interactor = card.interactor
            root.present(card, animated: false)
            stage.pumpAndSettle()
            card.interacting = true
            card.dismiss(animated: true)
            stage.pump()
            card.interactor.update(0.5)
            stage.pump()
            #expect(root.presentedViewController === card, "still mid-dismissal when the stage is dropped")
        }
        #expect(refs.window() == nil)
        #expect(refs.clock() == nil)
        #expect(presenter == nil)
        #expect(presented == nil)
        #expect(interactor == nil)
    }
}

/// A controller that dismisses itself with a slide driven by its own percent-driven interactor (as GuessThePet's
/// reveal screen does): it is its own transitioning delegate and keeps the interactor.
@MainActor private final class SwipedCard: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    let animator = SlideDown()
    var interacting = false

    override init(nibName: String? = nil, bundle: Bundle? = nil) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interacting ? interactor : nil
    }

    final class SlideDown: NSObject, UIViewControllerAnimatedTransitioning {
        /// Completes from a `CATransaction` completion block instead of the UIView block's own.
        var completesInATransaction = false
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let from = transitionContext.view(forKey: .from) else { return }
            let complete = { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            guard completesInATransaction else {
                UIView.animate(withDuration: 0.5, animations: { from.center.y += 600 }, completion: { _ in complete() })
                return
            }
            CATransaction.begin()
            CATransaction.setCompletionBlock(complete)
            UIView.animate(withDuration: 0.5) { from.center.y += 600 }
            CATransaction.commit()
        }
    }
}
