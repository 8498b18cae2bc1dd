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

/// The scene that holds a screen's windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// Unowned: the screen keeps its scene.
    open var screen: UIScreen { unownedScreen }
    private unowned let unownedScreen: UIScreen

    package init(screen: UIScreen) {
        unownedScreen = screen
        super.init()
    }

    /// The scene's windows that are alive.
    open var windows: [UIWindow] { UIWindow.liveWindows.filter { $0.screen === screen } }
    /// The scene's key window (iOS 15).
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
    open var traitCollection: UITraitCollection { screen.baseTraitCollection }

    /// The scene of `screen` (made on first use; the screen keeps it).
    package static func scene(for screen: UIScreen) -> UIWindowScene {
        if let existing = screen.windowScene { return existing }
        let made = UIWindowScene(screen: screen)
        screen.windowScene = made
        return made
    }
}

extension UIWindow {
    /// The scene the window is in.
    public var windowScene: UIWindowScene? { UIWindowScene.scene(for: screen) }
}
