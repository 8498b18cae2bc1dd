import QuartzCore

/// The status bar's style; accepted for source compatibility (Flipbook draws no status bar).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
