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
