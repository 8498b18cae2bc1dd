import Testing
@testable import UIKit
import Flipbook

/// Touches in a scroll view: taps reach the content, drags scroll instead, nested scroll views split by axis.
@MainActor @Suite struct UIScrollViewTouchesTests {
    final class Target: NSObject {
        var taps = 0
        func tapped() { taps += 1 }
    }

    /// A tap reaches a subview (its touches held for the delay, then delivered together) and a tap recognizer
    /// on it.
    @Test func tapReachesContent() {
        let (stage, scrollView, recorder) = makeScrollStage()
        let content = TouchRecorderView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        scrollView.addSubview(content)
        stage.tap(at: CGPoint(x: 100, y: 200))
        #expect(content.phases == ["began", "ended"])
        let tappable = UIView(frame: CGRect(x: 0, y: 400, width: 375, height: 200))
        scrollView.addSubview(tappable)
        let target = Target()
        tappable.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.tapped))
        stage.tap(at: CGPoint(x: 100, y: 500))
        #expect(target.taps == 1)
        #expect(recorder.calls.isEmpty)
    }

    /// Held longer than the delay, the touch reaches the content before the finger lifts.
    @Test func heldTouchReachesContentAfterTheDelay() {
        let (stage, scrollView, _) = makeScrollStage()
        let content = TouchRecorderView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        scrollView.addSubview(content)
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 200))
        stage.pump(0.1)
        #expect(content.log.isEmpty)
        stage.pump(0.1)
        #expect(content.log == ["began"])
        stage.touchUp(finger)
        #expect(content.phases == ["began", "ended"])
    }

    /// Without delaysContentTouches the content gets touchesBegan at once, and a drag cancels it.
    @Test func dragCancelsContentTouches() {
        let (stage, scrollView, _) = makeScrollStage()
        scrollView.delaysContentTouches = false
        let content = TouchRecorderView(frame: CGRect(x: 0, y: 100, width: 375, height: 500))
        scrollView.addSubview(content)
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 500))
        #expect(content.log == ["began"])
        stage.move(finger, to: CGPoint(x: 100, y: 300), duration: 0.2)
        stage.touchUp(finger)
        #expect(content.phases.last == "cancelled")
        #expect(scrollView.contentOffset.y > 150)
    }

    /// A quick drag that starts on a button scrolls, and the button never fires; a tap on it fires.
    @Test func dragStartingOnAButtonScrolls() {
        let (stage, scrollView, _) = makeScrollStage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 300, width: 200, height: 100)
        scrollView.addSubview(button)
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        stage.drag(from: CGPoint(x: 150, y: 380), to: CGPoint(x: 150, y: 180), duration: 0.1)
        #expect(scrollView.contentOffset.y > 150)
        #expect(target.taps == 0)
        #expect(!button.isHighlighted)
        stage.pumpAndSettle()
        scrollView.contentOffset = .zero
        stage.tap(at: CGPoint(x: 150, y: 350))
        #expect(target.taps == 1)
    }

    /// A button that already has the touch (held past the delay) keeps it: UIKit's touchesShouldCancel(in:)
    /// answers false for controls, so the drag doesn't scroll. With a subclass answering true, it does.
    @Test func heldButtonKeepsItsTouchUnlessTouchesShouldCancel() {
        final class Cancelling: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        for cancels in [false, true] {
            let stage = Stage(device: .iPhoneSE)
            let scrollView = cancels ? Cancelling(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                : UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            scrollView.contentSize = CGSize(width: 375, height: 3000)
            stage.show(scrollView)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 50, y: 300, width: 200, height: 100)
            scrollView.addSubview(button)
            stage.pump()
            let rest = scrollView.contentOffset.y
            let finger = stage.touchDown(at: CGPoint(x: 150, y: 380))
            stage.pump(0.2)
            #expect(button.isHighlighted)
            stage.move(finger, to: CGPoint(x: 150, y: 200), duration: 0.2)
            stage.touchUp(finger)
            #expect((scrollView.contentOffset.y != rest) == cancels)
        }
    }

    /// A horizontal pager inside a vertical list: horizontal drags page, vertical drags scroll the list.
    @Test func nestedScrollViewsSplitByAxis() {
        let (stage, outer, outerRecorder) = makeScrollStage()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        inner.contentSize = CGSize(width: 375 * 3, height: 200)
        inner.isPagingEnabled = true
        let innerRecorder = ScrollDelegateRecorder()
        inner.delegate = innerRecorder
        outer.addSubview(inner)
        stage.pump()
        // Horizontal on the inner one: it pages, the outer one stays.
        stage.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 50, y: 205), duration: 0.4)
        stage.pumpAndSettle()
        #expect(inner.contentOffset == CGPoint(x: 375, y: 0))
        #expect(outer.contentOffset == .zero)
        #expect(outerRecorder.calls.isEmpty)
        // Vertical on the inner one: the outer one scrolls, the inner one stays.
        stage.drag(from: CGPoint(x: 187, y: 280), to: CGPoint(x: 190, y: 130), duration: 0.4)
        stage.pumpAndSettle()
        #expect(outer.contentOffset.y > 100)
        #expect(inner.contentOffset == CGPoint(x: 375, y: 0))
        #expect(innerRecorder.condensed.filter { $0 == "willBeginDragging" }.count == 1)
    }
}
