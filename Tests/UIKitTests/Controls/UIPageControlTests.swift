import Testing
@testable import UIKit
import Flipbook

/// UIPageControl: geometry of the dots, colours on screen, one page per tap with `.valueChanged`, clamping,
/// `hidesForSinglePage`.
@MainActor @Suite struct UIPageControlTests {
    func make(pages: Int = 5, current: Int = 2) -> (Stage, UIPageControl, Box) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        root.backgroundColor = .black
        stage.show(root)
        let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 26))
        control.numberOfPages = pages
        control.currentPage = current
        root.addSubview(control)
        let box = Box()
        control.addAction(UIAction { _ in box.events.append(control.currentPage) }, for: .valueChanged)
        stage.pump()
        return (stage, control, box)
    }

    final class Box { var events: [Int] = [] }

    @Test func sizeAndDotCentres() {
        let (_, control, _) = make()
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 4 * 16 + 7 + 16, height: 26))
        #expect(control.intrinsicContentSize == CGSize(width: 87, height: 26))
        #expect(control.size(forNumberOfPages: 0).width == 0)
        // The row is centred: 100 − 32 + 16·i.
        #expect((0..<5).map { control.indicatorCenter(forPage: $0).x } == [68, 84, 100, 116, 132])
        #expect(control.indicatorCenter(forPage: 0).y == 13)
    }

    @Test func drawnAsIOSDrawsTheDots() {
        let (stage, _, _) = make()
        let image = stage.snapshot()
        // Device pixels (scale 2): the current page's dot opaque white, the others white at 0.3 over black.
        #expect(Probe.matches(image, 100 * 2, 113 * 2, (255, 255, 255)))
        #expect(Probe.matches(image, 68 * 2, 113 * 2, (77, 77, 77), tolerance: 4))
        // Between two dots: the background.
        #expect(Probe.matches(image, 76 * 2, 113 * 2, (0, 0, 0)))
    }

    @Test func aTapMovesOnePageTowardsItsSideAndSendsValueChanged() {
        let (stage, control, box) = make()
        stage.tap(at: CGPoint(x: 190, y: 113))   // far right of the current dot: still one page
        #expect(control.currentPage == 3)
        stage.tap(at: CGPoint(x: 10, y: 113))
        stage.tap(at: CGPoint(x: 10, y: 113))
        #expect(control.currentPage == 1)
        #expect(box.events == [3, 2, 1])
        control.currentPage = 4   // from code: no event
        stage.tap(at: CGPoint(x: 195, y: 113))   // already the last page: nothing changes, nothing is sent
        #expect(control.currentPage == 4)
        #expect(box.events == [3, 2, 1])
    }

    @Test func currentPageIsClampedAndFollowsTheCount() {
        let (_, control, _) = make()
        control.currentPage = 10
        #expect(control.currentPage == 4)
        control.currentPage = -3
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(UIPageControl.pageAfterTap(at: 5, currentDotX: 10, currentPage: 0, numberOfPages: 3) == 0)
        #expect(UIPageControl.pageAfterTap(at: 15, currentDotX: 10, currentPage: 2, numberOfPages: 3) == 2)
    }

    @Test func hidesForSinglePageAndCustomColours() {
        let (stage, control, _) = make(pages: 1, current: 0)
        #expect(Probe.matches(stage.snapshot(), 100 * 2, 113 * 2, (255, 255, 255)))
        control.hidesForSinglePage = true
        stage.pump()
        #expect(Probe.matches(stage.snapshot(), 100 * 2, 113 * 2, (0, 0, 0)))
        control.hidesForSinglePage = false
        control.numberOfPages = 3
        control.currentPage = 0
        control.currentPageIndicatorTintColor = .red
        control.pageIndicatorTintColor = .blue
        stage.pump()
        let image = stage.snapshot()
        #expect(Probe.matches(image, 84 * 2, 113 * 2, (255, 0, 0), tolerance: 40))
        #expect(Probe.matches(image, 116 * 2, 113 * 2, (0, 0, 255), tolerance: 40))
    }
}
