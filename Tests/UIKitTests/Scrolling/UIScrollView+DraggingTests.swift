import Testing
@testable import UIKit
import Flipbook

/// Dragging, flinging, bouncing and paging a scroll view with scripted touches.
@MainActor @Suite struct UIScrollViewDraggingTests {
    /// A 200 pt upward drag in 0.2 s (finger 1,000 pt/s): content tracks the finger less the 10 pt slop, the
    /// delegate gets 1 pt/ms and the projected rest point, and every frame after the release sits on the
    /// closed form of the decay.
    @Test func flingDeceleratesAlongTheClosedForm() {
        let (stage, scrollView, recorder) = makeScrollStage()
        stage.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300), duration: 0.2)
        let releaseOffset = scrollView.contentOffset.y
        #expect(abs(releaseOffset - 190) < 1e-6)
        #expect(abs(recorder.endVelocity!.y - 1.0) < 1e-6)
        #expect(recorder.endVelocity!.x == 0)
        let projected = 190 + 1.0 * 0.998 / 0.002
        #expect(abs(recorder.proposedTarget!.y - projected) < 1e-6)
        #expect(scrollView.isDecelerating && !scrollView.isDragging)
        let t0 = CACurrentMediaTime()
        for _ in 0..<120 {
            stage.pump(1.0 / 60)
            let expected = ScrollPhysics.decelerationOffset(start: 190, target: projected, rate: 0.998,
                                                            elapsed: CACurrentMediaTime() - t0)
            #expect(abs(scrollView.contentOffset.y - expected) < 1e-6)
        }
        stage.pumpAndSettle()
        #expect(abs(scrollView.contentOffset.y - projected) < 1e-6)
        #expect(!scrollView.isDecelerating)
    }

    @Test func delegateOrderOfADragAndFling() {
        let (stage, scrollView, recorder) = makeScrollStage()
        stage.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300), duration: 0.2)
        #expect(scrollView.isDecelerating)
        stage.pumpAndSettle()
        #expect(recorder.condensed == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                       "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    /// A drag that stops before lifting (no velocity) inside the content doesn't decelerate.
    @Test func slowReleaseDoesNotDecelerate() {
        let (stage, scrollView, recorder) = makeScrollStage()
        let finger = stage.touchDown(at: CGPoint(x: 187, y: 500))
        stage.move(finger, to: CGPoint(x: 187, y: 400), duration: 0.3)
        stage.move(finger, to: CGPoint(x: 187, y: 400.0001), duration: 0.1)
        recorder.retarget = nil
        stage.touchUp(finger)
        #expect(abs(recorder.endVelocity!.y) < 0.001)
        #expect(recorder.condensed.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        #expect(!scrollView.isDecelerating && !scrollView.isTracking)
    }

    /// The snapping idiom: the delegate moves the target and the deceleration ends exactly there.
    @Test func changedTargetIsWhereDecelerationEnds() {
        let (stage, scrollView, recorder) = makeScrollStage()
        recorder.retarget = { proposed in CGPoint(x: proposed.x, y: (proposed.y / 100).rounded() * 100) }
        stage.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300), duration: 0.2)
        let t0 = CACurrentMediaTime()
        stage.pump(0.25)
        let expected = ScrollPhysics.decelerationOffset(start: 190, target: 700, rate: 0.998, elapsed: CACurrentMediaTime() - t0)
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-6)
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset.y == 700)
    }

    /// Pulled past the top the content rubber-bands by UIKit's formula; released, it springs back to the edge
    /// along the critically damped spring.
    @Test func rubberBandAndSpringBack() {
        let (stage, scrollView, recorder) = makeScrollStage()
        let finger = stage.touchDown(at: CGPoint(x: 187, y: 100))
        stage.move(finger, to: CGPoint(x: 187, y: 310), duration: 0.5)
        // Finger moved 210, less 10 pt slop: 200 pt raw overshoot.
        let banded = (1 - 1 / (200 * 0.55 / 667 + 1)) * 667
        #expect(abs(scrollView.contentOffset.y + banded) < 1e-6)
        stage.touchUp(finger)
        #expect(recorder.condensed.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        let start = scrollView.contentOffset.y
        let velocity = recorder.endVelocity!.y * 1000
        let t0 = CACurrentMediaTime()
        var deepest = start
        for _ in 0..<20 {
            stage.pump(1.0 / 60)
            let expected = ScrollPhysics.springOffset(anchor: 0, start: start, velocity: velocity, elapsed: CACurrentMediaTime() - t0)
            #expect(abs(scrollView.contentOffset.y - expected) < 1e-6)
            deepest = min(deepest, scrollView.contentOffset.y)
        }
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.calls.last == "didEndDecelerating")
    }

    /// Without bounces the content stops at the edge.
    @Test func noBouncesClampsTheDrag() {
        let (stage, scrollView, _) = makeScrollStage()
        scrollView.bounces = false
        stage.drag(from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 400), duration: 0.3)
        #expect(scrollView.contentOffset.y == 0)
    }

    /// A fling towards the top from near it runs past the edge and bounces back.
    @Test func flingIntoTheEdgeBounces() {
        let (stage, scrollView, recorder) = makeScrollStage()
        scrollView.contentOffset.y = 100
        stage.drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 400), duration: 0.05)
        // The target the delegate sees is clamped to the content.
        #expect(recorder.proposedTarget!.y == 0)
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            stage.pump(1.0 / 60)
            lowest = min(lowest, scrollView.contentOffset.y)
        }
        stage.pumpAndSettle()
        #expect(lowest < -20)
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.calls.last == "didEndDecelerating")
    }

    @Test func pagingSettlesOnPages() {
        let (stage, scrollView, recorder) = makeScrollStage(contentSize: CGSize(width: 375 * 3, height: 667))
        scrollView.isPagingEnabled = true
        // A slow drag past half a page turns it.
        stage.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 1.0)
        #expect(recorder.proposedTarget == CGPoint(x: 375, y: 0))
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 375, y: 0))
        // A slow drag short of half snaps back.
        stage.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 150, y: 300), duration: 1.0)
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 375, y: 0))
        // A flick turns it even though it's short.
        stage.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 240, y: 300), duration: 0.1)
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 750, y: 0))
        #expect(recorder.calls.last == "didEndDecelerating")
    }

    /// A touch on a decelerating scroll view stops it where it is.
    @Test func touchCatchesADeceleration() {
        let (stage, scrollView, _) = makeScrollStage()
        stage.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300), duration: 0.2)
        stage.pump(0.2)
        let caught = scrollView.contentOffset.y
        let finger = stage.touchDown(at: CGPoint(x: 187, y: 300))
        #expect(!scrollView.isDecelerating && scrollView.isTracking)
        stage.pump(0.5)
        #expect(scrollView.contentOffset.y == caught)
        stage.touchUp(finger)
        stage.pump()
        #expect(!scrollView.isTracking)
    }

    @Test func scrollDisabledDoesNotDrag() {
        let (stage, scrollView, recorder) = makeScrollStage()
        scrollView.isScrollEnabled = false
        stage.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300), duration: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.calls.isEmpty)
    }
}
