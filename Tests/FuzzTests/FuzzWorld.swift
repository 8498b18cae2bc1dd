import Flipbook
import UIKit

/// One random program's world: a stage whose window holds a tab bar controller (a home controller with a canvas
/// of plain views and a child-controller slot, and a navigation controller), plus everything the program made.
/// `perform(_:)` decodes one word into one legal UIKit operation and runs it; `violations()` checks the
/// invariants (FuzzInvariants.swift).
@MainActor
final class FuzzWorld {
    enum Op: String, CaseIterable {
        case pump, pumpFrame, settle
        case addView, removeView, moveView, setProperty
        case animate, spring, keyframes, nested, withoutAnimation
        case newAnimator, animatorStep, removeAnimations
        case present, dismiss, interactiveStep
        case push, pop, popToRoot, edgeSwipe, selectTab, swapChild
        case tap, drag, addGesture
        case dynamicsAdd, dynamicsRemove
    }

    /// How often each operation is drawn: pumps and animations most.
    nonisolated static let table: [Op] = {
        var table: [Op] = []
        let weights: [Op: Int] = [
            .pump: 6, .pumpFrame: 3, .settle: 2, .addView: 4, .removeView: 2, .moveView: 2, .setProperty: 3,
            .animate: 4, .spring: 2, .keyframes: 2, .nested: 1, .withoutAnimation: 1, .newAnimator: 3,
            .animatorStep: 6, .removeAnimations: 1, .present: 3, .dismiss: 3, .interactiveStep: 3, .push: 2,
            .pop: 2, .popToRoot: 1, .edgeSwipe: 1, .selectTab: 2, .swapChild: 2, .tap: 1, .drag: 1,
            .addGesture: 1, .dynamicsAdd: 2, .dynamicsRemove: 1,
        ]
        for op in Op.allCases { table += Array(repeating: op, count: weights[op] ?? 1) }
        return table
    }()

    nonisolated static func decode(_ word: Int) -> (Op, ParameterStream) {
        let w = UInt64(truncatingIfNeeded: word)
        return (table[Int(w % UInt64(table.count))], ParameterStream(Int(truncatingIfNeeded: w / UInt64(table.count))))
    }

    // MARK: The stage

    let stage: Stage
    let tabs = UITabBarController()
    let home: FuzzController
    let nav: UINavigationController
    let canvas = UIView()
    let childSlot = UIView()
    private(set) var controllers: [FuzzController] = []
    var views: [UIView] = []
    var log: [String] = []
    var problems: [String] = []
    /// The stage's frame and its replay from the trace, when they last differed (for debugging).
    var lastReplay: (CGImage, CGImage)?

    // Things to check.
    final class Completion {
        let label: String
        let epoch: Int
        var calls: [Bool] = []
        init(label: String, epoch: Int) { self.label = label; self.epoch = epoch }
    }
    var completions: [Completion] = []
    /// Bumped by every operation that may legitimately cut an animation short (removing animations, moving or
    /// hiding views, transitions that take views out of the window): block completions created in an
    /// unchanged epoch must report `finished == true`.
    var epoch = 0

    final class TrackedAnimator {
        let animator: UIViewPropertyAnimator
        let label: String
        var positions: [UIViewAnimatingPosition] = []
        var everActive = false
        var discarded = false
        var finishedAt: UIViewAnimatingPosition?
        var reversedAtEnd = false
        /// Whether any animation block was added: an empty animator that is started sits in UIKit's transient
        /// state waiting for blocks (§7.3) and owes no completion.
        var hasAnimations = false
        init(_ animator: UIViewPropertyAnimator, label: String) { self.animator = animator; self.label = label }
    }
    var animators: [TrackedAnimator] = []
    var transitionAnimators: [FuzzAnimator] = []
    /// Interactive transitions the program drives: the interactor and the animator it drives.
    var interactive: [(interactor: UIPercentDrivenInteractiveTransition, animator: FuzzAnimator)] = []
    var presentationCompletions: [Completion] = []
    var transitionDelegates: [FuzzTransitioningDelegate] = []
    let containerDelegate: FuzzContainerDelegate
    private var dynamics: UIDynamicAnimator?
    private var behaviors: [UIDynamicBehavior] = []
    private var counter = 0

    init() {
        stage = Stage(size: CGSize(width: 160, height: 240), scale: 1)
        home = FuzzController("home", color: .white)
        let navRoot = FuzzController("nav0", color: .lightGray)
        nav = UINavigationController(rootViewController: navRoot)
        var onAnimator: (FuzzAnimator) -> Void = { _ in }
        containerDelegate = FuzzContainerDelegate { onAnimator($0) }
        controllers = [home, navRoot]
        onAnimator = { [unowned self] in transitionAnimators.append($0) }
        nav.delegate = containerDelegate
        tabs.delegate = containerDelegate
        tabs.viewControllers = [home, nav]
        home.view.addSubview(canvas)
        canvas.frame = home.view.bounds
        childSlot.frame = CGRect(x: 10, y: 150, width: 80, height: 60)
        home.view.addSubview(childSlot)
        let child = makeController("child")
        home.addChild(child)
        child.view.frame = childSlot.bounds
        childSlot.addSubview(child.view)
        child.didMove(toParent: home)
        stage.window.rootViewController = tabs
        stage.pumpAndSettle()
    }

    private func makeController(_ prefix: String) -> FuzzController {
        counter += 1
        let hue = CGFloat(counter % 7) / 7
        let vc = FuzzController("\(prefix)\(counter)", color: UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1))
        controllers.append(vc)
        return vc
    }

    // MARK: Queries

    /// Whether something the program started is waiting for the program (so settling would wait forever).
    var hasOpenEnds: Bool {
        interactiveInProgress || animators.contains { !$0.discarded && ($0.animator.state == .stopped || $0.animator.isPaused) }
            || !behaviors.isEmpty || !stage.activeTouches.isEmpty
    }

    var interactiveInProgress: Bool { interactive.contains { $0.animator.endedCalls == 0 } }

    var topController: UIViewController {
        var top: UIViewController = tabs
        while let next = top.presentedViewController { top = next }
        return top
    }

    private func viewsInWindow() -> [UIView] { views.filter { $0.window != nil } }

    // MARK: Running

    func perform(_ word: Int) {
        let (op, p) = Self.decode(word)
        var params = p
        let start = ContinuousClock.now
        let before = onScreen()
        _ = Console.capture { run(op, &params) }
        // Views that left (or entered) the window cut their animations short (finished == false), as on iOS.
        if onScreen() != before { epoch += 1 }
        FuzzProfile.add(op.rawValue, ContinuousClock.now - start)
    }

    /// Which of the program's views and controllers' views are in the window.
    func onScreen() -> [Bool] {
        views.map { $0.window != nil } + controllers.map { $0.viewIfLoaded?.window != nil }
    }

    private func run(_ op: Op, _ p: inout ParameterStream) {
        switch op {
        case .pump:
            let seconds = p.pick([0, 1.0 / 120, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5])
            note("pump(\(seconds))")
            stage.pump(seconds)
        case .pumpFrame:
            note("pump()")
            stage.pump()
        case .settle:
            if hasOpenEnds {
                note("pump(1) (open ends)")
                stage.pump(1)
            } else {
                note("pumpAndSettle()")
                settle()
            }
        case .addView: addView(&p)
        case .removeView:
            guard let v = pickView(&p) else { return }
            note("remove \(name(v))")
            epoch += 1
            v.removeFromSuperview()
        case .moveView: moveView(&p)
        case .setProperty:
            guard let v = pickView(&p) else { return }
            let change = randomChange(&p, of: v)
            note("set \(change.label) of \(name(v))")
            change.apply()
        case .animate, .spring, .keyframes, .nested, .withoutAnimation: animateBlock(op, &p)
        case .newAnimator: newAnimator(&p)
        case .animatorStep: animatorStep(&p)
        case .removeAnimations:
            guard let v = pickView(&p) else { return }
            note("removeAllAnimations on \(name(v))")
            epoch += 1
            v.layer.removeAllAnimations()
        case .present: present(&p)
        case .dismiss:
            let from = p.bool() ? topController : (topController.presentingViewController ?? tabs)
            let animated = p.bool(0.7)
            note("\(from).dismiss(animated: \(animated))")
            epoch += 1
            let completion = Completion(label: "dismiss from \(from)", epoch: epoch)
            presentationCompletions.append(completion)
            from.dismiss(animated: animated) { completion.calls.append(true) }
        case .interactiveStep: interactiveStep(&p)
        case .push:
            let vc = makeController("pushed")
            let animated = p.bool(0.7)
            if animated, p.bool(0.4) {
                containerDelegate.nextAnimator = FuzzAnimator(duration: p.double(0.05...0.6), spring: p.bool())
            }
            note("push \(vc) animated: \(animated)")
            epoch += 1
            nav.pushViewController(vc, animated: animated)
        case .pop:
            let animated = p.bool(0.7)
            if animated, p.bool(0.4) {
                containerDelegate.nextAnimator = FuzzAnimator(duration: p.double(0.05...0.6), spring: p.bool())
            }
            note("pop animated: \(animated)")
            epoch += 1
            nav.popViewController(animated: animated)
        case .popToRoot:
            let animated = p.bool(0.7)
            note("popToRoot animated: \(animated)")
            epoch += 1
            nav.popToRootViewController(animated: animated)
        case .edgeSwipe:
            let distance = p.double(10...150), duration = p.double(0.05...0.3)
            note("edge swipe \(Int(distance)) pt in \(duration) s")
            epoch += 1
            stage.swipe(fromEdge: .left, distance: CGFloat(distance), duration: duration)
        case .selectTab:
            let index = p.int(2)
            if p.bool(0.5) {
                containerDelegate.nextAnimator = FuzzAnimator(duration: p.double(0.05...0.6), spring: p.bool())
            }
            note("selectedIndex = \(index)")
            epoch += 1
            tabs.selectedIndex = index
            containerDelegate.nextAnimator = nil
        case .swapChild: swapChild(&p)
        case .tap:
            let point = CGPoint(x: p.double(0...160), y: p.double(0...240))
            note("tap \(point)")
            stage.tap(at: point)
        case .drag:
            let a = CGPoint(x: p.double(0...160), y: p.double(0...240))
            let b = CGPoint(x: p.double(-20...180), y: p.double(-20...260))
            let duration = p.double(0.02...0.3)
            note("drag \(a) → \(b) in \(duration) s")
            stage.drag(from: a, to: b, duration: duration)
        case .addGesture: addGesture(&p)
        case .dynamicsAdd: dynamicsAdd(&p)
        case .dynamicsRemove:
            guard !behaviors.isEmpty else { return }
            if p.bool(0.3) {
                note("removeAllBehaviors")
                dynamics?.removeAllBehaviors()
                behaviors = []
            } else {
                let index = p.int(behaviors.count)
                note("removeBehavior \(type(of: behaviors[index]))")
                dynamics?.removeBehavior(behaviors.remove(at: index))
            }
        }
    }

    func note(_ line: String) { log.append(line) }

    func name(_ view: UIView) -> String {
        views.firstIndex { $0 === view }.map { "v\($0)" } ?? String(describing: type(of: view))
    }

    private func pickView(_ p: inout ParameterStream) -> UIView? {
        views.isEmpty ? nil : views[p.int(views.count)]
    }

    // MARK: Views

    private func addView(_ p: inout ParameterStream) {
        guard views.count < 14 else { return }
        let v = UIView(frame: CGRect(x: p.double(-20...140), y: p.double(-20...220), width: p.double(1...90),
                                     height: p.double(1...90)))
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

    private func moveView(_ p: inout ParameterStream) {
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
    private func randomChange(_ p: inout ParameterStream, of v: UIView) -> Change {
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

    private func randomOptions(_ p: inout ParameterStream) -> UIView.AnimationOptions {
        var options: UIView.AnimationOptions = p.pick([[], .curveEaseIn, .curveEaseOut, .curveLinear])
        if p.bool(0.3) { options.insert(.beginFromCurrentState) }
        if p.bool(0.2) { options.insert(.allowUserInteraction) }
        if p.bool(0.1) { options.insert(.layoutSubviews) }
        if p.bool(0.1) { options.insert(.overrideInheritedDuration) }
        if p.bool(0.1) { options.insert(.overrideInheritedCurve) }
        return options
    }

    private func changes(_ p: inout ParameterStream) -> [Change] {
        guard !views.isEmpty else { return [] }
        return (0..<(1 + p.int(3))).map { _ in
            let v = views[p.int(views.count)]
            return randomChange(&p, of: v)
        }
    }

    private func trackCompletion(_ label: String) -> (Bool) -> Void {
        let completion = Completion(label: label, epoch: epoch)
        completions.append(completion)
        return { completion.calls.append($0) }
    }

    private func animateBlock(_ op: Op, _ p: inout ParameterStream) {
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

    // MARK: Property animators (legal calls only: §7.3–7.4)

    private func newAnimator(_ p: inout ParameterStream) {
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

    private func animatorStep(_ p: inout ParameterStream) {
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

    // MARK: Controllers

    private func present(_ p: inout ParameterStream) {
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
    private func interactiveStep(_ p: inout ParameterStream) {
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

    private func swapChild(_ p: inout ParameterStream) {
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

    // MARK: Touches and dynamics

    private func addGesture(_ p: inout ParameterStream) {
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
    var tapCompletions: [((Bool) -> Void, () -> Bool)] = []

    private func dynamicsAdd(_ p: inout ParameterStream) {
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

    // MARK: Ending a program

    /// Ends everything the program left open, the way an app would, then lets the stage settle: interactive
    /// transitions are finished or cancelled, paused animators continue, stopped ones finish, behaviours go.
    func windDown() {
        let before = onScreen()
        defer { if onScreen() != before { epoch += 1 } }
        _ = Console.capture {
            for touch in stage.activeTouches { stage.touchUp(touch) }
            dynamics?.removeAllBehaviors()
            behaviors = []
            for _ in 0..<16 {
                adoptInteractors()
                for (index, entry) in interactive.enumerated() where entry.animator.endedCalls == 0 {
                    if index % 2 == 0 { entry.interactor.finish() } else { entry.interactor.cancel() }
                }
                for tracked in animators where !tracked.discarded {
                    switch tracked.animator.state {
                    case .stopped:
                        tracked.finishedAt = .current
                        tracked.animator.finishAnimation(at: .current)
                        tracked.discarded = true
                    case .active where tracked.animator.isPaused:
                        if tracked.animator.pausesOnCompletion || tracked.animator.fractionComplete >= 1 {
                            tracked.animator.stopAnimation(false)
                            tracked.finishedAt = .current
                            tracked.animator.finishAnimation(at: .current)
                            tracked.discarded = true
                        } else {
                            tracked.animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                        }
                    default: break
                    }
                }
                stage.pump(0.5)
                if !hasOpenEnds {
                    // Settle, then look again: an animator that pauses on completion opens a new end.
                    settle()
                    if !hasOpenEnds { break }
                }
            }
            settle()
        }
    }

    func settle() {
        do {
            try stage.settle(timeout: 20)
        } catch {
            problems.append("did not settle: \(error)")
        }
    }
}

extension UIViewPropertyAnimator {
    /// Active but not moving.
    var isPaused: Bool { state == .active && !isRunning }
}

/// Where a fuzz run spends its time, by operation (printed with `make fuzz`'s summary).
@MainActor
enum FuzzProfile {
    static var totals: [String: (count: Int, time: Duration)] = [:]

    static func add(_ key: String, _ time: Duration) {
        let entry = totals[key] ?? (0, .zero)
        totals[key] = (entry.count + 1, entry.time + time)
    }

    static func measure<T>(_ key: String, _ body: () -> T) -> T {
        let start = ContinuousClock.now
        defer { add(key, ContinuousClock.now - start) }
        return body()
    }

    static var report: String {
        totals.sorted { $0.value.time > $1.value.time }.prefix(12)
            .map { "\($0.key) \($0.value.count)× \($0.value.time)" }.joined(separator: ", ")
    }
}
