import Testing
import Flipbook

/// A view leaving its window while a finger is on it (§10; a Flipbook decision where UIKit is silent): the
/// view's touches are cancelled, as `UIResponder.touchesCancelled(_:with:)` documents, and its recognizers give
/// them up — a gesture in progress is cancelled, its action running while the view is still in the window, and
/// no action of it runs afterwards. Found by the live simulator's soak: GuessThePet's swipe handler reads
/// `gestureRecognizer.view!.superview!` in every action.
@MainActor @Suite struct UIGestureRecognizerLeavingWindowTests {
    /// root ⊃ container ⊃ card, the card panned; as a presentation's container holding the presented view.
    private func panOnACardInAContainer() -> (Stage, container: UIView, card: TouchRecorderView, ActionRecorder, UIPanGestureRecognizer) {
        let (stage, root) = makeStage()
        let container = UIView(frame: root.bounds)
        let card = TouchRecorderView(frame: container.bounds)
        container.addSubview(card)
        root.addSubview(container)
        let recorder = ActionRecorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        card.addGestureRecognizer(pan)
        return (stage, container, card, recorder, pan)
    }

    @Test func aPanInProgressIsCancelledWhileItsViewIsStillInTheWindow() {
        let (stage, container, card, recorder, pan) = panOnACardInAContainer()
        var inWindow: [Bool] = []
        recorder.probe = { inWindow.append($0.view?.window != nil && $0.view?.superview != nil) }
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 300))
        stage.move(finger, to: CGPoint(x: 150, y: 300))
        #expect(recorder.states == [.began])
        container.removeFromSuperview()
        #expect(recorder.states == [.began, .cancelled])
        #expect(inWindow == [true, true], "the cancelling action runs before the view leaves")
        // The finger goes on moving and lifts: the recognizer, out of the window, hears none of it.
        stage.move(finger, to: CGPoint(x: 250, y: 300))
        stage.touchUp(finger)
        #expect(recorder.states == [.began, .cancelled])
        #expect(pan.state == .possible, "reset once its finger lifted")
        #expect(card.log.last == "cancelled")
    }

    @Test func anUndecidedRecognizerFailsAndNeverBegins() {
        let (stage, container, _, recorder, pan) = panOnACardInAContainer()
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 300))
        stage.move(finger, to: CGPoint(x: 104, y: 300))   // under the slop: still deciding
        container.removeFromSuperview()
        stage.move(finger, to: CGPoint(x: 250, y: 300))   // far past the slop
        stage.touchUp(finger)
        #expect(recorder.states.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test func theViewsTouchesAreCancelled() {
        let (stage, root) = makeStage()
        let view = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        let finger = stage.touchDown(at: CGPoint(x: 50, y: 50))
        stage.move(finger, to: CGPoint(x: 60, y: 50))
        view.removeFromSuperview()
        stage.move(finger, to: CGPoint(x: 70, y: 50))
        stage.touchUp(finger)
        #expect(view.phases == ["began", "moved", "cancelled"])
    }

    @Test func movingWithinTheWindowKeepsTheGesture() {
        let (stage, container, card, recorder, _) = panOnACardInAContainer()
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 300))
        stage.move(finger, to: CGPoint(x: 150, y: 300))
        container.superview!.addSubview(card)   // reparented, same window
        stage.move(finger, to: CGPoint(x: 200, y: 300))
        stage.touchUp(finger)
        #expect(recorder.states == [.began, .changed, .ended])
    }

    /// A subtree leaving its window finds its touches once, at its root: one look-up of the window's touches
    /// whatever its size (a list's cell on reuse has dozens of views), and the touches deep inside it are still
    /// cancelled — while a finger on a view outside it goes on.
    @Test func aDeepSubtreeLooksItsTouchesUpOnceAndStillCancelsThem() {
        let (stage, root) = makeStage()
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var parent = cell
        for _ in 0..<40 {
            let child = UIView(frame: parent.bounds)
            for _ in 0..<3 { child.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))) }
            parent.addSubview(child)
            parent = child
        }
        let deep = TouchRecorderView(frame: parent.bounds)
        parent.addSubview(deep)
        let recorder = ActionRecorder()
        deep.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        let outside = TouchRecorderView(frame: CGRect(x: 0, y: 400, width: 200, height: 200))
        root.addSubview(outside)
        root.addSubview(cell)
        let fingers = stage.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 500)])
        stage.move(fingers, to: [CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 500)], duration: 0.1)
        #expect(recorder.states.first == .began)

        let lookups = TouchInjector.existingInjectorLookups
        cell.removeFromSuperview()
        #expect(TouchInjector.existingInjectorLookups - lookups == 1, "one look-up for the 162 views leaving")
        #expect(deep.log.last == "cancelled")
        #expect(recorder.states.last == .cancelled)
        stage.move(fingers, to: [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 500)], duration: 0.1)
        stage.touchUp(fingers)
        #expect(deep.phases == ["began", "moved", "cancelled"])
        #expect(outside.phases == ["began", "moved", "ended"])
    }
}
