import Flipbook
import Testing

/// Transitions must not keep their participants alive: after 1,000 present/dismiss and push/pop cycles no
/// view controller or view that took part is still allocated (issue 4).
@MainActor
@Suite struct TransitionLeakTests {
    /// Weak references to what each cycle created.
    @MainActor private final class Graveyard {
        var controllers: [Weak<UIViewController>] = []
        var views: [Weak<UIView>] = []
        func bury(_ vc: UIViewController) {
            controllers.append(Weak(vc))
            if let view = vc.viewIfLoaded { views.append(Weak(view)) }
        }
        var survivors: Int { controllers.filter { $0.value != nil }.count + views.filter { $0.value != nil }.count }
    }

    private struct Weak<T: AnyObject> {
        weak var value: T?
        init(_ value: T) { self.value = value }
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
}
