import QuartzCore

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
