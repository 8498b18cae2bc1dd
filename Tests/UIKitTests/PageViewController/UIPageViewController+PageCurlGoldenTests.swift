import Flipbook
import GoldenTesting
import Testing

/// UIPageViewController(.pageCurl) goldens (issue 13): a page mid-swipe with the spine at the edge, and a page of a
/// two-page spread (spine `.mid`) turned over the spine, forward and back, at 25, 50 and 75 % of the turn.
@MainActor
@Suite struct PageCurlPagerGoldenTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)
    /// A small screen (200 × 300 pt at 1×) keeps each frame's curl cheap in debug builds.
    static let device = Stage.Device(name: "small", size: CGSize(width: 200, height: 300), scale: 1)
    /// A small landscape spread: two 150 × 200 pages.
    static let spread = Stage.Device(name: "spread", size: CGSize(width: 300, height: 200), scale: 1)

    func frame(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    @Test func pageCurlPagerMidSwipe() {
        let stage = Stage(device: Self.device)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let pages = (0..<2).map { i -> UIViewController in
            let page = UIViewController()
            page.view.backgroundColor = i == 0 ? .orange : .purple
            let label = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))
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
        let touch = stage.touchDown(at: CGPoint(x: 190, y: 280))
        stage.move(touch, to: CGPoint(x: 110, y: 260), duration: 0.2)
        Self.golden.check(frame(stage), named: "page-curl-pager-mid-swipe")
        stage.touchUp(touch)
        stage.pumpAndSettle()
        withExtendedLifetime(source) {}
    }

    /// Four pages, each its own colour with a white heading and a dark block toward its left, so that a back seen
    /// mirrored shows which way it was turned.
    final class Book: NSObject, UIPageViewControllerDataSource {
        let pages: [UIViewController] = [UIColor.orange, .purple, .systemTeal, .brown].map { colour in
            let page = UIViewController()
            page.view.backgroundColor = colour
            let heading = UIView(frame: CGRect(x: 15, y: 20, width: 120, height: 20))
            heading.backgroundColor = .white
            page.view.addSubview(heading)
            let block = UIView(frame: CGRect(x: 15, y: 60, width: 40, height: 100))
            block.backgroundColor = .darkGray
            page.view.addSubview(block)
            return page
        }
        func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
            let i = pages.firstIndex { $0 === v }!
            return i > 0 ? pages[i - 1] : nil
        }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
            let i = pages.firstIndex { $0 === v }!
            return i < pages.count - 1 ? pages[i + 1] : nil
        }
    }

    /// The spread turned by a finger `progress` of the way (the view's 300 pt past the pan's 10-pt slop hold the
    /// page's edge under the finger), forward from pages 0 and 1, or back from pages 2 and 3.
    @Test(arguments: [(true, 0.25), (true, 0.5), (true, 0.75), (false, 0.25), (false, 0.5), (false, 0.75)])
    func midSpineTurn(forward: Bool, progress: Double) {
        let stage = Stage(device: Self.spread)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let book = Book()
        pager.dataSource = book
        pager.setViewControllers(forward ? [book.pages[0], book.pages[1]] : [book.pages[2], book.pages[3]],
                                 direction: .forward, animated: false)
        stage.window.rootViewController = pager
        stage.pumpAndSettle()
        let start: CGFloat = forward ? 290 : 10
        let distance = 10 + 300 * CGFloat(progress)
        let touch = stage.touchDown(at: CGPoint(x: start, y: 150))
        stage.move(touch, to: CGPoint(x: forward ? start - distance : start + distance, y: 150), duration: 0.2)
        Self.golden.check(frame(stage), named: "page-curl-spread-\(forward ? "forward" : "back")-\(Int(progress * 100))")
        stage.touchUp(touch)
        stage.pumpAndSettle()
        #expect(pager.viewControllers!.count == 2)
    }
}
