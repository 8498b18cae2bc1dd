import Flipbook
import Testing

/// The navigation controller's left-edge swipe (§4.1), including the case UIKit drops: a delegate with a custom
/// pop animator and no interaction controller is still driven by the swipe.
@MainActor
@Suite struct UINavigationControllerEdgeSwipeTests {
    /// A delegate that supplies a pop animator but never an interaction controller.
    private final class CustomPopDelegate: NSObject, UINavigationControllerDelegate {
        let animator: RecordingAnimator
        init(log: CallLog) { animator = RecordingAnimator(log: log, duration: 0.5) }
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? {
            operation == .pop ? animator : nil
        }
    }

    private func stack(customDelegate: Bool) -> (Stage, UINavigationController, LoggingViewController,
                                                 LoggingViewController, CustomPopDelegate?, CallLog) {
        let log = CallLog()
        let stage = Stage(device: .iPhoneSE)
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = customDelegate ? CustomPopDelegate(log: log) : nil
        nav.delegate = delegate
        stage.window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        stage.pumpAndSettle()
        log.clear()
        return (stage, nav, a, b, delegate, log)
    }

    @Test func customAnimatorWithoutInteractorIsDrivenBySwipe() {
        let (stage, nav, a, b, delegate, log) = stack(customDelegate: true)
        let finger = stage.touchDown(at: CGPoint(x: 2, y: 300))
        stage.move(finger, to: CGPoint(x: 2 + 150, y: 300), duration: 1.0)  // 150 pt/s: no fling
        #expect(log.entries.contains("animator.animateTransition"), "the custom animator runs")
        // 150 pt of swipe, less the 10 pt pan slop, over a 375 pt wide screen.
        let progress = (150.0 - 10) / 375
        let expected = cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: progress)
        stage.pump(1)
        #expect(abs(Double(a.view.layer.presentation()!.opacity) - expected) < 1e-3,
                "scrubbed by the finger, not running on its own")
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(nav.topViewController === b, "released short of half way: cancelled")
        #expect(delegate?.animator.seen.fromViewController === b)
        log.clear()
        stage.swipe(fromEdge: .left, distance: 300, duration: 0.3)
        stage.pumpAndSettle()
        #expect(nav.topViewController === a, "swiped past half way: popped")
        #expect(log.entries.contains("animator.animationEnded(true)"))
    }

    @Test func defaultSlideFollowsTheFinger() {
        let (stage, nav, a, b, _, _) = stack(customDelegate: false)
        let finger = stage.touchDown(at: CGPoint(x: 2, y: 300))
        stage.move(finger, to: CGPoint(x: 2 + 197.5, y: 300), duration: 0.3)
        stage.pump()
        // Half way (187.5 pt of 375 after the slop): the top view has moved half the width.
        #expect(abs(b.view.layer.presentation()!.position.x - (187.5 + cubicBezierProgress(c1: (0.42, 0), c2: (0.58, 1), at: 0.5) * 375)) < 1e-3)
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(nav.topViewController === a)
        #expect(b.parent == nil)
    }

    @Test func doesNotBeginOnTheRootController() {
        let stage = Stage(device: .iPhoneSE)
        let nav = UINavigationController(rootViewController: UIViewController())
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        stage.swipe(fromEdge: .left, distance: 300, duration: 0.3)
        #expect(nav.interactivePopGestureRecognizer?.state == .possible)
        #expect(nav.viewControllers.count == 1)
    }
}
