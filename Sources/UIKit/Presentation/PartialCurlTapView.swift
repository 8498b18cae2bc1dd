import QuartzCore

/// Over a `.partialCurl` presentation, the catcher of taps on the curled presenting page: iOS dismisses the
/// presented view controller (animated, uncurling) when the user taps what is still seen of the presenting page.
///
/// It covers the curl's layer but is inside only where the curl's current picture is opaque (alpha ≥ ½: the flat
/// part of the page and the roll, not the shadow nor the uncovered presented view), so every other touch falls
/// through to the presented view below it. Added when the presentation's curl has settled, removed when the
/// dismissal starts.
final class PartialCurlTapView: UIView {
    private weak var curl: CALayer?
    private weak var presented: UIViewController?

    init(curl: CALayer, presented: UIViewController) {
        self.curl = curl
        self.presented = presented
        super.init(frame: .zero)
        backgroundColor = nil
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended, let presented = self?.presented,
                  presented.presentingViewController != nil else { return }
            presented.dismiss(animated: true)
        })
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Inside where the curl's picture (at its layer's size) is at least half opaque.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let curl, let picture = curl.contents as? CGImage, bounds.width > 0, bounds.height > 0 else {
            return false
        }
        let x = Int((point.x / bounds.width * CGFloat(picture.width)).rounded(.down))
        let y = Int((point.y / bounds.height * CGFloat(picture.height)).rounded(.down))
        guard (0..<picture.width).contains(x), (0..<picture.height).contains(y) else { return false }
        return picture.pixel(x: x, y: y).a >= 128
    }
}
