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
    private let front: CGImage
    private let under: CGImage?
    /// What the back of the curling page shows (nil: the page's own picture, mirrored).
    private let back: CGImage?
    private let up: Bool
    /// The direction the fold travels (``angle`` unless given).
    private let foldAngle: Double
    /// A page turned over its spine (``PageCurl/overSpine(page:angle:radius:progress:)``): the page's rectangle
    /// on the overlay (Core Image coordinates, pixels) and the overlay's size; nil for a curl within the page.
    private let spine: (page: CGRect, canvas: CGSize)?
    private var duration: TimeInterval = 0
    private var curve = CAMediaTimingFunction(name: .linear)
    private var start: CFTimeInterval = 0
    private var from = 0.0
    private var to = 1.0
    private var completion: (() -> Void)?
    /// The progress last drawn.
    private(set) var progress = 0.0
    private var link: CADisplayLink?

    /// Starts drawing into `overlay`: `old` and `new` are the view's renderings before and after the change.
    convenience init(overlay: CALayer, old: CGImage, new: CGImage?, up: Bool, duration: TimeInterval,
                     curve: CAMediaTimingFunction) {
        self.init(overlay: overlay, old: old, new: new, up: up)
        run(from: 0, to: 1, duration: duration, curve: curve)
    }

    /// A curl of `old` (up) or `new` over `old` (down) that draws only when told (``draw(progress:)``,
    /// ``run(from:to:duration:curve:completion:)``): what a finger-driven page turn needs.
    ///
    /// `back` is what the back of the curling page shows (a double-sided page's back); nil shows the page's own
    /// picture mirrored, as iOS does for single-sided pages.
    init(overlay: CALayer, old: CGImage, new: CGImage?, up: Bool, back: CGImage? = nil, angle: Double = angle) {
        self.overlay = overlay
        self.up = up
        self.back = back
        foldAngle = angle
        spine = nil
        if up {
            front = old
            under = nil   // the live new content shows through
        } else {
            front = new ?? old
            under = old
        }
        draw(progress: 0)
    }

    /// A page turned over its spine onto the other side, drawing only when told: `page` (its picture, of
    /// `pageRect`'s size) lies at `pageRect` on the overlay (Core Image coordinates: y up, one pixel per point),
    /// which is `canvas` big and spans both sides of the spine; its back shows `back` as printed (lighter, the
    /// page itself mirrored, when nil); `angle` is the direction the fold travels, toward the spine.
    init(overlay: CALayer, turning page: CGImage, at pageRect: CGRect, on canvas: CGSize, back: CGImage?,
         angle: Double) {
        self.overlay = overlay
        up = true
        self.back = back
        foldAngle = angle
        spine = (pageRect, canvas)
        front = page
        under = nil
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
        track(progress: from + (to - from) * curve.progress(at: fraction))
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

    /// Moves the curl to `progress` (0…1 through the curve); the frame is drawn once, in the frame's display
    /// pass, however many touches moved it since the last frame.
    func track(progress: Double) {
        self.progress = progress
        guard drawn != progress else { return }
        if !displayHooked {
            displayHooked = true
            (overlay as? PageCurlLayer)?.onDisplay = { [weak self] in self?.drawIfNeeded() }
        }
        if overlay is PageCurlLayer { overlay.setNeedsDisplay() } else { draw(progress: progress) }
    }

    private var drawn: Double?
    private var displayHooked = false

    private func drawIfNeeded() {
        if drawn != progress { draw(progress: progress) }
    }

    /// The frame at `progress` (0…1 through the curve), drawn now: Core Image's page-curl mapping, rendered
    /// straight on 8-bit pixels (``PageCurl/image(front:back:under:)``).
    func draw(progress: Double) {
        self.progress = progress
        drawn = progress
        let frame: CGImage?
        if let spine {
            let radius = Double(min(spine.page.width, spine.page.height) * Self.radiusFraction)
            let curl = PageCurl.overSpine(page: spine.page, angle: foldAngle, radius: radius, progress: progress)
            frame = curl.image(front: front, back: back, lightensBack: back == nil, canvas: spine.canvas)
        } else {
            let extent = CGRect(x: 0, y: 0, width: front.width, height: front.height)
            // The parameters go through Float, as CIPageCurlTransition's inputs do.
            let radius = Double(Float(min(extent.width, extent.height) * Self.radiusFraction))
            let curl = PageCurl(page: extent, angle: Double(Float(foldAngle)), radius: radius,
                                time: Double(Float(up ? progress : 1 - progress)))
            frame = curl.image(front: front, back: back, under: under, lightensBack: back == nil)
        }
        guard let frame else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay.contents = frame
        CATransaction.commit()
    }

    /// `image` flipped left to right (top to bottom when `vertically`): what the back of a page shows of the page
    /// printed there, seen through the curl (a page turned over its left or right edge; its top or bottom one).
    static func mirrored(_ image: CGImage, vertically: Bool = false) -> CGImage? {
        guard let context = CGContext(data: nil, width: image.width, height: image.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return nil }
        if vertically {
            context.translateBy(x: 0, y: CGFloat(image.height))
            context.scaleBy(x: 1, y: -1)
        } else {
            context.translateBy(x: CGFloat(image.width), y: 0)
            context.scaleBy(x: -1, y: 1)
        }
        context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        return context.makeImage()
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

/// The layer a page curl is drawn in: it draws in the frame's display pass (``PageCurlDriver/track(progress:)``),
/// so a finger moving at 120 Hz costs one curl per frame.
final class PageCurlLayer: CALayer {
    var onDisplay: (() -> Void)?

    override func display() {
        if let onDisplay { onDisplay() } else { super.display() }
    }
}
