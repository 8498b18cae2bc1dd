import Testing
@testable import UIKit
import Flipbook

/// The navigation bar at the top of the safe area, per device (issue 17): below the status bar or the sensor
/// housing, 44 pt tall on iPhone in portrait (96 with a large title), 32 pt in an iPhone's landscape, 50 pt on
/// iPad, its background reaching up under the status bar, and the children's safe area starting below it.
@MainActor
@Suite struct UINavigationControllerBarPlacementTests {
    final class Screen: UIViewController {
        override func loadView() {
            view = UIView()
            view.backgroundColor = .white
        }
    }

    func show(on device: Stage.Device, configure: (UINavigationController) -> Void = { _ in })
        -> (Stage, UINavigationController, Screen) {
        let stage = Stage(device: device)
        let screen = Screen()
        screen.title = "Title"
        let nav = UINavigationController(rootViewController: screen)
        configure(nav)
        stage.window.rootViewController = nav
        stage.pump()
        stage.pumpAndSettle()
        return (stage, nav, screen)
    }

    @Test(arguments: [(Stage.Device.iPhoneSE, CGFloat(20), CGFloat(44)), (.iPhone15, 59, 44), (.iPad, 24, 50)])
    func barSitsAtTheTopOfTheSafeArea(_ device: Stage.Device, _ top: CGFloat, _ height: CGFloat) {
        let (stage, nav, screen) = show(on: device)
        let width = device.size.width
        #expect(nav.view.safeAreaInsets.top == top)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: top, width: width, height: height))
        // The child's view runs under the translucent bar; its safe area ends at the bar's bottom edge.
        #expect(screen.view.frame == nav.view.bounds)
        #expect(screen.view.safeAreaInsets.top == top + height)
        // The background fills the status bar's area above the bar's frame.
        #expect(nav.navigationBar.barBackground.frame == CGRect(x: 0, y: -top, width: width, height: top + height))
        withExtendedLifetime(stage) {}
    }

    @Test func iPhone15ChildrenStartAt103UnderAnOpaqueBar() {
        let (stage, nav, screen) = show(on: .iPhone15) { $0.navigationBar.isTranslucent = false }
        #expect(screen.view.frame == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        #expect(screen.view.safeAreaInsets.top == 0)
        #expect(nav.navigationBar.frame.maxY == 103)
        withExtendedLifetime(stage) {}
    }

    /// The status bar's area shows the bar's colour: the background reaches up, though the frame does not.
    @Test func theBackgroundFillsTheStatusBarArea() {
        let (stage, nav, _) = show(on: .iPhone15) { nav in
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .red
            nav.navigationBar.standardAppearance = appearance
        }
        stage.pump()
        let image = stage.snapshot(scale: 1)
        #expect(Probe.matches(image, 196, 30, (255, 0, 0)), "under the status bar, between its texts")
        #expect(Probe.matches(image, 20, 100, (255, 0, 0)), "the bar's own lowest row")
        #expect(Probe.matches(image, 20, 110, (255, 255, 255)), "the content below it")
        // Items sit in the bar's 44 pt: the title is centred on y = 59 + 22.
        let title = nav.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Title" }
        #expect(title.map { $0.frame.midY } == 22)
    }

    /// A large title adds 52 pt below the bar's 44 (96 in all, as on iOS 11 and later).
    @Test(arguments: [(Stage.Device.iPhoneSE, CGFloat(20)), (.iPhone15, 59)])
    func largeTitleBarIs96(_ device: Stage.Device, _ top: CGFloat) {
        let (stage, nav, screen) = show(on: device) { $0.navigationBar.prefersLargeTitles = true }
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: top, width: device.size.width, height: 96))
        #expect(screen.view.safeAreaInsets.top == top + 96)
        screen.navigationItem.largeTitleDisplayMode = .never
        nav.view.setNeedsLayout()
        stage.pump()
        #expect(nav.navigationBar.frame.height == 44)
    }

    /// In an iPhone's landscape the status bar is hidden: the bar is at the top, 32 pt (compact height), and no
    /// large title shows (decision, iOS's landscape layout).
    @Test(arguments: [Stage.Device.iPhoneSE, .iPhone15])
    func landscapeBarIsCompact(_ device: Stage.Device) {
        let (stage, nav, screen) = show(on: device) { $0.navigationBar.prefersLargeTitles = true }
        stage.rotate(to: .landscapeLeft)
        stage.pumpAndSettle()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: device.size.height, height: 32))
        #expect(nav.navigationBar.barBackground.frame.minY == 0)
        #expect(screen.view.safeAreaInsets.top == 32)
        stage.rotate(to: .portrait)
        stage.pumpAndSettle()
        #expect(nav.navigationBar.frame.height == 96)
    }

    /// A navigation controller whose view does not reach the top of the screen (a page sheet) has no status bar
    /// above its bar: the bar is at its top, 44 pt, with nothing to fill above it.
    @Test func inASheetTheBarIsAtTheTop() {
        let stage = Stage(device: .iPhone15)
        let presenter = Screen()
        stage.window.rootViewController = presenter
        stage.pumpAndSettle()
        let nav = UINavigationController(rootViewController: Screen())
        presenter.present(nav, animated: false)
        stage.pumpAndSettle()
        #expect(nav.view.frame.minY > 59)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(nav.navigationBar.barBackground.frame.minY == 0)
    }

    /// The bottom bars above the home indicator: the tab bar 49 + 34 = 83 pt, the toolbar 44 + 34 with its items
    /// in the top 44; on iPad 50 + 20.
    @Test func bottomBarsOnIPhone15AndIPad() {
        let stage = Stage(device: .iPhone15)
        let tabs = UITabBarController()
        tabs.viewControllers = [Screen(), Screen()]
        stage.window.rootViewController = tabs
        stage.pumpAndSettle()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))

        let (phone, nav, screen) = show(on: .iPhone15) { $0.isToolbarHidden = false }
        screen.toolbarItems = [UIBarButtonItem(title: "One", style: .plain)]
        phone.pump()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 852 - 78, width: 393, height: 78))
        let item = nav.toolbar.subviews.first { $0.accessibilityIdentifier == "One" }
        #expect(item.map { $0.frame.midY } == 22)

        let (pad, padNav, padScreen) = show(on: .iPad) { $0.isToolbarHidden = false }
        #expect(padNav.toolbar.frame == CGRect(x: 0, y: 1180 - 70, width: 820, height: 70))
        #expect(padScreen.view.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 70, right: 0))
        withExtendedLifetime((phone, pad)) {}
    }

    /// A hidden bar covers nothing: the child's safe area is the window's.
    @Test func hiddenBarLeavesTheWindowsSafeArea() {
        let (stage, nav, screen) = show(on: .iPhone15)
        nav.setNavigationBarHidden(true, animated: false)
        stage.pump()
        #expect(screen.view.safeAreaInsets.top == 59)
        nav.setNavigationBarHidden(false, animated: false)
        stage.pump()
        #expect(screen.view.safeAreaInsets.top == 103)
    }
}
