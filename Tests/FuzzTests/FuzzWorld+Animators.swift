import Flipbook
import UIKit

/// Property animators driven through the states where UIKit allows each call (§7.3–7.4).
extension FuzzWorld {
    func newAnimator(_ p: inout ParameterStream) {
        let changes = changes(&p)
        let duration = p.pick([0.05, 0.3, 0.8, 1.5])
        let animator: UIViewPropertyAnimator
        switch p.int(4) {
        case 0: animator = UIViewPropertyAnimator(duration: duration, curve: p.pick([.easeInOut, .easeIn, .easeOut, .linear]))
        case 1: animator = UIViewPropertyAnimator(duration: duration, dampingRatio: CGFloat(p.double(0.05...1)))
        case 2:
            animator = UIViewPropertyAnimator(duration: duration, controlPoint1: CGPoint(x: p.unit(), y: p.double(-1...2)),
                                              controlPoint2: CGPoint(x: p.unit(), y: p.double(-1...2)))
        default:
            let timing = UISpringTimingParameters(dampingRatio: CGFloat(p.double(0.1...1)),
                                                  initialVelocity: CGVector(dx: p.double(-3...3), dy: 0))
            animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
        }
        if !changes.isEmpty { animator.addAnimations { changes.forEach { $0.apply() } } }
        if p.bool(0.2) { animator.scrubsLinearly = false }
        if p.bool(0.15) { animator.pausesOnCompletion = true }
        let tracked = TrackedAnimator(animator, label: "animator\(animators.count)")
        animator.addCompletion { [unowned tracked, unowned animator] in
            tracked.positions.append($0)
            tracked.reversedAtEnd = animator.isReversed
        }
        tracked.hasAnimations = !changes.isEmpty
        animators.append(tracked)
        note("\(tracked.label) = \(changes.map(\.label)) over \(duration) s")
        if p.bool(0.6) {
            note("\(tracked.label).startAnimation()")
            tracked.everActive = true
            animator.startAnimation()
        }
    }

    func animatorStep(_ p: inout ParameterStream) {
        let live = animators.filter { !$0.discarded && $0.positions.isEmpty }
        guard !live.isEmpty else { return }
        let tracked = live[p.int(live.count)]
        let a = tracked.animator
        let label = tracked.label
        switch a.state {
        case .inactive:
            switch p.int(5) {
            case 0:
                note("\(label).startAnimation()"); tracked.everActive = true; a.startAnimation()
            case 1:
                let delay = p.double(0...0.5)
                note("\(label).startAnimation(afterDelay: \(delay))"); tracked.everActive = true
                a.startAnimation(afterDelay: delay)
            case 2:
                note("\(label).pauseAnimation()"); tracked.everActive = true; a.pauseAnimation()
            case 3:
                let f = CGFloat(p.double(-0.2...1.2))
                note("\(label).fractionComplete = \(f)"); tracked.everActive = true; a.fractionComplete = f
            default:
                let changes = changes(&p)
                note("\(label).addAnimations(\(changes.map(\.label)))")
                a.addAnimations({ changes.forEach { $0.apply() } }, delayFactor: CGFloat(p.double(0...1)))
                tracked.hasAnimations = tracked.hasAnimations || !changes.isEmpty
            }
        case .active:
            switch p.int(8) {
            case 0:
                note("\(label).pauseAnimation()"); a.pauseAnimation()
            case 1:
                note("\(label).isReversed.toggle()"); a.isReversed.toggle()
            case 2:
                let f = CGFloat(p.double(-0.2...1.2))
                note("\(label).fractionComplete = \(f)"); a.fractionComplete = f
            case 3:
                let factor = CGFloat(p.pick([0, 0.5, 1, 2]))
                let timing: (any UITimingCurveProvider)? = p.pick([nil, UICubicTimingParameters(animationCurve: .easeOut),
                                                                    UISpringTimingParameters(dampingRatio: 0.5)])
                note("\(label).continueAnimation(durationFactor: \(factor))")
                a.continueAnimation(withTimingParameters: timing, durationFactor: factor)
            case 4:
                note("\(label).startAnimation()"); a.startAnimation()
            case 5:
                let changes = changes(&p)
                note("\(label).addAnimations(\(changes.map(\.label)))")
                a.addAnimations { changes.forEach { $0.apply() } }
                tracked.hasAnimations = tracked.hasAnimations || !changes.isEmpty
            default:
                let withoutFinishing = p.bool()
                note("\(label).stopAnimation(\(withoutFinishing))")
                a.stopAnimation(withoutFinishing)
                if withoutFinishing { tracked.discarded = true }
            }
        case .stopped:
            let position: UIViewAnimatingPosition = p.pick([.start, .end, .current])
            note("\(label).finishAnimation(at: \(position.rawValue))")
            tracked.finishedAt = position
            a.finishAnimation(at: position)
            tracked.discarded = true
        @unknown default:
            return
        }
    }
}
