import Testing
import Flipbook

/// How recognizers and the touched view share touches: recognizers first, cancellation when one recognizes,
/// the delaysTouches… properties, and when actions run (§10).
@MainActor @Suite struct UIGestureRecognizerDeliveryTests {
    @Test func viewGetsCancelledWhenAPanTakesOver() {
        let (stage, root) = makeStage()
        let log = EventLog()
        let box = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        box.shared = log
        root.addSubview(box)
        let recorder = ActionRecorder()
        recorder.shared = log
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        root.addGestureRecognizer(pan)   // on an ancestor: it still sees the box's touches
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 310, y: 100), duration: 0.5)
        #expect(box.phases == ["began", "moved", "cancelled"])
        // 3.5 pt per sample: the third sample passes the 10 pt slop, so the view saw two moves.
        #expect(box.log.filter { $0 == "moved" }.count == 2)
        // Decision pinned: the view's touchesCancelled comes before the .began action.
        let cancelled = try! #require(log.entries.firstIndex(of: "view cancelled"))
        let began = try! #require(log.entries.firstIndex(of: "action began"))
        #expect(cancelled < began)
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
    }

    @Test func cancelsTouchesInViewFalseLetsTheViewFinish() {
        let (stage, root) = makeStage()
        let box = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(box)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        box.addGestureRecognizer(pan)
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.25)
        #expect(box.phases == ["began", "moved", "ended"])
    }

    @Test func aRecognizedTapCancelsTheViewsTouchInsteadOfEndingIt() {
        let (stage, root) = makeStage()
        let box = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(box)
        box.addGestureRecognizer(UITapGestureRecognizer())
        stage.tap(at: CGPoint(x: 50, y: 50))
        #expect(box.phases == ["began", "cancelled"])
    }

    @Test func delaysTouchesBeganWithholdsTouchesUntilTheRecognizerFails() {
        let (stage, root) = makeStage()
        let box = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(box)
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        box.addGestureRecognizer(tap)
        // A tap that recognizes: the view never hears of the touch.
        stage.tap(at: CGPoint(x: 50, y: 50))
        #expect(box.log.isEmpty)
        // A drag that makes the tap fail (past its 45 pt): the view gets the withheld began and moves then.
        let finger = stage.touchDown(at: CGPoint(x: 50, y: 50))
        stage.move(finger, to: CGPoint(x: 80, y: 50))
        #expect(box.log.isEmpty)
        stage.move(finger, to: CGPoint(x: 120, y: 50))
        #expect(box.log == ["began", "moved", "moved"])
        stage.touchUp(finger)
        #expect(box.phases == ["began", "moved", "ended"])
    }

    @Test func delaysTouchesEndedHoldsTheEndWhileADoubleTapWaits() {
        let (stage, root) = makeStage()
        let box = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(box)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        box.addGestureRecognizer(doubleTap)
        stage.tap(at: CGPoint(x: 50, y: 50))
        #expect(box.log == ["began"])           // the end waits: a second tap may follow
        stage.pump(0.4)                          // 0.35 s pass without one: the double tap fails
        #expect(box.log == ["began", "ended"])
        #expect(doubleTap.state == .possible)
    }

    @Test func actionsRunInsideTheTouchEventWithoutAFrame() {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        root.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        let frame = stage.clock.frameNumber
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(finger, to: CGPoint(x: 115, y: 100))
        #expect(recorder.states == [.began])
        stage.move(finger, to: CGPoint(x: 120, y: 100))
        stage.touchUp(finger)
        #expect(recorder.states == [.began, .changed, .ended])
        #expect(stage.clock.frameNumber == frame)
    }

    @Test func aRecognizerResetsToPossibleAfterItsGesture() {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        root.addGestureRecognizer(pan)
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(recorder.states.last == .ended)
        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 0)
        // And it recognizes again.
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(recorder.states.filter { $0 == .began }.count == 2)
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        root.addGestureRecognizer(pan)
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(finger, to: CGPoint(x: 130, y: 100), duration: 0.1)
        pan.isEnabled = false
        #expect(recorder.states.last == .cancelled)
        pan.isEnabled = true
        stage.move(finger, to: CGPoint(x: 200, y: 100), duration: 0.1)
        stage.touchUp(finger)
        #expect(recorder.states.last == .cancelled)   // the finger that was cancelled doesn't restart it
        #expect(pan.state == .possible)
    }

    @Test func removingARecognizerDetachesIt() {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        root.addGestureRecognizer(tap)
        #expect(tap.view === root && root.gestureRecognizers?.count == 1)
        root.removeGestureRecognizer(tap)
        #expect(tap.view == nil && root.gestureRecognizers == nil)
        stage.tap(at: CGPoint(x: 50, y: 50))
        #expect(recorder.states.isEmpty)
    }

    @Test func addingToAnotherViewMovesTheRecognizer() {
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers == nil)
        #expect(b.gestureRecognizers?.first === tap && tap.view === b)
    }
}
