import QuartzCore

/// The page curl's spine follows the interface orientation: when the view is about to take a new size whose
/// orientation differs, the delegate's `pageViewController(_:spineLocationFor:)` picks the spine (and usually
/// sets the view controllers for it, two for `.mid`, before returning it, as Apple's Page-Based App template
/// does); the controller then takes that spine, makes pages double-sided for `.mid`, and lays the pages out.
/// The count of view controllers is checked once the spine is known, with UIKit's message.
extension UIPageViewController {
    /// From `viewWillTransition(to:with:)`: the view is about to take `size`.
    func spineWillTransition(to size: CGSize) {
        guard transitionStyle == .pageCurl, let delegate, size != view.bounds.size else { return }
        let orientation: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        let wasLandscape = view.bounds.width > view.bounds.height
        guard wasLandscape != orientation.isLandscape else { return }
        chooseSpine(for: orientation, delegate: delegate)
    }

    /// Asks `delegate` for the spine of `orientation` and takes it.
    func chooseSpine(for orientation: UIInterfaceOrientation, delegate: any UIPageViewControllerDelegate) {
        isChoosingSpine = true
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        isChoosingSpine = false
        guard spine != .none else { return }
        spineLocation = spine
        if spine == .mid { isDoubleSided = true }
        let required = requiredCurlPageCount
        if curlPages.count != required {
            preconditionFailure("The number of view controllers provided (\(curlPages.count)) doesn't match the number required (\(required)) for the requested spine location (\(spineLocationName))")
        }
        replaceCurlPages(with: curlPages)
    }
}
