import QuartzCore

/// The device the app runs on: here the stage's virtual device (`Stage(device:)`), so `.pad` on an iPad stage.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device of the stage in use.
    open class var current: UIDevice { shared }
    private static let shared = UIDevice()

    private var environment: ScreenEnvironment { UIScreen.main.environment }

    open var name: String { environment.deviceModel }
    open var model: String { environment.deviceModel }
    open var localizedModel: String { environment.deviceModel }
    /// "iOS", as on an iPhone (iPadOS reports "iPadOS" from iOS 15 on an iPad).
    open var systemName: String { environment.userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS version whose behaviour Flipbook follows.
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { environment.userInterfaceIdiom }
    /// Landscape when the stage's screen is wider than tall (home button or Dynamic Island on the right:
    /// `.landscapeLeft`), else portrait.
    open var orientation: UIDeviceOrientation {
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }
    open var isGeneratingDeviceOrientationNotifications: Bool { generatingOrientationNotifications > 0 }
    private var generatingOrientationNotifications = 0
    open func beginGeneratingDeviceOrientationNotifications() { generatingOrientationNotifications += 1 }
    open func endGeneratingDeviceOrientationNotifications() {
        generatingOrientationNotifications = max(0, generatingOrientationNotifications - 1)
    }
    open var isMultitaskingSupported: Bool { true }
    open var identifierForVendor: UUID? { nil }
    open var isBatteryMonitoringEnabled = false
    /// -1: unknown, as iOS reports while battery monitoring is off (and always here).
    open var batteryLevel: Float { -1 }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }

    /// Posted when the stage rotates (`Stage.rotate(to:)`).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
