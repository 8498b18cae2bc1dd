import Testing
@testable import UIKit
import Flipbook

/// `keyboardDismissMode`: `.onDrag` hides the keyboard when a drag begins; `.interactive` lets the finger pull it
/// down, hiding it on a downward release and putting it back otherwise.
@MainActor @Suite struct UIScrollViewKeyboardTests {
    func make(_ mode: UIScrollView.KeyboardDismissMode) -> (Stage, UIScrollView, UITextField) {
        let (stage, scrollView, _) = makeScrollStage()
        scrollView.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        scrollView.addSubview(field)
        _ = field.becomeFirstResponder()
        stage.pumpAndSettle()
        return (stage, scrollView, field)
    }

    @Test func noneLeavesTheKeyboardUp() {
        let (stage, _, field) = make(.none)
        stage.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), duration: 0.2)
        stage.pumpAndSettle()
        #expect(field.isFirstResponder && stage.window.keyboardHost.isVisible)
    }

    @Test func onDragHidesTheKeyboardWhenTheDragBegins() {
        let (stage, scrollView, field) = make(.onDrag)
        #expect(stage.window.keyboardHost.isVisible)
        let finger = stage.touchDown(at: CGPoint(x: 150, y: 350))
        stage.move(finger, to: CGPoint(x: 150, y: 300), duration: 0.1)
        #expect(scrollView.isDragging)
        #expect(!field.isFirstResponder && !stage.window.keyboardHost.isVisible)
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(stage.window.keyboardHost.view == nil)
    }

    @Test func interactiveFollowsTheFingerAndHidesOnADownwardRelease() {
        let (stage, _, field) = make(.interactive)
        let host = stage.window.keyboardHost
        let shownTop = host.shownFrame.minY   // 667 − 260 = 407
        #expect(shownTop == 407)
        let finger = stage.touchDown(at: CGPoint(x: 150, y: 300))
        stage.move(finger, to: CGPoint(x: 150, y: 380), duration: 0.1)
        #expect(host.view?.frame.minY == shownTop)   // above the keyboard: it stays
        stage.move(finger, to: CGPoint(x: 150, y: 480), duration: 0.1)
        #expect(host.view?.frame.minY == 480)        // the finger holds its top edge down
        stage.touchUp(finger)
        #expect(!field.isFirstResponder)
        stage.pumpAndSettle()
        #expect(!host.isVisible && host.view == nil)
    }

    @Test func interactiveSlidesBackWhenReleasedMovingUp() {
        let (stage, _, field) = make(.interactive)
        let host = stage.window.keyboardHost
        let finger = stage.touchDown(at: CGPoint(x: 150, y: 300))
        stage.move(finger, to: CGPoint(x: 150, y: 470), duration: 0.2)
        stage.move(finger, to: CGPoint(x: 150, y: 440), duration: 0.05)
        #expect(host.view?.frame.minY == 440)
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(field.isFirstResponder && host.isVisible)
        #expect(host.view?.frame == host.shownFrame)
    }

    @Test func rules() {
        #expect(KeyboardDrag.top(fingerY: 300, shownTop: 407, hiddenTop: 667) == 407)
        #expect(KeyboardDrag.top(fingerY: 500, shownTop: 407, hiddenTop: 667) == 500)
        #expect(KeyboardDrag.top(fingerY: 700, shownTop: 407, hiddenTop: 667) == 667)
        #expect(KeyboardDrag.dismisses(top: 420, shownTop: 407, height: 260, velocity: 10))
        #expect(!KeyboardDrag.dismisses(top: 500, shownTop: 407, height: 260, velocity: -10))
        #expect(KeyboardDrag.dismisses(top: 560, shownTop: 407, height: 260, velocity: -10))
    }
}
