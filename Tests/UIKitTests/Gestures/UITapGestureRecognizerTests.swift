import Testing
import Flipbook

/// UITapGestureRecognizer (§10).
@MainActor @Suite struct UITapGestureRecognizerTests {
    private func tappable() -> (Stage, UIView, ActionRecorder, UITapGestureRecognizer) {
        let (stage, root) = makeStage()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(card)
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        card.addGestureRecognizer(tap)
        return (stage, card, recorder, tap)
    }

    @Test func firesOnceOnATap() {
        let (stage, card, recorder, tap) = tappable()
        var location = CGPoint.zero
        recorder.probe = { location = $0.location(in: card) }
        stage.tap(at: CGPoint(x: 100, y: 120))
        #expect(recorder.states == [.ended])
        #expect(location == CGPoint(x: 50, y: 70))
        #expect(tap.state == .possible)
    }

    @Test func doesNotFireOnADrag() {
        let (stage, _, recorder, _) = tappable()
        stage.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 240, y: 60), duration: 0.3)
        #expect(recorder.states.isEmpty)
    }

    @Test func doesNotFireOutsideItsView() {
        let (stage, _, recorder, _) = tappable()
        stage.tap(at: CGPoint(x: 300, y: 300))
        #expect(recorder.states.isEmpty)
    }

    /// Pinned: UIKit's tap allows 45 pt of movement (decompiled default), not ~10.
    /// Hit testing and `location(in:)` go through the view's transform: a card turned 45° takes a tap at
    /// its on-screen corner, outside its untransformed frame, and reports it in its own coordinates.
    @Test func tapOnARotatedView() {
        let (stage, root) = makeStage()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        card.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(card)
        let recorder = ActionRecorder()
        card.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        var location = CGPoint.zero
        recorder.probe = { location = $0.location(in: card) }
        // The rotated square's top corner is at (150, 150 − 50√2) ≈ (150, 79.3), above the old frame.
        stage.tap(at: CGPoint(x: 150, y: 85))
        #expect(recorder.states == [.ended])
        let expected = card.convert(CGPoint(x: 150, y: 85), from: root)
        #expect(close(location, expected, within: 1e-9))
        #expect(location.x < 10 && location.y < 10)   // near the card's own top-left corner
        // Its untransformed frame's corner is now outside the card.
        stage.pump(1)
        stage.tap(at: CGPoint(x: 105, y: 105))
        #expect(recorder.states == [.ended])
    }

    @Test func toleratesSmallMovementButNotBeyond45Points() {
        let (stage, _, recorder, _) = tappable()
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.1)
        #expect(recorder.states == [.ended])
        stage.pump(1)
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1)
        #expect(recorder.states == [.ended])
    }

    /// Pinned (unverified): a tap held longer than 0.75 s fails.
    @Test func failsWhenHeldTooLong() {
        let (stage, _, recorder, _) = tappable()
        stage.longPress(at: CGPoint(x: 100, y: 100), duration: 0.7)
        #expect(recorder.states == [.ended])
        stage.pump(1)
        stage.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8)
        #expect(recorder.states == [.ended])
    }

    @Test func doubleTapNeedsTwoQuickTaps() {
        let (stage, _, recorder, tap) = tappable()
        tap.numberOfTapsRequired = 2
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.states.isEmpty)
        stage.tap(at: CGPoint(x: 104, y: 100))
        #expect(recorder.states == [.ended])
        // Too slow: 0.35 s at most between taps (decompiled default).
        stage.pump(1)
        stage.tap(at: CGPoint(x: 100, y: 100))
        stage.pump(0.4)
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.states == [.ended])
    }

    @Test func twoFingerTap() {
        let (stage, _, recorder, tap) = tappable()
        tap.numberOfTouchesRequired = 2
        var touches = 0
        recorder.probe = { touches = $0.numberOfTouches }
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.states.isEmpty)
        stage.pump(1)
        stage.tap(at: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 100)])
        #expect(recorder.states == [.ended])
        #expect(touches == 2)
        // Three fingers are too many.
        stage.pump(1)
        stage.tap(at: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 100), CGPoint(x: 180, y: 100)])
        #expect(recorder.states == [.ended])
    }

    @Test func singleAndDoubleTapTogetherBothFireUnlessRequired() {
        let (stage, card, single, _) = tappable()
        let double = ActionRecorder()
        let doubleTap = UITapGestureRecognizer(target: double, action: ActionRecorder.handle)
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)
        // Without a requirement a tap can't prevent a recognizer for more taps: both fire on a double tap.
        stage.tap(at: CGPoint(x: 100, y: 100))
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(single.endedCount == 2 && double.endedCount == 1)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let (stage, card, single, singleTap) = tappable()
        let double = ActionRecorder()
        let doubleTap = UITapGestureRecognizer(target: double, action: ActionRecorder.handle)
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)
        singleTap.require(toFail: doubleTap)

        // A double tap: only the double fires.
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(single.states.isEmpty)
        stage.tap(at: CGPoint(x: 100, y: 100))
        stage.pump(1)
        #expect(single.states.isEmpty && double.endedCount == 1)

        // A single tap: the single fires once the double gives up, 0.35 s after the lift.
        let liftTime = stage.time + Stage.frameDuration
        stage.tap(at: CGPoint(x: 100, y: 100))
        stage.pump(0.3)
        #expect(single.states.isEmpty)
        stage.pump(0.1)
        #expect(single.states == [.ended])
        #expect(stage.time >= liftTime + 0.35)
        #expect(double.endedCount == 1)
    }
}
