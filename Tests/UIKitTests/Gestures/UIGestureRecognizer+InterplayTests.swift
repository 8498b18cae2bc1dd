import Testing
import Flipbook

/// The delegate, simultaneous recognition, failure requirements (§10).
@MainActor @Suite struct UIGestureRecognizerInterplayTests {
    @Test func delegateRefusingToBeginMakesItFail() {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        let delegate = ConfigurableDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        root.addGestureRecognizer(pan)
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(finger, to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(pan.state == .failed)          // failed, and stays so while the finger is down
        #expect(delegate.shouldBeginAsked == 1)
        stage.touchUp(finger)
        #expect(pan.state == .possible)        // reset once the finger lifted
        #expect(recorder.states.isEmpty)
    }

    @Test func theViewCanRefuseToo() {
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (stage, root) = makeStage()
        let view = Refusing(frame: root.bounds)
        root.addSubview(view)
        let recorder = ActionRecorder()
        view.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.states.isEmpty)
    }

    @Test func delegateCanRefuseTouches() {
        let (stage, root) = makeStage()
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
        let delegate = ConfigurableDelegate()
        delegate.receive = false
        tap.delegate = delegate
        root.addGestureRecognizer(tap)
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(finger.touch.gestureRecognizers?.isEmpty == true)
        stage.touchUp(finger)
        #expect(recorder.states.isEmpty)
    }

    /// Two pans on nested views: by default the first to begin (the inner one, which sees the touch first)
    /// wins and the other fails; a delegate allowing simultaneous recognition lets both run.
    @Test func simultaneousRecognition() {
        let (stage, root) = makeStage()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(inner)
        let outer = ActionRecorder(), innerRecorder = ActionRecorder()
        let outerPan = UIPanGestureRecognizer(target: outer, action: ActionRecorder.handle)
        let innerPan = UIPanGestureRecognizer(target: innerRecorder, action: ActionRecorder.handle)
        root.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)

        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.3)
        #expect(innerRecorder.states.first == .began && innerRecorder.states.last == .ended)
        #expect(outer.states.isEmpty)

        let delegate = ConfigurableDelegate()
        delegate.simultaneous = true
        outerPan.delegate = delegate
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.3)
        #expect(outer.states.first == .began && outer.states.last == .ended)
        #expect(innerRecorder.states.filter { $0 == .began }.count == 2)
    }

    @Test func aRecognizerAlreadyRunningKeepsTheTouches() {
        let (stage, root) = makeStage()
        let panRecorder = ActionRecorder(), pressRecorder = ActionRecorder()
        root.addGestureRecognizer(UIPanGestureRecognizer(target: panRecorder, action: ActionRecorder.handle))
        root.addGestureRecognizer(UILongPressGestureRecognizer(target: pressRecorder, action: ActionRecorder.handle))
        // A long press first: once it runs, moving the finger doesn't start the pan.
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.pump(0.6)
        stage.move(finger, to: CGPoint(x: 200, y: 100), duration: 0.2)
        stage.touchUp(finger)
        #expect(pressRecorder.states.first == .began && pressRecorder.states.last == .ended)
        #expect(panRecorder.states.isEmpty)
        // A pan first: it makes the undecided long press fail.
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.8)
        #expect(panRecorder.states.first == .began)
        #expect(pressRecorder.states.filter { $0 == .began }.count == 1)
    }

    /// `require(toFail:)`: a pan that must wait for an edge pan. From the middle the edge pan fails at once
    /// and the pan runs; from the edge, the edge pan wins and the pan fails.
    @Test func requireToFail() {
        let (stage, root) = makeStage()
        let edgeRecorder = ActionRecorder(), panRecorder = ActionRecorder()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: edgeRecorder, action: ActionRecorder.handle)
        edgePan.edges = .left
        let pan = UIPanGestureRecognizer(target: panRecorder, action: ActionRecorder.handle)
        pan.require(toFail: edgePan)
        root.addGestureRecognizer(edgePan)
        root.addGestureRecognizer(pan)

        stage.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(panRecorder.states.first == .began && edgeRecorder.states.isEmpty)

        panRecorder.states = []
        stage.swipe(fromEdge: .left, distance: 200, duration: 0.3)
        #expect(edgeRecorder.states.first == .began && panRecorder.states.isEmpty)
    }

    /// A pan that had to wait for another recognizer to fail begins with a translation of exactly zero
    /// (UIKit's `_willBeginAfterSatisfyingFailureRequirements`), wherever the finger is by then.
    @Test func aPanThatWaitedBeginsFromZero() {
        let (stage, root) = makeStage()
        let press = UILongPressGestureRecognizer()
        press.allowableMovement = 50
        let panRecorder = ActionRecorder()
        let pan = UIPanGestureRecognizer(target: panRecorder, action: ActionRecorder.handle)
        pan.require(toFail: press)
        root.addGestureRecognizer(press)
        root.addGestureRecognizer(pan)
        var translations: [CGPoint] = []
        panRecorder.probe = { translations.append(($0 as! UIPanGestureRecognizer).translation(in: root)) }
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(pan.state == .possible)            // past the slop, but the long press is undecided
        stage.move(finger, to: CGPoint(x: 160, y: 100))
        #expect(press.state == .failed)
        #expect(panRecorder.states == [.began])
        #expect(translations == [.zero])
        stage.move(finger, to: CGPoint(x: 170, y: 100))
        #expect(translations.last == CGPoint(x: 10, y: 0))
        stage.touchUp(finger)
        #expect(panRecorder.states == [.began, .changed, .ended])
    }

    @Test func delegateFailureRequirements() {
        final class Requiring: NSObject, UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                otherGestureRecognizer === other
            }
        }
        let (stage, root) = makeStage()
        let single = ActionRecorder(), double = ActionRecorder()
        let singleTap = UITapGestureRecognizer(target: single, action: ActionRecorder.handle)
        let doubleTap = UITapGestureRecognizer(target: double, action: ActionRecorder.handle)
        doubleTap.numberOfTapsRequired = 2
        let delegate = Requiring()
        delegate.other = doubleTap
        singleTap.delegate = delegate
        root.addGestureRecognizer(singleTap)
        root.addGestureRecognizer(doubleTap)
        stage.tap(at: CGPoint(x: 100, y: 100))
        stage.tap(at: CGPoint(x: 100, y: 100))
        stage.pump(1)
        #expect(single.states.isEmpty && double.states == [.ended])
    }
}
