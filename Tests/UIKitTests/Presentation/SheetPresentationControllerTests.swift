import Testing
@testable import UIKit
import Flipbook

/// Supplies only an animator, as the Packt Contacts `TransitionViewController` does: scale 0.6 and 200 pt up,
/// transparent, springing to identity. Records what the context said when it ran.
@MainActor
private final class TransformOnlyAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    var finalFrame = CGRect.null
    var frameAtStart = CGRect.null
    var fromView: UIView?
    var presenterInWindow = false

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let to = context.viewController(forKey: .to)!
        finalFrame = context.finalFrame(for: to)
        frameAtStart = to.view.frame
        fromView = context.view(forKey: .from)
        presenterInWindow = context.viewController(forKey: .from)?.view.window != nil
        to.view.transform = CGAffineTransform(scaleX: 0.6, y: 0.6).concatenating(CGAffineTransform(translationX: 0, y: -200))
        to.view.alpha = 0
        context.containerView.addSubview(to.view)
        let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters:
            UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0)))
        animator.addAnimations {
            to.view.transform = .identity
            to.view.alpha = 1
        }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        animator.startAnimation()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
}

/// Page sheets on a phone (iOS 13+): the sheet owns the frame even under a delegate's animator, the presenter
/// stays in the window scaled back and dimmed, and everything is put back at dismissal.
@MainActor
@Suite struct SheetPresentationControllerTests {
    static let sheetFrame = CGRect(x: 0, y: 69, width: 393, height: 783)   // iPhone 15: 59 pt safe top + 10

    func setUp() -> (Stage, UIViewController) {
        let stage = Stage(device: .iPhone15)
        let root = UIViewController()
        root.view.backgroundColor = .white
        stage.window.rootViewController = root
        stage.pump()
        return (stage, root)
    }

    @Test(arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet])
    func aDelegateThatSuppliesOnlyAnAnimatorStillGetsTheSheet(_ style: UIModalPresentationStyle) throws {
        let (stage, root) = setUp()
        let animator = TransformOnlyAnimator()
        let modal = UIViewController()
        modal.modalPresentationStyle = style
        modal.transitioningDelegate = animator
        root.present(modal, animated: true)
        stage.pump()
        #expect(modal.presentationController is SheetPresentationController)
        // finalFrame(for:) is the sheet's, and the view is already there when the animator runs.
        #expect(animator.finalFrame == Self.sheetFrame)
        #expect(animator.frameAtStart == Self.sheetFrame)
        // The presenter stays in the window (nothing hands it to the animator), as for `.overFullScreen`.
        #expect(animator.fromView == nil)
        #expect(animator.presenterInWindow)
        // Mid-spring the card grows about the sheet's centre, not the screen's.
        stage.pump(0.05)
        let early = modal.view.presented
        #expect(early.transform.m11 > 0.6 && early.transform.m11 < 1)
        #expect(abs(Double(early.position.y) - Double(Self.sheetFrame.midY)) < 1e-6)
        stage.pumpAndSettle()
        #expect(modal.view.frame == Self.sheetFrame)
        #expect(modal.view.layer.cornerRadius == SheetMetrics.cornerRadius)
        #expect(modal.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(modal.view.layer.masksToBounds)
        // The presenter: still in the window, scaled back under the status bar, rounded, dimmed.
        #expect(root.view.window === stage.window)
        #expect(root.view.transform == SheetMetrics.presenterTransform(size: CGSize(width: 393, height: 852), safeTop: 59))
        #expect(abs(root.view.frame.minY - 59) < 1e-9 && abs(root.view.frame.minX - 16) < 1e-9)
        #expect(root.view.layer.cornerRadius == SheetMetrics.cornerRadius)
        let sheet = try #require(modal.presentationController as? SheetPresentationController)
        #expect(sheet.dimmingView.superview === sheet.containerView)
        #expect(sheet.dimmingView.alpha == 1)
        #expect(sheet.dimmingView.frame == stage.window.bounds)
        #expect(sheet.containerView?.subviews.first === sheet.dimmingView)
    }

    @Test func thePresenterIsScaledBackAlongTheTransition() {
        let (stage, root) = setUp()
        let modal = UIViewController()
        root.present(modal, animated: true)
        stage.pump()
        stage.pump(0.2)
        let scale = Double(root.view.presented.transform.m11)
        let target = Double(SheetMetrics.presenterTransform(size: CGSize(width: 393, height: 852), safeTop: 59).a)
        #expect(scale < 1 && scale > target)
        stage.pumpAndSettle()
        #expect(abs(Double(root.view.presented.transform.m11) - target) < 1e-9)
    }

    @Test func dismissalPutsThePresenterAndTheViewBack() {
        let (stage, root) = setUp()
        let animator = TransformOnlyAnimator()
        let modal = UIViewController()
        modal.transitioningDelegate = animator
        root.present(modal, animated: true)
        stage.pumpAndSettle()
        modal.dismiss(animated: true)
        stage.pump(0.25)
        // Sliding down while the presenter comes forward again.
        #expect(modal.view.presented.frame.minY > Self.sheetFrame.minY)
        let scale = Double(root.view.presented.transform.m11)
        #expect(scale > 361.0 / 393 && scale < 1)
        stage.pumpAndSettle()
        #expect(root.presentedViewController == nil)
        #expect(modal.view.window == nil)
        #expect(root.view.transform == .identity)
        #expect(root.view.frame == stage.window.bounds)
        #expect(root.view.layer.cornerRadius == 0 && !root.view.layer.masksToBounds)
        #expect(modal.view.layer.cornerRadius == 0 && !modal.view.layer.masksToBounds)
        #expect(modal.view.layer.maskedCorners.contains(.layerMinXMaxYCorner))
    }

    @Test func fullScreenUnderTheSameAnimatorGetsTheWholeScreen() {
        let (stage, root) = setUp()
        let animator = TransformOnlyAnimator()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = animator
        root.present(modal, animated: true)
        stage.pumpAndSettle()
        #expect(animator.finalFrame == stage.window.bounds)
        #expect(animator.fromView === root.view)
        #expect(root.view.window == nil)
    }

    @Test func presentationControllerExistsBeforeThePresentationAndIsTheOneUsed() {
        let (stage, root) = setUp()
        let modal = UIViewController()
        let early = modal.presentationController
        #expect(early is SheetPresentationController)
        #expect(modal.presentationController === early)
        root.present(modal, animated: true)
        stage.pumpAndSettle()
        #expect(modal.presentationController === early)
        #expect(early?.presentingViewController === root)
        // A child answers with its container's.
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.topViewController?.presentationController === navigation.presentationController)
        // Changing the style before presenting changes the controller.
        let other = UIViewController()
        let sheet = other.presentationController
        other.modalPresentationStyle = .fullScreen
        #expect(other.presentationController !== sheet)
        #expect(!(other.presentationController is SheetPresentationController))
    }

    @Test func aPresentationControllerAskedForEarlyDoesNotKeepItsControllerAlive() {
        weak var gone: UIViewController?
        weak var controller: UIPresentationController?
        do {
            let modal = UIViewController()
            controller = modal.presentationController
            gone = modal
            #expect(controller != nil)
        }
        #expect(gone == nil)
        #expect(controller == nil)
    }
}
