import Flipbook
import UIKit

/// Views added, removed and moved; property changes in and outside animation blocks (block, spring,
/// keyframe, nested and unanimated).
extension FuzzWorld {
    func addView(_ p: inout ParameterStream) {
        guard views.count < 14 else { return }
        let v = FuzzView(frame: CGRect(x: p.double(-20...140), y: p.double(-20...220), width: p.double(1...90),
                                       height: p.double(1...90)))
        v.onLeavingWindow = { [weak self] in self?.epoch += 1 }
        v.backgroundColor = UIColor(hue: CGFloat(p.unit()), saturation: 0.7, brightness: 0.8, alpha: CGFloat(p.double(0.3...1)))
        if p.bool(0.3) { v.layer.cornerRadius = CGFloat(p.double(0...20)) }
        if p.bool(0.2) { v.clipsToBounds = true }
        if p.bool(0.15) { v.layer.borderWidth = 2; v.layer.borderColor = UIColor.black.cgColor }
        let candidates = [canvas] + viewsInWindow().filter { $0.isDescendant(of: canvas) }
        let parent = candidates[p.int(candidates.count)]
        views.append(v)
        note("add v\(views.count - 1) to \(name(parent))")
        if p.bool(0.3), !parent.subviews.isEmpty {
            parent.insertSubview(v, at: p.int(parent.subviews.count + 1))
        } else {
            parent.addSubview(v)
        }
    }

    func moveView(_ p: inout ParameterStream) {
        guard let v = pickView(&p) else { return }
        let targets = ([canvas, childSlot] + views).filter { $0 !== v && !$0.isDescendant(of: v) }
        let target = targets[p.int(targets.count)]
        note("move \(name(v)) into \(name(target))")
        epoch += 1
        if p.bool(0.5), !target.subviews.isEmpty {
            target.insertSubview(v, at: p.int(target.subviews.count + 1))
        } else {
            target.addSubview(v)
        }
    }

    struct Change {
        let label: String
        let apply: () -> Void
    }

    /// One change to an animatable property, with values that include the awkward ones (zero sizes, a
    /// singular scale, far-away positions).
    func randomChange(_ p: inout ParameterStream, of v: UIView) -> Change {
        switch p.int(8) {
        case 0:
            let c = CGPoint(x: p.double(-100...260), y: p.double(-100...340))
            return Change(label: "center") { v.center = c }
        case 1:
            let a = CGFloat(p.pick([0, 0.2, 0.5, 1]))
            return Change(label: "alpha") { v.alpha = a }
        case 2:
            let angle = CGFloat(p.double(-7...7)), s = CGFloat(p.pick([0, 0.001, 0.5, 1, 2.5]))
            return Change(label: "transform") { v.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: s, y: s) }
        case 3:
            let size = CGSize(width: p.pick([0, 1, 40, 200]), height: p.double(0...120))
            return Change(label: "bounds") { v.bounds.size = size }
        case 4:
            let color = UIColor(hue: CGFloat(p.unit()), saturation: 0.8, brightness: 0.7, alpha: 1)
            return Change(label: "backgroundColor") { v.backgroundColor = color }
        case 5:
            let frame = CGRect(x: p.double(-50...150), y: p.double(-50...230), width: p.double(0...160), height: p.double(0...160))
            return Change(label: "frame") { v.frame = frame }
        case 6:
            let radius = CGFloat(p.double(0...40))
            return Change(label: "cornerRadius") { v.layer.cornerRadius = radius }
        default:
            let hidden = p.bool()
            return Change(label: "isHidden") { v.isHidden = hidden }
        }
    }

    func randomOptions(_ p: inout ParameterStream) -> UIView.AnimationOptions {
        var options: UIView.AnimationOptions = p.pick([[], .curveEaseIn, .curveEaseOut, .curveLinear])
        if p.bool(0.3) { options.insert(.beginFromCurrentState) }
        if p.bool(0.2) { options.insert(.allowUserInteraction) }
        if p.bool(0.1) { options.insert(.layoutSubviews) }
        if p.bool(0.1) { options.insert(.overrideInheritedDuration) }
        if p.bool(0.1) { options.insert(.overrideInheritedCurve) }
        return options
    }

    func changes(_ p: inout ParameterStream) -> [Change] {
        guard !views.isEmpty else { return [] }
        return (0..<(1 + p.int(3))).map { _ in
            let v = views[p.int(views.count)]
            return randomChange(&p, of: v)
        }
    }

    func trackCompletion(_ label: String) -> (Bool) -> Void {
        let completion = Completion(label: label, epoch: epoch)
        completions.append(completion)
        return { completion.calls.append($0) }
    }

    func animateBlock(_ op: Op, _ p: inout ParameterStream) {
        let changes = changes(&p)
        let duration = p.pick([0, 0.01, 0.2, 0.5, 1.2])
        let delay = p.bool(0.7) ? 0 : p.double(0...0.6)
        let options = randomOptions(&p)
        let label = "\(op)#\(completions.count) \(changes.map(\.label)) over \(duration) s after \(delay) s"
        note(label)
        let completion = trackCompletion(label)
        switch op {
        case .animate:
            UIView.animate(withDuration: duration, delay: delay, options: options,
                           animations: { changes.forEach { $0.apply() } }, completion: completion)
        case .spring:
            let damping = CGFloat(p.double(0.05...1.2)), velocity = CGFloat(p.double(-5...10))
            if p.bool(0.3) {
                note("  springDuration form, damping \(damping), velocity \(velocity), options \(options.rawValue)")
                UIView.animate(springDuration: duration, bounce: CGFloat(p.double(-0.5...0.9)), initialSpringVelocity: velocity,
                               delay: delay, options: options, animations: { changes.forEach { $0.apply() } },
                               completion: completion)
            } else {
                note("  damping \(damping), velocity \(velocity), options \(options.rawValue)")
                UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: damping,
                               initialSpringVelocity: velocity, options: options,
                               animations: { changes.forEach { $0.apply() } }, completion: completion)
            }
        case .keyframes:
            let mode: UIView.KeyframeAnimationOptions = p.pick([.calculationModeLinear, .calculationModeDiscrete,
                                                                 .calculationModePaced, .calculationModeCubic,
                                                                 .calculationModeCubicPaced])
            let spans = changes.map { _ in (start: p.double(0...0.9), length: p.double(0...0.7)) }
            UIView.animateKeyframes(withDuration: duration, delay: delay, options: mode, animations: {
                for (change, span) in zip(changes, spans) {
                    UIView.addKeyframe(withRelativeStartTime: span.start, relativeDuration: span.length) { change.apply() }
                }
            }, completion: completion)
        case .nested:
            let inner = self.changes(&p)
            let innerDuration = p.pick([0, 0.1, 0.8])
            let innerOptions = randomOptions(&p)
            let innerCompletion = trackCompletion("nested inner of \(label)")
            UIView.animate(withDuration: duration, delay: delay, options: options, animations: {
                changes.forEach { $0.apply() }
                UIView.animate(withDuration: innerDuration, delay: 0, options: innerOptions,
                               animations: { inner.forEach { $0.apply() } }, completion: innerCompletion)
            }, completion: completion)
        default:
            let unanimated = self.changes(&p)
            UIView.animate(withDuration: duration, delay: delay, options: options, animations: {
                changes.forEach { $0.apply() }
                UIView.performWithoutAnimation { unanimated.forEach { $0.apply() } }
            }, completion: completion)
        }
    }
}
