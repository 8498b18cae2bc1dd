import Flipbook
import Testing

/// Keyframe blocks inside a property animator are the animator's animations: paused, scrubbed, reversed and
/// finished with it; the animator's progress is the fraction through the key times.
@MainActor
@Suite struct UIViewPropertyAnimatorKeyframesTests {
    @Test func keyframesFollowTheAnimator() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 300 }
            })
        }
        var nestedFinished: Bool?
        animator.addAnimations {
            UIView.animate(withDuration: 0.3, animations: { box.alpha = 0 }, completion: { nestedFinished = $0 })
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        stage.pump(5)
        #expect(abs(box.layer.presentation()!.position.x - 52.5) < 1e-9, "half way through the first keyframe (5 → 100)")
        animator.fractionComplete = 0.75
        stage.pump()
        #expect(abs(box.layer.presentation()!.position.x - 200) < 1e-9)
        #expect(abs(Double(box.layer.presentation()!.opacity) - 0.25) < 1e-9, "the nested block is driven too")
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        stage.pumpAndSettle()
        #expect(box.center.x == 5, "finished at the start: the model is back")
        #expect(box.layer.presentation()!.position.x == 5)
        #expect(box.alpha == 1)
        #expect(nestedFinished == true)
    }
}
