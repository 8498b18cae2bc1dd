import Testing
@testable import UIKit
import Flipbook

/// A navigation controller's toolbar items cross-fading alongside a push or pop (issue 17): the old items fade out
/// and the new ones in over the transition's duration and curve, an interactive pop scrubs the fade, and a
/// cancelled pop fades back to the old items (iPhone SE).
@MainActor
@Suite struct UIToolbarCrossFadeTests {
    /// The root controller with a toolbar item "One", in a navigation controller showing its toolbar.
    func make() -> (Stage, UINavigationController, UIViewController) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "One", style: .plain)]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        return (stage, nav, root)
    }

    /// The controller pushed: a toolbar item "Two".
    func detail() -> UIViewController {
        let detail = UIViewController()
        detail.toolbarItems = [UIBarButtonItem(title: "Two", style: .plain)]
        return detail
    }

    /// The toolbar's views showing the item titled `title` (a view fading out is still on the bar).
    func views(_ nav: UINavigationController, _ title: String) -> [UIView] {
        nav.toolbar.subviews.filter { $0.accessibilityIdentifier == title }
    }

    /// What is on screen of the one view showing `title`.
    func opacity(_ nav: UINavigationController, _ title: String) -> Double? {
        let shown = views(nav, title)
        guard shown.count == 1 else { return nil }
        return Double(shown[0].presented.opacity)
    }

    /// The transition's ease-in-out at `t` of its duration.
    func eased(_ t: Double) -> Double { cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: t) }

    @Test func pushCrossFadesTheItemsWithTheTransition() throws {
        let (stage, nav, _) = make()
        #expect(opacity(nav, "One") == 1)
        let next = detail()
        nav.pushViewController(next, animated: true)
        // The new items are the bar's at once; both sets are on the bar while they fade.
        #expect(nav.toolbar.items?.first?.title == "Two")
        stage.pump(NavigationSlideAnimator.duration / 4)
        let quarter = eased(0.25)
        #expect(try abs(#require(opacity(nav, "One")) - (1 - quarter)) < 0.02)
        #expect(try abs(#require(opacity(nav, "Two")) - quarter) < 0.02)
        stage.pump(NavigationSlideAnimator.duration / 4)
        #expect(try abs(#require(opacity(nav, "One")) - 0.5) < 0.02)
        #expect(try abs(#require(opacity(nav, "Two")) - 0.5) < 0.02)
        stage.pumpAndSettle()
        #expect(views(nav, "One").isEmpty, "the old items leave the bar at the end")
        #expect(opacity(nav, "Two") == 1)
        #expect(views(nav, "Two").first?.alpha == 1)
        #expect(nav.toolbar.items?.first?.title == "Two")
        // And back: the pop fades to the root's items.
        nav.popViewController(animated: true)
        stage.pump(NavigationSlideAnimator.duration / 2)
        #expect(try abs(#require(opacity(nav, "Two")) - 0.5) < 0.02)
        #expect(try abs(#require(opacity(nav, "One")) - 0.5) < 0.02)
        stage.pumpAndSettle()
        #expect(views(nav, "Two").isEmpty && opacity(nav, "One") == 1)
        #expect(nav.toolbar.items?.first?.title == "One")
    }

    /// The same items, a hidden toolbar, or a push without animation: no fade.
    @Test func noFadeWithoutAChangeOnScreen() {
        let (stage, nav, root) = make()
        let same = UIViewController()
        same.toolbarItems = root.toolbarItems
        nav.pushViewController(same, animated: true)
        stage.pump(NavigationSlideAnimator.duration / 2)
        #expect(opacity(nav, "One") == 1)
        stage.pumpAndSettle()
        nav.pushViewController(detail(), animated: false)
        stage.pump()
        #expect(views(nav, "One").isEmpty && opacity(nav, "Two") == 1)
    }

    /// An interactive pop scrubs the fade with the finger; cancelled, it fades back and the old items stay.
    @Test func interactivePopFollowsTheFingerAndCancelsBack() throws {
        let (stage, nav, _) = make()
        let next = detail()
        nav.pushViewController(next, animated: false)
        stage.pumpAndSettle()
        #expect(opacity(nav, "Two") == 1 && views(nav, "One").isEmpty)
        let finger = stage.touchDown(at: CGPoint(x: 2, y: 300))
        stage.move(finger, to: CGPoint(x: 2 + 10 + 375 * 0.25, y: 300), duration: 1)
        stage.pump()
        let quarter = eased(0.25)
        #expect(try abs(#require(opacity(nav, "Two")) - (1 - quarter)) < 0.02)
        #expect(try abs(#require(opacity(nav, "One")) - quarter) < 0.02)
        stage.touchUp(finger)
        stage.pump(0.05)
        // Going back: the old items come back up.
        #expect(try #require(opacity(nav, "Two")) > 1 - quarter)
        stage.pumpAndSettle()
        #expect(nav.topViewController === next)
        #expect(nav.toolbar.items?.first?.title == "Two")
        #expect(views(nav, "One").isEmpty)
        #expect(opacity(nav, "Two") == 1)
        #expect(views(nav, "Two").first?.alpha == 1)
    }
}
