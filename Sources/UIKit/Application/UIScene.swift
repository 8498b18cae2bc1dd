import QuartzCore

/// A scene: one instance of the app's UI (iOS 13). Flipbook has one window scene per stage screen; this is
/// the minimum code reaches the key window through.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    open var title: String?
    open var activationState: ActivationState { .foregroundActive }

    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }
}

extension UIWindow {
    /// The scene the window is in.
    public var windowScene: UIWindowScene? { UIWindowScene.scene(for: screen) }
}
