import QuartzCore

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
