import Testing
import Flipbook

/// UIScreenEdgePanGestureRecognizer (§10).
@MainActor @Suite struct UIScreenEdgePanGestureRecognizerTests {
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
