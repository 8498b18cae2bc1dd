import QuartzCore

extension UIWindow {
    private struct WeakWindow { weak var window: UIWindow? }
    private static var registry: [WeakWindow] = []

    /// Records a new window for `UIApplication.shared.windows`.
    static func register(_ window: UIWindow) {
        registry.removeAll { $0.window == nil }
        registry.append(WeakWindow(window: window))
    }

    /// The windows alive now, oldest first.
    package static var liveWindows: [UIWindow] { registry.compactMap(\.window) }
}
