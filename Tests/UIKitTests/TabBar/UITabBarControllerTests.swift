import Testing
@testable import UIKit
import Flipbook

/// The tab bar is placed by the layout pass of the controller's view (`viewDidLayoutSubviews`) as soon as the view
/// is in the window: no later commit is needed (an iPhone 15: 393 × 852, a 49-point bar over 34 points of home
/// indicator).
@MainActor
@Suite struct UITabBarControllerTests {
    final class CountingTabBarController: UITabBarController {
        var layouts = 0
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layouts += 1
        }
    }

    let restingFrame = CGRect(x: 0, y: 852 - 83, width: 393, height: 83)

    /// The window's first layout pass places the bar: no pump, no commit.
    @Test func theBarIsPlacedByTheFirstLayoutInTheWindow() {
        let stage = Stage(device: .iPhone15)
        let tabs = CountingTabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        stage.window.rootViewController = tabs
        stage.window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == restingFrame)
        #expect(tabs.layouts == 1)
        stage.pump()
        #expect(tabs.tabBar.frame == restingFrame)
        #expect(tabs.layouts == 1, "nothing asked for a second pass")
    }

    /// The case the engine missed: the controller's view laid out before it joins the window, at the window's
    /// size — so joining changes no size — and without the window's safe area.
    @Test func aViewLaidOutBeforeItJoinsIsLaidOutAgainInTheWindow() {
        let stage = Stage(device: .iPhone15)
        let tabs = CountingTabBarController()
        tabs.viewControllers = [UIViewController()]
        tabs.view.frame = stage.window.bounds
        tabs.view.layoutIfNeeded()
        #expect(tabs.tabBar.frame.height == 49, "no home indicator outside the window")
        let before = tabs.layouts
        stage.window.rootViewController = tabs
        stage.window.layoutIfNeeded()
        #expect(tabs.layouts == before + 1)
        #expect(tabs.tabBar.frame == restingFrame)
    }

    /// A settle right after the controller joins runs no frame (nothing animates): it still lays the view out.
    @Test func theBarIsPlacedWhenTheStageSettles() {
        let stage = Stage(device: .iPhone15)
        let root = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: root), UIViewController()]
        stage.window.rootViewController = tabs
        stage.pumpAndSettle()
        #expect(tabs.tabBar.frame == restingFrame)
        #expect(root.view.safeAreaInsets.bottom == 83, "the tab bar's coverage reaches the navigation child")
    }
}
