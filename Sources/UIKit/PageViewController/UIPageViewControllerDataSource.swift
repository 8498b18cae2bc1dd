import QuartzCore

/// Supplies a page view controller's pages one neighbour at a time.
@MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots of the page indicator (iOS shows one when both this and ``presentationIndex(for:)`` are
    /// implemented). Optional; Flipbook draws no page indicator and reads neither.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot. Optional.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

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
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
