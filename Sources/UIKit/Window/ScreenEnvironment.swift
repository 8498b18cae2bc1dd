import QuartzCore

/// What a stage's device and settings say, kept with its screen so each stage has its own (two stages in one
/// process are independent): the idiom `UIDevice` reports, the system appearance and text size traits start
/// from, accessibility switches, and the records of calls that have no effect on Linux (haptics, accessibility
/// announcements) for tests to assert.
@MainActor
package final class ScreenEnvironment {
    package var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// `UIDevice.current.model`: "iPhone" or "iPad".
    package var deviceModel = "iPhone"
    /// The height of the status bar in portrait (20 pt on a home-button iPhone, 54 on an iPhone 15, 24 on iPad).
    package var statusBarHeight: CGFloat = 20
    package var userInterfaceStyle: UIUserInterfaceStyle = .light
    package var preferredContentSizeCategory: UIContentSizeCategory = .large
    package var isReduceMotionEnabled = false
    package var isVoiceOverRunning = false
    package var feedbackEvents: [FeedbackEvent] = []
    /// The stage's drawn status bar, while it shows one (`Stage.showsStatusBar`).
    package var statusBarOverlay: AnyObject?
    package var accessibilityPosts: [(notification: UIAccessibility.Notification, argument: Any?)] = []

    package init() {}

    /// A haptic that a feedback generator would have played.
    package enum FeedbackEvent: Equatable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case selection
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }
}
