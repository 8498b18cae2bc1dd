import QuartzCore

/// Animates a transition: UIKit asks for the duration once, then calls `animateTransition(using:)`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// iOS 10: the animator an interruptible transition drives; must be the same instance for the whole
    /// transition (§1.6). Optional.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called with the value passed to `completeTransition(_:)` (§1.6). Optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: UIKit's percent-driven interactor then drives `animateTransition(using:)` instead (§3.2).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NotImplementedInterruptibleAnimator.shared
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Stands for "the animator does not implement `interruptibleAnimator(using:)`": Swift has no `responds(to:)`,
/// so the protocol's default implementation returns this marker, which UIKit's callers check for.
@MainActor
package final class NotImplementedInterruptibleAnimator: UIViewPropertyAnimator {
    package static let shared = NotImplementedInterruptibleAnimator(duration: 0, timingParameters: UICubicTimingParameters())
}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator, or nil when it doesn't implement the method.
    package func implementedInterruptibleAnimator(using context: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)? {
        let animator = interruptibleAnimator(using: context)
        return animator is NotImplementedInterruptibleAnimator ? nil : animator
    }
}
