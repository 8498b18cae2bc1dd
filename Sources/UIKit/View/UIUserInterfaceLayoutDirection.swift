import QuartzCore

/// The direction a view's leading and trailing edges run in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}
