import Testing
@testable import UIKit
import Flipbook

/// The navigation controller's toolbar: shown when `isToolbarHidden` is false, with the top controller's items.
@MainActor
@Suite struct UINavigationControllerToolbarTests {
    @Test func showsTheTopControllersItemsAlongTheBottom() {
        let stage = Stage(device: .iPhoneSE)
        let first = UIViewController()
        first.toolbarItems = [UIBarButtonItem(title: "One", style: .plain)]
        let nav = UINavigationController(rootViewController: first)
        stage.window.rootViewController = nav
        stage.pump()
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: false)
        stage.pump()
        #expect(!nav.toolbar.isHidden)
        let bounds = nav.view.bounds
        #expect(nav.toolbar.frame == CGRect(x: 0, y: bounds.height - 44, width: bounds.width, height: 44))
        #expect(nav.toolbar.items?.first?.title == "One")
        let second = UIViewController()
        second.setToolbarItems([UIBarButtonItem(title: "Two", style: .plain)], animated: false)
        nav.pushViewController(second, animated: true)
        stage.pumpAndSettle()
        #expect(nav.toolbar.items?.first?.title == "Two")
        second.toolbarItems = nil
        #expect(nav.toolbar.items == nil)
        nav.isToolbarHidden = true
        #expect(nav.toolbar.isHidden)
    }

    /// On an iPhone with a home indicator the bar's background reaches the bottom edge, the items above it.
    @Test func extendsUnderTheBottomSafeArea() {
        let stage = Stage(device: .iPhone15)
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.isToolbarHidden = false
        stage.window.rootViewController = nav
        stage.pump()
        #expect(nav.toolbar.frame.maxY == nav.view.bounds.height)
        #expect(abs(nav.toolbar.frame.height - (44 + 34)) < 1e-6)
    }
}

/// `setToolbarHidden(_:animated:)` and toolbar changes during push and pop (iPhone SE: 375 × 667).
@MainActor
@Suite struct UINavigationControllerToolbarAnimationTests {
    func make(toolbarHidden: Bool = true) -> (Stage, UINavigationController, UIViewController) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "One", style: .plain)]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = toolbarHidden
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        return (stage, nav, root)
    }

    static let resting = CGRect(x: 0, y: 667 - 44, width: 375, height: 44)

    @Test func hideShowBarDurationIsUIKitsConstant() {
        #expect(UINavigationController.hideShowBarDuration == 0.2)
    }

    /// Showing slides the bar up from below the bottom edge over 0.2 s, ease-in-out.
    @Test func showingSlidesUpFromTheBottom() {
        let (stage, nav, _) = make()
        nav.setToolbarHidden(false, animated: true)
        #expect(!nav.isToolbarHidden && !nav.toolbar.isHidden)
        #expect(nav.toolbar.frame == Self.resting, "the model is at rest at once")
        stage.pump(0.1)
        let eased = cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: 0.5)
        let y = Double(nav.toolbar.presented.frame.minY)
        #expect(abs(y - (667 - 44 * eased)) < 0.5)
        stage.pumpAndSettle()
        #expect(nav.toolbar.presented.frame == Self.resting && !nav.toolbar.isHidden)
    }

    /// Hiding slides it down out of the screen, then hides it; a view that stops above the bar grows with it.
    @Test func hidingSlidesDownAndTheViewFollows() {
        let (stage, nav, root) = make(toolbarHidden: false)
        root.edgesForExtendedLayout = [.top]
        nav.view.setNeedsLayout()
        stage.pump()
        #expect(root.view.frame.maxY == 623)
        nav.setToolbarHidden(true, animated: true)
        #expect(nav.isToolbarHidden && !nav.toolbar.isHidden, "still on screen while it slides")
        stage.pump(0.1)
        let eased = cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: 0.5)
        #expect(abs(Double(nav.toolbar.presented.frame.minY) - (623 + 44 * eased)) < 0.5)
        #expect(abs(Double(root.view.presented.frame.maxY) - (623 + 44 * eased)) < 0.5)
        stage.pumpAndSettle()
        #expect(nav.toolbar.isHidden)
        #expect(root.view.frame.maxY == 667)
    }

    /// Asked for in the incoming controller's viewWillAppear, the bar comes in from the right with the push.
    @Test func showingDuringAPushFollowsTheTransition() {
        final class WantsToolbar: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setToolbarHidden(false, animated: animated)
            }
        }
        let (stage, nav, _) = make()
        let detail = WantsToolbar()
        detail.toolbarItems = [UIBarButtonItem(title: "Two", style: .plain)]
        nav.pushViewController(detail, animated: true)
        stage.pump(NavigationSlideAnimator.duration / 2)
        let x = Double(nav.toolbar.presented.frame.minX)
        let incoming = Double(detail.view.presented.frame.minX)
        #expect(abs(x - incoming) < 0.5, "with the incoming view")
        #expect(x > 0 && x < 375)
        #expect(nav.toolbar.presented.frame.minY == 623)
        stage.pumpAndSettle()
        #expect(nav.toolbar.frame == Self.resting && !nav.toolbar.isHidden)
        #expect(nav.toolbar.items?.first?.title == "Two")
    }

    /// Hidden by the revealed controller during an interactive pop: the bar leaves to the right with the finger,
    /// and comes back if the pop is cancelled.
    @Test func hidingDuringAnInteractivePopFollowsTheFingerAndCancels() {
        final class HidesToolbar: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setToolbarHidden(true, animated: animated)
            }
        }
        let stage = Stage(device: .iPhoneSE)
        let nav = UINavigationController(rootViewController: HidesToolbar())
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let detail = UIViewController()
        nav.pushViewController(detail, animated: false)
        nav.setToolbarHidden(false, animated: false)
        stage.pumpAndSettle()
        let finger = stage.touchDown(at: CGPoint(x: 2, y: 300))
        stage.move(finger, to: CGPoint(x: 2 + 10 + 375 * 0.25, y: 300), duration: 1)
        stage.pump()
        let x = Double(nav.toolbar.presented.frame.minX)
        #expect(abs(x - 375 * cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: 0.25)) < 0.5)
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(nav.topViewController === detail)
        #expect(!nav.isToolbarHidden && !nav.toolbar.isHidden)
        #expect(nav.toolbar.presented.frame == Self.resting)
    }
}
