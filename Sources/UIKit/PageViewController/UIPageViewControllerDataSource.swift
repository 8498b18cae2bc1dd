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
