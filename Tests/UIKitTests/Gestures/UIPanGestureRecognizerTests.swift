import Testing
import Flipbook

/// UIPanGestureRecognizer: slop, translation, velocity, touches (§10).
@MainActor @Suite struct UIPanGestureRecognizerTests {
    private func pannable() -> (Stage, UIView, ActionRecorder, UIPanGestureRecognizer) {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        root.addGestureRecognizer(pan)
        return (stage, root, recorder, pan)
    }

    /// The acceptance case: a 200 pt drag over 0.5 s at constant speed reports ≈ 400 pt/s at the end.
    /// Tolerance 0.1 %: samples are exact at 120 Hz, so only rounding remains.
    @Test func velocityOfAConstantSpeedDrag() {
        let (stage, root, recorder, _) = pannable()
        var velocities: [CGPoint] = []
        recorder.probe = { velocities.append(($0 as! UIPanGestureRecognizer).velocity(in: root)) }
        stage.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        let end = try! #require(velocities.last)
        #expect(recorder.states.last == .ended)
        #expect(abs(end.x - 400) <= 0.4)
        #expect(abs(end.y) <= 1e-6)
        // Every reading during the drag is 400 pt/s too.
        #expect(velocities.allSatisfy { abs($0.x - 400) <= 0.4 })
    }

    @Test func velocityWeighsTheTwoLatestMovements() {
        let (stage, root, _, pan) = pannable()
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.pump(0.1)
        stage.move(finger, to: CGPoint(x: 120, y: 100))   // 20 pt in 0.1 s: 200 pt/s
        stage.pump(0.1)
        stage.move(finger, to: CGPoint(x: 160, y: 100))   // 40 pt in 0.1 s: 400 pt/s
        // UIKit: 0.2 × latest + 0.8 × previous.
        let expected: CGFloat = 0.2 * 400 + 0.8 * 200
        #expect(abs(pan.velocity(in: root).x - expected) < 1e-6)
        stage.touchUp(finger)
    }

    /// Pinned from the decompiled UIKit: the slop is 10 pt along either axis, and it is taken off the
    /// translation when the pan begins, so the translation at .began is only the movement beyond it.
    @Test func beginsAfterTenPointsAndSubtractsTheSlop() {
        let (stage, root, recorder, pan) = pannable()
        var translations: [CGPoint] = []
        recorder.probe = { translations.append(($0 as! UIPanGestureRecognizer).translation(in: root)) }
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(finger, to: CGPoint(x: 109, y: 106))
        #expect(pan.state == .possible)
        stage.move(finger, to: CGPoint(x: 112, y: 106))
        #expect(recorder.states == [.began])
        #expect(close(translations[0], CGPoint(x: 2, y: 0)))   // x: 12 − 10; y: 6 is under the slop → 0
        stage.move(finger, to: CGPoint(x: 150, y: 130))
        #expect(close(translations[1], CGPoint(x: 40, y: 24)))
        stage.touchUp(finger)
        #expect(recorder.states == [.began, .changed, .ended])
    }

    @Test func translationOfAFullDragIsItsLengthLessTheSlop() {
        let (stage, root, recorder, _) = pannable()
        var translation = CGPoint.zero
        var locationAtEnd = CGPoint.zero
        recorder.probe = {
            translation = ($0 as! UIPanGestureRecognizer).translation(in: root)
            locationAtEnd = $0.location(in: root)
        }
        stage.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        #expect(close(translation, CGPoint(x: 190, y: 0), within: 1e-6))
        #expect(close(locationAtEnd, CGPoint(x: 300, y: 300), within: 1e-6))
    }

    @Test func setTranslationMovesTheBaselineButKeepsTheVelocity() {
        let (stage, root, recorder, pan) = pannable()
        var deltas: [CGFloat] = []
        recorder.probe = { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            deltas.append(pan.translation(in: root).x)
            pan.setTranslation(.zero, in: root)
        }
        stage.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        // Incremental deltas add up to the whole translation.
        #expect(close(deltas.reduce(0, +), 190, within: 1e-6))
        // Pinned from the decompiled UIKit (Apple's docs say otherwise): setTranslation keeps the velocity.
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(finger, to: CGPoint(x: 200, y: 100), duration: 0.25)
        pan.setTranslation(.zero, in: root)
        #expect(close(pan.translation(in: root), .zero))
        #expect(abs(pan.velocity(in: root).x - 400) < 0.4)
        stage.touchUp(finger)
    }

    @Test func translationAndVelocityInATransformedView() {
        let (stage, root, recorder, pan) = pannable()
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        root.addSubview(scaled)
        var inScaled: (translation: CGPoint, velocity: CGPoint, location: CGPoint)?
        recorder.probe = { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            inScaled = (pan.translation(in: scaled), pan.velocity(in: scaled), pan.location(in: scaled))
        }
        stage.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.25)
        _ = pan
        // Moving right on screen is moving toward −y in a view rotated a quarter turn, at half scale.
        let result = try! #require(inScaled)
        #expect(close(result.translation, CGPoint(x: 0, y: -45), within: 1e-6))
        #expect(close(result.velocity, CGPoint(x: 0, y: -200), within: 0.2))
        #expect(close(result.location, scaled.convert(CGPoint(x: 250, y: 150), from: root), within: 1e-6))
    }

    @Test func minimumAndMaximumNumberOfTouches() {
        let (stage, _, recorder, pan) = pannable()
        pan.minimumNumberOfTouches = 2
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(recorder.states.isEmpty)
        // Two fingers moving together pan, following their centroid.
        var touches = 0
        var location = CGPoint.zero
        recorder.probe = { touches = max(touches, $0.numberOfTouches); location = $0.location(in: nil) }
        let fingers = stage.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200)])
        stage.move(fingers, to: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 200)], duration: 0.2)
        #expect(recorder.states.first == .began)
        #expect(touches == 2)
        #expect(close(location, CGPoint(x: 200, y: 150)))
        stage.touchUp(fingers)
        #expect(recorder.states.last == .ended)

        // maximumNumberOfTouches 1: a second finger is ignored and doesn't move the centroid.
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 1
        recorder.states = []
        let first = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(first, to: CGPoint(x: 150, y: 100), duration: 0.1)
        let second = stage.touchDown(at: CGPoint(x: 300, y: 300))
        #expect(pan.numberOfTouches == 1)
        #expect(second.touch.gestureRecognizers?.contains(pan) == false)
        #expect(close(pan.location(in: nil), CGPoint(x: 150, y: 100)))
        stage.touchUp([first, second])
        #expect(recorder.states.last == .ended)
    }

    @Test func liftingOneOfTwoFingersDoesNotJumpTheTranslation() {
        let (stage, root, _, pan) = pannable()
        let fingers = stage.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 300)])
        stage.move(fingers, to: [CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 300)], duration: 0.1)
        let before = pan.translation(in: root)
        stage.touchUp(fingers[1])
        #expect(close(pan.translation(in: root), before))
        #expect(pan.state == .changed || pan.state == .began)
        stage.move(fingers[0], to: CGPoint(x: 170, y: 100))
        #expect(close(pan.translation(in: root), CGPoint(x: before.x + 20, y: before.y)))
        stage.touchUp(fingers[0])
    }

    @Test func aStillFingerIsNotAPan() {
        let (stage, _, recorder, pan) = pannable()
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.pump(1)
        stage.touchUp(finger)
        #expect(recorder.states.isEmpty)
        #expect(pan.state == .possible)
    }
}
