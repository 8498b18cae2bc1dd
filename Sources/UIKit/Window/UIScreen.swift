import QuartzCore

/// The display a window is shown on: its size in points and its pixels per point.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    open package(set) var bounds: CGRect
    open private(set) var scale: CGFloat
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    open var maximumFramesPerSecond: Int { 60 }
    /// The screen's traits (the stage's device, appearance and text size, portrait or landscape).
    open var traitCollection: UITraitCollection { baseTraitCollection }
    /// The stage's device and settings (see ``ScreenEnvironment``).
    package let environment = ScreenEnvironment()
    /// The window scene of this screen (`UIApplication.shared.connectedScenes`), made on first use.
    package var windowScene: UIWindowScene?

    package init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// The screen of the stage in use (an iPhone SE before any stage exists).
    open class var main: UIScreen {
        get { current ?? fallback }
    }

    package static var current: UIScreen?
    private static let fallback = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
}
