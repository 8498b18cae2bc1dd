import CoreImage
import QuartzCore

/// The page curl of `.transitionCurlUp` / `.transitionCurlDown`: Core Image's page-curl mapping (``PageCurl``:
/// the page wraps around a cylinder whose axis sweeps across it, its back drawn lighter, a shadow under the curl)
/// drawn into the transition's overlay layer every frame by a display link on the stage clock.
///
/// - curlUp: the old rendering lifts from its bottom-right corner and curls up and away, uncovering the new
///   content (live underneath);
/// - curlDown: the new rendering uncurls down from the top over the old one (a curl-up of the new rendering,
///   played backwards).
///
/// Frames are drawn at one pixel per point (the overlay's contents are stretched to the view's size on a 2×
/// screen): a decision, to keep each frame's CPU cost low.
@MainActor
final class PageCurlDriver {
    /// The direction the fold travels in Core Image coordinates (y up): up and a little to the left, so the page
    /// lifts at its bottom-right corner as iOS's curl does.
    static let angle = Double.pi / 2 + 0.3
    /// The cylinder's radius, as a fraction of the page's shorter side (a decision, matched by eye).
    static let radiusFraction = 0.12

    private let overlay: CALayer
    private let front: CIImage
    private let under: CIImage
    private let up: Bool
    private var duration: TimeInterval = 0
    private var curve = CAMediaTimingFunction(name: .linear)
    private var start: CFTimeInterval = 0
    private var from = 0.0
    private var to = 1.0
    private var completion: (() -> Void)?
    /// The progress last drawn.
    private(set) var progress = 0.0
    private var link: CADisplayLink?
    private let context = CIContext()

    /// Starts drawing into `overlay`: `old` and `new` are the view's renderings before and after the change.
    convenience init(overlay: CALayer, old: CGImage, new: CGImage?, up: Bool, duration: TimeInterval,
                     curve: CAMediaTimingFunction) {
        self.init(overlay: overlay, old: old, new: new, up: up)
        run(from: 0, to: 1, duration: duration, curve: curve)
    }

    /// A curl of `old` (up) or `new` over `old` (down) that draws only when told (``draw(progress:)``,
    /// ``run(from:to:duration:curve:completion:)``): what a finger-driven page turn needs.
    init(overlay: CALayer, old: CGImage, new: CGImage?, up: Bool) {
        self.overlay = overlay
        self.up = up
        let oldImage = CIImage(cgImage: old)
        if up {
            front = oldImage
            under = CIImage(color: .clear).cropped(to: oldImage.extent)   // the live new content shows through
        } else {
            front = new.map { CIImage(cgImage: $0) } ?? oldImage
            under = oldImage
        }
        draw(progress: 0)
    }

    /// Animates the progress from `from` to `to` over `duration` through `curve` on the stage clock, then runs
    /// `completion`. The display link keeps the driver alive until then (or until the overlay leaves the tree).
    func run(from: Double, to: Double, duration: TimeInterval, curve: CAMediaTimingFunction,
             completion: (() -> Void)? = nil) {
        stop()
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
        self.completion = completion
        start = CACurrentMediaTime()
        draw(progress: from)
        let link = CADisplayLink { _ in self.tick() }   // retains the driver until `stop()`
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func tick() {
        guard overlay.superlayer != nil else { return stop() }
        let fraction = duration > 0 ? min(max((CACurrentMediaTime() - start) / duration, 0), 1) : 1
        draw(progress: from + (to - from) * curve.progress(at: fraction))
        if fraction >= 1 {
            stop()
            let completion = self.completion
            self.completion = nil
            completion?()
        }
    }

    private func stop() {
        link?.invalidate()
        link = nil
    }

    /// Whether the curl is still drawing (for tests).
    var isRunning: Bool { link != nil }

    /// The frame at `progress` (0…1 through the curve).
    func draw(progress: Double) {
        self.progress = progress
        let extent = front.extent
        let filter = CIFilter.pageCurlTransition()
        filter.inputImage = front
        filter.targetImage = under
        filter.extent = extent
        filter.angle = Float(Self.angle)
        filter.radius = Float(min(extent.width, extent.height) * Self.radiusFraction)
        filter.time = Float(up ? progress : 1 - progress)
        guard let output = filter.outputImage, let frame = context.createCGImage(output, from: extent) else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay.contents = frame
        CATransaction.commit()
    }

    /// The layer's model rendering at one pixel per point.
    static func image(of layer: CALayer) -> CGImage? {
        let size = layer.bounds.size
        guard size.width >= 1, size.height >= 1,
              let context = CGContext(data: nil, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
                                      bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return nil }
        // A y-down context, as UIKit's are.
        context.translateBy(x: 0, y: size.height)
        context.scaleBy(x: 1, y: -1)
        layer.render(in: context)
        return context.makeImage()
    }
}
