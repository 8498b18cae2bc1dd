import Testing
@testable import UIKit
import Flipbook

/// A custom presentation animator that lays the presented view out with constraints in the container and animates
/// a constraint change with `layoutIfNeeded()`: the idiom works inside transition animators too.
@MainActor @Suite struct LayoutEngineTransitionTests {
    final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let presented = transitionContext.view(forKey: .to)!
            presented.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(presented)
            let top = presented.topAnchor.constraint(equalTo: container.bottomAnchor)
            NSLayoutConstraint.activate([
                top, presented.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                presented.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                presented.heightAnchor.constraint(equalToConstant: 300),
            ])
            container.layoutIfNeeded()
            top.constant = -300
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                container.layoutIfNeeded()
            }, completion: { _ in transitionContext.completeTransition(true) })
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }

    @Test func constraintAnimationInsideAPresentationAnimator() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pump()
        let sheet = UIViewController()
        let slide = SlideUp()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = slide
        root.present(sheet, animated: true)
        stage.pump()
        stage.pump(0.5 - 1.0 / 60)
        let y = sheet.view.layer.presentation()!.frame.minY
        #expect(abs(y - (667 - 150)) < 6)
        stage.pumpAndSettle()
        #expect(sheet.view.frame == CGRect(x: 0, y: 367, width: 375, height: 300))
    }
}
