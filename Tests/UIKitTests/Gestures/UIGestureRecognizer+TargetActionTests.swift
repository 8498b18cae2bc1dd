import Testing
import Flipbook

/// The Linux replacement for `#selector`: method references, closures, removal, weak targets.
@MainActor @Suite struct UIGestureRecognizerTargetActionTests {
    /// A view controller-like target, written the way ported iOS code is.
    @MainActor final class Controller: NSObject {
        var log: [String] = []
        func handlePan(_ pan: UIPanGestureRecognizer) { log.append("pan \(pan.state)") }
        func handleAny(_ recognizer: UIGestureRecognizer) { log.append("any \(recognizer.state)") }
        func handleTap() { log.append("tap") }
    }

    @Test func methodReferencesOfBothShapes() {
        let (stage, root) = makeStage()
        let controller = Controller()
        let pan = UIPanGestureRecognizer(target: controller, action: Controller.handlePan)
        pan.addTarget(controller, action: Controller.handleAny)
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: Controller.handleTap))
        stage.tap(at: CGPoint(x: 100, y: 100))
        let finger = stage.touchDown(at: CGPoint(x: 100, y: 100))
        stage.move(finger, to: CGPoint(x: 130, y: 100))
        stage.touchUp(finger)
        #expect(controller.log == ["tap", "pan began", "any began", "pan ended", "any ended"])
    }

    @Test func closureHandlersGetTheRecognizersOwnType() {
        let (stage, root) = makeStage()
        var translations: [CGFloat] = []
        let pan = UIPanGestureRecognizer { pan in translations.append(pan.translation(in: nil).x) }
        var states: [UIGestureRecognizer.State] = []
        pan.addHandler { states.append($0.state) }
        root.addGestureRecognizer(pan)
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.1)
        #expect(states.first == .began && states.last == .ended)
        #expect(close(translations.last ?? 0, 50))
    }

    @Test func removeTarget() {
        let (stage, root) = makeStage()
        let controller = Controller()
        let tap = UITapGestureRecognizer(target: controller, action: Controller.handleTap)
        tap.addTarget(controller, action: Controller.handleAny)
        root.addGestureRecognizer(tap)
        tap.removeTarget(controller, action: Controller.handleTap)
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(controller.log == ["any ended"])
        tap.removeTarget(controller, action: nil)
        stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(controller.log == ["any ended"])
    }

    @Test func targetsAreNotRetained() {
        let (stage, root) = makeStage()
        weak var gone: Controller?
        let tap: UITapGestureRecognizer
        do {
            let controller = Controller()
            gone = controller
            tap = UITapGestureRecognizer(target: controller, action: Controller.handleTap)
        }
        #expect(gone == nil)
        root.addGestureRecognizer(tap)
        stage.tap(at: CGPoint(x: 100, y: 100))   // no target left: nothing to call, no crash
        #expect(tap.state == .possible)
    }
}
