import Testing
@testable import UIKit
import Flipbook

/// UIRotationGestureRecognizer driven by the stage's `rotate(at:angle:duration:)`.
@MainActor
@Suite struct UIRotationGestureRecognizerTests {
    final class Recorder {
        var states: [UIGestureRecognizer.State] = []
        var rotations: [CGFloat] = []
        func rotated(_ recognizer: UIRotationGestureRecognizer) {
            states.append(recognizer.state)
            rotations.append(recognizer.rotation)
        }
    }

    @Test func rotationReportsTheAngleTurned() {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView()
        stage.show(view)
        let recorder = Recorder()
        let recognizer = UIRotationGestureRecognizer(target: recorder, action: Recorder.rotated)
        view.addGestureRecognizer(recognizer)
        stage.rotate(at: CGPoint(x: 187, y: 333), angle: .pi / 2, duration: 0.5)
        stage.pumpAndSettle()
        #expect(recorder.states.first == .began)
        #expect(recorder.states.last == .ended)
        #expect(abs(recorder.rotations.last! - .pi / 2) < 1e-6)
        // Began once past the 0.1 rad hysteresis: the first report is just past it.
        #expect(recorder.rotations.first! > UIRotationGestureRecognizer.hysteresis)
        #expect(recorder.rotations.first! < UIRotationGestureRecognizer.hysteresis + 0.05)
    }

    @Test func rotationUnwrapsPastHalfATurn() {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView()
        stage.show(view)
        let recorder = Recorder()
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: recorder, action: Recorder.rotated))
        stage.rotate(at: CGPoint(x: 187, y: 333), angle: -1.5 * .pi, duration: 1)
        stage.pumpAndSettle()
        #expect(abs(recorder.rotations.last! + 1.5 * .pi) < 1e-6)
        #expect(UIRotationGestureRecognizer.unwrappedStep(from: 3, to: -3) > 0)
    }
}
