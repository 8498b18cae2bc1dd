import QuartzCore

/// A progress bar drawn as iOS draws the default style: a 4 pt track in light grey with rounded ends, filled
/// from the left to ``progress`` in ``progressTintColor`` (the tint colour by default).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }

    /// The bar's height.
    public static let barHeight: CGFloat = 4

    open var progressViewStyle: Style = .default { didSet { updateLayers(animated: false) } }
    open var progressTintColor: UIColor? { didSet { updateLayers(animated: false) } }
    open var trackTintColor: UIColor? { didSet { updateLayers(animated: false) } }
    /// 0…1 (clamped).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    private let fill = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.barHeight))
        layer.addSublayer(fill)
        updateLayers(animated: false)
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Moves the bar to `progress`; when `animated`, over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = min(max(progress, 0), 1)
        updateLayers(animated: animated)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLayers(animated: false)
    }

    private func updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.25)
        let rounded = progressViewStyle == .default
        layer.cornerRadius = rounded ? bounds.height / 2 : 0
        layer.masksToBounds = true
        layer.backgroundColor = (trackTintColor ?? UIColor.systemGray5).resolvedColor(with: traitCollection).cgColor
        fill.backgroundColor = (progressTintColor ?? tintColor).resolvedColor(with: traitCollection).cgColor
        fill.cornerRadius = rounded ? bounds.height / 2 : 0
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
        CATransaction.commit()
    }
}
