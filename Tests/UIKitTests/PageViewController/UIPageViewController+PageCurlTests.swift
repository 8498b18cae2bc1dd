import Testing
@testable import UIKit
import Flipbook

/// UIPageViewController(.pageCurl): swipes that commit or snap back, taps, programmatic turns, the delegate and
/// appearance calls, and the curl drawn over the pages while a turn runs. (Pages and data source are the
/// `.scroll` tests'.)
@MainActor @Suite struct UIPageViewControllerPageCurlTests {
    typealias Pages = UIPageViewControllerTests.Pages
    static let colours: [UIColor] = [.red, .green, .blue]

    /// A small screen (200 × 300 pt at 1×) keeps each frame's curl cheap in debug builds.
    static let device = Stage.Device(name: "small", size: CGSize(width: 200, height: 300), scale: 1)

    private func makePager(spine: UIPageViewController.SpineLocation = .min) -> (Stage, UIPageViewController, Pages) {
        let stage = Stage(device: Self.device)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: spine])
        let pages = Pages()
        for (page, colour) in zip(pages.pages, Self.colours) { page.view.backgroundColor = colour }
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        stage.window.rootViewController = pager
        stage.pumpAndSettle()
        return (stage, pager, pages)
    }

    private func curlLayer(_ pager: UIPageViewController) -> CALayer? {
        pager.view.layer.sublayers?.first { $0.name == UIPageViewController.curlLayerName }
    }

    private func frame(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    @Test func pageCurlHasAPanAndATapRecognizerAndNoScrollView() {
        let (_, pager, _) = makePager()
        #expect(pager.gestureRecognizers.count == 2)
        #expect(pager.gestureRecognizers.contains { $0 is UIPanGestureRecognizer })
        #expect(pager.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
        #expect(pager.pageScrollView.superview == nil)
        #expect(pager.children.count == 1 && pager.viewControllers?.first === pager.children.first)
    }

    @Test func swipePastHalfCommitsTheTurn() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 30, y: 150), duration: 0.25)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.calls == ["willTransitionTo 1", "didFinish previous 0 completed true"])
        #expect(pages.pages[0].log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(pages.pages[1].log == ["willAppear", "didAppear"])
        #expect(curlLayer(pager) == nil)
        #expect(pager.children.count == 1)
        let p = frame(stage).pixel(x: 100, y: 150)
        #expect(p.g == 255 && p.r == 0, "the green page shows")
    }

    @Test func shortSlowSwipeSnapsBack() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 150, y: 150), duration: 0.5)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.calls == ["willTransitionTo 1", "didFinish previous 0 completed false"])
        #expect(pages.pages[1].log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(pages.pages[0].log == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
        let p = frame(stage).pixel(x: 100, y: 150)
        #expect(p.r == 255 && p.g == 0, "the red page is back")
    }

    @Test func theCurlFollowsTheFinger() {
        let (stage, pager, pages) = makePager()
        let touch = stage.touchDown(at: CGPoint(x: 190, y: 280))
        stage.move(touch, to: CGPoint(x: 90, y: 280), duration: 0.25)
        let curl = curlLayer(pager)
        #expect(curl != nil)
        let image = frame(stage)
        // Half way (100 of 200 pt): the bottom-right corner has lifted, showing the green page; the top-left is
        // still the red page's picture.
        let corner = image.pixel(x: 195, y: 295), topLeft = image.pixel(x: 5, y: 5)
        #expect(corner.g > 200 && corner.r < 60)
        #expect(topLeft.r > 200 && topLeft.g < 60)
        stage.touchUp(touch)
        stage.pumpAndSettle()
        withExtendedLifetime(pages) {}   // the data source is weak
    }

    @Test func swipeBackUncurlsThePreviousPage() {
        let (stage, pager, pages) = makePager()
        pager.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
        stage.pumpAndSettle()
        pages.calls.removeAll()
        stage.drag(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 180, y: 150), duration: 0.25)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.calls == ["willTransitionTo 0", "didFinish previous 1 completed true"])
    }

    @Test func noNeighbourNoTurn() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 180, y: 150), duration: 0.25)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.calls.isEmpty)
    }

    @Test func tapNearTheTrailingEdgeTurnsForward() {
        let (stage, pager, pages) = makePager()
        stage.tap(at: CGPoint(x: 190, y: 150))
        stage.pump(0.2)
        #expect(curlLayer(pager) != nil)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.calls == ["willTransitionTo 1", "didFinish previous 0 completed true"])
    }

    @Test func animatedSetViewControllersCurlsWithoutTellingTheDelegate() {
        let (stage, pager, pages) = makePager()
        var completed: Bool?
        pager.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { completed = $0 }
        stage.pump(0.2)
        #expect(curlLayer(pager) != nil)
        #expect(completed == nil)
        stage.pumpAndSettle()
        #expect(completed == true)
        #expect(pager.viewControllers?.first === pages.pages[2])
        #expect(pages.calls.isEmpty)
    }

    @Test func midSpineNeedsTwoViewControllers() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                                 options: [.spineLocation: UIPageViewController.SpineLocation.mid])
                pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
            }
        }
    }
}
