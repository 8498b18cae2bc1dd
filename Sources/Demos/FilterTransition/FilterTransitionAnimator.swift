import Flipbook

/// The objc.io GPUImageAnimator (seed 004), rewritten with Core Image: both screens are snapshotted with
/// `layer.render(in:)`; for one second, driven by a `CADisplayLink`, the old screen pixellates (square width
/// 0.1·p of the image width) while dissolving (mix p) into the new one, which un-pixellates (0.1·(1 − p)).
///
/// Like the original it is its own interactive transitioning too (`startInteractiveTransition` just animates),
/// and it completes the transition itself when the display link reaches p = 1 — even when the navigation
/// controller was handed a `UIPercentDrivenInteractiveTransition`, which cannot scrub a display link.
final class FilterTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
                                      UIViewControllerInteractiveTransitioning {
    /// The seed's 1 s.
    static let duration: TimeInterval = 1

    private var transitionContext: UIViewControllerContextTransitioning?
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval?
    private var imageView: UIImageView?
    private var fromImage: CIImage?
    private var toImage: CIImage?
    private var toView: UIView?
    private let context = CIContext()
    /// The progress of the last frame drawn, for tests.
    private(set) var progress: CGFloat = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        animateTransition(using: transitionContext)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let container = transitionContext.containerView
        guard let fromView = transitionContext.viewController(forKey: .from)?.view,
              let toController = transitionContext.viewController(forKey: .to),
              let toView = toController.view else { return }
        toView.frame = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)
        container.sendSubviewToBack(toView)
        self.toView = toView

        fromImage = Self.snapshot(fromView)
        toImage = Self.snapshot(toView)

        let imageView = UIImageView(frame: container.bounds)
        container.addSubview(imageView)
        self.imageView = imageView
        toView.alpha = 0
        startTime = nil
        progress = 0
        drawFrame()

        let link = CADisplayLink(target: self, selector: FilterTransitionAnimator.step)
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// The view's rendering as a Core Image image, drawn by `layer.render(in:)` at the screen's scale.
    static func snapshot(_ view: UIView) -> CIImage? {
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        view.layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext().flatMap { CIImage(image: $0) }
    }

    func step(_ link: CADisplayLink) {
        if startTime == nil { startTime = link.timestamp }
        progress = min(max(CGFloat((link.timestamp - startTime!) / Self.duration), 0), 1)
        drawFrame()
        if progress >= 1 { finish() }
    }

    /// One frame: pixellate both, dissolve by p.
    private func drawFrame() {
        guard let fromImage, let toImage, let imageView else { return }
        let width = fromImage.extent.width
        let p = progress
        let pixellatedFrom = fromImage.applyingFilter("CIPixellate", parameters: [
            kCIInputScaleKey: max(0.1 * p * width, 1), kCIInputCenterKey: CIVector(x: 0, y: fromImage.extent.maxY)])
        let pixellatedTo = toImage.applyingFilter("CIPixellate", parameters: [
            kCIInputScaleKey: max(0.1 * (1 - p) * width, 1), kCIInputCenterKey: CIVector(x: 0, y: toImage.extent.maxY)])
        let dissolve = CIFilter.dissolveTransition()
        dissolve.inputImage = pixellatedFrom
        dissolve.targetImage = pixellatedTo
        dissolve.time = Float(p)
        guard let output = dissolve.outputImage,
              let frame = context.createCGImage(output, from: fromImage.extent) else { return }
        imageView.image = UIImage(cgImage: frame, scale: UIScreen.main.scale, orientation: .up)
    }

    private func finish() {
        displayLink?.isPaused = true
        displayLink?.invalidate()
        displayLink = nil
        imageView?.removeFromSuperview()
        imageView = nil
        toView?.alpha = 1
        let context = transitionContext
        transitionContext = nil
        context?.completeTransition(true)
    }
}
