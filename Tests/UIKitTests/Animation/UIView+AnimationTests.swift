import Testing
@testable import UIKit
import Flipbook

/// UIView's block animations on a stage (§6.1–6.4): model vs presentation, additive retargeting, completion
/// flags, nesting, delays, repeats and the options that change where an animation starts.
@MainActor @Suite struct UIViewAnimationTests {
    // MARK: Retargeting (§6.3–6.4)

    /// Animate center.x 0 → 100 over 1 s; at 0.3 s animate to 50 over 1 s. The new animation is additive from
    /// old − new to 0, so what is on screen is continuous in value and velocity across the retarget instant (the
    /// default ease-in-ease-out curve starts at zero slope), and both completions report `finished == true`.
    @Test func midFlightRetargetIsContinuousInValueAndVelocity() {
        let (stage, _, box) = makeStageWithBox(frame: CGRect(x: -50, y: 0, width: 100, height: 100))
        #expect(box.center.x == 0)
        var completions: [String: Bool] = [:]
        let start = stage.time
        UIView.animate(withDuration: 1, animations: { box.center.x = 100 }, completion: { completions["first"] = $0 })
        let h = 1e-4
        stage.pump(0.3 - h)
        let beforeTwo = box.presented.position.x
        stage.pump(h)
        #expect(close(stage.time - start, 0.3, 1e-12))
        let beforeRetarget = box.presented.position.x
        UIView.animate(withDuration: 1, animations: { box.center.x = 50 }, completion: { completions["second"] = $0 })
        #expect(box.center.x == 50)  // the model changes at once (§6.2)
        let atRetarget = box.presented.position.x
        stage.pump(h)
        let after = box.presented.position.x

        #expect(close(atRetarget, beforeRetarget, 1e-9), "value jumps by \(atRetarget - beforeRetarget)")
        let velocityBefore = (beforeRetarget - beforeTwo) / h
        let velocityAfter = (after - atRetarget) / h
        #expect(velocityBefore > 50)  // it is moving fast here, so the comparison means something
        #expect(close(velocityAfter, velocityBefore, 0.5), "velocity \(velocityBefore) → \(velocityAfter) pt/s")

        // The first animation ends at 1 s and the second at 1.3 s, without a jump in between.
        var previous = after
        var largest = 0.0
        while stage.time - start < 1.35 {
            stage.pump(0.005)
            largest = max(largest, abs(box.presented.position.x - previous))
            previous = box.presented.position.x
            if stage.time - start >= 1 && stage.time - start < 1.3 { #expect(completions["first"] == true) }
        }
        #expect(largest < 1.0, "largest step \(largest) pt in 5 ms")
        #expect(completions == ["first": true, "second": true])
        #expect(box.presented.position.x == 50)
    }

    /// With a linear curve the additive animation starts at full speed, so the retarget is continuous in value but
    /// its velocity changes by the new animation's own −50 pt/s (§6.3: additive offsets sum; the curve decides).
    @Test func linearRetargetAddsTheNewAnimationsVelocity() {
        let (stage, _, box) = makeStageWithBox(frame: CGRect(x: -50, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 100 })
        stage.pump(0.3)
        let before = box.presented.position.x
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 50 })
        #expect(close(box.presented.position.x, before, 1e-9))
        stage.pump(0.1)
        #expect(close(box.presented.position.x - before, (100 - 50) * 0.1, 1e-9))
    }

    /// §6.3 leaves open which view properties re-animate additively (opacity?); decision: every numeric or vector
    /// property does, so alpha, bounds and colours retarget without a jump just like the position.
    @Test func alphaBoundsAndColorRetargetAdditively() throws {
        let (stage, _, box) = makeStageWithBox()
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, animations: {
            box.alpha = 0
            box.bounds.size.width = 300
            box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        stage.pump(0.4)
        let before = box.presented
        UIView.animate(withDuration: 1, animations: {
            box.alpha = 1
            box.bounds.size.width = 50
            box.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        })
        let after = box.presented
        #expect(abs(after.opacity - before.opacity) < 1e-6)
        #expect(abs(after.bounds.width - before.bounds.width) < 1e-9)
        let colorBefore = try #require(before.backgroundColor?.components)
        let colorAfter = try #require(after.backgroundColor?.components)
        #expect(zip(colorBefore, colorAfter).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(box.layer.animation(forKey: "opacity-2").map { ($0 as? CABasicAnimation)?.isAdditive } == true)
        stage.pumpAndSettle()
        #expect(box.presented.opacity == 1)
        #expect(box.presented.bounds.width == 50)
    }

    // MARK: Model and presentation (§6.2)

    @Test func modelChangesAtOncePresentationInterpolates() {
        let (stage, _, box) = makeStageWithBox()
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            box.alpha = 0
            box.bounds.size = CGSize(width: 200, height: 50)
            box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        })
        #expect(box.alpha == 0)
        #expect(box.bounds.size == CGSize(width: 200, height: 50))
        stage.pump(0.25)
        #expect(close(Double(box.presented.opacity), 0.5, 1e-6))
        #expect(close(box.presented.bounds.width, 150, 1e-9))
        #expect(close(box.presented.bounds.height, 75, 1e-9))
        stage.pump(0.25)
        #expect(box.presented.opacity == 0)
        #expect(box.layer.animationKeys() == nil)
    }

    /// Outside an animation block, a view's own layer never animates (its delegate answers NSNull, §6.2).
    @Test func noAnimationOutsideABlock() {
        let (stage, _, box) = makeStageWithBox()
        box.center.x = 300
        box.alpha = 0.2
        box.layer.cornerRadius = 8
        #expect(box.layer.animationKeys() == nil)
        #expect(box.presented.position.x == 300)
        stage.pump()
        #expect(box.layer.animationKeys() == nil)
    }

    // MARK: Nesting (§6.1)

    /// A nested block inherits the outer duration and curve; the override options restore its own.
    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
        let (_, root, box) = makeStageWithBox()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        let third = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        root.addSubview(other)
        root.addSubview(third)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            #expect(UIView.inheritedAnimationDuration == 2)
            box.center.x = 300
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: { other.center.x = 300 })
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn, .overrideInheritedDuration, .overrideInheritedCurve],
                           animations: { third.center.x = 300 })
        })
        #expect(UIView.inheritedAnimationDuration == 0)
        let inherited = try #require(other.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(inherited.duration == 2)
        #expect(inherited.timingFunction == CAMediaTimingFunction(name: .linear))
        let overridden = try #require(third.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(overridden.duration == 0.5)
        #expect(overridden.timingFunction == CAMediaTimingFunction(name: .easeIn))
    }

    // MARK: No animation (§6.1, §6.4)

    /// Duration 0 applies the changes without animation; the completion still runs, asynchronously (in the next
    /// frame), with `true` (§6.4, unverified: pinned as the isim-style behaviour the reference describes).
    @Test func zeroDurationAppliesAtOnceAndCompletesNextFrameWithTrue() {
        let (stage, _, box) = makeStageWithBox()
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { box.center.x = 400 }, completion: { finished = $0 })
        #expect(box.layer.animationKeys() == nil)
        #expect(box.presented.position.x == 400)
        #expect(finished == nil)
        stage.pump()
        #expect(finished == true)
    }

    /// A block that changes nothing animatable completes in the next frame with `true` (§6.4).
    @Test func emptyBlockCompletesNextFrameWithTrue() {
        let (stage, _, box) = makeStageWithBox()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { box.center.x = box.center.x }, completion: { finished = $0 })
        #expect(box.layer.animationKeys() == nil)
        #expect(finished == nil)
        stage.pump()
        #expect(finished == true)
    }

    @Test func performWithoutAnimationInsideABlock() {
        let (stage, _, box) = makeStageWithBox()
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { box.center.y = 400 }
            box.center.x = 300
        })
        #expect(box.layer.animationKeys() == ["position"])
        stage.pump(0.5)
        #expect(box.presented.position.y == 400)  // no animation of y: the x animation is additive per axis value
        #expect(box.presented.position.x > 50 && box.presented.position.x < 300)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func setAnimationsEnabledFalseDisablesBlocks() {
        let (stage, _, box) = makeStageWithBox()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { box.center.x = 300 }, completion: { finished = $0 })
        #expect(box.layer.animationKeys() == nil)
        stage.pump()
        #expect(finished == true)
    }

    // MARK: Completion flags (§6.4)

    /// Removing the animations first reports `false`, delivered in the next frame.
    @Test func removeAllAnimationsCompletesWithFalseNextFrame() {
        let (stage, _, box) = makeStageWithBox()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { box.center.x = 300 }, completion: { finished = $0 })
        stage.pump(0.2)
        box.layer.removeAllAnimations()
        #expect(box.presented.position.x == 300)
        #expect(finished == nil)
        stage.pump()
        #expect(finished == false)
    }

    /// A block completes when its last animation ends; `finished` is true only if every one reached its end.
    @Test func blockWaitsForItsLongestAnimationAndReportsAnyRemoval() {
        let (stage, root, box) = makeStageWithBox()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        root.addSubview(other)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {
            box.center.x = 300
            other.alpha = 0.5
        }, completion: { finished = $0 })
        other.layer.removeAllAnimations()
        stage.pump(0.5)
        #expect(finished == nil)
        stage.pump(0.5)
        #expect(finished == false)
    }

    /// §6.4: a view removed from its window loses its animations, so the block completes with `false`
    /// (Core Animation removes animations from layers that leave the window).
    @Test func removingTheViewFromTheWindowCompletesWithFalse() {
        let (stage, _, box) = makeStageWithBox()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.addSubview(child)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { box.center.x = 300 }, completion: { finished.append($0) })
        UIView.animate(withDuration: 1, animations: { child.alpha = 0 }, completion: { finished.append($0) })
        stage.pump(0.2)
        box.removeFromSuperview()
        #expect(box.layer.animationKeys() == nil)
        #expect(child.layer.animationKeys() == nil)
        stage.pump()
        #expect(finished == [false, false])
    }

    /// Moving a view to another superview inside the same window keeps its animations.
    @Test func movingWithinTheWindowKeepsAnimations() {
        let (stage, root, box) = makeStageWithBox()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(other)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { box.center.x = 300 }, completion: { finished = $0 })
        stage.pump(0.2)
        other.addSubview(box)
        #expect(box.layer.animationKeys() == ["position"])
        stage.pumpAndSettle()
        #expect(finished == true)
    }

    // MARK: Delay, repeat, autoreverse (§6.1)

    /// During the delay the presentation shows the start value (fill mode both), the model the end value.
    @Test func delayHoldsTheStartValueThenAnimates() {
        let (stage, _, box) = makeStageWithBox()
        var finishedAt: TimeInterval?
        let start = stage.time
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { box.center.x = 1050 },
                       completion: { _ in finishedAt = stage.time })
        stage.pump(0.4)
        #expect(box.center.x == 1050)
        #expect(box.presented.position.x == 50)
        stage.pump(0.6)  // 1.0 s: half-way through the animation
        #expect(close(box.presented.position.x, 550, 1e-9))
        stage.pump(0.49)
        #expect(finishedAt == nil)
        stage.pump(0.01)
        #expect(finishedAt.map { $0 - start } == 1.5)
    }

    /// `.repeat` runs forever and never completes; with `.autoreverse` every other iteration runs backwards.
    @Test func repeatAutoreverseRunsForever() throws {
        let (stage, _, box) = makeStageWithBox()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { box.center.x = 1050 }, completion: { finished = $0 })
        stage.pump(0.25)
        #expect(close(box.presented.position.x, 300, 1e-9))
        stage.pump(1.0)  // 1.25 s: on the way back
        #expect(close(box.presented.position.x, 800, 1e-9))
        stage.pump(1.0)  // 2.25 s: forwards again
        #expect(close(box.presented.position.x, 300, 1e-9))
        stage.pump(100)
        #expect(finished == nil)
        #expect(throws: Stage.DidNotSettle.self) { try stage.settle(timeout: 1) }
    }

    /// `modifyAnimations(withRepeatCount:autoreverses:)` (§6.1): total time = duration × count × 2 when
    /// autoreversing; an autoreversed animation snaps to the model value at the end (§6.1, unverified folklore,
    /// pinned here).
    @Test func modifyAnimationsRepeatsAndAutoreversesAFiniteNumberOfTimes() {
        let (stage, _, box) = makeStageWithBox()
        var finishedAt: TimeInterval?
        let start = stage.time
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { box.center.x = 1050 }
        }, completion: { _ in finishedAt = stage.time })
        stage.pump(0.75)  // second half of the first iteration: going back
        #expect(close(box.presented.position.x, 550, 1e-9))
        stage.pump(1.24)
        #expect(finishedAt == nil)
        #expect(box.presented.position.x < 100)
        stage.pump(0.01)
        #expect(finishedAt.map { $0 - start } == 2)
        #expect(box.presented.position.x == 1050)
    }

    // MARK: .layoutSubviews (§6.1)

    /// A view that keeps a badge in its bottom-right corner.
    private final class Panel: UIView {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        override func layoutSubviews() {
            badge.center = CGPoint(x: bounds.width - 10, y: bounds.height - 10)
        }
    }

    /// With `.layoutSubviews` the views changed in the block are laid out inside it, so what their
    /// `layoutSubviews()` moves animates along; without it the layout pass of the next frame moves it at once.
    @Test(arguments: [true, false])
    func layoutSubviewsOptionAnimatesTheLayout(_ withOption: Bool) {
        let (stage, root, _) = makeStageWithBox()
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.addSubview(panel.badge)
        root.addSubview(panel)
        stage.pump()
        #expect(panel.badge.center == CGPoint(x: 90, y: 90))
        UIView.animate(withDuration: 1, delay: 0, options: withOption ? [.layoutSubviews, .curveLinear] : .curveLinear,
                       animations: { panel.bounds.size = CGSize(width: 300, height: 200) })
        stage.pump(0.5)
        #expect(panel.badge.center == CGPoint(x: 290, y: 190))
        let shown = panel.badge.presented.position
        if withOption {
            #expect(abs(shown.x - 190) < 1e-9 && abs(shown.y - 140) < 1e-9)
        } else {
            #expect(shown == CGPoint(x: 290, y: 190))
        }
    }

    // MARK: beginFromCurrentState and transforms (§6.2–6.3)

    /// Transforms animate non-additively: re-animating one mid-flight starts the new animation from what is on
    /// screen, with `.beginFromCurrentState` and (decision: transforms don't commute, so UIKit-style additive
    /// offsets aren't used) also without it while another is in flight. Either way the value doesn't jump.
    @Test(arguments: [true, false])
    func reanimatingATransformStartsFromThePresentation(_ beginFromCurrentState: Bool) throws {
        let (stage, _, box) = makeStageWithBox()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            box.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }, completion: { finished.append($0) })
        stage.pump(0.5)
        let onScreen = box.presented.transform
        #expect(distance(onScreen, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)) < 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: beginFromCurrentState ? [.beginFromCurrentState, .curveLinear] : .curveLinear,
                       animations: { box.transform = .identity }, completion: { finished.append($0) })
        let second = try #require(box.layer.animation(forKey: "transform-2") as? CABasicAnimation)
        #expect(distance(try #require(second.fromValue as? CATransform3D), onScreen) < 1e-9)
        #expect(distance(box.presented.transform, onScreen) < 1e-9)
        stage.pump(0.5)
        #expect(distance(box.presented.transform, CATransform3DMakeRotation(.pi / 8, 0, 0, 1)) < 1e-9)
        stage.pumpAndSettle()
        #expect(finished == [true, true])
        #expect(CATransform3DIsIdentity(box.presented.transform))
    }

    /// Without `.beginFromCurrentState` and with nothing in flight, a transform animates from the old model value.
    @Test func transformAnimatesFromTheOldModelValue() throws {
        let (_, _, box) = makeStageWithBox()
        box.transform = CGAffineTransform(scaleX: 2, y: 2)
        UIView.animate(withDuration: 1, animations: { box.transform = .identity })
        let animation = try #require(box.layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(animation.isAdditive == false)
        #expect(distance(try #require(animation.fromValue as? CATransform3D), CATransform3DMakeScale(2, 2, 1)) == 0)
        #expect(animation.fillMode == .both)
    }

    /// `.beginFromCurrentState` with vector properties: still additive, so continuous (§6.3).
    @Test func beginFromCurrentStateWithPositionIsContinuous() {
        let (stage, _, box) = makeStageWithBox()
        UIView.animate(withDuration: 1, animations: { box.center.x = 1050 })
        stage.pump(0.4)
        let before = box.presented.position.x
        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState, animations: { box.center.x = 50 })
        #expect(close(box.presented.position.x, before, 1e-9))
        stage.pumpAndSettle()
        #expect(box.presented.position.x == 50)
    }
}
