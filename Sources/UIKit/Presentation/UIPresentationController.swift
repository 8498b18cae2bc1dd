import QuartzCore

/// Manages a presented view controller's place on screen from presentation to dismissal: the container view,
/// the presented view's frame, decoration views, and whether the presenter's view is taken away (§5).
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    open package(set) var presentingViewController: UIViewController
    open private(set) var presentedViewController: UIViewController
    /// Set "shortly after" the transitioning delegate returns the controller; nil after dismissal (§5).
    open package(set) var containerView: UIView?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Where the presenter's view was before the presentation, to put it back at dismissal (§1.3). The superview
    /// is held weakly: it is usually the window, and while presented the presenting and presented controllers
    /// hold each other through this controller, so a strong reference kept the whole window alive after its stage
    /// was dropped with a presentation up.
    package var presenterPlacement: (superview: UIView, index: Int)? {
        get { presenterSuperview.map { ($0, presenterIndex) } }
        set {
            presenterSuperview = newValue?.superview
            presenterIndex = newValue?.index ?? 0
        }
    }
    private weak var presenterSuperview: UIView?
    private var presenterIndex = 0

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The presented controller's style, or `.none` (§5).
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The view that is animated in: the presented controller's view by default (may be a wrapper).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends up: the container's bounds by default (§5).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view is moved into the container and removed from the window when the
    /// presentation completes: false for this base class (`.custom`) and `.overFullScreen`, true for full screen (§1.3).
    open var shouldRemovePresentersView: Bool { false }

    open var shouldPresentInFullscreen: Bool { true }

    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// Add decoration views to the container here and animate them with the transition coordinator.
    open func presentationTransitionWillBegin() {}
    /// `completed == false`: the presentation was cancelled; remove decoration views.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    /// `completed == true`: remove decoration views.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    open func size(forChildContentContainer container: AnyObject, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The container UIKit puts transitions in (UIKit's private `UITransitionView`), which relays its layout to the
/// presentation controller.
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// While dismissing, UIKit skips the will-layout call (dec, §5).
    var isDismissing = false

    override func layoutSubviews() {
        if !isDismissing { presentationController?.containerViewWillLayoutSubviews() }
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// `.fullScreen`: takes the presenter's view away when the presentation completes (§1.3).
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// `.overFullScreen`: covers the screen, the presenter's view stays underneath (§1.3).
final class OverFullScreenPresentationController: UIPresentationController {}

/// `.pageSheet`/`.formSheet`/`.automatic` on a phone: a card that slides up to just below the top, over a dimmed
/// presenter that stays in place (decision: the iOS 13 presenter scale-back is not modelled).
final class SheetPresentationController: UIPresentationController {
    /// Gap between the top of the screen and the sheet.
    static let topInset: CGFloat = 40
    static let cornerRadius: CGFloat = 10
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: Self.topInset, width: bounds.width, height: bounds.height - Self.topInset)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = Self.cornerRadius
        presentedView?.layer.masksToBounds = true
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil) != true {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil) != true {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}
