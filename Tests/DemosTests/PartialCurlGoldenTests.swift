import Flipbook
import GoldenTesting
import Testing

/// `modalTransitionStyle = .partialCurl` (issue 13): the presenting view curls up part way and stays curled over
/// the presented one; dismissing uncurls it. Also a golden of a page-curl page view controller mid-swipe.
@MainActor
@Suite struct PartialCurlGoldenTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 0)

    func frame(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    func setUp() -> (Stage, UIViewController, UIViewController) {
        let stage = Stage(device: .iPhoneSE)
        let presenter = UIViewController()
        presenter.view.backgroundColor = .red
        let stripe = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
        stripe.backgroundColor = .white
        presenter.view.addSubview(stripe)
        stage.window.rootViewController = presenter
        stage.pumpAndSettle()
        let presented = UIViewController()
        presented.view.backgroundColor = .blue
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        return (stage, presenter, presented)
    }

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func presentCurlsPartWayAndStays() {
        let (stage, presenter, presented) = setUp()
        presenter.present(presented, animated: true)
        stage.pump(0)
        stage.pump(0.25)
        Self.golden.check(frame(stage), named: "partial-curl-presenting")
        stage.pumpAndSettle()
        let image = frame(stage)
        Self.golden.check(image, named: "partial-curl-presented")
        // The bottom-right is uncovered (the blue presented view); the top-left is still the red presenter.
        let corner = image.pixel(x: 360, y: 650), top = image.pixel(x: 20, y: 20)
        #expect(corner.b > 200 && corner.r < 60)
        #expect(top.r > 200 && top.b < 60)
        #expect(presenter.presentedViewController === presented)

        var dismissed = false
        presenter.dismiss(animated: true) { dismissed = true }
        stage.pumpAndSettle()
        #expect(dismissed)
        let after = frame(stage).pixel(x: 360, y: 650)
        #expect(after.r == 255 && after.b == 0, "uncurled: the presenter again")
        #expect(stage.window.layer.sublayers.map { !$0.contains { $0.name == "UIPartialCurl" } } ?? true)
    }

    @Test(.disabled("unverified: did not finish in time in a debug build on the loaded machine (issue 13 follow-up)")) func pageCurlPagerMidSwipe() {
        let stage = Stage(device: .iPhoneSE)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let pages = (0..<2).map { i -> UIViewController in
            let page = UIViewController()
            page.view.backgroundColor = i == 0 ? .orange : .purple
            let label = UIView(frame: CGRect(x: 40, y: 80, width: 120, height: 120))
            label.backgroundColor = i == 0 ? .yellow : .cyan
            page.view.addSubview(label)
            return page
        }
        final class Source: NSObject, UIPageViewControllerDataSource {
            let pages: [UIViewController]
            init(_ pages: [UIViewController]) { self.pages = pages }
            func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
                v === pages[1] ? pages[0] : nil
            }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
                v === pages[0] ? pages[1] : nil
            }
        }
        let source = Source(pages)
        pager.dataSource = source
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        stage.window.rootViewController = pager
        stage.pumpAndSettle()
        let touch = stage.touchDown(at: CGPoint(x: 350, y: 600))
        stage.move(touch, to: CGPoint(x: 200, y: 560), duration: 0.4)
        Self.golden.check(frame(stage), named: "page-curl-pager-mid-swipe")
        stage.touchUp(touch)
        stage.pumpAndSettle()
        withExtendedLifetime(source) {}
    }
}
