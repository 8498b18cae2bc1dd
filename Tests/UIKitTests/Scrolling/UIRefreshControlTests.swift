import Testing
@testable import UIKit
import Flipbook

/// Pull to refresh: the trigger while the finger is down, the content settling below the spinner, the room in
/// `adjustedContentInset`, `endRefreshing` sliding back, `beginRefreshing` from code sending nothing.
@MainActor @Suite struct UIRefreshControlTests {
    final class Box { var events = 0 }

    func make() -> (Stage, UIScrollView, UIRefreshControl, Box, ScrollDelegateRecorder) {
        let (stage, scrollView, recorder) = makeScrollStage()
        let control = UIRefreshControl()
        let box = Box()
        control.addAction(UIAction { _ in box.events += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        return (stage, scrollView, control, box, recorder)
    }

    @Test func sitsAboveTheContent() {
        let (_, scrollView, control, _, _) = make()
        #expect(control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
        #expect(!control.isRefreshing)
        scrollView.refreshControl = nil
        #expect(control.superview == nil)
    }

    @Test func aLongPullRefreshesWhileTheFingerIsDownAndSettlesBelowTheSpinner() {
        let (stage, scrollView, control, box, recorder) = make()
        let finger = stage.touchDown(at: CGPoint(x: 150, y: 100))
        stage.move(finger, to: CGPoint(x: 150, y: 200), duration: 0.2)
        // About 51 pt pulled (rubber-banded 100 pt): not yet.
        #expect(!control.isRefreshing && box.events == 0)
        #expect(control.spinner.alpha > 0 && control.spinner.alpha < 1)
        stage.move(finger, to: CGPoint(x: 150, y: 500), duration: 0.3)
        #expect(-scrollView.contentOffset.y >= UIRefreshControl.triggerDistance)
        #expect(control.isRefreshing && box.events == 1)
        #expect(scrollView.adjustedContentInset.top == 0)   // the room opens on release
        stage.touchUp(finger)
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(recorder.calls.contains("willEndDragging"))
        stage.pumpAndSettle()
        #expect(close(scrollView.contentOffset.y, -60, 0.5))
        #expect(box.events == 1)
        // Done loading: the room closes and the content slides back over 0.3 s (ease in–out: halfway at 0.15 s).
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0)
        stage.pump(0.15)
        #expect(close(scrollView.contentOffset.y, -30, 3))
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset.y == 0)
        #expect(!recorder.calls.contains("didEndScrollingAnimation"))
    }

    @Test func beginRefreshingFromCodeSendsNothingAndDoesNotScroll() {
        let (stage, scrollView, control, box, _) = make()
        control.beginRefreshing()
        stage.pump()
        #expect(control.isRefreshing && control.spinner.isAnimating)
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentOffset.y == 0)
        #expect(box.events == 0)
        control.endRefreshing()
        #expect(scrollView.adjustedContentInset.top == 0)
        stage.pumpAndSettle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func pullMath() {
        #expect(UIRefreshControl.pullDistance(offsetY: -150, topInset: 20) == 130)
        #expect(UIRefreshControl.pullDistance(offsetY: 10, topInset: 0) == 0)
        #expect(UIRefreshControl.spinnerAlpha(pull: 30) == 0.5)
        #expect(UIRefreshControl.spinnerAlpha(pull: 200) == 1)
    }
}
