import QuartzCore

/// The system's accessibility settings and announcements. The settings are the stage's
/// (`stage.isReduceMotionEnabled`, `stage.isVoiceOverRunning`); announcements are recorded on the stage
/// (`stage.accessibilityPosts`), since nothing speaks them on Linux.
@MainActor
public enum UIAccessibility {
    /// Whether the user asked for less motion (Settings › Accessibility › Motion). UIKit's own transitions
    /// honour it through ``prefersCrossFadeTransitions``: the navigation controller's push and pop and the built-in
    /// modal presentations become cross-fades (see docs/porting.md). Your code reads it to choose cross-fades.
    public static var isReduceMotionEnabled: Bool { UIScreen.main.environment.isReduceMotionEnabled }
    public static var isVoiceOverRunning: Bool { UIScreen.main.environment.isVoiceOverRunning }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    /// Settings › Accessibility › Motion › Prefer Cross-Fade Transitions, which iOS offers under Reduce Motion.
    /// Flipbook models it switched on together with Reduce Motion (a decision: the default of the sub-setting
    /// on a device is unverified), so it is true exactly when ``isReduceMotionEnabled`` is.
    public static var prefersCrossFadeTransitions: Bool { isReduceMotionEnabled }

    /// Records `notification` with `argument` on the stage.
    public static func post(notification: Notification, argument: Any?) {
        UIScreen.main.environment.accessibilityPosts.append((notification, argument))
    }

    /// What `post(notification:argument:)` announces.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
