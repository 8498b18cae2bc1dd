import QuartzCore

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform, and the content size follows its
/// frame. A pinch zooms about the point between the fingers; past the scale limits it goes on at a damped
/// rate (with `bouncesZoom`) and bounces back when the fingers lift.
extension UIScrollView {
    func performSetZoomScale(_ scale: CGFloat, animated: Bool) {
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        let from = storedZoomScale
        let anchor = CGPoint(x: contentOffset.x / from, y: contentOffset.y / from)
        guard animated, zoomingView != nil else {
            applyZoom(clamped, anchorInView: anchor, anchorOnScreen: .zero)
            return
        }
        guard from != clamped else { return }
        runZoomAnimation(from: from, to: clamped, anchorInContent: anchor, anchorOnScreen: .zero)
    }

    func performZoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let offset = CGPoint(x: center.x * scale - bounds.width / 2, y: center.y * scale - bounds.height / 2)
        if animated {
            runZoomAnimation(from: storedZoomScale, to: scale, anchorInContent: center,
                             anchorOnScreen: CGPoint(x: bounds.width / 2, y: bounds.height / 2))
        } else {
            applyZoom(scale, anchorInView: center, anchorOnScreen: CGPoint(x: bounds.width / 2, y: bounds.height / 2))
            contentOffset = clampedOffset(offset)
        }
    }

    /// The view the delegate zooms, if any.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Adds or removes the pinch recognizer as the zoom limits allow zooming.
    func updatePinchRecognizer() {
        let wantsPinch = minimumZoomScale < maximumZoomScale
        if wantsPinch, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch)
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !wantsPinch, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// Sets the zoom to `scale` so that `anchorInView` (a point of the zooming view, unscaled) shows at
    /// `anchorOnScreen` (in the scroll view's frame space: relative to the bounds origin).
    func applyZoom(_ scale: CGFloat, anchorInView: CGPoint, anchorOnScreen: CGPoint) {
        guard let view = zoomingView else {
            storedZoomScale = scale
            return
        }
        let old = storedZoomScale
        storedZoomScale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        contentOffset = CGPoint(x: anchorInView.x * scale - anchorOnScreen.x, y: anchorInView.y * scale - anchorOnScreen.y)
        if old != scale { delegate?.scrollViewDidZoom(self) }
    }

    private func runZoomAnimation(from: CGFloat, to: CGFloat, anchorInContent: CGPoint, anchorOnScreen: CGPoint) {
        stopMotion()
        let startScale = from
        let start = layer.clock.now
        let duration = ScrollPhysics.scrollAnimationDuration
        let driver = ZoomAnimation(scrollView: self) { [weak self] now in
            guard let self else { return true }
            let f = min(max((now - start) / duration, 0), 1)
            let eased = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: f))
            let scale = startScale + (to - startScale) * eased
            self.applyZoom(scale, anchorInView: anchorInContent, anchorOnScreen: anchorOnScreen)
            if f >= 1 {
                self.contentOffset = self.clampedOffset(self.contentOffset)
                self.isZoomBouncing = false
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
                return true
            }
            return false
        }
        zoomAnimation = driver
        layer.clock.addFrameObserver(driver)
    }

    /// The pinch recognizer's action.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            let location = pinch.location(in: self)
            pinchStart = (storedZoomScale, CGPoint(x: location.x / storedZoomScale, y: location.y / storedZoomScale),
                          CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = pinchStart else { return }
            var scale = start.scale * pinch.scale
            if scale < minimumZoomScale {
                scale = bouncesZoom ? minimumZoomScale * pow(scale / minimumZoomScale, 0.5) : minimumZoomScale
            } else if scale > maximumZoomScale {
                scale = bouncesZoom ? maximumZoomScale * pow(scale / maximumZoomScale, 0.5) : maximumZoomScale
            }
            // The content point that was under the fingers stays under their midpoint.
            let location = pinch.location(in: self)
            applyZoom(scale, anchorInView: start.location,
                      anchorOnScreen: CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y))
        case .ended, .cancelled:
            isZooming = false
            let scale = storedZoomScale
            let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
            pinchStart = nil
            if clamped != scale {
                isZoomBouncing = true
                let anchor = CGPoint(x: contentOffset.x / scale, y: contentOffset.y / scale)
                runZoomAnimation(from: scale, to: clamped, anchorInContent: anchor, anchorOnScreen: .zero)
            } else {
                let target = clampedOffset(contentOffset)
                if target != contentOffset { setContentOffset(target, animated: true) }
            }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: clamped)
        default:
            break
        }
    }
}

/// Drives a zoom animation frame by frame; `step` returns true when done.
@MainActor
final class ZoomAnimation: @preconcurrency FrameObserver {
    weak var scrollView: UIScrollView?
    private var step: ((TimeInterval) -> Bool)?

    init(scrollView: UIScrollView, step: @escaping (TimeInterval) -> Bool) {
        self.scrollView = scrollView
        self.step = step
    }

    func clockDidTick(_ clock: MediaClock) {
        guard let step else { return }
        if step(clock.now) {
            self.step = nil
            clock.removeFrameObserver(self)
            if scrollView?.zoomAnimation === self { scrollView?.zoomAnimation = nil }
        }
    }

    var needsFrames: Bool { step != nil }
}
