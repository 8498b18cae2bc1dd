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

    /// Where the turn puts things in the 200-pt view at progress t (``PageCurl/overSpine``, pages 100 pt, radius
    /// 0.12 · 100 · sin πt): the axis and the page's edge, in the view's x (the spine at 100).
    static func forwardTurn(_ t: Double) -> (axis: Double, edge: Double, radius: Double) {
        let r = 12 * sin(Double.pi * t)
        return (100 + (1 - t) * 100 - Double.pi * r / 2, 100 + (1 - 2 * t) * 100, r)
    }

    @Test func midSpineSwipeTurnsTheRightPageOverTheSpine() {
        let (stage, pager, book) = makePager(spine: .mid, first: [0, 1])
        let touch = stage.touchDown(at: CGPoint(x: 190, y: 280))
        stage.move(touch, to: CGPoint(x: 130, y: 280), duration: 0.2)
        // A quarter of the way (50 of the view's 200 pt, past the pan's 10-pt slop): the right page (green) lifts at its outer edge; its
        // front lies from the spine to its edge, 150; its back (page 2, blue, as printed: a double-sided page is
        // not faded) from there to the axis, 161.7; past the cylinder page 3 (yellow) is uncovered; the left page
        // (red) stays.
        let quarter = Self.forwardTurn(0.25)
        #expect(abs(quarter.edge - 150) < 1e-9 && abs(quarter.axis - 161.67) < 0.01)
        let mid = frame(stage)
        #expect(book.calls == ["willTransitionTo [2, 3]"])
        #expect(mid.pixel(x: 148, y: 150) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(mid.pixel(x: 102, y: 150) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(mid.pixel(x: 152, y: 150) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(mid.pixel(x: 160, y: 150) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(mid.pixel(x: 190, y: 150) == RGBA8(r: 255, g: 255, b: 0, a: 255))
        #expect(mid.pixel(x: 50, y: 150) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        // On past half way: the front is gone, the back lies over the spine onto the left page, 10 pt past it.
        stage.move(touch, to: CGPoint(x: 70, y: 280), duration: 0.1)
        let past = frame(stage)
        #expect((100..<200).allSatisfy { past.pixel(x: $0, y: 150).g != 255 || past.pixel(x: $0, y: 150).r == 255 },
                "no green left")
        #expect(past.pixel(x: 92, y: 150) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(past.pixel(x: 88, y: 150) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        // Let go past half way: the turn completes.
        stage.touchUp(touch)
        stage.pumpAndSettle()
        #expect(pager.viewControllers! == [book.pages[2], book.pages[3]])
        #expect(book.calls == ["willTransitionTo [2, 3]", "didFinish previous [0, 1] completed true"])
        #expect(book.pages[2].view.frame.minX == 0 && book.pages[3].view.frame.minX == 100)
        let after = frame(stage)
        #expect(after.pixel(x: 50, y: 150).b == 255 && after.pixel(x: 150, y: 150).g == 255)
        #expect(pager.view.layer.sublayers!.allSatisfy { $0.name != UIPageViewController.curlLayerName })
    }

    /// Half way the page stands on the spine: no front shows, its back reaches from the spine to the axis.
    @Test func midSpineHalfWayThePageStandsOnTheSpine() {
        let (stage, _, book) = makePager(spine: .mid, first: [0, 1])
        let touch = stage.touchDown(at: CGPoint(x: 195, y: 280))
        stage.move(touch, to: CGPoint(x: 85, y: 280), duration: 0.2)   // 100 pt past the slop
        let image = frame(stage)
        let half = Self.forwardTurn(0.5)   // axis 131.2, cylinder to 143.2
        for x in 0..<200 {
            let pixel = image.pixel(x: x, y: 150)
            let centre = Double(x) + 0.5
            if x < 99 {
                #expect(pixel == RGBA8(r: 255, g: 0, b: 0, a: 255), "x \(x): the left page")
            } else if x > 100, centre < half.axis - 1 {
                #expect(pixel == RGBA8(r: 0, g: 0, b: 255, a: 255), "x \(x): the back")
            } else if centre > half.axis + 2 * half.radius + 1 {
                #expect(pixel == RGBA8(r: 255, g: 255, b: 0, a: 255), "x \(x): uncovered")
            }
            #expect(pixel.g != 255 || pixel.r == 255, "x \(x): the front shows nowhere")
        }
        stage.touchUp(touch)
        stage.pumpAndSettle()
        withExtendedLifetime(book) {}
    }

    @Test func midSpineSwipeBackTurnsTheLeftPage() {
        let (stage, pager, book) = makePager(spine: .mid, first: [2, 3])
        let touch = stage.touchDown(at: CGPoint(x: 10, y: 280))
        stage.move(touch, to: CGPoint(x: 70, y: 280), duration: 0.2)
        // The mirror image of a forward turn: the left page (blue) lifts at its left edge, its front lies from its
        // edge (50) to the spine, its back (page 1, green) from the axis (38.3) to the edge, page 0 (red) is
        // uncovered; the right page (yellow) stays.
        let image = frame(stage)
        #expect(image.pixel(x: 52, y: 150) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image.pixel(x: 97, y: 150) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image.pixel(x: 47, y: 150) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(image.pixel(x: 40, y: 150) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(image.pixel(x: 10, y: 150) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 150, y: 150) == RGBA8(r: 255, g: 255, b: 0, a: 255))
        stage.move(touch, to: CGPoint(x: 150, y: 280), duration: 0.1)
        stage.touchUp(touch)
        stage.pumpAndSettle()
        #expect(pager.viewControllers! == [book.pages[0], book.pages[1]])
        #expect(book.calls == ["willTransitionTo [0, 1]", "didFinish previous [2, 3] completed true"])
    }

    /// Let go before half way, slowly: the page falls back onto its own half.
    @Test func midSpineSnapsBackBeforeHalfWay() {
        let (stage, pager, book) = makePager(spine: .mid, first: [0, 1])
        let touch = stage.touchDown(at: CGPoint(x: 190, y: 280))
        stage.move(touch, to: CGPoint(x: 120, y: 280), duration: 0.4)
        stage.touchUp(touch)
        stage.pumpAndSettle()
        #expect(pager.viewControllers! == [book.pages[0], book.pages[1]])
        #expect(book.calls == ["willTransitionTo [2, 3]", "didFinish previous [0, 1] completed false"])
        let after = frame(stage)
        #expect(after.pixel(x: 50, y: 150).r == 255 && after.pixel(x: 150, y: 150).g == 255)
    }

    /// Vertical navigation: the bottom page turns up over a horizontal spine; its back is the next top page,
    /// mirrored top to bottom.
    @Test func verticalMidSpineTurnsTheBottomPageUp() {
        let stage = Stage(device: Self.device)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let book = Book()
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        stage.window.rootViewController = pager
        stage.pumpAndSettle()
        #expect(book.pages[1].view.frame == CGRect(x: 0, y: 150, width: 200, height: 150))
        let touch = stage.touchDown(at: CGPoint(x: 100, y: 290))
        stage.move(touch, to: CGPoint(x: 100, y: 205), duration: 0.2)
        // A quarter of the way (75 of 300 pt): the bottom page's front from the spine (150) to its edge (225),
        // its back (page 2, blue) above the axis, the top page (red) untouched, page 3 (yellow) uncovered.
        let image = frame(stage)
        #expect(image.pixel(x: 100, y: 200) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(image.pixel(x: 100, y: 228) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image.pixel(x: 100, y: 295) == RGBA8(r: 255, g: 255, b: 0, a: 255))
        #expect(image.pixel(x: 100, y: 100) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        stage.move(touch, to: CGPoint(x: 100, y: 100), duration: 0.2)
        stage.touchUp(touch)
        stage.pumpAndSettle()
        #expect(pager.viewControllers! == [book.pages[2], book.pages[3]])
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
