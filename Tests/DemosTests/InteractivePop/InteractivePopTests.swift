import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// objc.io's interactive pop (seed 004), end to end through real gestures, with golden frames at fixed times.
@MainActor
@Suite struct InteractivePopTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    private func render(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    private func launchObjc() -> (Stage, UINavigationController) {
        let stage = Stage(device: .iPhoneSE)
        let nav = InteractivePop.makeRootViewController() as! UINavigationController
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        return (stage, nav)
    }

    @Test func objcPushScalesAndFades() throws {
        let (stage, nav) = launchObjc()
        let root = try #require(nav.topViewController)
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pump(0)
        stage.pump(0.5)
        let hello = try #require(nav.topViewController as? HelloViewController)
        let scale = root.view.layer.presentation()!.transform.m11
        #expect(scale > 0.1 && scale < 1)
        let alpha = hello.view.layer.presentation()!.opacity
        #expect(alpha > 0 && alpha < 1)
        stage.pumpAndSettle()
        #expect(root.view.transform == .identity)
        #expect(hello.view.alpha == 1)
    }

    @Test func objcPopPanCancelsThenFinishes() throws {
        let (stage, nav) = launchObjc()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 2)
        let hello = try #require(nav.viewControllers.last as? HelloViewController)
        // Dragged right then back: the release moves left, so the pop cancels.
        let finger = stage.touchDown(at: CGPoint(x: 60, y: 400))
        stage.move(finger, to: CGPoint(x: 210, y: 400), duration: 0.6)
        let midScale = hello.view.layer.presentation()!.transform.m11
        // Progress (150 − 10 slop) / 375: the scale eased part way towards 0.1.
        #expect(midScale < 1 && midScale > 0.1)
        stage.move(finger, to: CGPoint(x: 170, y: 400), duration: 0.3)
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 2)
        #expect(hello.view.window === stage.window)
        #expect(hello.view.transform == .identity)
        // Dragged right and released moving right: finishes.
        stage.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.6)
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 1)
        #expect(hello.view.window == nil)
    }

    @Test func objcPushVariantFromTheRightHalf() {
        let (stage, nav) = launchObjc()
        stage.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.6)
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController is HelloViewController)
    }

    @Test(arguments: [0.2, 0.5, 0.8])
    func objcPushGolden(at time: Double) {
        let (stage, _) = launchObjc()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pump(0)
        stage.pump(time)
        Self.golden.check(render(stage), named: "interactive-pop-push-\(Int(time * 1000))ms")
    }

    @Test(arguments: [0.3, 0.6])
    func objcInteractivePopGolden(at time: Double) {
        let (stage, _) = launchObjc()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pumpAndSettle()
        let finger = stage.touchDown(at: CGPoint(x: 60, y: 400))
        stage.move(finger, to: CGPoint(x: 60 + 300 * time, y: 400), duration: time)
        Self.golden.check(render(stage), named: "interactive-pop-pan-\(Int(time * 1000))ms")
        stage.touchUp(finger)
        stage.pumpAndSettle()
    }
}
