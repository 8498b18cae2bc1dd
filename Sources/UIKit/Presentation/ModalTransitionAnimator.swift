import QuartzCore

/// UIKit's built-in modal animations, used when the transitioning delegate supplies no animator. They follow
/// the container rules of §1.3 like any custom animator must: present adds the to-view; a full-screen dismissal
/// puts the presenter's view back under the from-view.
///
/// Durations and curves are decisions (unverified against iOS): cover vertical and sheets 0.5 s, cross
/// dissolve 0.4 s, flip 0.75 s, ease-in-out.
///
/// Reduce Motion: with `UIAccessibility.prefersCrossFadeTransitions` (on whenever Reduce Motion is, in
/// Flipbook) every built-in style — cover vertical, sheets, flip — becomes the 0.4 s cross dissolve, as iOS
/// replaces sliding and turning presentations with fades (the exact iOS timing is unverified; pinned by
/// `UIAccessibilityReduceMotionTests`).
@MainActor
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isSheet: Bool
    let isPresenting: Bool

    init(style: UIModalTransitionStyle, isSheet: Bool, isPresenting: Bool) {
        self.style = style
        self.isSheet = isSheet
        self.isPresenting = isPresenting
    }

    /// The style actually played: a cross dissolve under Reduce Motion, cover vertical for sheets.
    var effectiveStyle: UIModalTransitionStyle {
        if UIAccessibility.prefersCrossFadeTransitions { return .crossDissolve }
        return isSheet ? .coverVertical : style
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch effectiveStyle {
        case .crossDissolve: return 0.4
        case .flipHorizontal: return 0.75
        default: return 0.5
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to) else {
            return context.completeTransition(false)
        }
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        if let toView {
            toView.frame = context.finalFrame(for: toVC)
            if isPresenting {
                container.addSubview(toView)
            } else if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, at: 0)
            }
        }
        let finish: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }

        switch (effectiveStyle, isPresenting) {
        case (.crossDissolve, true):
            toView?.alpha = 0
            UIView.animate(withDuration: duration, animations: { toView?.alpha = 1 }, completion: finish)
        case (.crossDissolve, false):
            UIView.animate(withDuration: duration, animations: { fromView?.alpha = 0 }, completion: { finished in
                // The dismissed view is whole again should it be presented later in another style.
                fromView?.alpha = 1
                finish(finished)
            })
        case (.partialCurl, _) where !isSheet:
            partialCurl(presenter: isPresenting ? fromVC.view : nil, in: container, duration: duration,
                        completion: finish)
        case (.flipHorizontal, _):
            flip(from: isPresenting ? fromVC.view : fromView, to: isPresenting ? toView : (toView ?? toVC.view),
                 in: container, duration: duration, completion: finish)
        case (_, true):
            // Cover vertical: slide up from below the container.
            let final = context.finalFrame(for: toVC)
            toView?.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            UIView.animate(withDuration: duration, animations: { toView?.frame = final }, completion: finish)
        case (_, false):
            let start = fromView?.frame ?? .zero
            // Driven by a finger (a sheet's pull-down) the slide is linear, so the view follows the finger
            // point for point; the release's rest takes the interactor's completion curve.
            let options: UIView.AnimationOptions = context.isInteractive ? [.curveLinear] : []
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                fromView?.frame = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY)
            }, completion: finish)
        }
    }

    /// The flip: the outgoing view turns edge-on about the vertical axis, then the incoming one turns flat,
    /// with a shared perspective on the container.
    private func flip(from: UIView?, to: UIView?, in container: UIView, duration: TimeInterval,
                      completion: @escaping (Bool) -> Void) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1000
        let originalSublayerTransform = container.layer.sublayerTransform
        container.layer.sublayerTransform = perspective
        let direction: CGFloat = isPresenting ? 1 : -1
        to?.layer.transform = CATransform3DMakeRotation(-direction * .pi / 2, 0, 1, 0)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                from?.layer.transform = CATransform3DMakeRotation(direction * .pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                to?.layer.transform = CATransform3DIdentity
            }
        }, completion: { finished in
            from?.layer.transform = CATransform3DIdentity
            to?.layer.transform = CATransform3DIdentity
            container.layer.sublayerTransform = originalSublayerTransform
            completion(finished)
        })
    }
}
