import Flipbook
import Testing
import UIKit

/// Transitions asked for while another one is being set up or running (issue 16). On iOS `present` returns with
/// the transition coordinator in place, a dismissal while a presentation or dismissal runs is ignored with
/// "Attempt to dismiss from view controller … while a presentation or dismiss is in progress!", and a present
/// on a presenter that is busy is refused with "Attempt to present … while a presentation is in progress."; the
/// running transition finishes as if nothing had been asked.
@MainActor
@Suite struct TransitionContextMidTransitionTests {
    /// The bug the first fuzz run found: the window was left with neither controller's view in it.
    @Test(arguments: [false, true])
    func dismissInTheFrameOfAnAnimatedPresentIsIgnored(dismissAnimated: Bool) {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        var presentCompletions = 0, dismissCompletions = 0
        let lines = Console.capture {
            a.present(b, animated: true) { presentCompletions += 1 }
            #expect(a.transitionCoordinator != nil, "on iOS the coordinator exists as soon as present returns")
            #expect(b.transitionCoordinator != nil)
            #expect(b.isBeingPresented)
            a.dismiss(animated: dismissAnimated) { dismissCompletions += 1 }
        }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Warning: Attempt to dismiss from view controller ") == true)
        #expect(lines.first?.hasSuffix(" while a presentation or dismiss is in progress!") == true)
        stage.pumpAndSettle()
        #expect(a.presentedViewController === b)
        #expect(b.view.window === stage.window, "the presented view is on screen")
        #expect(presentCompletions == 1)
        #expect(dismissCompletions == 0, "an ignored dismissal never calls its completion")
        #expect(a.transitionCoordinator == nil)
        #expect(log.entries(startingWith: "B.").suffix(2) == ["B.viewWillAppear", "B.viewDidAppear"])
        // Once settled, the same dismissal works.
        b.dismiss(animated: dismissAnimated) { dismissCompletions += 1 }
        stage.pumpAndSettle()
        #expect(a.presentedViewController == nil)
        #expect(a.view.window === stage.window)
        #expect(b.viewIfLoaded?.window == nil)
        #expect(dismissCompletions == 1)
    }

    @Test func dismissMidFlightIsIgnored() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        a.present(b, animated: true)
        stage.pump(0.1)
        #expect(b.isBeingPresented)
        let lines = Console.capture { b.dismiss(animated: true) }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("while a presentation or dismiss is in progress!") == true)
        stage.pumpAndSettle()
        #expect(a.presentedViewController === b)
        #expect(b.view.window === stage.window)
    }

    @Test func presentWhilePresentingIsRefused() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        var cCompletions = 0
        a.present(b, animated: true)
        let sameFrame = Console.capture { a.present(c, animated: true) { cCompletions += 1 } }
        #expect(sameFrame.count == 1)
        #expect(sameFrame.first?.hasPrefix("Warning: Attempt to present ") == true)
        #expect(sameFrame.first?.hasSuffix(" while a presentation is in progress.") == true)
        stage.pump(0.1)
        let midFlight = Console.capture { a.present(c, animated: false) { cCompletions += 1 } }
        #expect(midFlight.first?.hasSuffix(" while a presentation is in progress.") == true)
        stage.pumpAndSettle()
        let settled = Console.capture { a.present(c, animated: false) { cCompletions += 1 } }
        #expect(settled.first?.contains(" which is already presenting ") == true)
        stage.pumpAndSettle()
        #expect(a.presentedViewController === b)
        #expect(c.presentingViewController == nil)
        #expect(cCompletions == 0)
        #expect(c.viewIfLoaded?.window == nil)
    }

    /// `dismiss(animated: true)` then `present` in the same frame: the present is refused (a classic iOS
    /// mistake; the fix is to present from the dismissal's completion).
    @Test func presentWhileDismissingIsRefused() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        a.present(b, animated: false)
        stage.pumpAndSettle()
        b.dismiss(animated: true)
        #expect(b.transitionCoordinator != nil)
        #expect(b.isBeingDismissed)
        let lines = Console.capture { a.present(c, animated: true) }
        #expect(lines.first?.hasSuffix(" while a presentation is in progress.") == true)
        stage.pumpAndSettle()
        #expect(a.presentedViewController == nil)
        #expect(a.view.window === stage.window)
        #expect(c.viewIfLoaded?.window == nil)
        // Presenting from the dismissal's completion works.
        var presentedC = false
        a.present(b, animated: false)
        stage.pumpAndSettle()
        b.dismiss(animated: true) { a.present(c, animated: true) { presentedC = true } }
        stage.pumpAndSettle()
        #expect(presentedC)
        #expect(a.presentedViewController === c)
        #expect(c.view.window === stage.window)
    }

    @Test func secondDismissWhileDismissingIsIgnored() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        a.present(b, animated: false)
        stage.pumpAndSettle()
        var completions = 0
        b.dismiss(animated: true) { completions += 1 }
        stage.pump(0.05)
        let lines = Console.capture { b.dismiss(animated: false) { completions += 1 } }
        #expect(lines.first?.hasSuffix(" while a presentation or dismiss is in progress!") == true)
        stage.pumpAndSettle()
        #expect(completions == 1)
        #expect(a.presentedViewController == nil)
        #expect(a.view.window === stage.window)
        #expect(b.appearanceState == .disappeared)
    }

    /// Alongside animations queued before the transition starts run with it (§5: the coordinator is usable
    /// from the moment `present` returns).
    @Test func alongsideAnimationsQueuedBeforeTheFirstFrameRun() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        var ran = false, completed = false
        a.present(b, animated: true)
        let queued = a.transitionCoordinator?.animate(alongsideTransition: { _ in ran = true },
                                                      completion: { _ in completed = true })
        #expect(queued == true)
        #expect(!ran, "queued until the transition starts at the next frame")
        stage.pumpAndSettle()
        #expect(ran && completed)
    }

    /// The presenter leaves the window before the scheduled presentation could start: nothing is presented and
    /// no state is left behind.
    @Test func presenterLeavingTheWindowBeforeTheFirstFrameAbandonsThePresentation() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log)
        a.present(b, animated: true)
        a.view.removeFromSuperview()
        stage.pumpAndSettle()
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(!b.isBeingPresented)
        #expect(a.transitionCoordinator == nil)
    }

    /// Decision (§4.1): a push or pop issued while a navigation transition runs logs UIKit's "nested …" line and
    /// runs when the running one ends, so the stack ends as on iOS (both pushed) with consistent views.
    @Test func nestedPushesRunInTurn() {
        let log = CallLog()
        let stage = Stage(device: .iPhoneSE)
        let root = LoggingViewController("R", log: log)
        let nav = UINavigationController(rootViewController: root)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        let lines = Console.capture {
            nav.pushViewController(b, animated: true)
            nav.pushViewController(c, animated: true)
        }
        #expect(lines == ["nested push animation can result in corrupted navigation bar"])
        stage.pumpAndSettle()
        #expect(nav.viewControllers == [root, b, c])
        #expect(c.view.window === stage.window)
        #expect(b.viewIfLoaded?.window == nil)
        #expect([root, b, c].map(\.appearanceState) == [.disappeared, .disappeared, .appeared])
        let popLines = Console.capture {
            nav.popViewController(animated: true)
            nav.popViewController(animated: true)
        }
        #expect(popLines == ["nested pop animation can result in corrupted navigation bar"])
        stage.pumpAndSettle()
        #expect(nav.viewControllers == [root])
        #expect(root.view.window === stage.window)
        #expect([root, b, c].map(\.appearanceState) == [.appeared, .disappeared, .disappeared])
        #expect(nav.transitionView.subviews == [root.view])
    }

    @Test func popInTheFrameOfAPush() {
        let log = CallLog()
        let stage = Stage(device: .iPhoneSE)
        let root = LoggingViewController("R", log: log)
        let nav = UINavigationController(rootViewController: root)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let b = LoggingViewController("B", log: log)
        let lines = Console.capture {
            nav.pushViewController(b, animated: true)
            nav.popViewController(animated: false)
        }
        #expect(lines == ["nested pop animation can result in corrupted navigation bar"])
        stage.pumpAndSettle()
        #expect(nav.viewControllers == [root])
        #expect(root.view.window === stage.window)
        #expect(nav.transitionView.subviews == [root.view])
        #expect(b.appearanceState == .disappeared)
    }

    /// Decision (§4.2): a tab selection while an animated tab transition runs is ignored.
    @Test func tabSelectionMidTransitionIsIgnored() {
        let log = CallLog()
        let stage = Stage(device: .iPhoneSE)
        let tabs = UITabBarController()
        let x = LoggingViewController("X", log: log), y = LoggingViewController("Y", log: log)
        let z = LoggingViewController("Z", log: log)
        tabs.viewControllers = [x, y, z]
        let delegate = AnimatingTabDelegate(log: log)
        tabs.delegate = delegate
        stage.window.rootViewController = tabs
        stage.pumpAndSettle()
        tabs.selectedIndex = 1
        stage.pump(0.1)
        tabs.selectedIndex = 2
        #expect(tabs.selectedIndex == 1)
        stage.pumpAndSettle()
        #expect(tabs.selectedViewController === y)
        #expect(y.view.window === stage.window)
        #expect(z.viewIfLoaded?.window == nil)
        #expect([x, y, z].map(\.appearanceState) == [.disappeared, .appeared, .disappeared])
    }
}

@MainActor
private final class AnimatingTabDelegate: NSObject, UITabBarControllerDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        RecordingAnimator(log: log)
    }
}

extension TransitionContextMidTransitionTests {
    /// A controller that is being dismissed (or presented) cannot present: UIKit refuses with its warning.
    @Test func presentFromAControllerBeingDismissedIsRefused() {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        a.present(b, animated: false)
        stage.pumpAndSettle()
        b.dismiss(animated: true)
        let lines = Console.capture { b.present(c, animated: true) }
        #expect(lines.first?.hasSuffix(" while a presentation is in progress.") == true)
        stage.pumpAndSettle()
        #expect(a.presentedViewController == nil)
        #expect(c.viewIfLoaded?.window == nil)
        #expect(a.view.window === stage.window)
    }
}
