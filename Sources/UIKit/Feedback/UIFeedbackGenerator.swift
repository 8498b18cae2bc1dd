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

