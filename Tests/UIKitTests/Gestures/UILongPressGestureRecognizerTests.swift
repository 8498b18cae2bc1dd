import Testing
import Flipbook

/// UILongPressGestureRecognizer (§10).
@MainActor @Suite struct UILongPressGestureRecognizerTests {
    private func pressable() -> (Stage, UIView, ActionRecorder, UILongPressGestureRecognizer) {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let press = UILongPressGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        root.addGestureRecognizer(press)
        return (stage, root, recorder, press)
    }

    @Test func beginsAfterHalfASecondOfStageTimeNotBefore() {
        let (stage, _, recorder, press) = pressable()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        var beganAt: TimeInterval?
        recorder.probe = { _ in if beganAt == nil { beganAt = stage.time } }
        let start = stage.time
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.pump(0.45)
        #expect(recorder.states.isEmpty)
        stage.pump(0.05)
        stage.pump()
        #expect(recorder.states == [.began])
        let t = try! #require(beganAt)
        #expect(t >= start + 0.5 && t <= start + 0.5 + Stage.frameDuration + 1e-9)
        stage.move(finger, to: CGPoint(x: 160, y: 100))   // after it began, movement is free
        stage.touchUp(finger)
        #expect(recorder.states == [.began, .changed, .ended])
    }

    @Test func theScriptedLongPressRecognizesInItsFrames() {
        let (stage, _, recorder, _) = pressable()
        stage.longPress(at: CGPoint(x: 100, y: 100))
        #expect(recorder.states == [.began, .ended])
    }

    @Test func liftingOrMovingEarlyFails() {
        let (stage, _, recorder, press) = pressable()
        stage.longPress(at: CGPoint(x: 100, y: 100), duration: 0.4)
        stage.pump(1)
        #expect(recorder.states.isEmpty)
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(finger, to: CGPoint(x: 111, y: 100), duration: 0.1)
        #expect(press.state == .failed)
        stage.pump(1)
        stage.touchUp(finger)
        #expect(recorder.states.isEmpty)
        #expect(press.state == .possible)
    }

    @Test func tapAndHold() {
        let (stage, _, recorder, press) = pressable()
        press.numberOfTapsRequired = 1
        stage.longPress(at: CGPoint(x: 100, y: 100))
        #expect(recorder.states.isEmpty)
        stage.pump(1)
        stage.tap(at: CGPoint(x: 100, y: 100))
        stage.longPress(at: CGPoint(x: 100, y: 100))
        #expect(recorder.states == [.began, .ended])
    }
}
