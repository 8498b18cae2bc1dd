import QuartzCore

/// A view that applies a visual effect to what lies behind it: a ``UIBlurEffect`` blurs, saturates and tints the
/// backdrop (a real blur of the views under it, drawn by its layer, ``VisualEffectBackdropLayer``); a
/// ``UIVibrancyEffect`` makes its content vibrant over a blur. Put content in ``contentView``, which always fills
/// the view.
///
/// `effect` animates: set it inside `UIView.animate` and the blur radius, saturation and tint move from the old
/// effect's values to the new one's (nil is no blur, no tint); set it in a `UIViewPropertyAnimator`'s animations
/// and `fractionComplete` scrubs it — half way from nil to a blur is half its radius and half its tint, the
/// "blur grows as the sheet comes up" idiom.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open override class var layerClass: AnyClass { VisualEffectBackdropLayer.self }

    /// Where the view's content goes: a subview filling the view.
    public let contentView: UIView

    /// The effect shown; nil shows none (the content alone).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        super.init(frame: .zero)
        setUp()
        self.effect = effect
        applyEffect()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override var frame: CGRect {
        didSet { contentView.frame = bounds }
    }

    open override var bounds: CGRect {
        didSet { contentView.frame = bounds }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// Animates the backdrop's keys inside view animation blocks (a plain view animates only UIKit's keys).
    open override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        if VisualEffectBackdropLayer.animatableKeys.contains(event), layer === self.layer,
           let context = ViewAnimationContext.current, ViewAnimationContext.animationsEnabled {
            return context.action(for: layer, key: event)
        }
        return super.action(for: layer, forKey: event)
    }

    /// The material the current effect asks for in the view's appearance.
    var material: BlurMaterial {
        guard let blur = effect as? UIBlurEffect else { return .none }
        return BlurMaterial.of(blur.style, dark: traitCollection.userInterfaceStyle == .dark)
    }

    private func applyEffect() {
        (layer as? VisualEffectBackdropLayer)?.apply(material)
        contentView.alpha = (effect as? UIVibrancyEffect)?.contentOpacity ?? 1
    }
}
