import QuartzCore

/// What a scroll view tells its delegate as it scrolls, drags, decelerates and zooms.
///
/// Every method is optional, as in UIKit: the protocol extension supplies the defaults (do nothing; no view
/// for zooming; scroll to top allowed).
///
/// ## Order of a drag and fling
///
/// A finger that drags and lets go with speed produces, in this order: `scrollViewWillBeginDragging`, then
/// `scrollViewDidScroll` for every change of the offset while the finger moves, `scrollViewWillEndDragging`
/// (with the release velocity and the projected rest point, which it may change),
/// `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`
/// once per frame of the deceleration, and `scrollViewDidEndDecelerating`. A release without speed inside the
/// content ends with `scrollViewDidEndDragging(_:willDecelerate: false)` and nothing after it. An animated
/// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ends with
/// `scrollViewDidEndScrollingAnimation` instead.
///
/// Swift note: as with every delegate protocol here, implement these methods in the class that declares the
/// conformance, with exactly these signatures (there is no Objective-C dispatch on Linux to find a method a
/// subclass adds).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed — from a drag, a deceleration frame, an animation frame or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to scroll the content (the pan recognizer began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts. `velocity` is in **points per millisecond** (as UIKit passes it, unlike the pan
    /// recognizer's points per second); `targetContentOffset` points at where the deceleration will come to rest.
    /// Change `targetContentOffset.pointee` to make it stop elsewhere (snapping to items or pages).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` tells whether the content goes on moving (a fling, or a bounce back).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts decelerating after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The deceleration that followed a drag came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` or
    /// `setZoomScale(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms; nil (the default) means the scroll view doesn't zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A zoom gesture ended (after any bounce back to the scale limits) at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll to the top. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll-to-top animation finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
