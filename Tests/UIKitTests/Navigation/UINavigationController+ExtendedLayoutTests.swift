import Testing
@testable import UIKit
import Flipbook

/// `edgesForExtendedLayout` / `extendedLayoutIncludesOpaqueBars` in a navigation controller (Apple's rules).
@MainActor
@Suite struct UINavigationControllerExtendedLayoutTests {
    func make(_ configure: (UIViewController, UINavigationController) -> Void) -> (Stage, UIViewController, UINavigationController) {
        let stage = Stage(device: .iPhoneSE)
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        configure(child, nav)
        stage.window.rootViewController = nav
        stage.pump()
        return (stage, child, nav)
    }

    @Test func translucentBarsExtendTheViewByDefault() {
        let (_, child, nav) = make { _, _ in }
        #expect(child.view.frame == nav.view.bounds)
    }

    @Test func viewStartsBelowABarItDoesNotExtendUnder() {
        let (_, child, nav) = make { child, _ in child.edgesForExtendedLayout = [] }
        let barBottom = nav.navigationBar.frame.maxY
        #expect(child.view.frame == CGRect(x: 0, y: barBottom, width: nav.view.bounds.width,
                                           height: nav.view.bounds.height - barBottom))
        nav.isNavigationBarHidden = true
        #expect(child.view.frame == nav.view.bounds)
    }

    @Test func opaqueBarsCoverUnlessIncluded() {
        let (_, child, nav) = make { _, nav in nav.navigationBar.isTranslucent = false }
        #expect(child.view.frame.minY == nav.navigationBar.frame.maxY)
        let (_, included, includedNav) = make { child, nav in
            nav.navigationBar.isTranslucent = false
            child.extendedLayoutIncludesOpaqueBars = true
        }
        #expect(included.view.frame == includedNav.view.bounds)
    }

    /// A pushed controller lands in its own frame, and the toolbar shortens a view that does not extend under it.
    @Test func pushedViewAndToolbar() {
        let (stage, _, nav) = make { _, _ in }
        let pushed = UIViewController()
        pushed.edgesForExtendedLayout = [.top]
        nav.pushViewController(pushed, animated: true)
        stage.pumpAndSettle()
        #expect(pushed.view.frame == nav.view.bounds)
        nav.setToolbarHidden(false, animated: false)
        #expect(pushed.view.frame.maxY == nav.toolbar.frame.minY)
    }
}
