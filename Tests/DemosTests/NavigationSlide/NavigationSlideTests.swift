import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// JW's navigation slide (seed 001 §8), end to end through real gestures, with golden frames at fixed times.
@MainActor
@Suite struct NavigationSlideTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    private func render(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    private func launchSlide() -> (Stage, UINavigationController) {
        let stage = Stage(device: .iPhoneSE)
        let nav = NavigationSlide.makeRootViewController() as! UINavigationController
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        return (stage, nav)
    }

    @Test func slidePushMovesBothScreensAFullWidth() throws {
        let (stage, nav) = launchSlide()
        let first = try #require(nav.topViewController)
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pump(0)
        stage.pump(0.15)
        let second = try #require(nav.topViewController as? JWNTSecondViewController)
        let firstX = first.view.layer.presentation()!.position.x - 187.5
        let secondX = second.view.layer.presentation()!.position.x - 187.5
        #expect(abs(secondX - firstX - 375) < 1e-6, "the screens move together, a width apart")
        #expect(firstX < 0 && firstX > -375)
        stage.pumpAndSettle()
        #expect(second.view.frame.origin == .zero)
        #expect(nav.navigationBar.topItem?.title == "Second View Controller")
    }

    @Test func slideEdgePanCancelsThenFinishes() throws {
        let (stage, nav) = launchSlide()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pumpAndSettle()
        let second = try #require(nav.topViewController as? JWNTSecondViewController)
        let short = stage.touchDown(at: CGPoint(x: 2, y: 400))
        stage.move(short, to: CGPoint(x: 72, y: 400), duration: 0.5)
        // Progress (70 − 10) / 187.5 = 0.32 of the slide's time (eased: less of its distance).
        let x = second.view.layer.presentation()!.position.x - 187.5
        #expect(x > 0.1 * 375 && x < 0.32 * 375)
        stage.touchUp(short)
        stage.pumpAndSettle()
        #expect(nav.topViewController === second)
        #expect(second.view.frame.origin == .zero)
        stage.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 212, y: 400), duration: 0.6)
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 1)
        #expect(second.view.window == nil)
    }

    @Test(arguments: [0.1, 0.2])
    func slidePushGolden(at time: Double) {
        let (stage, _) = launchSlide()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pump(0)
        stage.pump(time)
        Self.golden.check(render(stage), named: "navigation-slide-push-\(Int(time * 1000))ms")
    }

    @Test func slideEdgePanGolden() {
        let (stage, _) = launchSlide()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pumpAndSettle()
        let finger = stage.touchDown(at: CGPoint(x: 2, y: 400))
        stage.move(finger, to: CGPoint(x: 102, y: 400), duration: 0.5)
        Self.golden.check(render(stage), named: "navigation-slide-edge-pan-100pt")
        stage.touchUp(finger)
        stage.pumpAndSettle()
    }
}
