import Flipbook
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Transitions must not keep their participants alive: after 1,000 cycles of every transition kind no view
/// controller, view, layer or animator that took part is still allocated, and the heap does not grow from the
/// first half of the cycles to the second (issues 4 and 16). Scroll-and-select churn (a table and a collection
/// scrolled, a cell selected that pushes a detail controller, then popped) is in
/// TransitionContextLeakTests+ScrollAndSelect.swift.
@MainActor
@Suite struct TransitionContextLeakTests {
    /// Weak references to what each cycle created.
    @MainActor final class Graveyard {
        var controllers: [Weak<UIViewController>] = []
        var views: [Weak<UIView>] = []
        var layers: [Weak<CALayer>] = []
        var others: [Weak<AnyObject>] = []
        func bury(_ vc: UIViewController) {
            controllers.append(Weak(vc))
            if let view = vc.viewIfLoaded { bury(view) }
        }
        /// A view, its layer and everything under them.
        func bury(_ view: UIView) {
            views.append(Weak(view))
            layers.append(Weak(view.layer))
            for sub in view.subviews { bury(sub) }
        }
        func bury(object: AnyObject) { others.append(Weak(object)) }
        var survivors: Int {
            controllers.filter { $0.value != nil }.count + views.filter { $0.value != nil }.count
                + layers.filter { $0.value != nil }.count + others.filter { $0.value != nil }.count
        }
    }

    /// The process's resident memory in bytes (`/proc/self/statm`). Other suites run in parallel, so the bound
    /// below is generous: it catches growth per cycle, not single allocations.
    static func heapInUse() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Runs `cycle` 1,000 times and checks that nothing it buried survives, and that the heap in use after
    /// the last 500 cycles is within `slack` bytes of what it was after the first 500 (flat memory).
    func churn(_ name: String, slack: Int = 24 << 20, _ cycle: (Int, Graveyard) -> Void) {
        let graveyard = Graveyard()
        var halfway = 0
        for index in 0..<1_000 {
            cycle(index, graveyard)
            if index == 499 { halfway = Self.heapInUse() }
        }
        let end = Self.heapInUse()
        #expect(graveyard.survivors == 0, "\(name): \(graveyard.survivors) objects of 1,000 cycles are still alive")
        #expect(end - halfway < slack, "\(name): the heap grew by \(end - halfway) bytes over the last 500 cycles")
    }

    struct Weak<T> {
        private weak var object: AnyObject?
        init(_ value: T) { object = value as AnyObject }
        var value: AnyObject? { object }
    }

    @Test func presentAndDismissCycles() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pumpAndSettle()
        let graveyard = Graveyard()
        let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .automatic, .custom]
        for cycle in 0..<1_000 {
            do {
                let presented = UIViewController()
                presented.modalPresentationStyle = styles[cycle % styles.count]
                presented.modalTransitionStyle = cycle % 3 == 0 ? .crossDissolve : .coverVertical
                root.present(presented, animated: cycle % 2 == 0)
                stage.pumpAndSettle()
                presented.dismiss(animated: cycle % 2 == 0)
                stage.pumpAndSettle()
                graveyard.bury(presented)
            }
        }
        stage.pumpAndSettle()
        #expect(root.presentedViewController == nil)
        #expect(graveyard.controllers.count == 1_000)
        #expect(graveyard.survivors == 0)
    }

    @Test func pushAndPopCycles() {
        let stage = Stage(device: .iPhoneSE)
        let nav = UINavigationController(rootViewController: UIViewController())
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let graveyard = Graveyard()
        for cycle in 0..<1_000 {
            do {
                let pushed = UIViewController()
                nav.pushViewController(pushed, animated: cycle % 2 == 0)
                stage.pumpAndSettle()
                nav.popViewController(animated: cycle % 3 != 0)
                stage.pumpAndSettle()
                graveyard.bury(pushed)
            }
        }
        #expect(nav.viewControllers.count == 1)
        #expect(graveyard.survivors == 0)
    }

    /// Every modal style, default and custom animators, animated and not.
    @Test func everyModalStyle() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pumpAndSettle()
        let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .automatic, .pageSheet, .formSheet,
                                                  .custom, .overCurrentContext, .currentContext, .popover]
        let transitions: [UIModalTransitionStyle] = [.coverVertical, .crossDissolve, .flipHorizontal]
        churn("modal styles") { cycle, graveyard in
            let presented = UIViewController()
            presented.modalPresentationStyle = styles[cycle % styles.count]
            presented.modalTransitionStyle = transitions[cycle % transitions.count]
            let delegate = LeakTransitionDelegate(interactive: false)
            if cycle % 2 == 1 { presented.transitioningDelegate = delegate }
            root.present(presented, animated: cycle % 4 < 2)
            stage.pumpAndSettle()
            presented.dismiss(animated: cycle % 3 != 0)
            stage.pumpAndSettle()
            graveyard.bury(presented)
            graveyard.bury(object: delegate)
        }
        #expect(root.presentedViewController == nil)
    }

    /// Interactive presentations and dismissals driven by a percent-driven interactor, finished and cancelled.
    @Test func interactiveFinishAndCancel() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pumpAndSettle()
        churn("interactive transitions") { cycle, graveyard in
            let presented = UIViewController()
            presented.modalPresentationStyle = cycle % 2 == 0 ? .fullScreen : .custom
            let delegate = LeakTransitionDelegate(interactive: true)
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true)
            stage.pump()
            delegate.interactor?.update(0.4)
            stage.pump(0.1)
            let cancelPresent = cycle % 4 == 3
            if cancelPresent { delegate.interactor?.cancel() } else { delegate.interactor?.finish() }
            stage.pumpAndSettle()
            if !cancelPresent {
                presented.dismiss(animated: true)
                stage.pump()
                delegate.interactor?.update(0.6)
                stage.pump(0.1)
                if cycle % 3 == 0 { delegate.interactor?.cancel() } else { delegate.interactor?.finish() }
                stage.pumpAndSettle()
                if cycle % 3 == 0 {
                    presented.dismiss(animated: false)
                    stage.pumpAndSettle()
                }
            }
            graveyard.bury(presented)
            graveyard.bury(object: delegate)
            if let interactor = delegate.interactor { graveyard.bury(object: interactor) }
        }
        #expect(root.presentedViewController == nil)
    }

    @Test func tabSwitches() {
        let stage = Stage(device: .iPhoneSE)
        let tabs = UITabBarController()
        let delegate = LeakTabDelegate()
        tabs.delegate = delegate
        tabs.viewControllers = [UIViewController(), UIViewController()]
        stage.window.rootViewController = tabs
        stage.pumpAndSettle()
        churn("tab switches") { cycle, graveyard in
            let incoming = UIViewController()
            tabs.viewControllers = [tabs.viewControllers![0], incoming]
            delegate.animated = cycle % 2 == 0
            tabs.selectedIndex = 1
            stage.pumpAndSettle()
            tabs.selectedIndex = 0
            stage.pumpAndSettle()
            tabs.viewControllers = [tabs.viewControllers![0]]
            graveyard.bury(incoming)
        }
    }

    @Test func childSwaps() {
        let stage = Stage(device: .iPhoneSE)
        let parent = UIViewController()
        stage.window.rootViewController = parent
        var current = UIViewController()
        parent.addChild(current)
        parent.view.addSubview(current.view)
        current.didMove(toParent: parent)
        stage.pumpAndSettle()
        churn("child swaps") { cycle, graveyard in
            let old = current, new = UIViewController()
            old.willMove(toParent: nil)
            parent.addChild(new)
            parent.transition(from: old, to: new, duration: cycle % 2 == 0 ? 0.2 : 0, options: [.transitionCrossDissolve],
                              animations: nil) { _ in
                old.removeFromParent()
                new.didMove(toParent: parent)
            }
            stage.pumpAndSettle()
            current = new
            graveyard.bury(old)
        }
        #expect(parent.children.count == 1)
    }

    /// Dynamic animators started and stopped, and property animators run, stopped and finished.
    @Test func dynamicsAndAnimators() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        churn("dynamics and animators") { cycle, graveyard in
            let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            root.addSubview(box)
            let dynamics = UIDynamicAnimator(referenceView: root)
            let gravity = UIGravityBehavior(items: [box])
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            dynamics.addBehavior(gravity)
            dynamics.addBehavior(collision)
            stage.pump(0.2)
            dynamics.removeAllBehaviors()
            let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { box.alpha = 0.5 }
            animator.startAnimation()
            stage.pump(0.1)
            if cycle % 2 == 0 {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .end)
            }
            stage.pumpAndSettle()
            box.removeFromSuperview()
            graveyard.bury(box)
            graveyard.bury(object: dynamics)
            graveyard.bury(object: gravity)
            graveyard.bury(object: animator)
        }
    }
}

/// A transitioning delegate with a plain fading animator and, when interactive, a percent-driven interactor.
@MainActor
private final class LeakTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactive: Bool
    private(set) weak var interactor: UIPercentDrivenInteractiveTransition?
    init(interactive: Bool) { self.interactive = interactive }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        LeakFadeAnimator()
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        LeakFadeAnimator()
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { makeInteractor() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { makeInteractor() }

    private func makeInteractor() -> UIPercentDrivenInteractiveTransition? {
        guard interactive else { return nil }
        let made = UIPercentDrivenInteractiveTransition()
        interactor = made
        return made
    }
}

@MainActor
private final class LeakTabDelegate: NSObject, UITabBarControllerDelegate {
    var animated = false
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animated ? LeakFadeAnimator() : nil
    }
}

@MainActor
private final class LeakFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to), fromView = context.view(forKey: .from)
        if let toView {
            toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            context.containerView.addSubview(toView)
            toView.alpha = 0
        }
        UIView.animate(withDuration: 0.2, animations: {
            toView?.alpha = 1
            if toView == nil { fromView?.alpha = 0 }
        }, completion: { _ in
            if context.transitionWasCancelled { toView?.alpha = 1 }
            fromView?.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
