import QuartzCore

/// The app: its windows, the key window, action sending, and the notifications UIKit posts about the app.
/// There is one (``shared``); its windows are those of the stages alive in the process, the key window that of
/// the stage in use.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app object.
    open class var shared: UIApplication { sharedApplication }
    private static let sharedApplication = UIApplication()

    private override init() {
        super.init()
    }

    /// The app's windows that are still alive, in the order they were made.
    open var windows: [UIWindow] { UIWindow.liveWindows }

    /// The key window of the stage in use (deprecated on iOS 13 in favour of a scene's, still widely used).
    open var keyWindow: UIWindow? {
        let screen = UIScreen.main
        return windows.last { $0.isKeyWindow && $0.screen === screen } ?? windows.last { $0.isKeyWindow }
    }

    /// One window scene per stage screen with windows on it.
    open var connectedScenes: Set<UIScene> {
        var scenes = Set<UIScene>()
        for window in windows { scenes.insert(UIWindowScene.scene(for: window.screen)) }
        return scenes
    }

    open var applicationState: State { .active }
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    open var isNetworkActivityIndicatorVisible = false
    /// What the `UIApplication.open` calls asked for, for tests (Flipbook's; nothing opens on Linux).
    package private(set) var openedURLs: [URL] = []

    /// No other app can open anything on Linux: logs the request and reports failure (asynchronously, at the
    /// next frame, as iOS calls the handler later on the main queue).
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        print("Flipbook: UIApplication.open(\(url)) ignored: no app opens URLs on Linux")
        guard let completion else { return }
        MediaClock.current.scheduleAtNextCommit { completion(false) }
    }

    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Sends `action` to `target`, or, when `target` is nil, to the first responder of the key window's chain
    /// that is a `Target` (starting at the first responder, or at the key window when there is none). Returns
    /// whether some responder took it. Linux has no selectors: the action is a method reference
    /// (`UIResponder.resignFirstResponder` for `#selector(UIResponder.resignFirstResponder)`).
    @discardableResult
    open func sendAction<Target, Result>(_ action: (Target) -> () -> Result, to target: Target?, from sender: Any?,
                                         for event: UIEvent?) -> Bool {
        deliver(to: target) { _ = action($0)() }
    }

    /// The same for actions that take the sender.
    @discardableResult
    open func sendAction<Target, Result>(_ action: (Target) -> (Any?) -> Result, to target: Target?, from sender: Any?,
                                         for event: UIEvent?) -> Bool {
        deliver(to: target) { _ = action($0)(sender) }
    }

    private func deliver<Target>(to target: Target?, _ invoke: (Target) -> Void) -> Bool {
        if let target {
            invoke(target)
            return true
        }
        var responder: UIResponder? = keyWindow.flatMap { Self.firstResponder(in: $0) } ?? keyWindow
        while let current = responder {
            if let match = current as? Target {
                invoke(match)
                return true
            }
            responder = current.next
        }
        return false
    }

    private static func firstResponder(in view: UIView) -> UIResponder? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }

    /// Sends touches and other events to the windows (the stage calls the window directly).
    open func sendEvent(_ event: UIEvent) {
        keyWindow?.sendEvent(event)
    }

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    // Notifications. The stage posts the status bar ones when it rotates and the memory warning from
    // `simulateMemoryWarning()`; the life-cycle ones are declared for code that observes them (a stage is
    // always active).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The `userInfo` key of the new frame (`NSValue(cgRect:)`) in the status bar frame notifications.
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    /// The `userInfo` key of the new orientation (`NSNumber` of the raw value) in the orientation notifications.
    public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

    /// The status bar's frame on the stage in use (deprecated on iOS 13; `statusBarManager` on the scene).
    open var statusBarFrame: CGRect {
        let screen = UIScreen.main
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: statusBarHidden ? 0 : screen.statusBarHeight)
    }

    /// The interface orientation of the stage in use.
    open var statusBarOrientation: UIInterfaceOrientation {
        UIScreen.main.bounds.width > UIScreen.main.bounds.height ? .landscapeRight : .portrait
    }

    /// Whether the key window's status bar is hidden (what its controllers prefer).
    open var isStatusBarHidden: Bool { statusBarHidden }
    private var statusBarHidden: Bool { keyWindow?.statusBarAppearance.hidden ?? false }
}

extension UIScreen {
    /// The status bar height of the stage's device in portrait; 0 in landscape on an iPhone, as iOS hides it.
    package var statusBarHeight: CGFloat {
        if environment.userInterfaceIdiom == .phone, bounds.width > bounds.height { return 0 }
        return environment.statusBarHeight
    }
}
