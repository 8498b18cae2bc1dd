import QuartzCore

/// The base of the haptic feedback generators. Linux has no Taptic Engine: every haptic is silent and recorded
/// on the stage instead (`stage.haptics`), so a test can assert what a user would have felt.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Wakes the Taptic Engine to cut latency; nothing to do here.
    open func prepare() {}

    package func record(_ event: ScreenEnvironment.FeedbackEvent) {
        UIScreen.main.environment.feedbackEvents.append(event)
    }
}

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

/// A selection changed (a picker wheel's tick).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        record(.selection)
    }
}

/// A task succeeded, failed or needs attention.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        record(.notification(notificationType))
    }
}
