import Testing
@testable import UIKit
import Flipbook

/// The Contacts drawer of Mastering iOS 14, chapter 5 (seed-samples §5): a 350 pt drawer with 45 pt showing at
/// the bottom, opened by translating it 305 pt up with a spring property animator that a pan gesture pauses,
/// scrubs, reverses and continues.
@MainActor
private final class DrawerScene {
    static let travel: CGFloat = 305
    let stage = Stage(device: .iPhoneSE)
    let root = UIView()
    let drawer = UIView()
    var animator: UIViewPropertyAnimator?
    var isOpen = false
    var completedAt: [UIViewAnimatingPosition] = []
    let timing: () -> any UITimingCurveProvider

    init(timing: @escaping () -> any UITimingCurveProvider = {
        UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 10))
    }) {
        self.timing = timing
        stage.show(root)
        drawer.frame = CGRect(x: 0, y: 667 - 45, width: 375, height: 350)
        root.addSubview(drawer)
    }

    /// The drawer's on-screen vertical translation.
    var shown: Double { Double(drawer.presented.transform.m42) }

    /// What the sample does when the gesture begins (or the toggle button is tapped): a fresh animator unless one
    /// is running.
    func setUpAnimation() {
        guard animator == nil || !(animator!.isRunning) else { return }
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: timing())
        animator.addAnimations { [self] in
            drawer.transform = isOpen ? .identity : CGAffineTransform(translationX: 0, y: -Self.travel)
        }
        animator.addCompletion { [self] position in
            completedAt.append(position)
            self.animator = nil
            isOpen = drawer.transform != .identity
        }
        self.animator = animator
    }
}

/// The drawer's animator through every state change, and `scrubsLinearly` both ways (§7.3).
@MainActor @Suite struct UIViewPropertyAnimatorDrawerTests {
    /// Runs `change` and returns how far what is on screen moved at that instant (it must not).
    private func jump(_ scene: DrawerScene, _ change: () -> Void) -> Double {
        let before = scene.shown
        change()
        return abs(scene.shown - before)
    }

    /// Start, pause, scrub, reverse and continue with a spring: at every state change the drawer stays where it
    /// is; scrubbing moves it exactly by the fraction (scrubbing is linear by default); the spring carries it back
    /// closed, ending within UIKit's settling threshold (0.1 % of the remaining distance: the only jump, which
    /// UIKit makes too when it removes a spring that was cut off at its duration).
    @Test func startPauseScrubReverseContinue() throws {
        let scene = DrawerScene()
        scene.setUpAnimation()
        let animator = try #require(scene.animator)
        #expect(jump(scene) { animator.startAnimation() } == 0)
        var samples = record(scene.stage, for: 0.1) { scene.shown }
        #expect(samples.last! < -50)  // on its way up

        // .began: pause where it is.
        #expect(jump(scene) { animator.pauseAnimation() } <= 1e-9)
        let startFraction = animator.fractionComplete
        #expect(close(Double(startFraction), -scene.shown / 305, 1e-9))

        // .changed: the finger drags it up by 61 pt over five frames.
        for k in 1...5 {
            scene.stage.pump()
            let fraction = startFraction + CGFloat(k) * 12.2 / 305
            animator.fractionComplete = fraction
            #expect(close(scene.shown, -305 * Double(fraction), 1e-9))
        }
        #expect(animator.state == .active)

        // .ended with a downward swipe: reverse and continue with a spring carrying the finger's velocity.
        #expect(jump(scene) { animator.isReversed = true } <= 1e-9)
        let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2))
        #expect(jump(scene) { animator.continueAnimation(withTimingParameters: spring, durationFactor: 0) } <= 1e-9)
        #expect(animator.isRunning)
        let remaining = scene.shown
        samples = record(scene.stage, for: 1.5) { scene.shown }
        // It heads down at once (positive velocity toward the target) and ends closed.
        #expect(samples[1] > samples[0])
        #expect(scene.completedAt == [.start])
        #expect(scene.animator == nil)
        #expect(scene.isOpen == false)
        #expect(scene.drawer.transform == .identity)
        #expect(scene.shown == 0)
        // The end: at most 0.1 % of the distance it had to go.
        let last = samples.lastIndex { $0 != 0 }!
        #expect(abs(samples[last]) <= 0.001 * abs(remaining) + 1e-9)
        #expect(scene.stage.pumpAndSettle() == 0)
    }

    /// Pausing while the spring overshoots leaves the drawer where it is (past the open position) while
    /// `fractionComplete` reads 1. Continuing from there starts where it is; with `durationFactor: 0` no time is
    /// left at fraction 1 (§7.3: remaining time = (1 − fraction) · duration), so it settles back within a frame.
    @Test func pauseDuringOvershootDoesNotJump() throws {
        let scene = DrawerScene()
        scene.setUpAnimation()
        let animator = try #require(scene.animator)
        animator.startAnimation()
        // With 10 distances per second at the start, the spring overshoots the open position early on.
        var overshoot = false
        for _ in 0..<60 where !overshoot {
            scene.stage.pump()
            overshoot = scene.shown < -305 - 5
        }
        try #require(overshoot)
        #expect(jump(scene) { animator.pauseAnimation() } <= 1e-9)
        #expect(animator.fractionComplete == 1)  // reported clamped to [0, 1]
        scene.stage.pump(0.5)
        #expect(scene.shown < -305 - 5)
        #expect(jump(scene) { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) } <= 1e-9)
        scene.stage.pumpAndSettle()
        #expect(scene.completedAt == [.end])
        #expect(scene.shown == -305)
        #expect(scene.isOpen)
    }

    /// Reversing a running spring animator heads back from where it is, without a jump.
    @Test func reverseWhileRunning() throws {
        let scene = DrawerScene()
        scene.setUpAnimation()
        let animator = try #require(scene.animator)
        animator.startAnimation()
        scene.stage.pump(0.05)
        #expect(jump(scene) { animator.isReversed = true } <= 1e-9)
        #expect(animator.isRunning)
        scene.stage.pumpAndSettle()
        #expect(scene.completedAt == [.start])
        #expect(scene.shown == 0)
    }

    /// A finger catching the drawer while the continuation spring carries it: pausing again doesn't move it, and
    /// neither does continuing once more.
    @Test func catchTheSpringAgain() throws {
        let scene = DrawerScene()
        scene.setUpAnimation()
        let animator = try #require(scene.animator)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.5), durationFactor: 0)
        scene.stage.pump(0.1)
        #expect(jump(scene) { animator.pauseAnimation() } <= 1e-9)
        #expect(jump(scene) { animator.isReversed = true } <= 1e-9)
        #expect(jump(scene) { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) } <= 1e-9)
        scene.stage.pumpAndSettle()
        #expect(scene.completedAt == [.start])
        #expect(scene.shown == 0)
    }

    /// Reversing a running ease-in-ease-out animator: nothing jumps, and it retraces the curve back to the start.
    @Test func reverseARunningCubicAnimator() throws {
        let scene = DrawerScene(timing: { UICubicTimingParameters(animationCurve: .easeInOut) })
        scene.setUpAnimation()
        let animator = try #require(scene.animator)
        animator.startAnimation()
        scene.stage.pump(0.7)
        #expect(jump(scene) { animator.isReversed = true } <= 1e-9)
        scene.stage.pump(0.2)  // back at 0.5 of the time
        #expect(close(scene.shown, -305 * bezierReference(0.42, 0, 0.58, 1, at: 0.5), 305e-6))
        scene.stage.pump(0.5)
        #expect(scene.completedAt == [.start])
        #expect(scene.shown == 0)
    }

    /// Toggling open then closed with two fresh animators, as the sample's button does.
    @Test func toggleOpenAndClosed() throws {
        let scene = DrawerScene()
        scene.setUpAnimation()
        scene.animator?.startAnimation()
        scene.stage.pumpAndSettle()
        #expect(scene.isOpen)
        #expect(scene.shown == -305)
        scene.setUpAnimation()
        scene.animator?.startAnimation()
        scene.stage.pumpAndSettle()
        #expect(!scene.isOpen)
        #expect(scene.completedAt == [.end, .end])
    }

    // MARK: scrubsLinearly (§7.3)

    /// `scrubsLinearly == true` (the default): a paused fraction is the on-screen progress itself, whatever the
    /// timing; `false`: the fraction is a time fraction shown through the timing curve — the spring's motion at
    /// fraction × duration, or the cubic curve's value.
    @Test(arguments: [true, false])
    func scrubbingASpringAnimator(_ linearly: Bool) throws {
        let scene = DrawerScene()
        scene.setUpAnimation()
        let animator = try #require(scene.animator)
        animator.scrubsLinearly = linearly
        let spring = Spring.uiKit(duration: 1, dampingRatio: 0.8, initialVelocity: 10)
        for fraction in [0.05, 0.2, 0.5, 0.9] {
            animator.fractionComplete = CGFloat(fraction)
            let progress = linearly ? fraction : spring.progress(at: fraction)
            #expect(close(scene.shown, -305 * progress, 1e-9), "fraction \(fraction)")
            #expect(close(Double(animator.fractionComplete), fraction, 1e-12))
        }
        animator.stopAnimation(true)
    }

    @Test(arguments: [true, false])
    func scrubbingACubicAnimator(_ linearly: Bool) throws {
        let scene = DrawerScene(timing: { UICubicTimingParameters(animationCurve: .easeOut) })
        scene.setUpAnimation()
        let animator = try #require(scene.animator)
        animator.scrubsLinearly = linearly
        for fraction in [0.1, 0.3, 0.6] {
            animator.fractionComplete = CGFloat(fraction)
            let progress = linearly ? fraction : bezierReference(0, 0, 0.58, 1, at: fraction)
            #expect(close(scene.shown, -305 * progress, 305e-6), "fraction \(fraction)")
        }
        // Continuing on the original curve: a linearly scrubbed fraction is carried back onto the curve at the
        // time where the curve shows it, so nothing jumps and the motion then follows the curve.
        let before = scene.shown
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(close(scene.shown, before, 1e-9))
        let tau = linearly ? Self.time(where: 0.6) : 0.6
        scene.stage.pump(0.1)
        #expect(close(scene.shown, -305 * bezierReference(0, 0, 0.58, 1, at: tau + 0.1), 305e-6))
        scene.stage.pumpAndSettle()
        #expect(scene.completedAt == [.end])
    }

    /// Pausing a running animator never moves it. With linear scrubbing the paused fraction becomes the on-screen
    /// progress (decision: so that scrubbing from there is continuous); otherwise it stays the time fraction.
    @Test(arguments: [true, false])
    func pausingARunningCubicAnimator(_ linearly: Bool) throws {
        let scene = DrawerScene(timing: { UICubicTimingParameters(animationCurve: .easeOut) })
        scene.setUpAnimation()
        let animator = try #require(scene.animator)
        animator.scrubsLinearly = linearly
        animator.startAnimation()
        scene.stage.pump(0.3)
        #expect(jump(scene) { animator.pauseAnimation() } <= 1e-9)
        let expected = linearly ? bezierReference(0, 0, 0.58, 1, at: 0.3) : 0.3
        #expect(close(Double(animator.fractionComplete), expected, 1e-6))
        animator.stopAnimation(true)
    }

    /// The time fraction at which the ease-out curve reaches `progress`.
    static func time(where progress: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezierReference(0, 0, 0.58, 1, at: mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
