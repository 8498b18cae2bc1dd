import Testing
@testable import UIKit
import Flipbook

/// `hidesBottomBarWhenPushed`: a navigation controller in a tab bar controller hides the tab bar while a
/// controller that asks for it is on the stack; the bar rides the transition's views (iPhone 15: 393 × 852).
@MainActor
@Suite struct UINavigationControllerBottomBarTests {
    final class Screen: UIViewController {
        let color: UIColor
        init(_ color: UIColor, hidesBar: Bool = false) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
            hidesBottomBarWhenPushed = hidesBar
        }
        required init?(coder: NSCoder) { fatalError() }
        override func loadView() {
            view = UIView()
            view.backgroundColor = color
        }
    }

    func make() -> (Stage, UITabBarController, UINavigationController, Screen) {
        let stage = Stage(device: .iPhone15)
        let root = Screen(.white)
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        stage.window.rootViewController = tabs
        stage.pumpAndSettle()
        return (stage, tabs, nav, root)
    }

    @Test func pushingHidesTheTabBarAndTheViewRunsToTheBottom() {
        let (stage, tabs, nav, root) = make()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 83)
        let detail = Screen(.green, hidesBar: true)
        nav.pushViewController(detail, animated: true)
        stage.pumpAndSettle()
        #expect(tabs.tabBar.isHidden)
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(detail.view.frame == nav.view.bounds)
        #expect(detail.view.safeAreaInsets.bottom == 34, "only the home indicator")
        // Pixels: the pushed content fills the bottom where the bar was.
        #expect(Probe.matches(stage.snapshot(scale: 1), 20, 852 - 40, (0, 255, 0)))
        nav.popViewController(animated: true)
        stage.pumpAndSettle()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(root.view.safeAreaInsets.bottom == 83)
    }

    /// The bar leaves with the outgoing view: half way through the push it is inside that view, moving with it.
    @Test func theBarSlidesOutWithThePush() {
        let (stage, tabs, nav, root) = make()
        nav.pushViewController(Screen(.green, hidesBar: true), animated: true)
        stage.pump(NavigationSlideAnimator.duration / 2)
        #expect(tabs.tabBar.superview === root.view)
        #expect(!tabs.tabBar.isHidden)
        let x = Double(root.view.presented.frame.minX)
        let expected = -393 * 0.3 * cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: 0.5)
        #expect(abs(x - expected) < 0.5, "the outgoing view (and the bar in it) in parallax")
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83), "at rest in that view")
        stage.pumpAndSettle()
        #expect(tabs.tabBar.isHidden && tabs.tabBar.superview === tabs.view)
    }

    /// An interactive pop brings the bar in with the incoming view, at the finger's progress; a cancelled pop
    /// leaves it hidden, a finished one shows it.
    @Test func theBarFollowsAnInteractivePop() {
        let (stage, tabs, nav, root) = make()
        nav.pushViewController(Screen(.green, hidesBar: true), animated: false)
        stage.pumpAndSettle()
        #expect(tabs.tabBar.isHidden)
        let finger = stage.touchDown(at: CGPoint(x: 2, y: 400))
        stage.move(finger, to: CGPoint(x: 2 + 10 + 393 * 0.25, y: 400), duration: 1)  // a quarter, slowly
        stage.pump()
        #expect(tabs.tabBar.superview === root.view && !tabs.tabBar.isHidden)
        let eased = cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: 0.25)
        let x = Double(root.view.presented.frame.minX)
        #expect(abs(x - (-393 * 0.3 * (1 - eased))) < 0.5, "the incoming view, and the bar in it, at a quarter")
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 2, "cancelled")
        #expect(tabs.tabBar.isHidden && tabs.tabBar.superview === tabs.view)
        stage.swipe(fromEdge: .left, distance: 300, duration: 0.3)
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 1)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.superview === tabs.view)
        #expect(root.view.safeAreaInsets.bottom == 83)
    }

    /// Decision: a controller pushed above one that hid the bar keeps it hidden (iOS's behaviour).
    @Test func theBarStaysHiddenAboveAControllerThatHidIt() {
        let (stage, tabs, nav, _) = make()
        nav.pushViewController(Screen(.green, hidesBar: true), animated: true)
        stage.pumpAndSettle()
        let third = Screen(.blue)
        nav.pushViewController(third, animated: true)
        stage.pumpAndSettle()
        #expect(tabs.tabBar.isHidden)
        #expect(third.view.safeAreaInsets.bottom == 34)
        nav.popToRootViewController(animated: false)
        stage.pumpAndSettle()
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func withoutATabBarControllerNothingHappens() {
        let stage = Stage(device: .iPhone15)
        let nav = UINavigationController(rootViewController: Screen(.white))
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let detail = Screen(.green, hidesBar: true)
        nav.pushViewController(detail, animated: true)
        stage.pumpAndSettle()
        #expect(detail.view.frame == nav.view.bounds)
        #expect(detail.view.safeAreaInsets.bottom == 34)
    }
}
