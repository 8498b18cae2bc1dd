import Flipbook
import UIKit

/// Gesture recognizers for scripted touches, and dynamics behaviours.
extension FuzzWorld {
    func addGesture(_ p: inout ParameterStream) {
        guard let v = pickView(&p) else { return }
        if p.bool() {
            note("pan recognizer on \(name(v))")
            v.addGestureRecognizer(UIPanGestureRecognizer { recognizer in
                guard let view = recognizer.view else { return }
                let t = recognizer.translation(in: view.superview)
                view.center = CGPoint(x: view.center.x + t.x, y: view.center.y + t.y)
                recognizer.setTranslation(.zero, in: view.superview)
            })
        } else {
            note("tap recognizer on \(name(v))")
            let completion = trackCompletion("tap animation on \(name(v))")
            var used = false
            v.addGestureRecognizer(UITapGestureRecognizer { recognizer in
                guard let view = recognizer.view else { return }
                let first = !used
                used = true
                UIView.animate(withDuration: 0.2, animations: { view.alpha = view.alpha < 0.5 ? 1 : 0.4 },
                               completion: first ? completion : nil)
            })
            // The tap may never come: count its completion as called if it doesn't.
            completions.removeLast()
            tapCompletions.append((completion, { used }))
        }
        v.isUserInteractionEnabled = true
    }

    func dynamicsAdd(_ p: inout ParameterStream) {
        let items = canvas.subviews.filter { v in views.contains { $0 === v } }
        guard !items.isEmpty else { return }
        let dynamics = self.dynamics ?? UIDynamicAnimator(referenceView: canvas)
        self.dynamics = dynamics
        let chosen = Array(items.prefix(1 + p.int(items.count)))
        let behavior: UIDynamicBehavior
        switch p.int(6) {
        case 0:
            let gravity = UIGravityBehavior(items: chosen)
            gravity.magnitude = CGFloat(p.double(0...3))
            behavior = gravity
        case 1:
            let collision = UICollisionBehavior(items: chosen)
            collision.translatesReferenceBoundsIntoBoundary = true
            behavior = collision
        case 2:
            let push = UIPushBehavior(items: chosen, mode: p.bool() ? .instantaneous : .continuous)
            push.pushDirection = CGVector(dx: p.double(-2...2), dy: p.double(-2...2))
            behavior = push
        case 3:
            behavior = UISnapBehavior(item: chosen[0], snapTo: CGPoint(x: p.double(0...160), y: p.double(0...240)))
        case 4:
            behavior = UIAttachmentBehavior(item: chosen[0], attachedToAnchor: CGPoint(x: p.double(0...160), y: p.double(0...240)))
        default:
            let item = UIDynamicItemBehavior(items: chosen)
            item.elasticity = CGFloat(p.double(0...1))
            item.allowsRotation = p.bool()
            item.addAngularVelocity(CGFloat(p.double(-5...5)), for: chosen[0])
            behavior = item
        }
        note("addBehavior \(type(of: behavior)) on \(chosen.map(name))")
        behaviors.append(behavior)
        dynamics.addBehavior(behavior)
    }
}
