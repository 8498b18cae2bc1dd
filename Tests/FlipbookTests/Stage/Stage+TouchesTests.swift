import Testing
@testable import Flipbook

/// Stage touch scripting: timing, sampling, frames (§10).
@MainActor @Suite struct StageTouchTests {
    /// Records each touch callback with the stage time it came at.
    final class Probe: UIView {
        var events: [(name: String, time: TimeInterval, location: CGPoint)] = []
        weak var stage: Stage?
        private func record(_ name: String, _ touches: Set<UITouch>) {
            events.append((name, stage?.time ?? -1, touches.first!.location(in: nil)))
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
    }

    private func probeStage() -> (Stage, Probe) {
        let stage = Stage(size: CGSize(width: 400, height: 800))
        let probe = Probe()
        probe.stage = stage
        stage.show(probe)
        return (stage, probe)
    }

    @Test func aDragTakesItsDurationSampledAt120HzWithFramesAt60Hz() {
        let (stage, probe) = probeStage()
        let start = stage.time
        let firstFrame = stage.clock.frameNumber
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.5)
        #expect(abs(stage.time - (start + 0.5)) < 1e-9)
        #expect(stage.clock.frameNumber - firstFrame == 30)    // 0.5 s of 60 Hz frames; the last one after the lift
        let moves = probe.events.filter { $0.name == "moved" }
        #expect(moves.count == 60)
        #expect(abs(moves[0].time - (start + 1.0 / 120)) < 1e-9)
        #expect(abs(moves[0].location.x - (100 + 200.0 / 60)) < 1e-9)
        #expect(probe.events.first?.name == "began" && probe.events.first?.time == start)
        let end = try! #require(probe.events.last)
        #expect(end.name == "ended" && abs(end.time - (start + 0.5)) < 1e-9 && end.location == CGPoint(x: 300, y: 100))
    }

    @Test func animationsAdvanceWhileTheFingerMoves() {
        let (stage, probe) = probeStage()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        probe.addSubview(box)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 105 })
        var seen: [CGFloat] = []
        let link = FrameSpy { seen.append(box.layer.presentation()!.position.x) }
        stage.clock.addFrameObserver(link, retained: true)
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.5)
        stage.clock.removeFrameObserver(link)
        #expect(seen.count == 30)
        // Halfway through the drag the animation is halfway too: 5 + 100 × 0.5.
        #expect(abs(seen[29] - 55) < 1e-6)
    }

    @Test func tapIsOneFrameLong() {
        let (stage, probe) = probeStage()
        let start = stage.time
        stage.tap(at: CGPoint(x: 50, y: 60))
        #expect(probe.events.map(\.name) == ["began", "ended"])
        #expect(abs(stage.time - (start + Stage.frameDuration)) < 1e-9)
        #expect(probe.events.allSatisfy { $0.location == CGPoint(x: 50, y: 60) })
    }

    @Test func swipeStartsTwoPointsInsideTheEdgeHalfwayAlong() {
        for (edge, start, end) in [
            (UIRectEdge.left, CGPoint(x: 2, y: 400), CGPoint(x: 102, y: 400)),
            (.right, CGPoint(x: 398, y: 400), CGPoint(x: 298, y: 400)),
            (.top, CGPoint(x: 200, y: 2), CGPoint(x: 200, y: 102)),
            (.bottom, CGPoint(x: 200, y: 798), CGPoint(x: 200, y: 698)),
        ] {
            let (stage, probe) = probeStage()
            stage.swipe(fromEdge: edge, distance: 100, duration: 0.2)
            #expect(probe.events.first?.location == start)
            #expect(probe.events.last?.location == end)
        }
    }

    @Test func lowLevelTouchesTakeNoTime() {
        let (stage, probe) = probeStage()
        let start = stage.time
        let frame = stage.clock.frameNumber
        let finger = stage.touchDown(at: CGPoint(x: 10, y: 10))
        stage.move(finger, to: CGPoint(x: 20, y: 10))
        stage.touchUp(finger)
        #expect(stage.time == start && stage.clock.frameNumber == frame)
        #expect(probe.events.map(\.name) == ["began", "moved", "ended"])
        #expect(stage.activeTouches.isEmpty)
    }

    @Test func timedMoveKeepsTheFingerDown() {
        let (stage, probe) = probeStage()
        let finger = stage.touchDown(at: CGPoint(x: 10, y: 10))
        stage.move(finger, to: CGPoint(x: 70, y: 10), duration: 0.1)
        #expect(stage.activeTouches == [finger])
        #expect(probe.events.filter { $0.name == "moved" }.count == 12)
        stage.touchUp(finger)
        #expect(probe.events.last?.name == "ended")
    }

    /// Recognizers' deadlines that the finger overtook are cancelled, so a finished gesture leaves the stage
    /// idle: `pumpAndSettle()` has nothing to wait for.
    @Test func finishedGesturesLeaveNothingPending() {
        let (stage, probe) = probeStage()
        for recognizer in [UITapGestureRecognizer(), UIPanGestureRecognizer(), UILongPressGestureRecognizer(),
                           UISwipeGestureRecognizer()] as [UIGestureRecognizer] {
            probe.addGestureRecognizer(recognizer)
        }
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.pumpAndSettle() == 0)
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2)
        #expect(stage.pumpAndSettle() == 0)
        // A finger held down has real deadlines: the long press begins at 0.5 s and the tap gives up at
        // 0.75 s, so the stage is busy for 45 frames.
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(stage.pumpAndSettle() == 45)
        stage.touchUp(finger)
        #expect(stage.pumpAndSettle() == 0)
    }

    @Test func twoStagesHaveSeparateTouches() {
        let (a, probeA) = probeStage()
        let (b, probeB) = probeStage()
        let finger = a.touchDown(at: CGPoint(x: 10, y: 10))
        b.tap(at: CGPoint(x: 10, y: 10))
        #expect(a.activeTouches == [finger] && b.activeTouches.isEmpty)
        #expect(probeA.events.map(\.name) == ["began"] && probeB.events.map(\.name) == ["began", "ended"])
        a.touchUp(finger)
    }
}

/// A frame observer that runs a closure every frame.
final class FrameSpy: FrameObserver {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    func clockDidTick(_ clock: MediaClock) { body() }
    var needsFrames: Bool { false }
}
