import QuartzCore

/// The coordinator of a window size change (a rotation): what `viewWillTransition(to:with:)` and
/// `willTransition(to:with:)` receive. Alongside animations run inside the animation that resizes the window,
/// completions after it.
@MainActor
package final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    package let transitionDuration: TimeInterval
    package let containerView: UIView
    package let targetTransform: CGAffineTransform
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    package init(duration: TimeInterval, container: UIView, targetTransform: CGAffineTransform) {
        transitionDuration = duration
        containerView = container
        self.targetTransform = targetTransform
        super.init()
    }

    package var isAnimated: Bool { transitionDuration > 0 }
    package var presentationStyle: UIModalPresentationStyle { .none }
    package var initiallyInteractive: Bool { false }
    package var isInterruptible: Bool { false }
    package var isInteractive: Bool { false }
    package var isCancelled: Bool { false }
    package var percentComplete: CGFloat { 0 }
    package var completionVelocity: CGFloat { 1 }
    package var completionCurve: UIView.AnimationCurve { .easeInOut }
    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    package func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    package func animateAlongsideTransition(in view: UIView?,
                                            animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    package func runAlongside() { for animation in alongside { animation(self) } }
    package func runCompletions() { for completion in completions { completion(self) } }
}

extension UIWindow {
    /// Rotates the interface to `size` (the screen's new bounds) as iOS does: the controllers hear
    /// `willTransition(to:with:)` (when the size classes change) and `viewWillTransition(to:with:)`, then one
    /// animation of `duration` resizes the window, lays it out, re-reports traits and runs the alongside
    /// animations; completions follow it. The status bar notifications are posted around it.
    package func rotate(to size: CGSize, duration: TimeInterval, angle: CGFloat) {
        recordTraitBaselines()
        let oldTraits = traitCollection
        let application = UIApplication.shared
        let newStatusBarFrame = CGRect(x: 0, y: 0, width: size.width,
                                       height: (screen.environment.userInterfaceIdiom == .phone && size.width > size.height)
                                           ? 0 : screen.environment.statusBarHeight)
        let center = NotificationCenter.default
        center.post(name: UIApplication.willChangeStatusBarOrientationNotification, object: application)
        center.post(name: UIApplication.willChangeStatusBarFrameNotification, object: application,
                    userInfo: [UIApplication.statusBarFrameUserInfoKey: NSValue(cgRect: newStatusBarFrame)])
        screen.bounds = CGRect(origin: .zero, size: size)
        let coordinator = SizeTransitionCoordinator(duration: duration, container: self,
                                                    targetTransform: CGAffineTransform(rotationAngle: angle))
        let newTraits = traitCollection
        var tops: [UIViewController] = []
        var current = rootViewController
        while let controller = current {
            tops.append(controller)
            current = controller.presentedViewController
        }
        if newTraits.horizontalSizeClass != oldTraits.horizontalSizeClass
            || newTraits.verticalSizeClass != oldTraits.verticalSizeClass {
            for controller in tops { controller.willTransition(to: newTraits, with: coordinator) }
        }
        for controller in tops { controller.viewWillTransition(to: size, with: coordinator) }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            // Bounds and centre (not frame) so the views' autoresizing runs, as a rotation resizes them.
            self.bounds = CGRect(origin: .zero, size: size)
            self.center = CGPoint(x: size.width / 2, y: size.height / 2)
            for controller in tops {
                guard let view = controller.viewIfLoaded, view.superview != nil else { continue }
                view.bounds = CGRect(origin: .zero, size: size)
                view.center = CGPoint(x: size.width / 2, y: size.height / 2)
            }
            self.layoutIfNeeded()
            self.propagateTraitChanges()
            coordinator.runAlongside()
        }, completion: { _ in
            coordinator.runCompletions()
            center.post(name: UIApplication.didChangeStatusBarOrientationNotification, object: application)
            center.post(name: UIApplication.didChangeStatusBarFrameNotification, object: application,
                        userInfo: [UIApplication.statusBarFrameUserInfoKey: NSValue(cgRect: newStatusBarFrame)])
        })
    }
}
