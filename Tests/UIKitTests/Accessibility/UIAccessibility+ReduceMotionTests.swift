import Foundation
import Testing
@testable import UIKit
import Flipbook

/// Reduce Motion: UIKit's built-in transitions become cross-fades, and the setting posts its notification.
///
/// Pinned decisions (unverified on a device): "Prefer Cross-Fade Transitions" is modelled on together with
/// Reduce Motion; a push/pop keeps the slide's 0.35 s ease-in-out as a fade; every built-in modal style becomes
/// the 0.4 s cross dissolve.
@MainActor
@Suite struct UIAccessibilityReduceMotionTests {
    final class Screen: UIViewController {
        override func loadView() {
            view = UIView()
            view.backgroundColor = .white
        }
    }

    @Test func togglingPostsTheNotification() {
        let stage = Stage(device: .iPhoneSE)
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                           object: nil, queue: nil) { _ in count.value += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(!UIAccessibility.prefersCrossFadeTransitions)
        stage.isReduceMotionEnabled = true
        #expect(count.value >= 1)
        #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.prefersCrossFadeTransitions)
    }

    func push(reduceMotion: Bool) -> (Stage, UINavigationController, Screen) {
        let stage = Stage(device: .iPhoneSE)
        stage.isReduceMotionEnabled = reduceMotion
        let nav = UINavigationController(rootViewController: Screen())
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let second = Screen()
        nav.pushViewController(second, animated: true)
        stage.pump(0.175)
        return (stage, nav, second)
    }

    @Test func pushFadesInsteadOfSliding() {
        let (stage, _, second) = push(reduceMotion: true)
        #expect(second.view.presented.position.x == 187.5, "no slide")
        let opacity = second.view.layer.presented("opacity")
        #expect(opacity > 0.3 && opacity < 0.7, "half way through the fade, was \(opacity)")
        stage.pumpAndSettle()
        #expect(second.view.alpha == 1 && second.view.frame.minX == 0)
        // The same push without Reduce Motion slides in from the right.
        let (_, _, sliding) = push(reduceMotion: false)
        #expect(sliding.view.presented.position.x > 187.5 + 50)
        #expect(sliding.view.layer.presented("opacity") == 1)
    }

    @Test func popFadesTheTopViewOut() {
        let (stage, nav, second) = push(reduceMotion: true)
        stage.pumpAndSettle()
        let first = nav.viewControllers[0]
        nav.popViewController(animated: true)
        stage.pump(0.175)
        #expect(first.view.presented.position.x == 187.5 && second.view.presented.position.x == 187.5)
        let opacity = second.view.layer.presented("opacity")
        #expect(opacity > 0.3 && opacity < 0.7)
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 1 && second.view.alpha == 1)
    }

    @Test func modalPresentationsDissolve() {
        let stage = Stage(device: .iPhoneSE)
        stage.isReduceMotionEnabled = true
        let root = Screen()
        stage.window.rootViewController = root
        stage.pumpAndSettle()
        let presented = Screen()
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .coverVertical
        var done = false
        root.present(presented, animated: true) { done = true }
        stage.pump(0.2)
        #expect(presented.view.presented.position.y == 333.5, "no slide up")
        let opacity = presented.view.layer.presented("opacity")
        #expect(opacity > 0.2 && opacity < 0.8)
        stage.pump(0.25)
        #expect(done, "the 0.4 s dissolve is over")
        root.dismiss(animated: true)
        stage.pump(0.2)
        #expect(presented.view.presented.position.y == 333.5)
        stage.pumpAndSettle()
        #expect(presented.view.alpha == 1, "whole again for a later presentation")
    }
}
