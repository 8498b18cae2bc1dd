import QuartzCore

/// Hears about page turns made by the user (not about `setViewControllers(_:direction:animated:completion:)`).
/// Every method is optional.
@MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A swipe started towards `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's animation finished; `completed` tells whether the page turned (false: it snapped back).
    /// `previousViewControllers` are the pages shown before the swipe.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for a new interface orientation (page curl); set the view controllers it needs (and
    /// `isDoubleSided`) before returning it. The default keeps the current spine.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
