import QuartzCore

/// The status bar's style: `.default` is dark content in light mode and light content in dark mode.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
