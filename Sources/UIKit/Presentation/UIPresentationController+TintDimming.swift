import QuartzCore

private nonisolated(unsafe) var dimmedPresenterKey: UInt8 = 0

/// UIKit dims the tint of what a sheet or a popover covers: the presenter's view shows its tint
/// `.dimmed` (grey bar buttons and system buttons) from the start of the presentation until the dismissal ends,
/// then gets back the mode it had. Full-screen and custom presentations leave the tint alone, as on iOS.
extension UIPresentationController {
    private final class DimmedPresenter {
        weak var view: UIView?
        let mode: UIView.TintAdjustmentMode
        init(view: UIView, mode: UIView.TintAdjustmentMode) {
            self.view = view
            self.mode = mode
        }
    }

    /// Dims the presenter's view's tint, remembering its own mode.
    package func dimPresenterTint() {
        guard objc_getAssociatedObject(self, &dimmedPresenterKey) == nil,
              let view = presentingViewController.viewIfLoaded, presentingViewController !== presentedViewController
        else { return }
        objc_setAssociatedObject(self, &dimmedPresenterKey, DimmedPresenter(view: view, mode: view.ownTintAdjustmentMode),
                                 .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        view.tintAdjustmentMode = .dimmed
    }

    /// Gives the presenter's view back the mode it had before ``dimPresenterTint()``.
    package func restorePresenterTint() {
        guard let dimmed = objc_getAssociatedObject(self, &dimmedPresenterKey) as? DimmedPresenter else { return }
        objc_setAssociatedObject(self, &dimmedPresenterKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        dimmed.view?.tintAdjustmentMode = dimmed.mode
    }
}
