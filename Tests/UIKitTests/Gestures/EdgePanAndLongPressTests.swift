import Testing
import Flipbook

/// UIScreenEdgePanGestureRecognizer, UILongPressGestureRecognizer and UISwipeGestureRecognizer (§10).
@MainActor @Suite struct EdgePanTests {
    private func edgePannable(_ edges: UIRectEdge = .left) -> (Stage, UIView, ActionRecorder, UIScreenEdgePanGestureRecognizer) {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        edgePan.edges = edges
        root.addGestureRecognizer(edgePan)
        return (stage, root, recorder, edgePan)
    }

    @Test func aSwipeFromTheLeftEdgeBegins() {
        let (stage, root, recorder, edgePan) = edgePannable()
        var translation = CGPoint.zero
        recorder.probe = { translation = ($0 as! UIScreenEdgePanGestureRecognizer).translation(in: root) }
        stage.swipe(fromEdge: .left, distance: 250, duration: 0.5)
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
        #expect(close(translation.x, 240, within: 1e-6))   // 250 less the 10 pt slop
        #expect(edgePan.maximumNumberOfTouches == 1 && edgePan.delaysTouchesBegan)
    }

    @Test func aDragFromTheMiddleDoesNot() {
        let (stage, _, recorder, _) = edgePannable()
        stage.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.5)
        #expect(recorder.states.isEmpty)
        // 20 pt is the edge region (unverified): 19 pt in begins, 21 pt in doesn't.
        stage.drag(from: CGPoint(x: 21, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3)
        #expect(recorder.states.isEmpty)
        stage.drag(from: CGPoint(x: 19, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3)
        #expect(recorder.states.first == .began)
    }

    @Test func onlyTheRequestedEdges() {
        let (stage, _, recorder, _) = edgePannable(.right)
        stage.swipe(fromEdge: .left, distance: 200, duration: 0.3)
        #expect(recorder.states.isEmpty)
        stage.swipe(fromEdge: .right, distance: 200, duration: 0.3)
        #expect(recorder.states.first == .began)
    }

    @Test func noEdgesNeverBegins() {
        let (stage, _, recorder, _) = edgePannable([])
        stage.swipe(fromEdge: .left, distance: 200, duration: 0.3)
        #expect(recorder.states.isEmpty)
    }

    /// Pinned (unverified): starting at the edge but moving along it isn't an edge swipe.
    @Test func movingAlongTheEdgeFails() {
        let (stage, _, recorder, _) = edgePannable()
        stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 10, y: 500), duration: 0.3)
        #expect(recorder.states.isEmpty)
    }

    @Test func theViewGetsTouchesOnlyOnceTheEdgePanFails() {
        let (stage, root, _, _) = edgePannable()
        let box = TouchRecorderView(frame: root.bounds)
        root.addSubview(box)
        stage.swipe(fromEdge: .left, distance: 200, duration: 0.3)
        #expect(box.log.isEmpty)   // delaysTouchesBegan, then recognized: never delivered
        stage.tap(at: CGPoint(x: 200, y: 200))
        #expect(box.phases == ["began", "ended"])   // not at an edge: fails at once, nothing is withheld
    }
}

@MainActor @Suite struct LongPressTests {
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

@MainActor @Suite struct SwipeTests {
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
