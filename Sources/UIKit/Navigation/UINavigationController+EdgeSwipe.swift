import QuartzCore

/// The left-edge swipe that pops interactively (§4.1): a screen-edge pan on the navigation controller's view
/// drives a percent-driven interactor through the pop — UIKit's default slide or the delegate's animator.
///
/// Beyond UIKit: iOS disables this gesture as soon as the delegate implements
/// `navigationController(_:animationControllerFor:from:to:)` (openradar 15215690), so a custom pop animator
/// without its own interaction controller can't be swiped. Here the swipe drives that animator too; a delegate
/// that returns its own interaction controller keeps control.
extension UINavigationController: UIGestureRecognizerDelegate {
    func installEdgeSwipe() {
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handleEdgeSwipe)
        gesture.edges = .left
        gesture.delegate = self
        view.addGestureRecognizer(gesture)
        edgeSwipeRecognizer = gesture
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === edgeSwipeRecognizer else { return true }
        return viewControllers.count > 1 && currentTransition == nil
    }

    private func handleEdgeSwipe(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let progress = min(max(gesture.translation(in: view).x / width, 0), 1)
        switch gesture.state {
        case .began:
            let interactor = UIPercentDrivenInteractiveTransition()
            edgeSwipeInteractor = interactor
            pop(to: viewControllers[viewControllers.count - 2], animated: true, interactor: interactor)
        case .changed:
            edgeSwipeInteractor?.update(progress)
        case .ended:
            // Past half way, or flung toward the right edge (decision: 500 pt/s, unverified).
            if progress > 0.5 || gesture.velocity(in: view).x > Self.edgeSwipeFlingVelocity {
                edgeSwipeInteractor?.finish()
            } else {
                edgeSwipeInteractor?.cancel()
            }
            edgeSwipeInteractor = nil
        case .cancelled, .failed:
            edgeSwipeInteractor?.cancel()
            edgeSwipeInteractor = nil
        default:
            break
        }
    }

    /// The release speed that completes a pop short of half way.
    static let edgeSwipeFlingVelocity: CGFloat = 500
}
