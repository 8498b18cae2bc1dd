import QuartzCore

/// Keys for the two view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller visible at the start (the presenting one when presenting).
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end.
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the two views of a transition; `view(forKey:)` may return nil for them, meaning "don't touch" (§1.3).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// What UIKit hands an animator: the container view, the participants and their frames, and the calls that
/// report progress and the end (§2).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Must be called exactly once when the animations end, also after finish/cancel (§1.4).
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

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

/// Drives a transition interactively: called instead of `animateTransition(using:)` (§3.1).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// Read at finish/cancel; ≤ 0 is treated as 1. Optional (default 1).
    var completionSpeed: CGFloat { get }
    /// Optional (default `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// iOS 10: false lets an interruptible transition start animating and be grabbed later. Optional (default true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies the objects of a modal transition (§1.1). A view controller holds it weakly: keep it alive.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// Only consulted for `.custom` (§1.1).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// How a view controller is presented (§1.3).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// The built-in animation of a modal presentation.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
