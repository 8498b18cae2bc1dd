import QuartzCore

/// Vibrancy for content laid over a blur: put a ``UIVisualEffectView`` with this effect in the blur view's
/// ``UIVisualEffectView/contentView`` and the content in its own content view.
///
/// iOS draws vibrant content with a blend that lets the blurred backdrop show through it. Flipbook approximates
/// that by drawing the content translucent — its opacity by ``UIVibrancyEffectStyle`` (``contentOpacity``) — so
/// the blur shows through it (a decision, not a measurement). The vibrancy view draws no blur of its own.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style; nil for the original (iOS 8) vibrancy.
    public let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .regular)
        style = nil
        super.init(coder: coder)
    }

    /// The opacity vibrant content is drawn at.
    var contentOpacity: CGFloat {
        switch style {
        case nil: 0.75
        case .label?: 0.85
        case .secondaryLabel?: 0.6
        case .tertiaryLabel?: 0.45
        case .quaternaryLabel?: 0.3
        case .fill?: 0.5
        case .secondaryFill?: 0.35
        case .tertiaryFill?: 0.25
        case .separator?: 0.4
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.blurEffect.isEqual(blurEffect) && other.style == style
    }

    open override var hash: Int { blurEffect.hash &* 31 &+ (style?.rawValue ?? -1) }
}
