import Testing
@testable import UIKit
import Flipbook

/// GuessThePet's flip-present scene (seed-samples §3), built the way the tutorial builds it: a black card screen
/// with a green card in the middle, and a reveal screen that isn't in any window yet.
@MainActor
private struct FlipPresentScene {
    static let duration = 0.5
    static let cardFrame = CGRect(x: 62.5, y: 167, width: 250, height: 333.5)
    static let cardCornerRadius: CGFloat = 25

    let stage = Stage(device: .iPhoneSE)
    let container = UIView()
    let fromView = UIView()
    let toView = UIView()
    let snapshot: UIView
    let finalFrame: CGRect
    var finished: Bool? = nil

    init() {
        stage.show(container)
        fromView.frame = container.bounds
        fromView.backgroundColor = .black
        let card = UIView(frame: Self.cardFrame)
        card.backgroundColor = UIColor(red: 0.057, green: 0.437, blue: 0.192, alpha: 1)
        card.layer.cornerRadius = Self.cardCornerRadius
        fromView.addSubview(card)
        container.addSubview(fromView)

        toView.frame = container.bounds
        toView.backgroundColor = .white
        finalFrame = container.bounds
        snapshot = toView.snapshotView(afterScreenUpdates: true)!  // not in a window yet (§8)
    }

    static func yRotation(_ angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
    }

    /// The present animation: the snapshot starts edge-on over the card; the card screen turns away in the
    /// first third, the snapshot turns to face the viewer in the second, and grows to full screen, losing its
    /// rounded corners, in the last.
    mutating func present() -> () -> Bool? {
        snapshot.frame = Self.cardFrame
        snapshot.layer.cornerRadius = Self.cardCornerRadius
        snapshot.layer.masksToBounds = true
        container.addSubview(toView)
        container.addSubview(snapshot)
        toView.isHidden = true

        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        container.layer.sublayerTransform = perspective
        snapshot.layer.transform = Self.yRotation(.pi / 2)

        let fromView = fromView, toView = toView, snapshot = snapshot, finalFrame = finalFrame
        var result: Bool?
        UIView.animateKeyframes(withDuration: Self.duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3.0) {
                fromView.layer.transform = Self.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                snapshot.layer.transform = Self.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { done in
            toView.isHidden = false
            snapshot.removeFromSuperview()
            fromView.layer.transform = CATransform3DIdentity
            result = done
        })
        return { result }
    }
}

/// Keyframe animations (§6.5), through GuessThePet's present animation.
@MainActor @Suite struct UIViewKeyframesTests {
    /// The time fraction at which the overall ease-in-ease-out curve reaches `progress`, by bisection on the
    /// reference Bézier. Core Animation keeps control points as `Float`, so 0.42 and 0.58 are rounded the same
    /// way here: "exact" at a key time means to the last few bits, and the 2e-8 that rounding makes would show.
    static func timeFraction(reaching progress: Double) -> Double {
        let c1x = Double(Float(0.42)), c2x = Double(Float(0.58))
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezierReference(c1x, 0, c2x, 1, at: mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    @Test func oneKeyframeAnimationPerKeyPathWithPaddedKeyTimes() throws {
        var scene = FlipPresentScene()
        _ = scene.present()
        let turn = try #require(scene.fromView.layer.animation(forKey: "transform") as? CAKeyframeAnimation)
        #expect(turn.keyTimes?.map(\.doubleValue) == [0, 1.0 / 3.0, 1])
        #expect(turn.calculationMode == .cubic)
        #expect(turn.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(turn.fillMode == .both)
        #expect(turn.duration == FlipPresentScene.duration)
        let snapshotKeys = Set(scene.snapshot.layer.animationKeys() ?? [])
        #expect(snapshotKeys == ["transform", "position", "bounds", "cornerRadius"])
        let grow = try #require(scene.snapshot.layer.animation(forKey: "bounds") as? CAKeyframeAnimation)
        #expect(grow.keyTimes?.map(\.doubleValue) == [0, 2.0 / 3.0, 1])
        let radius = try #require(scene.snapshot.layer.animation(forKey: "cornerRadius") as? CAKeyframeAnimation)
        #expect(radius.values?.compactMap { $0 as? CGFloat } == [25, 25, 0])
        // The model is final at once (§6.2).
        #expect(scene.snapshot.frame == scene.finalFrame)
        #expect(scene.snapshot.layer.cornerRadius == 0)
    }

    /// At the times where the overall curve reaches 1/3 and 2/3 of the way, every property is exactly at its
    /// keyframe value; at the end, at its final one.
    @Test func exactValuesAtTheKeyframeBoundaries() {
        var scene = FlipPresentScene()
        let result = scene.present()
        let duration = FlipPresentScene.duration
        let t1 = Self.timeFraction(reaching: 1.0 / 3.0) * duration
        let t2 = Self.timeFraction(reaching: 2.0 / 3.0) * duration
        #expect(close(t1 + t2, duration, 1e-7))  // the curve is symmetric (but for the Float rounding)
        #expect(close(t1, 0.2013, 1e-3))
        let start = scene.stage.time
        let cardCenter = CGPoint(x: FlipPresentScene.cardFrame.midX, y: FlipPresentScene.cardFrame.midY)

        scene.stage.pump(t1)
        #expect(distance(scene.fromView.presented.transform, FlipPresentScene.yRotation(-.pi / 2)) < 1e-9)
        #expect(distance(scene.snapshot.presented.transform, FlipPresentScene.yRotation(.pi / 2)) < 1e-9)
        #expect(scene.snapshot.presented.cornerRadius != 25)  // between its keys (0 and 2/3) the cubic moves

        scene.stage.pump(t2 - (scene.stage.time - start))
        #expect(distance(scene.snapshot.presented.transform, CATransform3DIdentity) < 1e-9)
        #expect(close(scene.snapshot.presented.position.x, cardCenter.x, 1e-9))
        #expect(close(scene.snapshot.presented.position.y, cardCenter.y, 1e-9))
        #expect(close(scene.snapshot.presented.bounds.width, 250, 1e-9))
        #expect(close(scene.snapshot.presented.bounds.height, 333.5, 1e-9))
        #expect(close(scene.snapshot.presented.cornerRadius, 25, 1e-9))

        scene.stage.pump(duration - (scene.stage.time - start))
        #expect(result() == true)
        #expect(scene.snapshot.superview == nil)
        #expect(scene.toView.isHidden == false)
        #expect(CATransform3DIsIdentity(scene.fromView.presented.transform))
        #expect(scene.toView.presented.frame == scene.finalFrame)
    }

    /// Just before the end the snapshot is at its final frame and square corners to within the curve's
    /// flatness there.
    @Test func endsOnTheFinalFrame() {
        var scene = FlipPresentScene()
        _ = scene.present()
        scene.stage.pump(FlipPresentScene.duration - 1e-4)
        #expect(close(scene.snapshot.presented.frame.minX, 0, 1e-3))
        #expect(close(scene.snapshot.presented.frame.width, 375, 1e-3))
        #expect(close(scene.snapshot.presented.cornerRadius, 0, 1e-3))
    }

    /// Between the boundaries the values are continuous, and so are their rates of change (Catmull-Rom is C¹):
    /// sampled ten times as often, the largest step between samples shrinks ten-fold (a jump would not shrink),
    /// and the largest second difference a hundred-fold (a kink would shrink only ten-fold).
    @Test func smoothBetweenTheBoundaries() {
        func samples(every step: Double) -> [[Double]] {
            var scene = FlipPresentScene()
            _ = scene.present()
            var rows: [[Double]] = []
            var elapsed = 0.0
            repeat {
                let from = scene.fromView.presented.transform, snap = scene.snapshot.presented
                rows.append([from.m11, from.m13, from.m14, snap.transform.m11, snap.transform.m13,
                             snap.position.x, snap.position.y, snap.bounds.width, snap.bounds.height,
                             snap.cornerRadius].map { Double($0) })
                scene.stage.pump(step)
                elapsed += step
            } while elapsed < FlipPresentScene.duration - 1e-9
            return rows
        }
        let coarse = samples(every: 1.0 / 60), fine = samples(every: 1.0 / 600)
        for column in 0..<coarse[0].count {
            let c = coarse.map { $0[column] }, f = fine.map { $0[column] }
            let scale = c.map(abs).max()! + 1
            let coarseStep = largestStep(c), fineStep = largestStep(f)
            #expect(fineStep <= 0.15 * coarseStep + 1e-9 * scale, "column \(column): \(coarseStep) → \(fineStep)")
            let coarseBend = largestStep(zip(c, c.dropFirst()).map { $1 - $0 })
            let fineBend = largestStep(zip(f, f.dropFirst()).map { $1 - $0 })
            #expect(fineBend <= 0.03 * coarseBend + 1e-9 * scale, "column \(column): \(coarseBend) → \(fineBend)")
        }
    }

    /// §6.5: Catmull-Rom passes through the key values but not monotonically: the card screen, which holds still
    /// at −π/2 from 1/3 on, swings a little past it and back (the tangent at its 1/3 key points onward). Pinned as
    /// the reference's rule; unverified against Core Animation's spline.
    @Test func cubicOvershootsBetweenEqualKeys() {
        var scene = FlipPresentScene()
        _ = scene.present()
        let t2 = Self.timeFraction(reaching: 2.0 / 3.0) * FlipPresentScene.duration
        scene.stage.pump(t2)
        let shown = scene.fromView.presented.transform
        // A y-rotation by θ has m11 = cos θ and m13 = −sin θ: past −π/2, cos θ < 0 and −sin θ stays near 1.
        #expect(shown.m11 < -1e-3)
        #expect(shown.m13 > 0.9)
    }

    /// §6.5: UIView curve bits OR-ed into the keyframe options replace the overall ease-in-ease-out.
    @Test func curveOptionReplacesTheOverallTiming() throws {
        let (_, _, box) = makeStageWithBox()
        let options = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 200 }
        })
        let animation = try #require(box.layer.animation(forKey: "position") as? CAKeyframeAnimation)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(animation.calculationMode == .linear)
    }

    /// Linear keyframes: piecewise linear in the keyframes' own spans (with a linear overall curve), holding
    /// still outside them.
    @Test func linearKeyframesHoldOutsideTheirSpans() {
        let (stage, _, box) = makeStageWithBox()
        let options = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { box.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { box.center.x = 350 }
        })
        stage.pump(0.2)
        #expect(close(box.presented.position.x, 50, 1e-9))
        stage.pump(0.175)  // 0.375
        #expect(close(box.presented.position.x, 100, 1e-9))
        stage.pump(0.25)  // 0.625
        #expect(close(box.presented.position.x, 150, 1e-9))
        stage.pump(0.25)  // 0.875
        #expect(close(box.presented.position.x, 250, 1e-9))
    }
}
