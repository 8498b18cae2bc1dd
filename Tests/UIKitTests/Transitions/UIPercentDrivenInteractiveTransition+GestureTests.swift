import Testing
import Flipbook

/// The seed samples' gesture-driven dismissal end to end (seed-samples §3, RW GuessThePet): a left-edge pan
/// owned by a `UIPercentDrivenInteractiveTransition` subclass, 200 pt = 100 %, completing past 50 %. Written
/// as the tutorial writes it, except for the one line `#selector` becomes a method reference.
@MainActor @Suite struct UIPercentDrivenInteractiveTransitionGestureTests {
    final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
        var interactionInProgress = false
        private var shouldCompleteTransition = false
        private weak var viewController: UIViewController!
        var progressLog: [CGFloat] = []

        init(viewController: UIViewController) {
            super.init()
            self.viewController = viewController
            prepareGestureRecognizer(in: viewController.view)
        }

        private func prepareGestureRecognizer(in view: UIView) {
            let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
            gesture.edges = .left
            view.addGestureRecognizer(gesture)
        }

        func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
            let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
            var progress = (translation.x / 200)
            progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))
            switch gestureRecognizer.state {
            case .began:
                interactionInProgress = true
                viewController.dismiss(animated: true, completion: nil)
            case .changed:
                shouldCompleteTransition = progress > 0.5
                update(progress)
                progressLog.append(progress)
            case .cancelled:
                interactionInProgress = false
                cancel()
            case .ended:
                interactionInProgress = false
                if shouldCompleteTransition { finish() } else { cancel() }
            default:
                break
            }
        }
    }

    /// Slides the presented view off to the right while dismissing.
    final class SlideOut: NSObject, UIViewControllerAnimatedTransitioning {
        var completed: [Bool] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let from = transitionContext.view(forKey: .from) else { return }
            let width = transitionContext.containerView.bounds.width
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                from.center.x += width
            }, completion: { _ in
                let done = !transitionContext.transitionWasCancelled
                self.completed.append(done)
                transitionContext.completeTransition(done)
            })
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = SlideOut()
        var interaction: SwipeInteractionController?
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            animator
        }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? {
            guard let interaction, interaction.interactionInProgress else { return nil }
            return interaction
        }
    }

    private func presented() -> (Stage, UIViewController, UIViewController, Delegate) {
        let stage = Stage(size: CGSize(width: 400, height: 800))
        let root = UIViewController()
        stage.window.rootViewController = root
        let card = UIViewController()
        card.modalPresentationStyle = .fullScreen
        let delegate = Delegate()
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        stage.pumpAndSettle()
        delegate.interaction = SwipeInteractionController(viewController: card)
        return (stage, root, card, delegate)
    }

    @Test func aShortSwipeCancelsTheDismissal() {
        let (stage, root, card, delegate) = presented()
        stage.swipe(fromEdge: .left, distance: 80, duration: 0.3)
        stage.pumpAndSettle()
        #expect(delegate.animator.completed == [false])
        #expect(root.presentedViewController === card)
        #expect(card.view.window === stage.window)
        #expect((delegate.interaction?.progressLog.max() ?? 1) < 0.5)
    }

    /// 180 pt of travel is 170 pt of translation (the 10 pt slop comes off): 85 %, past the threshold.
    /// (A swipe past 210 pt scrubs to exactly 100 % with the finger still down; what the transition does
    /// then is the percent-driven transition's business, not the gesture's, so this test stays below it.)
    @Test func aLongSwipeDismisses() {
        let (stage, root, _, delegate) = presented()
        stage.swipe(fromEdge: .left, distance: 180, duration: 0.4)
        stage.pumpAndSettle()
        #expect(delegate.animator.completed == [true])
        #expect(root.presentedViewController == nil)
        #expect(abs((delegate.interaction?.progressLog.last ?? 0) - 0.85) < 1e-6)
    }
}
