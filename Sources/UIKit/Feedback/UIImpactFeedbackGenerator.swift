import QuartzCore

/// Impacts: something collided, snapped into place, or hit a limit.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    private let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact, as `UIImpactFeedbackGenerator()` makes on iOS.
    public convenience override init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {
        record(.impact(style, intensity: 1))
    }

    /// An impact at `intensity` (0…1, clamped as iOS does).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }
}
