import QuartzCore

/// Modal presentation and dismissal (§1.2–1.5): who supplies the animator, interactor and presentation
/// controller, what is in the container for each style, and the order of the callbacks.
extension UIViewController {
    package func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // UIKit presents from the root-most container of the caller.
        var presenting = self
        while let parent = presenting.parent { presenting = parent }
        if presented.presentingViewController != nil || presented.parent != nil || presented === presenting {
            preconditionFailure("Application tried to present modally a view controller \(presented) that is already being presented by \(presented.presentingViewController ?? presented.parent ?? presenting).")
        }
        // A present issued while this presenter's presentation or dismissal is still running is refused, as
        // UIKit refuses it (it logs and drops the call; the completion never runs) — and so is one from a
        // presenter that is itself being presented or dismissed (found by the fuzzer: the new presentation was
        // left on screen under a dismissed presenter, FuzzRegressionTests.presentFromAControllerBeingDismissed).
        if presenting.isBeingPresentedFlag || presenting.isBeingDismissedFlag {
            warn("Attempt to present \(presented) on \(presenting) (from \(self)) while a presentation is in progress.")
            return
        }
        if let existing = presenting.presentedViewController {
            if existing.isBeingPresentedFlag || existing.isBeingDismissedFlag {
                warn("Attempt to present \(presented) on \(presenting) (from \(self)) while a presentation is in progress.")
            } else {
                warn("Attempt to present \(presented) on \(presenting) (from \(self)) which is already presenting \(existing).")
            }
            return
        }
        guard let presenterView = presenting.viewIfLoaded, let window = presenterView.window else {
            warn("Attempt to present \(presented) on \(presenting) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        // The view loads before the transitioning delegate is read, so a delegate set in viewDidLoad counts.
        presented.loadViewIfNeeded()
        var style = presented.modalPresentationStyle.resolved
        if style == .popover { style = presented.adaptedPopoverStyle(presenting: presenting) }
        let delegate = presented.transitioningDelegate
        let presentationController: UIPresentationController
        let pending = presented.pendingPresentationController
        presented.pendingPresentationController = nil
        switch style {
        case .popover:
            let popover = presented.popoverPresentationController!
            popover.presentingViewController = presenting
            presentationController = popover
        case .custom:
            presentationController = delegate?.presentationController(forPresented: presented, presenting: presenting, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        default:
            // The controller `presentationController` handed out before the presentation (its delegate set, as
            // the sheet idiom does) is the one that presents, when it is of the style's kind.
            let made = Self.makeBuiltInPresentationController(style: style, presented: presented, presenting: presenting)
            if let pending, type(of: pending) == type(of: made) {
                pending.presentingViewController = presenting
                pending.holdsPresentedViewController(true)
                presentationController = pending
            } else {
                presentationController = made
            }
        }
        if presentationController.delegate == nil, let pendingDelegate = pending?.delegate {
            presentationController.delegate = pendingDelegate
        }
        let custom = delegate?.animationController(forPresented: presented, presenting: presenting, source: self)
        // A popover fades in and out; an adapted one animates as the style it adapted to.
        let animator = custom ?? ModalTransitionAnimator(style: style == .popover ? .crossDissolve : presented.modalTransitionStyle,
                                                         isSheet: style.isSheet && style != .popover, isPresenting: true)
        let interactor = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }

        presenting.presentedViewController = presented
        presented.presentingViewController = presenting
        presented.activePresentationController = presentationController
        presented.isBeingPresentedFlag = true
        // The context exists (and is both controllers' `transitionCoordinator`) as soon as `present` returns;
        // the transition itself starts at the next frame (§1.2 step 4).
        let pc = presentationController
        let container = TransitionContainerView(frame: window.bounds)
        let removesPresenter = pc.shouldRemovePresentersView
        let context = TransitionContext(
            container: container, animated: animated, style: style, from: presenting, to: presented,
            fromView: removesPresenter ? presenterView : nil, toView: nil,
            animator: animator, interactor: interactor,
            finish: { completed in
                pc.presentationTransitionDidEnd(completed)
                if completed {
                    if removesPresenter { presenterView.removeFromSuperview() }
                } else {
                    container.removeFromSuperview()
                    pc.restorePresenterView(presenterView)
                    Self.forgetPresentation(pc)
                }
            },
            afterAppearance: { _ in
                presented.isBeingPresentedFlag = false
                completion?()
            })
        MediaClock.current.scheduleAtNextCommit {
            Self.runPresentation(pc, context: context, container: container)
        }
    }

    private static func runPresentation(_ pc: UIPresentationController, context: TransitionContext,
                                        container: TransitionContainerView) {
        let presenting = pc.presentingViewController, presented = pc.presentedViewController
        guard let presenterView = presenting.viewIfLoaded, let window = presenterView.window else {
            // The presenter left the window before the transition could start: nothing is presented.
            context.abandon()
            presented.isBeingPresentedFlag = false
            forgetPresentation(pc)
            return
        }
        // The container covers the window, directly above the presenter's view when they share a superview (§1.3).
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = pc
        if presenterView.superview === window {
            window.insertSubview(container, aboveSubview: presenterView)
        } else {
            window.addSubview(container)
        }
        pc.containerView = container
        let removesPresenter = pc.shouldRemovePresentersView
        pc.presenterPlacement = presenterView.superview.map { ($0, $0.subviews.firstIndex(of: presenterView) ?? 0) }
        if removesPresenter { container.addSubview(presenterView) }
        pc.presentationTransitionWillBegin()
        context.setViews(from: removesPresenter ? presenterView : nil, to: pc.presentedView)
        // The presenter hears appearance calls only when its view goes away (§1.5).
        context.sendAppearanceCalls(disappearing: removesPresenter ? presenting : nil, appearing: presented,
                                    appearingDidCallFirst: true)
        context.setFrames(initialFrom: presenterView.frame, finalFrom: removesPresenter ? .zero : presenterView.frame,
                          initialTo: .zero, finalTo: pc.frameOfPresentedViewInContainerView)
        context.start()
    }

    /// The presentation controller UIKit uses for a built-in (not `.custom`, not popover) style.
    package static func makeBuiltInPresentationController(style: UIModalPresentationStyle, presented: UIViewController,
                                                          presenting: UIViewController?) -> UIPresentationController {
        switch style.resolved {
        case .overFullScreen, .overCurrentContext:
            OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .formSheet:
            SheetPresentationController(presentedViewController: presented, presenting: presenting)
        default:
            FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// Clears the presenter/presented links of a presentation that ended (dismissed, cancelled or abandoned).
    private static func forgetPresentation(_ pc: UIPresentationController) {
        let presenting = pc.presentingViewController, presented = pc.presentedViewController
        if presenting.presentedViewController === presented { presenting.presentedViewController = nil }
        presented.presentingViewController = nil
        presented.activePresentationController = nil
        pc.containerView = nil
    }

    /// `interactor` (a sheet's pull-down) drives the dismissal in place of the delegate's; `ended` hears whether
    /// it completed, after the completion closure.
    package func performDismissal(animated: Bool, completion: (() -> Void)?,
                                  interactor interactorOverride: UIPercentDrivenInteractiveTransition? = nil,
                                  ended: ((Bool) -> Void)? = nil) {
        // Dismissing dismisses what this controller presented, or else this controller (or its root container).
        var root = self
        while let parent = root.parent { root = parent }
        guard let presented = presentedViewController ?? root.presentedViewController
            ?? (root.presentingViewController != nil ? root : nil) else { return }
        // A dismissal while a presentation or dismissal anywhere in the stack above is still running is ignored
        // with UIKit's warning: the running transition finishes as it would have (§1.2; the window would
        // otherwise be left with neither controller's view in it).
        var level: UIViewController? = presented
        while let vc = level {
            if vc.isBeingPresentedFlag || vc.isBeingDismissedFlag || vc.activePresentationController == nil {
                warn("Attempt to dismiss from view controller \(presented.presentingViewController ?? root) while a presentation or dismiss is in progress!")
                return
            }
            level = vc.presentedViewController
        }
        if let top = presented.presentedViewController {
            // Dismiss the stack from the top, the upper levels without animation.
            top.performDismissal(animated: false, completion: nil)
        }
        guard let pc = presented.activePresentationController else { return }
        let delegate = presented.transitioningDelegate
        var style = presented.modalPresentationStyle.resolved
        if style == .popover, !(pc is UIPopoverPresentationController) {
            // An adapted popover leaves as the style it was shown in.
            style = pc is SheetPresentationController ? .pageSheet
                : pc is OverFullScreenPresentationController ? .overFullScreen : .fullScreen
        }
        let custom = delegate?.animationController(forDismissed: presented)
        let animator = custom ?? ModalTransitionAnimator(style: style == .popover ? .crossDissolve : presented.modalTransitionStyle,
                                                         isSheet: style.isSheet && style != .popover, isPresenting: false)
        let interactor = interactorOverride ?? custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let presenting = pc.presentingViewController
        guard let container = pc.containerView as? TransitionContainerView else { return }
        presented.isBeingDismissedFlag = true
        let removesPresenter = pc.shouldRemovePresentersView
        let presenterView = presenting.view!
        let context = TransitionContext(
            container: container, animated: animated, style: style, from: presented, to: presenting,
            fromView: nil, toView: nil, animator: animator, interactor: interactor,
            finish: { completed in
                pc.dismissalTransitionDidEnd(completed)
                if completed {
                    // A full-screen presenter's view is put back where it was, then the container goes, with
                    // everything else in it (§1.3: a `.custom` presenter's view put in it by the animator goes
                    // too — the famous black screen). In that order the presenter's view never leaves the
                    // window, so animations running in it go on (the other way round they were cut short,
                    // `finished == false`: found by the fuzzer,
                    // FuzzRegressionTests.animationIssuedAsAnInteractiveDismissalStarts).
                    if removesPresenter { pc.restorePresenterView(presenterView) }
                    container.removeFromSuperview()
                    Self.forgetPresentation(pc)
                    presented.forgetPopoverPresentationController()
                } else {
                    container.isDismissing = false
                    if removesPresenter { presenterView.removeFromSuperview() }
                }
            },
            afterAppearance: { completed in
                presented.isBeingDismissedFlag = false
                completion?()
                ended?(completed)
            })
        MediaClock.current.scheduleAtNextCommit {
            Self.runDismissal(pc, context: context, container: container)
        }
    }

    private static func runDismissal(_ pc: UIPresentationController, context: TransitionContext,
                                     container: TransitionContainerView) {
        let presenting = pc.presentingViewController, presented = pc.presentedViewController
        guard container.window != nil else {
            // The whole presentation left the window before the dismissal could start.
            context.abandon()
            presented.isBeingDismissedFlag = false
            return
        }
        container.isDismissing = true
        pc.dismissalTransitionWillBegin()
        let removesPresenter = pc.shouldRemovePresentersView
        context.setViews(from: pc.presentedView, to: removesPresenter ? presenting.view : nil)
        context.sendAppearanceCalls(disappearing: presented, appearing: removesPresenter ? presenting : nil,
                                    appearingDidCallFirst: true)
        let presentedFrame = pc.presentedView?.frame ?? .zero
        context.setFrames(initialFrom: presentedFrame, finalFrom: presentedFrame, initialTo: .zero,
                          finalTo: container.bounds)
        context.start()
    }
}

extension UIPresentationController {
    /// Puts the presenter's view back into the superview it had before the presentation, at its index.
    package func restorePresenterView(_ view: UIView) {
        guard let (superview, index) = presenterPlacement else { return }
        superview.insertSubview(view, at: index)
    }
}

extension UIModalPresentationStyle {
    /// `.automatic` is a page sheet on a phone (iOS 13+).
    var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .popover }
}
