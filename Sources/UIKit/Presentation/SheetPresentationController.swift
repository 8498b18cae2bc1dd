import QuartzCore

/// `.pageSheet`/`.formSheet`/`.automatic` on a phone (iOS 13+): a card with rounded top corners that stops just
/// below the status bar, over a dimmed presenter that stays in the window, scaled back behind it.
///
/// The sheet owns the presented view's frame whoever animates it. A transitioning delegate that supplies only an
/// animator (the style is not `.custom`, so it is not asked for a presentation controller, §1.1) still gets the
/// sheet: `finalFrame(for:)` is the sheet's frame, the presented view is already sized and placed there when
/// `animateTransition` runs (so an animator that only animates a transform, as the Packt Contacts
/// `CustomAnimator`, springs the card in where the sheet is), and the presenter is scaled back and dimmed as for
/// any sheet. The user can pull the sheet down to dismiss it (`SheetPresentationController+PullDown.swift`).
/// Numbers: ``SheetMetrics``.
final class SheetPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// The pull-down's pan, on the container (a touch on the sheet reaches it there; the app's views get no
    /// recognizer they did not add).
    private(set) lazy var pullDownRecognizer = UIPanGestureRecognizer(target: self,
                                                                      action: SheetPresentationController.handlePullDown)
    /// The pull in progress, if any.
    var pullDown: PullDown?
    /// The presenter's view, when it fills the container and is scaled back behind the sheet.
    private(set) weak var scaledPresenter: UIView?
    /// How the presenter and the presented view looked before the sheet changed them, put back when it goes.
    private var presenterLook: ViewLook?
    private var presentedLook: ViewLook?

    enum PullDown {
        /// The pull runs the dismissal through this interactor.
        case dismissing(UIPercentDrivenInteractiveTransition)
        /// The sheet may not be dismissed: it follows the finger rubber-banded and springs back to `center`.
        case resisting(center: CGPoint)
    }

    var safeTop: CGFloat { containerView?.window?.safeAreaInsets.top ?? 0 }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return SheetMetrics.sheetFrame(in: containerView.bounds, safeTop: safeTop)
    }

    /// Puts the presented view on the sheet's frame through its bounds and centre, so a transform an animator
    /// set (or is about to set) keeps its meaning.
    func placePresentedView() {
        guard let view = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        if view.bounds.size != frame.size { view.bounds.size = frame.size }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if view.center != center { view.center = center }
    }

    override func containerViewWillLayoutSubviews() {
        // Between transitions and pulls the sheet keeps its frame (a rotation, a new safe area).
        guard pullDown == nil, presentedViewController.transitionCoordinator == nil else { return }
        placePresentedView()
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        placePresentedView()
        if let sheetView = presentedView {
            let sheet = sheetView.layer
            presentedLook = ViewLook(sheetView)
            sheet.cornerRadius = SheetMetrics.cornerRadius
            sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            sheet.masksToBounds = true
        }
        dimPresenterTint()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: SheetMetrics.dimmingAlpha)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        containerView.addGestureRecognizer(pullDownRecognizer)
        // The presenter is scaled back only when it fills the screen (a sheet over a sheet leaves it be).
        var target = CGAffineTransform.identity
        if let presenter = presentingViewController.viewIfLoaded, presenter.window != nil,
           presenter.convert(presenter.bounds, to: containerView) == containerView.bounds {
            scaledPresenter = presenter
            presenterLook = ViewLook(presenter)
            presenter.layer.cornerRadius = SheetMetrics.cornerRadius
            presenter.layer.masksToBounds = true
            target = SheetMetrics.presenterTransform(size: presenter.bounds.size, safeTop: safeTop)
        }
        let presenter = scaledPresenter
        let animations = { [dimmingView] in
            dimmingView.alpha = 1
            presenter?.transform = target
        }
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { _ in animations() }, completion: nil) != true {
            animations()
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { tearDown() }
    }

    override func dismissalTransitionWillBegin() {
        let presenter = scaledPresenter
        let restored = presenterLook?.transform ?? .identity
        let animations = { [dimmingView] in
            dimmingView.alpha = 0
            presenter?.transform = restored
        }
        // The presenter is outside the container: an interactive pull must drive it too (§5).
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animateAlongsideTransition(in: presenter, animation: { _ in animations() }, completion: nil) != true {
            animations()
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { tearDown() }
    }

    /// Removes the decorations and gives the presenter and the presented view back their looks.
    private func tearDown() {
        restorePresenterTint()
        dimmingView.removeFromSuperview()
        containerView?.removeGestureRecognizer(pullDownRecognizer)
        if let presenter = scaledPresenter { presenterLook?.apply(to: presenter) }
        if let sheet = presentedView { presentedLook?.apply(to: sheet) }
        scaledPresenter = nil
        presenterLook = nil
        presentedLook = nil
        pullDown = nil
    }
}

/// The view and layer properties a sheet changes on the views it dresses.
private struct ViewLook {
    let transform: CGAffineTransform
    let cornerRadius: CGFloat
    let maskedCorners: CACornerMask
    let masksToBounds: Bool

    @MainActor init(_ view: UIView) {
        let layer = view.layer
        transform = view.transform
        cornerRadius = layer.cornerRadius
        maskedCorners = layer.maskedCorners
        masksToBounds = layer.masksToBounds
    }

    @MainActor func apply(to view: UIView) {
        let layer = view.layer
        view.transform = transform
        layer.cornerRadius = cornerRadius
        layer.maskedCorners = maskedCorners
        layer.masksToBounds = masksToBounds
    }
}
