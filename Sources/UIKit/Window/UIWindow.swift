import QuartzCore

/// The root of a view hierarchy on a screen. A window's layer is the root of the layer tree a stage renders
/// and drives.
@preconcurrency @MainActor
open class UIWindow: UIView {
    open var screen: UIScreen = .main
    open private(set) var isKeyWindow = false
    open var windowLevel: UIWindow.Level = .normal

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window filling the screen.
    public convenience init(screen: UIScreen) {
        self.init(frame: screen.bounds)
        self.screen = screen
    }

    open func makeKey() { isKeyWindow = true }

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    open func resignKey() { isKeyWindow = false }

    open override var window: UIWindow? { self }

    /// Where a window sits among others.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}
