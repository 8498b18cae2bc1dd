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

extension UIWindow {
    /// Ends the presentations of the window's view controllers when the window goes (its `deinit`). While a
    /// controller is presented, it and its presenter hold each other (through the presentation controller), which
    /// nothing would break once the window had gone: the controllers, their views, layers and bitmaps would be
    /// kept for good — every time a stage was dropped with a presentation up.
    static func endPresentations(from root: UIViewController?) {
        var pending = root.map { [$0] } ?? []
        var seen = Set<ObjectIdentifier>()
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            pending.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController {
                pending.append(presented)
                controller.presentedViewController = nil
                presented.presentingViewController = nil
                presented.activePresentationController = nil
            }
        }
    }
}
