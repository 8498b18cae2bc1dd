import Testing
@testable import UIKit
import Flipbook

/// UIPageViewController (.scroll): swipes that turn the page or snap back, the delegate, appearance calls.
@MainActor @Suite struct UIPageViewControllerTests {
    final class Page: UIViewController {
        let index: Int
        var log: [String]
        init(index: Int, log: [String] = []) {
            self.index = index
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<3).map { Page(index: $0) }
        var calls: [String] = []
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let i = (viewController as! Page).index
            return i > 0 ? pages[i - 1] : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let i = (viewController as! Page).index
            return i < pages.count - 1 ? pages[i + 1] : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                willTransitionTo pendingViewControllers: [UIViewController]) {
            calls.append("willTransitionTo \((pendingViewControllers[0] as! Page).index)")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            calls.append("didFinish previous \((previousViewControllers[0] as! Page).index) completed \(completed)")
        }
    }

    private func makePager(spacing: CGFloat = 0) -> (Stage, UIPageViewController, Pages) {
        let stage = Stage(device: .iPhoneSE)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: spacing])
        let pages = Pages()
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        stage.window.rootViewController = pager
        stage.pumpAndSettle()
        return (stage, pager, pages)
    }

    @Test func swipePastHalfTurnsThePage() {
        let (stage, pager, pages) = makePager()
        #expect(pages.pages[0].log == ["willAppear", "didAppear"])
        stage.drag(from: CGPoint(x: 320, y: 300), to: CGPoint(x: 100, y: 300), duration: 1.0)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.calls == ["willTransitionTo 1", "didFinish previous 0 completed true"])
        #expect(pages.pages[0].log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(pages.pages[1].log == ["willAppear", "didAppear"])
        // The new page fills the screen.
        #expect(pages.pages[1].view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(pager.children.contains { $0 === pages.pages[2] })
    }

    @Test func shortSlowSwipeSnapsBack() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 320, y: 300), to: CGPoint(x: 200, y: 300), duration: 1.0)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.calls == ["willTransitionTo 1", "didFinish previous 0 completed false"])
        #expect(pages.pages[1].log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(pages.pages[0].log == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
        #expect(pages.pages[0].view.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test func flickTurnsThePage() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 320, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.1)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        // And back.
        stage.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.1)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
    }

    @Test func firstPageBouncesAtTheStart() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.calls.isEmpty)
    }

    @Test func interPageSpacingSeparatesPages() {
        let (stage, _, pages) = makePager(spacing: 20)
        let finger = stage.touchDown(at: CGPoint(x: 320, y: 300))
        stage.move(finger, to: CGPoint(x: 120, y: 300), duration: 0.5)
        let left = pages.pages[0].view.convert(CGRect(x: 0, y: 0, width: 375, height: 667), to: nil)
        let right = pages.pages[1].view.convert(CGRect(x: 0, y: 0, width: 375, height: 667), to: nil)
        #expect(abs(right.minX - left.maxX - 20) < 1e-6)
        stage.touchUp(finger)
        stage.pumpAndSettle()
    }

    @Test func setViewControllersAnimatedSlidesAndCompletes() {
        let (stage, pager, pages) = makePager()
        var completed: Bool?
        pager.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { completed = $0 }
        #expect(completed == nil)
        stage.pump(0.15)
        let x = pages.pages[2].view.convert(CGPoint.zero, to: nil).x
        #expect(x > 0 && x < 375)
        stage.pumpAndSettle()
        #expect(completed == true)
        #expect(pager.viewControllers?.first === pages.pages[2])
        #expect(pages.pages[2].log == ["willAppear", "didAppear"])
        #expect(pages.calls.isEmpty)   // the delegate hears only about swipes
    }
}
