import Testing
import Flipbook

private final class StatusController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var warnings = 0
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

/// Records the rotation calls in order.
private final class RotatingController: UIViewController {
    var log: [String] = []
    var widthDuringAlongside: CGFloat?
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("willTransition \(newCollection.verticalSizeClass == .compact ? "vC" : "vR")")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        coordinator.animate(alongsideTransition: { _ in
            self.widthDuringAlongside = self.view.bounds.width
            self.log.append("alongside")
        }) { context in
            self.log.append("completion \(context.transitionDuration)")
        }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange")
    }
}

/// The app object, the device, scenes, haptics, accessibility, the status bar and rotation.
@MainActor
@Suite struct UIApplicationTests {
    @Test func sharedApplicationSeesTheStagesWindow() {
        let stage = Stage(device: .iPhoneSE)
        #expect(UIApplication.shared.keyWindow === stage.window)
        #expect(UIApplication.shared.windows.contains { $0 === stage.window })
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .first { $0.screen === stage.screen }
        #expect(scene?.keyWindow === stage.window)
        #expect(stage.window.windowScene === scene)
        // A second window made key on the same screen takes over, as on iOS.
        let overlay = UIWindow(frame: stage.window.bounds)
        overlay.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === overlay)
        #expect(!stage.window.isKeyWindow)
        stage.window.makeKey()
        #expect(UIApplication.shared.keyWindow === stage.window)
    }

    @Test func sendActionWalksTheResponderChain() {
        let stage = Stage(device: .iPhoneSE)
        let controller = StatusController()
        stage.window.rootViewController = controller
        stage.pump()
        // With no first responder, a nil-targeted action starts at the key window (as on iOS).
        var reached: UIWindow?
        let handled = UIApplication.shared.sendAction({ (target: UIWindow) in { reached = target } },
                                                      to: nil, from: nil, for: nil)
        #expect(handled)
        #expect(reached === stage.window)
        var explicit: UIViewController?
        UIApplication.shared.sendAction({ (target: UIViewController) in { explicit = target } },
                                        to: controller, from: nil, for: nil)
        #expect(explicit === controller)
        #expect(UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
    }

    @Test func openIsIgnoredAndReportsFailure() {
        let stage = Stage(device: .iPhoneSE)
        var result: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { result = $0 }
        #expect(result == nil, "called later, as iOS does")
        stage.pump()
        #expect(result == false)
        #expect(!UIApplication.shared.canOpenURL(URL(string: "tel:1")!))
    }

    @Test func deviceReportsTheStagesDevice() {
        let stage = Stage(device: .iPhone15)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIApplication.shared.statusBarFrame.height == 54)
        _ = stage
        let pad = Stage(device: .iPad)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIApplication.shared.statusBarFrame.height == 24)
        _ = pad
    }

    @Test func hapticsAndAnnouncementsAreRecordedPerStage() {
        let stage = Stage(device: .iPhoneSE)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 1.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(stage.haptics == [.impact(.heavy, intensity: 1), .impact(.heavy, intensity: 1), .selection,
                                  .notification(.success)])
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(stage.accessibilityPosts.count == 1)
        #expect(stage.accessibilityPosts.first?.notification == .announcement)
        #expect(stage.accessibilityPosts.first?.argument as? String == "Saved")
        let other = Stage(device: .iPhoneSE)
        #expect(other.haptics.isEmpty)
    }

    @Test func accessibilitySwitches() {
        let stage = Stage(device: .iPhoneSE)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                           object: nil, queue: nil) { _ in posted.value += 1 }
        stage.isReduceMotionEnabled = true
        NotificationCenter.default.removeObserver(token)
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(posted.value == 1)
        stage.isVoiceOverRunning = true
        #expect(UIAccessibility.isVoiceOverRunning)
    }

    @Test func statusBarFollowsFullScreenPresentationsAndCapture() {
        let stage = Stage(device: .iPhoneSE)
        let root = StatusController()
        root.style = .lightContent
        stage.window.rootViewController = root
        stage.pump()
        #expect(stage.statusBar.style == .lightContent)
        #expect(stage.statusBar.height == 20)
        let sheet = StatusController()
        sheet.style = .darkContent
        sheet.hidden = true
        sheet.modalPresentationStyle = .overCurrentContext
        root.present(sheet, animated: false)
        stage.pumpAndSettle()
        #expect(stage.statusBar.style == .lightContent, "a non-full-screen presentation does not take it")
        sheet.modalPresentationCapturesStatusBarAppearance = true
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(stage.statusBar.style == .darkContent)
        #expect(stage.statusBar.isHidden && stage.statusBar.height == 0)
        #expect(UIApplication.shared.isStatusBarHidden)
    }

    @Test func memoryWarningReachesControllers() {
        let stage = Stage(device: .iPhoneSE)
        let root = StatusController()
        stage.window.rootViewController = root
        stage.pump()
        stage.simulateMemoryWarning()
        #expect(root.warnings == 1)
    }

    @Test func rotationCallsTheControllerWithACoordinator() {
        let stage = Stage(device: .iPhoneSE)
        let controller = RotatingController()
        stage.window.rootViewController = controller
        stage.pump()
        stage.window.propagateTraitChanges()
        final class Frames: @unchecked Sendable { var value: [CGRect] = [] }
        let frames = Frames()
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didChangeStatusBarFrameNotification,
                                                           object: nil, queue: nil) { note in
            frames.value.append((note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue ?? .null)
        }
        stage.rotate(to: .landscapeLeft)
        #expect(controller.log == ["willTransition vC", "viewWillTransition 667x375", "traitCollectionDidChange", "alongside"])
        #expect(controller.widthDuringAlongside == 667)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        stage.pump(0.2)
        // Half way through the 0.4 s ease-in-ease-out resize, the window is between the two widths on screen.
        let width = stage.window.layer.presentation()!.bounds.width
        #expect(width > 375 && width < 667)
        stage.pumpAndSettle()
        NotificationCenter.default.removeObserver(token)
        #expect(controller.log.last == "completion 0.4")
        #expect(frames.value == [CGRect(x: 0, y: 0, width: 667, height: 0)], "iOS hides the status bar of a phone in landscape")
        #expect(controller.view.bounds.size == CGSize(width: 667, height: 375))
    }
}
