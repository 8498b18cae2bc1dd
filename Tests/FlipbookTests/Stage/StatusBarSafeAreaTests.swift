import Testing
@testable import Flipbook
import UIKit

/// The window's top safe area following the status bar's visibility (issue 17): hiding the status bar on a
/// home-button iPhone or an iPad takes the top inset away and the navigation bar moves up; a sensor housing keeps
/// its inset.
@MainActor
@Suite struct StatusBarSafeAreaTests {
    final class Screen: UIViewController {
        var hidesStatusBar = false
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
    }

    func show(on device: Stage.Device) -> (Stage, UINavigationController, Screen) {
        let stage = Stage(device: device)
        let screen = Screen()
        let nav = UINavigationController(rootViewController: screen)
        stage.window.rootViewController = nav
        stage.pump()
        stage.pumpAndSettle()
        return (stage, nav, screen)
    }

    @Test func hidingTheStatusBarOnIPhoneSEMovesTheBarToTheTop() {
        let (stage, nav, screen) = show(on: .iPhoneSE)
        #expect(nav.navigationBar.frame.minY == 20)
        screen.hidesStatusBar = true
        screen.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        stage.pump()
        #expect(stage.window.safeAreaInsets.top == 0)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(screen.view.safeAreaInsets.top == 44)
        screen.hidesStatusBar = false
        screen.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        stage.pump()
        #expect(stage.window.safeAreaInsets.top == 20)
        #expect(nav.navigationBar.frame.minY == 20 && screen.view.safeAreaInsets.top == 64)
    }

    /// Without `setNeedsStatusBarAppearanceUpdate()` nothing is read again, as on iOS.
    @Test func aChangeWaitsForSetNeedsUpdate() {
        let (stage, nav, screen) = show(on: .iPhoneSE)
        screen.hidesStatusBar = true
        stage.pump()
        #expect(stage.window.safeAreaInsets.top == 20 && nav.navigationBar.frame.minY == 20)
    }

    @Test func theSensorHousingKeepsItsInset() {
        let (stage, nav, screen) = show(on: .iPhone15)
        screen.hidesStatusBar = true
        screen.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        stage.pump()
        #expect(stage.window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(nav.navigationBar.frame.minY == 59)
    }

    @Test func iPadLosesItsStatusBarInsetOnly() {
        let (stage, _, screen) = show(on: .iPad)
        screen.hidesStatusBar = true
        screen.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        #expect(stage.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    }
}
