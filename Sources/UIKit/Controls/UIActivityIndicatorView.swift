import QuartzCore

/// A spinner drawn as iOS draws it: eight rounded spokes fading round the circle, stepping one spoke every
/// 1/8 s while animating (an animation that repeats forever, as on iOS: a stage showing a spinning indicator
/// never settles). Hidden when stopped if ``hidesWhenStopped``.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
    }

    open var style: Style { didSet { rebuildSpokes() } }
    open var color: UIColor! { didSet { rebuildSpokes() } }
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    open private(set) var isAnimating = false
    private let spokes = CAReplicatorLayer()
    private let spoke = CALayer()

    /// The indicator's size for a style: 20 pt (medium) or 37 pt (large).
    public static func size(for style: Style) -> CGFloat { style == .large ? 37 : 20 }

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: Self.size(for: style), height: Self.size(for: style)))
        spokes.addSublayer(spoke)
        layer.addSublayer(spokes)
        isHidden = true
        rebuildSpokes()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = (0...8).map { NSNumber(value: Double($0) * .pi / 4) }
        turn.calculationMode = .discrete
        turn.duration = 1
        turn.repeatCount = .infinity
        spokes.add(turn, forKey: "spin")
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuildSpokes()
    }

    private func rebuildSpokes() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let side = min(bounds.width, bounds.height) > 0 ? min(bounds.width, bounds.height) : Self.size(for: style)
        spokes.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        spokes.instanceCount = 8
        spokes.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        spokes.instanceAlphaOffset = -0.1
        let width = side * (style == .large ? 0.09 : 0.1)
        let length = side * 0.28
        spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
        spoke.position = CGPoint(x: side / 2, y: length / 2)
        spoke.cornerRadius = width / 2
        spoke.backgroundColor = (color ?? UIColor(white: 0.55, alpha: 1)).resolvedColor(with: traitCollection).cgColor
        CATransaction.commit()
    }
}
