import Testing
import Flipbook

/// UISwipeGestureRecognizer (§10).
@MainActor @Suite struct UISwipeGestureRecognizerTests {
    @Test func recognizesAQuickStrokeInItsDirectionOnly() {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let swipe = UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        swipe.direction = .left
        root.addGestureRecognizer(swipe)
        stage.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(recorder.states.isEmpty)
        stage.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
        #expect(recorder.states == [.ended])
        // Too slow.
        stage.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 3)
        #expect(recorder.states == [.ended])
    }
}
