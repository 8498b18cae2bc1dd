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

    /// Delivers an event to the window's views (§10): for touches, hit-tests new touches, lets gesture
    /// recognizers see them first and settles their states (actions run here, synchronously), then sends the
    /// rest to the touched views' `touchesBegan/Moved/Ended/Cancelled`. Override to observe events; call super.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        event.delivery.dispatch(in: self)
    }

    /// Where a window sits among others.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}
