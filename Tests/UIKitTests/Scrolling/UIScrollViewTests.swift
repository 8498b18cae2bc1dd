import Testing
@testable import UIKit
import Flipbook

/// UIScrollView's surface: bounds-origin scrolling, insets, limits, delegate calls from code.
@MainActor @Suite struct UIScrollViewTests {
    @Test func contentOffsetIsTheBoundsOrigin() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
        container.addSubview(scrollView)
        let child = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 250))
        #expect(scrollView.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        // The child moved on screen without its frame changing: 300 − 250 + 20 in the superview.
        #expect(child.frame.origin.y == 300)
        #expect(child.convert(CGPoint.zero, to: container).y == 70)
        scrollView.bounds.origin = CGPoint(x: 5, y: 6)
        #expect(scrollView.contentOffset == CGPoint(x: 5, y: 6))
    }

    @Test func everyOffsetChangeCallsDidScroll() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)   // unchanged: no call
        scrollView.bounds = CGRect(x: 0, y: 20, width: 100, height: 100)
        scrollView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)   // size only: no call
        #expect(recorder.calls == ["didScroll", "didScroll"])
        #expect(recorder.offsets == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20)])
    }

    @Test func defaultsAreUIKits() {
        let scrollView = UIScrollView()
        #expect(scrollView.bounces && !scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.isPagingEnabled && scrollView.isScrollEnabled)
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(scrollView.clipsToBounds)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton()))
    }

    @Test func limitsFollowContentSizeAndInsets() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(scrollView.minimumContentOffset == CGPoint(x: 0, y: -20))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 830))
        #expect(scrollView.scrollsVertically && !scrollView.scrollsHorizontally)
        scrollView.alwaysBounceHorizontal = true
        #expect(scrollView.scrollsHorizontally)
    }

    @Test func animatedSetContentOffsetRunsFramesAndEndsWithDidEndScrollingAnimation() {
        let (stage, scrollView, recorder) = makeScrollStage()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        stage.pump(0.15)
        // Ease in–ease out is symmetric: half way in time is half way in distance.
        #expect(abs(scrollView.contentOffset.y - 150) < 0.5)
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(recorder.calls.last == "didEndScrollingAnimation")
        #expect(recorder.calls.dropLast().allSatisfy { $0 == "didScroll" })
        #expect(recorder.calls.count > 10)
    }

    @Test func scrollRectToVisibleScrollsTheLeastDistance() {
        let (stage, scrollView, recorder) = makeScrollStage()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1100 - 667))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 100), animated: false)   // visible
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1100 - 667))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 100), animated: true)
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.calls.last == "didEndScrollingAnimation")
        // Never past the content's end.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 4950, width: 100, height: 200), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 5000 - 667))
    }

    /// A subclass overrides layoutSubviews and sees it run as the content scrolls.
    @Test func scrollingLaysOut() {
        final class Tiling: UIScrollView {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        let stage = Stage(device: .iPhoneSE)
        let scrollView = Tiling(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentSize = CGSize(width: 375, height: 3000)
        stage.show(scrollView)
        stage.pump()
        let before = scrollView.layouts
        scrollView.contentOffset.y = 100
        stage.pump()
        #expect(scrollView.layouts == before + 1)
    }
}
