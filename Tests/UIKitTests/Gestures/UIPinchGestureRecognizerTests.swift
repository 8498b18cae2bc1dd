import Testing
@testable import UIKit
import Flipbook

/// UIPinchGestureRecognizer driven by the stage's `pinch(at:scale:duration:)`.
@MainActor
@Suite struct UIPinchGestureRecognizerTests {
    final class Recorder {
        var states: [UIGestureRecognizer.State] = []
        var scales: [CGFloat] = []
        func pinched(_ recognizer: UIPinchGestureRecognizer) {
            states.append(recognizer.state)
            scales.append(recognizer.scale)
        }
    }

    @Test func pinchScalesTheFingersDistance() {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView()
        stage.show(view)
        let recorder = Recorder()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: recorder, action: Recorder.pinched))
        stage.pinch(at: CGPoint(x: 187, y: 333), scale: 2, duration: 0.5)
        stage.pumpAndSettle()
        #expect(recorder.states.first == .began)
        #expect(recorder.states.last == .ended)
        #expect(abs(recorder.scales.last! - 2) < 1e-6)
    }
}
