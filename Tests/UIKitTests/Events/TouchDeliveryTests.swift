import Testing
import Flipbook

/// Touch delivery through hit testing and the responder chain (§10).
@MainActor @Suite struct TouchDeliveryTests {
    @Test func touchesGoToTheHitTestedViewForTheirWholeLife() {
        let (stage, root) = makeStage()
        let box = TouchRecorderView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(box)
        // The drag leaves the box: the touch stays bound to it.
        stage.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 300, y: 300), duration: 0.25)
        #expect(box.phases == ["began", "moved", "ended"])
        #expect(box.log.filter { $0 == "moved" }.count == 30)   // 0.25 s at 120 Hz
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let (stage, root) = makeStage()
        let parent = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(parent)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))   // doesn't override touches
        parent.addSubview(child)
        stage.tap(at: CGPoint(x: 20, y: 20))
        #expect(parent.phases == ["began", "ended"])
    }

    /// A view controller is its root view's next responder, so a controller overriding the touch methods
    /// hears touches anywhere in its view (seed GHW: "touching anywhere presents the menu").
    @Test func viewControllersAreInTheResponderChain() {
        final class Touchy: UIViewController {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let stage = Stage(size: CGSize(width: 400, height: 800))
        let controller = Touchy()
        stage.window.rootViewController = controller
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        stage.tap(at: CGPoint(x: 50, y: 50))     // on the subview: forwarded up to the controller
        stage.tap(at: CGPoint(x: 300, y: 500))   // on the root view itself
        #expect(controller.log == ["began", "ended", "began", "ended"])
    }

    @Test func hitTestingSkipsHiddenAndNonInteractiveViews() {
        let (stage, root) = makeStage()
        let back = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let hidden = TouchRecorderView(frame: back.frame)
        hidden.isHidden = true
        let inert = TouchRecorderView(frame: back.frame)
        inert.isUserInteractionEnabled = false
        root.addSubview(back)
        root.addSubview(hidden)
        root.addSubview(inert)
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(back.phases == ["began", "ended"])
        #expect(hidden.log.isEmpty && inert.log.isEmpty)
    }

    @Test func touchesReportLocationsInAnyViewThroughTransforms() {
        let (stage, root) = makeStage()
        let box = TouchRecorderView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        box.transform = CGAffineTransform(scaleX: 2, y: 2)   // now covers 50...250 on screen
        root.addSubview(box)
        let finger = stage.touchDown(at: CGPoint(x: 60, y: 240))
        #expect(finger.touch.view === box)
        #expect(close(finger.touch.location(in: box), CGPoint(x: 5, y: 95)))
        #expect(close(finger.touch.location(in: nil), CGPoint(x: 60, y: 240)))
        stage.move(finger, to: CGPoint(x: 80, y: 240))
        #expect(close(finger.touch.location(in: box), CGPoint(x: 15, y: 95)))
        #expect(close(finger.touch.previousLocation(in: box), CGPoint(x: 5, y: 95)))
        #expect(finger.touch.phase == .moved)
        stage.touchUp(finger)
        #expect(finger.touch.phase == .ended)
    }

    @Test func theEventCarriesEveryFingerDown() {
        let (stage, root) = makeStage()
        let left = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = TouchRecorderView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        root.addSubview(left)
        root.addSubview(right)
        let a = stage.touchDown(at: CGPoint(x: 50, y: 50))
        let b = stage.touchDown(at: CGPoint(x: 250, y: 50))
        let event = TouchInjector.injector(for: stage.window).event
        #expect(event.allTouches?.count == 2)
        #expect(event.touches(for: left) == [a.touch])
        #expect(event.touches(for: right) == [b.touch])
        #expect(a.touch.phase == .stationary && b.touch.phase == .began)
        stage.touchUp([a, b])
        #expect(left.phases == ["began", "ended"] && right.phases == ["began", "ended"])
        #expect(stage.activeTouches.isEmpty)
    }

    @Test func secondQuickTapInPlaceCountsAsADoubleTap() {
        let (stage, _) = makeStage()
        let first = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.touchUp(first)
        stage.pump(0.2)
        let second = stage.touchDown(at: CGPoint(x: 105, y: 100))
        #expect(first.touch.tapCount == 1 && second.touch.tapCount == 2)
        stage.touchUp(second)
        stage.pump(0.5)
        #expect(stage.touchDown(at: CGPoint(x: 105, y: 100)).touch.tapCount == 1)
    }

    @Test func systemCancelledTouchesReachTheView() {
        let (stage, root) = makeStage()
        let box = TouchRecorderView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(box)
        let finger = stage.touchDown(at: CGPoint(x: 50, y: 50))
        stage.cancelTouches([finger])
        #expect(box.phases == ["began", "cancelled"])
    }
}
