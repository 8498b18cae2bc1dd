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
        // Version 2: scrolling and lists.
        case scrollTo, scrollDrag, scrollFling, selectRow, reloadRows
    }

    /// The format of a program: which table maps its words to operations, and which world it runs in. A
    /// program saved in one version decodes and runs the same way in every later build: a version's table and
    /// world never change; new operations come with a new version.
    /// - 1: the first 29 operations, a window with two tabs.
    /// - 2: adds scrolling and lists (``Op/scrollTo`` … ``Op/reloadRows``) and a third tab with a table.
    nonisolated static let latestVersion = 2

    /// How often each operation is drawn: pumps and animations most.
    nonisolated private static let weights: [Op: Int] = [
        .pump: 6, .pumpFrame: 3, .settle: 2, .addView: 4, .removeView: 2, .moveView: 2, .setProperty: 3,
        .animate: 4, .spring: 2, .keyframes: 2, .nested: 1, .withoutAnimation: 1, .newAnimator: 3,
        .animatorStep: 6, .removeAnimations: 1, .present: 3, .dismiss: 3, .interactiveStep: 3, .push: 2,
        .pop: 2, .popToRoot: 1, .edgeSwipe: 1, .selectTab: 2, .swapChild: 2, .tap: 1, .drag: 1,
        .addGesture: 1, .dynamicsAdd: 2, .dynamicsRemove: 1,
        .scrollTo: 2, .scrollDrag: 2, .scrollFling: 1, .selectRow: 2, .reloadRows: 1,
    ]

    /// The operations of each version, in table order (a later version appends to the one before).
    nonisolated private static let operations: [[Op]] = {
        let first = Array(Op.allCases.prefix { $0 != .scrollTo })
        return [first, first + [.scrollTo, .scrollDrag, .scrollFling, .selectRow, .reloadRows]]
    }()

    /// Each version's table of words to operations: every operation repeated by its weight.
    nonisolated private static let tables: [[Op]] = operations.map { ops in
        ops.flatMap { Array(repeating: $0, count: weights[$0] ?? 1) }
    }

    nonisolated static func table(version: Int) -> [Op] {
        precondition((1...latestVersion).contains(version), "unknown fuzz program version \(version)")
        return tables[version - 1]
    }

    nonisolated static func decode(_ word: Int, version: Int) -> (Op, ParameterStream) {
        let table = table(version: version)
        let w = UInt64(truncatingIfNeeded: word)
        return (table[Int(w % UInt64(table.count))], ParameterStream(Int(truncatingIfNeeded: w / UInt64(table.count))))
    }

    // MARK: The stage

    let version: Int
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
    var dynamics: UIDynamicAnimator?
    var behaviors: [UIDynamicBehavior] = []
    /// Tap completions owed only if the tap came (`used`).
    var tapCompletions: [((Bool) -> Void, () -> Bool)] = []
    var counter = 0

    /// The list tab (version 2 on).
    private(set) var list: FuzzListController?

    init(version: Int = FuzzWorld.latestVersion) {
        self.version = version
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
        if version >= 2 {
            let list = FuzzListController()
            list.loadViewIfNeeded()  // the table has its data source before the tab is first shown
            self.list = list
            tabs.viewControllers = [home, nav, list]
        } else {
            tabs.viewControllers = [home, nav]
        }
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

    func makeController(_ prefix: String) -> FuzzController {
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

    func viewsInWindow() -> [UIView] { views.filter { $0.window != nil } }

    // MARK: Running

    func perform(_ word: Int) {
        // Interactive transitions started by the last step are learnt here, not only by the invariant checks:
        // a run that checks nothing (the determinism replay) must decode the same words into the same
        // operations (the open determinism finding: `interactiveStep` started a new dismissal in the replay
        // where the checked run cancelled the open one).
        adoptInteractors()
        let (op, p) = Self.decode(word, version: version)
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

    func run(_ op: Op, _ p: inout ParameterStream) {
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
            let index = p.int(tabs.viewControllers?.count ?? 2)
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
        case .scrollTo, .scrollDrag, .scrollFling, .selectRow, .reloadRows: scroll(op, &p)
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

    func pickView(_ p: inout ParameterStream) -> UIView? {
        views.isEmpty ? nil : views[p.int(views.count)]
    }
}
