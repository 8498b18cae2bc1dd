import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// Seed 004's filter transition: a display-link-driven Core Image animation inside a navigation transition.
@MainActor
@Suite struct FilterTransitionTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    func start() -> (Stage, UINavigationController, FilterTransitionNavigationDelegate) {
        let stage = Stage(device: .iPhoneSE)
        let navigation = FilterTransition.makeRootViewController() as! UINavigationController
        stage.window.rootViewController = navigation
        stage.pumpAndSettle()
        return (stage, navigation, navigation.delegate as! FilterTransitionNavigationDelegate)
    }

    /// The overlay image view (the GPUImageView's stand-in) on top of the container while the transition runs.
    func overlay(_ navigation: UINavigationController) -> UIImageView? {
        navigation.view.window.flatMap { window in
            func find(_ view: UIView) -> UIImageView? {
                if let image = view as? UIImageView, image.bounds.size == window.bounds.size { return image }
                return view.subviews.lazy.compactMap(find).first
            }
            return find(window)
        }
    }

    @Test func pushRunsOneSecondOffTheDisplayLinkThenCompletes() throws {
        let (stage, navigation, delegate) = start()
        stage.tap(at: CGPoint(x: 154.5, y: 284))
        stage.pump()                                   // the push starts; its first display-link frame
        let animator = try #require(delegate.lastAnimator)
        #expect(overlay(navigation) != nil)
        stage.pump(0.5)
        #expect(abs(animator.progress - 0.5) < 0.02)
        // Half way the frame is a mix p = ½ of white and black: mid grey (with cells 0.05 of the width either
        // side, the centre of a flat area is exactly the mix).
        let image = try #require(overlay(navigation)?.image?.cgImage)
        let centre = image.pixel(x: 20, y: 600)
        #expect(abs(Double(centre.r) - (1 - Double(animator.progress)) * 255) <= 2)
        stage.pump(0.6)
        #expect(animator.progress == 1)
        #expect(navigation.topViewController is FilterTransitionHelloViewController)
        #expect(overlay(navigation) == nil)
        #expect(navigation.topViewController?.view.alpha == 1)
        #expect(stage.pumpAndSettle() < 5)             // the link is gone: the stage settles
    }

    /// The percent-driven interaction cannot scrub the display link: the push still ends after 1 s, whether the
    /// pan ends before (finish) or not at all during it.
    @Test func percentDrivenInteractionDoesNotStopTheDisplayLink() throws {
        let (stage, navigation, delegate) = start()
        let pan = stage.touchDown(at: CGPoint(x: 330, y: 400))
        stage.move(pan, to: CGPoint(x: 280, y: 400), duration: 0.1)
        let animator = try #require(delegate.lastAnimator)
        #expect(delegate.interactionController != nil)
        stage.touchUp(pan)                            // leftward: finish
        stage.pump(0.5)
        #expect(animator.progress > 0.5 && animator.progress < 1)
        stage.pump(0.5)
        stage.pump()
        #expect(animator.progress == 1)
        #expect(navigation.topViewController is FilterTransitionHelloViewController)
        #expect(overlay(navigation) == nil)
    }

    @Test func popRunsTheSameTransition() throws {
        let (stage, navigation, delegate) = start()
        navigation.pushViewController(FilterTransitionHelloViewController(), animated: true)
        stage.pump()
        stage.pump(1.05)
        stage.pump()
        #expect(navigation.viewControllers.count == 2)
        navigation.popViewController(animated: true)
        stage.pump()
        stage.pump(1.05)
        stage.pump()
        #expect(delegate.lastAnimator?.progress == 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(overlay(navigation) == nil)
    }

    /// Golden frames of the push at p = 25 %, 50 %, 75 %.
    @Test(arguments: [0.25, 0.5, 0.75])
    func pushFrames(at progress: Double) {
        let (stage, _, _) = start()
        stage.tap(at: CGPoint(x: 154.5, y: 284))
        stage.pump()
        stage.pump(progress)
        let frame = CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)
        Self.golden.check(frame, named: "filter-transition-push-\(Int(progress * 100))")
    }
}
