import QuartzCore

/// A view that shows an image, placed in its bounds by ``UIView/contentMode`` (every mode maps to the layer's
/// contents gravity: `.scaleAspectFit` to `.resizeAspect`, `.topLeft` to `.topLeft`, and so on).
///
/// The image becomes the layer's contents as it is, at its own scale; nothing is redrawn when the view
/// resizes. Template images (``UIImage/RenderingMode/alwaysTemplate``, and symbol images) are shown in the
/// view's ``UIView/tintColor``.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// An image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        updateContents()
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown.
    open var image: UIImage? {
        didSet { if image !== oldValue { updateContents() } }
    }

    /// The image shown while ``isHighlighted``; nil shows ``image``.
    open var highlightedImage: UIImage? {
        didSet { updateContents() }
    }

    /// Whether ``highlightedImage`` is shown.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }

    open override var tintColor: UIColor! {
        didSet { updateContents() }
    }

    override package func shownTintDidChange() {
        if currentImage?.isTemplate == true { updateContents() }
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // The inherited tint may have changed.
        if currentImage?.isTemplate == true { updateContents() }
    }

    /// The image on screen now.
    private var currentImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    /// Puts the current image (tinted if it is a template) in the layer.
    private func updateContents() {
        let shown = currentImage
        var bitmap = shown?.cgImage
        if let shown, let cgImage = bitmap, shown.isTemplate {
            bitmap = UIImage.tinted(cgImage, with: tintColor)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = bitmap
        if let shown { layer.contentsScale = shown.scale }
        layer.contentsCenter = UIView.contentsCenter(capInsets: shown?.capInsets ?? .zero, size: shown?.size ?? .zero)
        layer.tilesContentsCenter = shown?.tiles ?? false
        CATransaction.commit()
    }

    // MARK: Animating a sequence of images

    /// Images shown one after the other by ``startAnimating()``.
    open var animationImages: [UIImage]?
    /// Seconds for one pass through ``animationImages``; 0 means 1/30 s per image.
    open var animationDuration: TimeInterval = 0
    /// Passes to play; 0 repeats forever.
    open var animationRepeatCount = 0

    private static let animationKey = "UIImageAnimation"

    /// Shows ``animationImages`` in turn, as a discrete keyframe animation of the layer's contents.
    open func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images.compactMap { image in
            image.isTemplate ? image.cgImage.flatMap { UIImage.tinted($0, with: tintColor) } : image.cgImage
        }
        animation.calculationMode = .discrete
        // Each image for an equal share: key times i/n, the last image repeated at 1 so that the interval
        // closes whether the values step as discrete keyframes or as contents, which always step.
        let count = animation.values?.count ?? 0
        if let last = animation.values?.last { animation.values?.append(last) }
        animation.keyTimes = (0...count).map { NSNumber(value: Double($0) / Double(max(1, count))) }
        animation.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(animation, forKey: Self.animationKey)
    }

    /// Stops showing ``animationImages``.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
    }

    /// Whether ``animationImages`` are being shown.
    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = currentImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        currentImage?.size ?? .zero
    }
}
