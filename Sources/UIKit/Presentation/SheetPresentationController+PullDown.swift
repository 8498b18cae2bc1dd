import QuartzCore

/// Pulling a sheet down to dismiss it (iOS 13+): the pan follows the finger through an interactive dismissal —
/// the presented controller hears `viewWillDisappear` as the pull starts, and `viewWillAppear` again if the sheet
/// springs back — and the release finishes or cancels it (``SheetMetrics/shouldDismiss(progress:velocity:)``).
///
/// The delegate (`UIAdaptivePresentationControllerDelegate`) hears, in this order:
/// `presentationControllerShouldDismiss` as the pull starts (not asked when `isModalInPresentation` is set),
/// `presentationControllerWillDismiss` as the dismissal starts, and `presentationControllerDidDismiss` once it
/// completed — never for a pull that springs back, nor for a dismissal made in code. A sheet that may not be
/// dismissed (`isModalInPresentation` on the presented controller or one of its children, or `ShouldDismiss`
/// answered false) follows the finger rubber-banded, springs back, and the delegate hears
/// `presentationControllerDidAttemptToDismiss` as the pull starts (decision: Apple does not say whether at the
/// start or at the release; pinned by `SheetPullDownTests`).
extension SheetPresentationController {
    func handlePullDown(_ pan: UIPanGestureRecognizer) {
        guard let containerView, let sheet = presentedView else { return }
        switch pan.state {
        case .began:
            beginPullDown(pan, in: containerView, sheet: sheet)
            updatePullDown(pan, in: containerView, sheet: sheet)
        case .changed:
            updatePullDown(pan, in: containerView, sheet: sheet)
        case .ended, .cancelled, .failed:
            endPullDown(pan, in: containerView, sheet: sheet)
        default:
            break
        }
    }

    private func beginPullDown(_ pan: UIPanGestureRecognizer, in containerView: UIView, sheet: UIView) {
        let presented = presentedViewController
        guard pullDown == nil, !presented.isBeingPresented, !presented.isBeingDismissed,
              presented.presentedViewController == nil else { return }
        // Only a pull that starts on the sheet (not on the dimmed presenter above it).
        let location = pan.location(in: containerView), translation = pan.translation(in: containerView)
        guard sheet.frame.contains(CGPoint(x: location.x - translation.x, y: location.y - translation.y)) else { return }
        if Self.isModalInPresentation(presented) || delegate?.presentationControllerShouldDismiss(self) == false {
            pullDown = .resisting(center: sheet.center)
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .easeOut
        pullDown = .dismissing(interactor)
        delegate?.presentationControllerWillDismiss(self)
        presented.performDismissal(animated: true, completion: nil, interactor: interactor) { [weak self] completed in
            guard let self, completed else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    private func updatePullDown(_ pan: UIPanGestureRecognizer, in containerView: UIView, sheet: UIView) {
        let pulled = pan.translation(in: containerView).y
        switch pullDown {
        case .dismissing(let interactor):
            interactor.update(SheetMetrics.progress(translation: pulled, height: sheet.bounds.height))
        case .resisting(let center):
            let offset = SheetMetrics.resistedOffset(translation: pulled, height: containerView.bounds.height)
            sheet.center = CGPoint(x: center.x, y: center.y + offset)
        case nil:
            break
        }
    }

    private func endPullDown(_ pan: UIPanGestureRecognizer, in containerView: UIView, sheet: UIView) {
        guard let pull = pullDown else { return }
        pullDown = nil
        switch pull {
        case .dismissing(let interactor):
            let progress = SheetMetrics.progress(translation: pan.translation(in: containerView).y,
                                                 height: sheet.bounds.height)
            let dismisses = pan.state == .ended
                && SheetMetrics.shouldDismiss(progress: progress, velocity: pan.velocity(in: containerView).y)
            // A pull released before its dismissal started (the frame it began in): the interactor replays the
            // decision when it starts (§1.2h).
            if dismisses { interactor.finish() } else { interactor.cancel() }
        case .resisting(let center):
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: { sheet.center = center })
        }
    }

    /// Whether the presented controller, or a controller it contains, refuses an interactive dismissal.
    private static func isModalInPresentation(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains { isModalInPresentation($0) }
    }
}
