import Testing
@testable import UIKit
import Flipbook

/// UIPageViewController(.pageCurl) spines and sides: two pages side by side with spine `.mid`, double-sided
/// pages whose backs show the next view controller, the view-controller counts UIKit requires (with its
/// message), and the delegate choosing the spine when the device turns.
@MainActor @Suite struct UIPageViewControllerSpineTests {
    static let device = UIPageViewControllerPageCurlTests.device
    static let colours: [UIColor] = [.red, .green, .blue, .yellow, .cyan, .magenta]

    /// Six coloured pages, and a delegate that logs and picks `.mid` in landscape (two pages, as Apple's
    /// Page-Based App template does) and `.min` in portrait.
    final class Book: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController] = colours.map { colour in
            let page = UIViewController()
            page.view.backgroundColor = colour
            return page
        }
        var calls: [String] = []
        func index(_ page: UIViewController) -> Int { pages.firstIndex { $0 === page }! }
        func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
            let i = index(v)
            return i > 0 ? pages[i - 1] : nil
        }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
            let i = index(v)
            return i < pages.count - 1 ? pages[i + 1] : nil
        }
        func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            calls.append("willTransitionTo \(pending.map(index))")
        }
        func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            calls.append("didFinish previous \(previousViewControllers.map(index)) completed \(completed)")
        }
        func pageViewController(_ p: UIPageViewController,
                                spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
            calls.append("spineLocationFor \(orientation.isLandscape ? "landscape" : "portrait")")
            let first = p.viewControllers![0]
            if orientation.isLandscape {
                p.setViewControllers([first, pages[index(first) + 1]], direction: .forward, animated: true)
                return .mid
            }
            p.setViewControllers([first], direction: .forward, animated: true)
            p.isDoubleSided = false
            return .min
        }
    }

    private func makePager(spine: UIPageViewController.SpineLocation, doubleSided: Bool = false,
                           first: [Int]) -> (Stage, UIPageViewController, Book) {
        let stage = Stage(device: Self.device)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: spine])
        let book = Book()
        pager.dataSource = book
        pager.delegate = book
        if doubleSided { pager.isDoubleSided = true }
        pager.setViewControllers(first.map { book.pages[$0] }, direction: .forward, animated: false)
        stage.window.rootViewController = pager
        stage.pumpAndSettle()
        return (stage, pager, book)
    }

    private func frame(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    @Test func midSpineShowsTwoPagesSideBySideAndIsDoubleSided() {
        let (stage, pager, book) = makePager(spine: .mid, first: [0, 1])
        #expect(pager.spineLocation == .mid && pager.isDoubleSided)
        #expect(pager.viewControllers! == [book.pages[0], book.pages[1]])
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(book.pages[1].view.frame == CGRect(x: 100, y: 0, width: 100, height: 300))
        #expect(pager.children.count == 2)
        let image = frame(stage)
        let left = image.pixel(x: 50, y: 150), right = image.pixel(x: 150, y: 150)
        #expect(left.r == 255 && left.g == 0 && right.g == 255 && right.r == 0)
    }

    @Test func midSpineSwipeTurnsTheRightPageOverTheSpine() {
        let (stage, pager, book) = makePager(spine: .mid, first: [0, 1])
        let touch = stage.touchDown(at: CGPoint(x: 190, y: 280))
        stage.move(touch, to: CGPoint(x: 140, y: 280), duration: 0.2)
        // Half way (50 of the page's 100 pt): the right page curls, uncovering page 3 (yellow) under it, its
        // back showing page 2 (blue) as printed — a double-sided page is not faded; the left page stays.
        let mid = frame(stage)
        #expect(book.calls == ["willTransitionTo [2, 3]"])
        let uncovered = mid.pixel(x: 197, y: 297), flap = mid.pixel(x: 130, y: 150), left = mid.pixel(x: 50, y: 150)
        #expect(uncovered.r > 200 && uncovered.g > 200 && uncovered.b < 60)
        #expect(flap.b == 255 && flap.r == 0 && flap.g == 0)
        #expect(left.r == 255 && left.g == 0)
        // On past half way, then let go: the turn completes.
        stage.move(touch, to: CGPoint(x: 120, y: 280), duration: 0.1)
        stage.touchUp(touch)
        stage.pumpAndSettle()
        #expect(pager.viewControllers! == [book.pages[2], book.pages[3]])
        #expect(book.calls == ["willTransitionTo [2, 3]", "didFinish previous [0, 1] completed true"])
        #expect(book.pages[2].view.frame.minX == 0 && book.pages[3].view.frame.minX == 100)
        let after = frame(stage)
        #expect(after.pixel(x: 50, y: 150).b == 255 && after.pixel(x: 150, y: 150).g == 255)
    }

    @Test func midSpineSwipeBackTurnsTheLeftPage() {
        let (stage, pager, book) = makePager(spine: .mid, first: [2, 3])
        stage.drag(from: CGPoint(x: 10, y: 150), to: CGPoint(x: 150, y: 150), duration: 0.25)
        stage.pumpAndSettle()
        #expect(pager.viewControllers! == [book.pages[0], book.pages[1]])
        #expect(book.calls == ["willTransitionTo [0, 1]", "didFinish previous [2, 3] completed true"])
    }

    @Test func doubleSidedPageShowsTheNextViewControllerOnItsBack() {
        let (stage, pager, book) = makePager(spine: .min, doubleSided: true, first: [0, 5])
        #expect(pager.viewControllers! == [book.pages[0], book.pages[5]])
        #expect(pager.children == [book.pages[0]])
        let touch = stage.touchDown(at: CGPoint(x: 190, y: 280))
        stage.move(touch, to: CGPoint(x: 90, y: 280), duration: 0.25)
        // The back of page 0 is page 1 (green), unfaded; page 2 (blue) lies under it.
        let mid = frame(stage)
        let flap = mid.pixel(x: 60, y: 150), uncovered = mid.pixel(x: 195, y: 295)
        #expect(flap.g == 255 && flap.r == 0 && flap.b == 0)
        #expect(uncovered.b > 200 && uncovered.r < 60)
        stage.move(touch, to: CGPoint(x: 60, y: 280), duration: 0.1)
        stage.touchUp(touch)
        stage.pumpAndSettle()
        // The front of the page shown and the back of the page turned.
        #expect(pager.viewControllers! == [book.pages[2], book.pages[1]])
        #expect(book.calls == ["willTransitionTo [2, 1]", "didFinish previous [0, 5] completed true"])
    }

    @Test func singleSidedBackIsThePagesOwnPictureFaded() {
        let (stage, _, book) = makePager(spine: .min, first: [0])
        let touch = stage.touchDown(at: CGPoint(x: 190, y: 280))
        stage.move(touch, to: CGPoint(x: 90, y: 280), duration: 0.25)
        // Red mixed 60 % toward white: (255, 153, 153).
        let single = frame(stage)
        let flap = single.pixel(x: 60, y: 150)
        #expect(flap.r == 255 && flap.g == 153 && flap.b == 153)
        stage.touchUp(touch)
        stage.pumpAndSettle()
        withExtendedLifetime(book) {}   // the data source is weak
    }

    @Test func theDelegatePicksTheSpineWhenTheDeviceTurns() {
        let (stage, pager, book) = makePager(spine: .min, first: [0])
        stage.rotate(to: .landscapeLeft)
        stage.pumpAndSettle()
        #expect(book.calls == ["spineLocationFor landscape"])
        #expect(pager.spineLocation == .mid && pager.isDoubleSided)
        #expect(pager.viewControllers! == [book.pages[0], book.pages[1]])
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(book.pages[1].view.frame == CGRect(x: 150, y: 0, width: 150, height: 200))
        stage.rotate(to: .portrait)
        stage.pumpAndSettle()
        #expect(book.calls == ["spineLocationFor landscape", "spineLocationFor portrait"])
        #expect(pager.spineLocation == .min && !pager.isDoubleSided)
        #expect(pager.viewControllers! == [book.pages[0]])
        #expect(pager.children == [book.pages[0]])
    }

    @Test func doubleSidedNeedsTwoViewControllers() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            pager.isDoubleSided = true
            pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
        }
        let message = "The number of view controllers provided (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMin)"
        #expect(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self).contains(message) } == true)
    }

    @Test func midSpineMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                             options: [.spineLocation: UIPageViewController.SpineLocation.mid])
            pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
        }
        let message = "The number of view controllers provided (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"
        #expect(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self).contains(message) } == true)
    }
}

/// `isDoubleSided = false` with spine `.mid`: Apple's reference says it raises; Flipbook traps where it is set
/// (its own wording), but lets the delegate clear it while choosing the next spine, as Apple's template does.
@MainActor @Suite struct UIPageViewControllerDoubleSidedTests {
    @Test func clearingDoubleSidedWithTheSpineInTheMiddleTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                             options: [.spineLocation: UIPageViewController.SpineLocation.mid])
            pager.isDoubleSided = false
        }
        let message = UIPageViewController.midSpineNeedsDoubleSidedMessage
        #expect(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self).contains(message) } == true)
    }

    @Test func theMiddleSpineMakesPagesDoubleSidedAndTheOthersLetThemBeSingle() {
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(mid.isDoubleSided)
        mid.isDoubleSided = true   // setting true again is fine
        let min = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(!min.isDoubleSided)
        min.isDoubleSided = true
        min.isDoubleSided = false
        #expect(!min.isDoubleSided)
    }
}
