import Flipbook
import UIKit

/// Presentations, interactive transitions and child swaps.
extension FuzzWorld {
    func present(_ p: inout ParameterStream) {
        let vc = makeController("modal")
        vc.modalPresentationStyle = p.pick([.fullScreen, .overFullScreen, .automatic, .pageSheet, .custom, .overCurrentContext])
        vc.modalTransitionStyle = p.pick([.coverVertical, .crossDissolve, .flipHorizontal])
        var interactiveNote = ""
        if p.bool(0.5) {
            let delegate = FuzzTransitioningDelegate { [unowned self] in transitionAnimators.append($0) }
            delegate.presentAnimator = FuzzAnimator(duration: p.double(0.05...0.7), spring: p.bool())
            delegate.dismissAnimator = FuzzAnimator(duration: p.double(0.05...0.7), spring: p.bool())
            delegate.interactive = p.bool(0.4)
            interactiveNote = delegate.interactive ? " (custom, interactive)" : " (custom)"
            transitionDelegates.append(delegate)
            vc.transitioningDelegate = delegate
        }
        let presenter: UIViewController = p.pick([tabs, home, topController, nav.topViewController ?? nav])
        let animated = p.bool(0.7)
        note("\(presenter).present(\(vc), style \(vc.modalPresentationStyle.rawValue), animated: \(animated))\(interactiveNote)")
        epoch += 1
        let completion = Completion(label: "present \(vc)", epoch: epoch)
        presentationCompletions.append(completion)
        presenter.present(vc, animated: animated) { completion.calls.append(true) }
    }

    /// Drives an interactive transition: scrub, finish or cancel (§3.2).
    func interactiveStep(_ p: inout ParameterStream) {
        let open = interactive.filter { $0.animator.endedCalls == 0 }
        guard !open.isEmpty else {
            // Start one: dismiss the top presentation interactively if its delegate allows it.
            if let top = topController as? FuzzController, let delegate = top.transitioningDelegate as? FuzzTransitioningDelegate,
               top.presentingViewController != nil, !top.isBeingPresented, !top.isBeingDismissed {
                delegate.interactive = true
                note("\(top).dismiss(animated: true) (interactive)")
                epoch += 1
                top.dismiss(animated: true)
            }
            return
        }
        let (interactor, _) = open[p.int(open.count)]
        switch p.int(4) {
        case 0, 1:
            let f = CGFloat(p.double(-0.3...1.3))
            note("interactor.update(\(f))")
            interactor.update(f)
        case 2:
            if p.bool(0.3) { interactor.completionSpeed = CGFloat(p.pick([0.5, 2.0])) }
            note("interactor.finish()")
            interactor.finish()
        default:
            note("interactor.cancel()")
            interactor.cancel()
        }
    }

    /// Records an interactive transition once its delegate handed out an interactor for the animator.
    func adoptInteractors() {
        for delegate in transitionDelegates {
            guard let interactor = delegate.interactor, !interactive.contains(where: { $0.interactor === interactor }) else {
                continue
            }
            // The animator is the last one handed out by that delegate.
            if let animator = delegate.lastAnimator { interactive.append((interactor, animator)) }
        }
    }

    func swapChild(_ p: inout ParameterStream) {
        guard let old = home.children.last else { return }
        let new = makeController("child")
        let duration = p.pick([0, 0.1, 0.4])
        let options: UIView.AnimationOptions = p.pick([[], .transitionCrossDissolve, .transitionFlipFromLeft, .curveEaseIn])
        note("swap child \(old) → \(new) over \(duration) s")
        epoch += 1
        old.willMove(toParent: nil)
        home.addChild(new)
        new.view.frame = childSlot.bounds
        let completion = trackCompletion("child swap to \(new)")
        home.transition(from: old, to: new, duration: duration, options: options, animations: {
            new.view.alpha = 1
        }, completion: { [home] finished in
            completion(finished)
            old.removeFromParent()
            new.didMove(toParent: home)
        })
    }
}
