import Testing
@testable import UIKit

/// The two-finger piece pinch and rotation share: which touches it follows, and the state steps.
@MainActor
@Suite struct TwoFingerTrackingTests {
    func touch(_ x: CGFloat, _ y: CGFloat) -> UITouch {
        UITouch(locationInWindow: CGPoint(x: x, y: y), window: nil, timestamp: 0)
    }

    @Test func followsTheFirstTwoFingersAndHandsBackTheRest() {
        var fingers = TwoFingerTracking()
        let a = touch(0, 0), b = touch(100, 40), c = touch(7, 7)
        var step = fingers.add([a])
        #expect(step.ignored.isEmpty && !step.restart && !fingers.isTracking)
        #expect(fingers.midpoint(in: nil) == nil)
        step = fingers.add([b, c])
        #expect(step.ignored == [c] && step.restart && fingers.isTracking)
        #expect(fingers.touches == [a, b])
        #expect(fingers.windowPoints.0 == CGPoint(x: 0, y: 0) && fingers.windowPoints.1 == CGPoint(x: 100, y: 40))
        #expect(fingers.midpoint(in: nil) == CGPoint(x: 50, y: 20))
        // A third finger while two are down is ignored, and the measures restart (as the recognizers always did).
        step = fingers.add([touch(1, 1)])
        #expect(step.ignored.count == 1 && step.restart)
        fingers.reset()
        #expect(fingers.touches.isEmpty)
    }

    @Test func liftingEndsCancelsOrFails() {
        var fingers = TwoFingerTracking()
        let a = touch(0, 0), b = touch(10, 0), stray = touch(5, 5)
        _ = fingers.add([a, b])
        // A touch it does not follow changes nothing.
        #expect(fingers.lift([stray], state: .changed, final: .ended) == nil)
        #expect(fingers.lift([a], state: .changed, final: .ended) == .ended)
        #expect(!fingers.isTracking)

        _ = fingers.add([a])
        #expect(fingers.lift([a], state: .began, final: .cancelled) == .cancelled)

        // Never began: fails when the last finger lifts, not before.
        fingers.reset()
        _ = fingers.add([a, b])
        #expect(fingers.lift([a], state: .possible, final: .ended) == nil)
        #expect(fingers.lift([b], state: .possible, final: .ended) == .failed)
        #expect(fingers.lift([b], state: .possible, final: .ended) == nil, "already lifted")
    }

    @Test func movesBeginPastTheHysteresisThenChange() {
        #expect(TwoFingerTracking.stateAfterMove(.possible, pastHysteresis: false) == nil)
        #expect(TwoFingerTracking.stateAfterMove(.possible, pastHysteresis: true) == .began)
        #expect(TwoFingerTracking.stateAfterMove(.began, pastHysteresis: false) == .changed)
        #expect(TwoFingerTracking.stateAfterMove(.changed, pastHysteresis: true) == .changed)
        #expect(TwoFingerTracking.stateAfterMove(.ended, pastHysteresis: true) == nil)
        #expect(TwoFingerTracking.stateAfterMove(.failed, pastHysteresis: true) == nil)
    }
}
