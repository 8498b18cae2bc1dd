import QuartzCore

/// The root of a view hierarchy on a screen. A window's layer is the root of the layer tree a stage renders
/// and drives.
@preconcurrency @MainActor
open class UIWindow: UIView {
    open var screen: UIScreen = .main
    open private(set) var isKeyWindow = false
    open var windowLevel: UIWindow.Level = .normal
    /// The virtual keyboard text fields bring up in this window (Text/KeyboardHost.swift).
    package lazy var keyboardHost = KeyboardHost(window: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        Self.register(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.register(self)
    }

    isolated deinit {
        Self.endPresentations(from: rootViewController)
    }

    /// A window filling the screen.
    public convenience init(screen: UIScreen) {
        self.init(frame: screen.bounds)
        self.screen = screen
    }

    /// The controller whose view fills the window. Setting it installs the view and sends the appearance
    /// calls: `viewWillAppear` now, `viewDidAppear` at the next commit (the next `stage.pump()`).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, let oldView = old.viewIfLoaded, oldView.superview === self {
                old.beginAppearanceTransition(false, animated: false)
                oldView.removeFromSuperview()
                old.endAppearanceTransition()
            }
            guard let root = rootViewController else { return }
            let view = root.view!
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.beginAppearanceTransition(true, animated: false)
            insertSubview(view, at: 0)
            MediaClock.current.scheduleAtNextCommit { [weak root] in root?.endAppearanceTransition() }
        }
    }

    /// While a non-interactive transition runs, UIKit ignores touches in the window until the transition
    /// completes (§1.2): never calling `completeTransition` leaves the app unresponsive.
    package private(set) var interactionIgnoreCount = 0
    package var isIgnoringInteractionEvents: Bool { interactionIgnoreCount > 0 }
    package func beginIgnoringInteraction() { interactionIgnoreCount += 1 }
    package func endIgnoringInteraction() { interactionIgnoreCount = max(0, interactionIgnoreCount - 1) }

    /// Makes this the key window of its screen (the one other windows on the screen stop being).
    open func makeKey() {
        for other in Self.liveWindows where other !== self && other.screen === screen && other.isKeyWindow {
            other.isKeyWindow = false
        }
        isKeyWindow = true
    }

    open func makeKeyAndVisible() {
        makeKey()
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
