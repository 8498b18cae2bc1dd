import Flipbook

/// `JWVCPBookPresentationTransitionAnimator`: one animator for both directions. Presenting, the page starts
/// centred on the cell, scaled by (cell width / page width, cell height / page height) — non-uniform, so the
/// 20 / xScale corner radius draws elliptical corners — and springs (damping 0.5, 0.5 s) to the page's frame with
/// identity transform and square corners; dismissing runs the same in reverse, then `aniCompletion` shows the cell.
///
/// As in the sample, the target frame is read from the to-view's frame (so the presented view must already have
/// its full-screen frame), and on presentation the to-view *is* the page, so the `insertSubview(_:belowSubview:)`
/// inserts a view below itself — harmless in UIKit, and here.
final class JWVCPBookPresentationTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting = true
    var originRect = CGRect.zero
    var originCornerRadius: CGFloat = 0
    var aniCompletion: (() -> Void)?

    static let animationDuration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return JWVCPBookPresentationTransitionAnimator.animationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let bookDetailView = presenting ? transitionContext.view(forKey: .to)
                                              : transitionContext.view(forKey: .from) else { return }
        let smallOriginViewRect = originRect
        let containerView = transitionContext.containerView
        let toViewFrame = transitionContext.view(forKey: .to)?.frame ?? containerView.bounds
        let xScale = abs(smallOriginViewRect.size.width / bookDetailView.bounds.size.width)
        let yScale = abs(smallOriginViewRect.size.height / bookDetailView.bounds.size.height)
        let scaleTrans = CGAffineTransform(scaleX: xScale, y: yScale)

        if presenting {
            bookDetailView.center = CGPoint(x: smallOriginViewRect.midX, y: smallOriginViewRect.midY)
            bookDetailView.transform = scaleTrans
            bookDetailView.layer.cornerRadius = originCornerRadius / xScale
            bookDetailView.layer.masksToBounds = true
        }
        containerView.addSubview(bookDetailView)
        if let toView = transitionContext.view(forKey: .to) {
            containerView.insertSubview(toView, belowSubview: bookDetailView)
        }

        let presenting = self.presenting
        let origin = originRect
        let radius = originCornerRadius
        UIView.animate(withDuration: JWVCPBookPresentationTransitionAnimator.animationDuration, delay: 0,
                       usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
            bookDetailView.center = presenting ? CGPoint(x: toViewFrame.midX, y: toViewFrame.midY)
                                               : CGPoint(x: origin.midX, y: origin.midY)
            bookDetailView.transform = presenting ? .identity : scaleTrans
            bookDetailView.layer.cornerRadius = presenting ? 0 : radius / xScale
        }, completion: { _ in
            self.aniCompletion?()
            transitionContext.completeTransition(true)
        })
    }
}
