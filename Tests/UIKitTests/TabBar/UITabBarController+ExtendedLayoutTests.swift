import Testing
@testable import UIKit
import Flipbook

/// `edgesForExtendedLayout` / `extendedLayoutIncludesOpaqueBars` in a tab bar controller, and the safe area the
/// tab bar gives its child (Apple's rules; an iPhone 15: 393 × 852, 34 points of home indicator).
@MainActor
@Suite struct UITabBarControllerExtendedLayoutTests {
    func make(device: Stage.Device = .iPhone15,
              _ configure: (UIViewController, UITabBarController) -> Void = { _, _ in })
        -> (Stage, UIViewController, UITabBarController) {
        let stage = Stage(device: device)
        let child = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [child, UIViewController()]
        configure(child, tabs)
        stage.window.rootViewController = tabs
        stage.pump()
        return (stage, child, tabs)
    }

    @Test func theBarSitsOnTheBottomSafeArea() {
        let (stage, _, tabs) = make()
        defer { withExtendedLifetime(stage) {} }
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        let (seStage, _, seTabs) = make(device: .iPhoneSE)
        defer { withExtendedLifetime(seStage) {} }
        #expect(seTabs.tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
    }

    @Test func viewRunsUnderTheTranslucentBarWithTheBarInItsSafeArea() {
        let (stage, child, tabs) = make()
        defer { withExtendedLifetime(stage) {} }
        #expect(child.view.frame == tabs.view.bounds)
        #expect(child.view.safeAreaInsets.bottom == 83)
        #expect(child.view.safeAreaInsets.top == 59)
    }

    @Test func withoutBottomInTheEdgesTheViewStopsAboveTheBar() {
        let (stage, child, _) = make { child, _ in child.edgesForExtendedLayout = [.top] }
        defer { withExtendedLifetime(stage) {} }
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
        #expect(child.view.safeAreaInsets.bottom == 0, "nothing covers it: the home indicator is under the bar")
    }

    @Test func opaqueBarsCoverUnlessIncluded() {
        let (stage, child, _) = make { _, tabs in tabs.tabBar.isTranslucent = false }
        defer { withExtendedLifetime(stage) {} }
        #expect(child.view.frame.maxY == 769)
        let (includedStage, included, tabs) = make { child, tabs in
            tabs.tabBar.isTranslucent = false
            child.extendedLayoutIncludesOpaqueBars = true
        }
        #expect(included.view.frame == tabs.view.bounds)
        #expect(included.view.safeAreaInsets.bottom == 83)
        withExtendedLifetime(includedStage) {}
    }

    @Test func switchingTabsLaysOutTheNewChild() {
        let (stage, _, tabs) = make()
        let second = tabs.viewControllers![1]
        second.edgesForExtendedLayout = []
        tabs.selectedIndex = 1
        stage.pump()
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
    }

    /// A navigation controller's children see the tab bar through it.
    @Test func navigationChildrenGetTheTabBarInTheirSafeArea() {
        let stage = Stage(device: .iPhone15)
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        stage.window.rootViewController = tabs
        stage.pump()
        #expect(nav.view.frame == tabs.view.bounds)
        #expect(root.view.frame == nav.view.bounds)
        #expect(root.view.safeAreaInsets.bottom == 83)
        #expect(root.view.safeAreaInsets.top == nav.navigationBar.frame.maxY)
    }

    /// The tab bar's safe area through Auto Layout: a view pinned to the safe area's bottom sits on the bar.
    @Test func safeAreaGuideEndsAtTheBar() {
        let (stage, child, _) = make()
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.bottomAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: child.view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.pump()
        #expect(footer.frame == CGRect(x: 0, y: 852 - 83 - 20, width: 100, height: 20))
    }
}

/// A navigation controller's toolbar inside a tab bar controller sits on the tab bar.
@MainActor
@Suite struct UITabBarControllerToolbarTests {
    @Test func theToolbarSitsAboveTheTabBar() {
        let stage = Stage(device: .iPhone15)
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        stage.window.rootViewController = tabs
        stage.pump()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 852 - 83 - 44, width: 393, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 127, "the tab bar and the toolbar")
    }
}
