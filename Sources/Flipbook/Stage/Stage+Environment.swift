import UIKit

/// The device's settings a stage switches — appearance, text size, accessibility, orientation — and the
/// records of what has no effect on Linux (haptics, accessibility announcements).
extension Stage {
    /// Light or dark, as Settings › Display sets it. Changing it re-resolves dynamic colours and tells every
    /// controller and view whose traits changed (`traitCollectionDidChange(_:)`, registered handlers), at once.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { screen.environment.userInterfaceStyle }
        set {
            activate()
            window.recordTraitBaselines()
            screen.environment.userInterfaceStyle = newValue
            window.propagateTraitChanges()
        }
    }

    /// The text size (Dynamic Type); changing it tells trait observers and posts
    /// `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { screen.environment.preferredContentSizeCategory }
        set {
            activate()
            window.recordTraitBaselines()
            screen.environment.preferredContentSizeCategory = newValue
            window.propagateTraitChanges()
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        }
    }

    /// Settings › Accessibility › Motion › Reduce Motion; posts `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public var isReduceMotionEnabled: Bool {
        get { screen.environment.isReduceMotionEnabled }
        set {
            activate()
            screen.environment.isReduceMotionEnabled = newValue
            NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    /// Whether VoiceOver runs; posts `UIAccessibility.voiceOverStatusDidChangeNotification`.
    public var isVoiceOverRunning: Bool {
        get { screen.environment.isVoiceOverRunning }
        set {
            activate()
            screen.environment.isVoiceOverRunning = newValue
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    /// A haptic a feedback generator played on this stage.
    public enum Haptic: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case selection
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// Every haptic played on this stage, in order.
    public var haptics: [Haptic] {
        screen.environment.feedbackEvents.map {
            switch $0 {
            case .impact(let style, let intensity): .impact(style, intensity: intensity)
            case .selection: .selection
            case .notification(let type): .notification(type)
            }
        }
    }

    /// Every `UIAccessibility.post(notification:argument:)` made on this stage, in order.
    public var accessibilityPosts: [(notification: UIAccessibility.Notification, argument: Any?)] {
        screen.environment.accessibilityPosts
    }

    /// The status bar as the stage would draw it: the style and visibility the window's controllers ask for
    /// (`preferredStatusBarStyle`, `prefersStatusBarHidden`, following full-screen presentations and
    /// `modalPresentationCapturesStatusBarAppearance`), and its height.
    public var statusBar: (style: UIStatusBarStyle, isHidden: Bool, height: CGFloat) {
        let appearance = window.statusBarAppearance
        return (appearance.style, appearance.hidden, appearance.hidden ? 0 : screen.statusBarHeight)
    }

    /// A memory warning: posts `UIApplication.didReceiveMemoryWarningNotification` and calls
    /// `didReceiveMemoryWarning()` on every controller in the window, as iOS does.
    public func simulateMemoryWarning() {
        activate()
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared)
        for controller in window.viewControllersInWindow { controller.didReceiveMemoryWarning() }
    }
}

extension Stage {
    /// Turns the device to `orientation` (portrait or landscape) over `duration` (iOS rotates in 0.4 s):
    /// `UIDevice.orientationDidChangeNotification`, then the controllers' `willTransition(to:with:)` (size
    /// classes) and `viewWillTransition(to:with:)` with a coordinator, the animated resize with their alongside
    /// animations, trait changes, and the status bar notifications. Pump the stage to run it.
    public func rotate(to orientation: UIDeviceOrientation, duration: TimeInterval = 0.4) {
        activate()
        let current = screen.bounds.size
        let portrait = CGSize(width: min(current.width, current.height), height: max(current.width, current.height))
        let target = orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        guard target != current else { return }
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
        window.setDeviceSafeAreaInsets(Self.safeAreaInsets(of: device, landscape: orientation.isLandscape,
                                                           statusBarHidden: window.statusBarAppearance.hidden))
        let angle: CGFloat = orientation == .landscapeRight ? .pi / 2 : -.pi / 2
        window.rotate(to: target, duration: duration, angle: orientation.isLandscape ? angle : -angle)
    }

    /// The safe area of `device` in an orientation: in landscape a phone with a home button has none (iOS hides
    /// the status bar), one with a sensor housing keeps that inset on both sides and 21 pt for the home
    /// indicator; an iPad keeps its insets. With the status bar hidden, a top inset that is only the status bar
    /// goes (StatusBarSafeArea.swift).
    static func safeAreaInsets(of device: Device, landscape: Bool, statusBarHidden: Bool = false) -> UIEdgeInsets {
        guard landscape, device.idiom == .phone else {
            var insets = device.safeAreaInsets
            if statusBarHidden, insets.top <= device.statusBarHeight { insets.top = 0 }
            return insets
        }
        let housing = device.safeAreaInsets.top
        guard housing > 20 else { return .zero }
        return UIEdgeInsets(top: 0, left: housing, bottom: 21, right: housing)
    }
}
