import QuartzCore

/// Manages a presented view controller's place on screen from presentation to dismissal: the container view,
/// the presented view's frame, decoration views, and whether the presenter's view is taken away (§5).
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
    /// The presenter (the presented controller itself until a presentation gives it one, as UIKit's
    /// `initWithPresentedViewController:presentingViewController:nil`).
    open package(set) var presentingViewController: UIViewController {
        get { heldPresenting ?? presentedViewController }
        set { heldPresenting = newValue }
    }
    private var heldPresenting: UIViewController?
    /// Held strongly while presenting; weakly by a controller `UIViewController.presentationController` made
    /// before the presentation, so that controller (kept by the view controller) makes no retain cycle.
    open var presentedViewController: UIViewController { heldPresented ?? pendingPresented! }
    private var heldPresented: UIViewController?
    private weak var pendingPresented: UIViewController?
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
        self.heldPresented = presentedViewController
        self.heldPresenting = presentingViewController
        super.init()
    }

    /// Whether this controller keeps its presented controller alive (it does while presenting; one made ahead of
    /// a presentation does not).
    package func holdsPresentedViewController(_ holds: Bool) {
        let presented = presentedViewController
        pendingPresented = presented
        heldPresented = holds ? presented : nil
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

    // MARK: UIContentContainer, traits (Apple's interface; docs/porting.md, "Interface audit")

    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The style the presentation takes in the current environment; the base class keeps its own.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        presentationStyle
    }

    /// Traits laid over the container's for the presented controller (UIKit merges them in, later values win).
    open var overrideTraitCollection: UITraitCollection?
    /// The presenting controller's traits (the container's once there is one) with ``overrideTraitCollection``.
    open var traitCollection: UITraitCollection {
        let base = containerView?.traitCollection ?? presentingViewController.traitCollection
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
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
