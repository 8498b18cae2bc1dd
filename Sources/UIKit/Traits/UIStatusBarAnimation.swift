import QuartzCore

/// How the status bar animates when it appears or changes.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade = 1, slide = 2
}
