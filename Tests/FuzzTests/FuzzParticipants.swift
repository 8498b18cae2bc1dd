import Flipbook
import UIKit

/// A view controller whose appearance callbacks are counted, so the fuzzer can check that they come in
/// will/did pairs (a cancel turns a will-appear into a will-disappear, §1.5) and never stop half-way.
@MainActor
final class FuzzController: UIViewController {
    let name: String
    let color: UIColor
    private(set) var wills = 0
    private(set) var dids = 0
    /// Violations seen in the callbacks themselves (a did-call with no will-call before it).
    var problems: [String] = []

    init(_ name: String, color: UIColor) {
        self.name = name
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override func viewWillAppear(_ animated: Bool) { wills += 1 }
    override func viewWillDisappear(_ animated: Bool) { wills += 1 }
    override func viewDidAppear(_ animated: Bool) { did("viewDidAppear") }
    override func viewDidDisappear(_ animated: Bool) { did("viewDidDisappear") }

    private func did(_ callback: String) {
        dids += 1
        if dids > wills { problems.append("\(name).\(callback) without a will-call before it") }
    }

    override var description: String { name }
}

/// A view of the program: it says when it leaves the window, which cuts its animations short (§6.4), so the
/// completions created before that may report `finished == false`. A view can enter and leave within one step
/// or one pump of the wind-down (a dismissal started, then cancelled), which comparing what is on screen before
/// and after cannot see (found by the fuzzer: FuzzRegressionTests.animationIssuedAsAnInteractiveDismissalStarts).
@MainActor
final class FuzzView: UIView {
    var onLeavingWindow: () -> Void = {}

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if window != nil, newWindow == nil { onLeavingWindow() }
    }
}

/// A custom transition animator following §1.3's rules (it touches only the views `view(forKey:)` hands over),
/// fading and moving them, completing with `!transitionWasCancelled`. Counts what UIKit asks of it.
@MainActor
final class FuzzAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let spring: Bool
    private(set) var animateCalls = 0
    private(set) var endedCalls = 0
    private(set) var endedWith: Bool?

    init(duration: TimeInterval, spring: Bool) {
        self.duration = duration
        self.spring = spring
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        animateCalls += 1
        let container = context.containerView
        let toView = context.view(forKey: .to), fromView = context.view(forKey: .from)
        if let toView, let toVC = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: toVC)
            toView.frame = final == .zero ? container.bounds : final
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, aboveSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            toView.alpha = 0
            toView.transform = CGAffineTransform(translationX: 0, y: 40)
        }
        let animations = {
            toView?.alpha = 1
            toView?.transform = .identity
            if toView == nil { fromView?.alpha = 0 }
        }
        let completion: (Bool) -> Void = { _ in
            let cancelled = context.transitionWasCancelled
            // §11.5: undo what was changed outside the animation before completing a cancel.
            if cancelled { toView?.alpha = 1; toView?.transform = .identity }
            fromView?.alpha = 1
            context.completeTransition(!cancelled)
        }
        if spring {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                           options: [], animations: animations, completion: completion)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: animations,
                           completion: completion)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedCalls += 1
        endedWith = transitionCompleted
    }
}

/// Supplies a presentation's animators and, when asked to, an interactor the program drives.
@MainActor
final class FuzzTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: FuzzAnimator?
    var dismissAnimator: FuzzAnimator?
    var interactive = false
    /// The interactor handed out last (the program drives it with update/finish/cancel).
    private(set) var interactor: UIPercentDrivenInteractiveTransition?
    let onAnimator: (FuzzAnimator) -> Void

    init(onAnimator: @escaping (FuzzAnimator) -> Void) {
        self.onAnimator = onAnimator
    }

    /// The animator handed out last (a fresh one per transition, like the templates).
    private(set) var lastAnimator: FuzzAnimator?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        hand(presentAnimator)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        hand(dismissAnimator)
    }

    private func hand(_ template: FuzzAnimator?) -> FuzzAnimator? {
        guard let template else { return nil }
        let animator = FuzzAnimator(duration: template.duration, spring: template.spring)
        lastAnimator = animator
        onAnimator(animator)
        return animator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        makeInteractor()
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        makeInteractor()
    }

    private func makeInteractor() -> UIPercentDrivenInteractiveTransition? {
        guard interactive else { return nil }
        let interactor = UIPercentDrivenInteractiveTransition()
        self.interactor = interactor
        return interactor
    }
}

/// Navigation and tab bar delegate: a custom animator for some transitions, the default for the others.
@MainActor
final class FuzzContainerDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    var nextAnimator: FuzzAnimator?
    let onAnimator: (FuzzAnimator) -> Void

    init(onAnimator: @escaping (FuzzAnimator) -> Void) {
        self.onAnimator = onAnimator
    }

    private func take() -> FuzzAnimator? {
        defer { nextAnimator = nil }
        if let animator = nextAnimator { onAnimator(animator) }
        return nextAnimator
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        take()
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        take()
    }
}

/// A weak reference, for the leak checks.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

/// The parameters of one operation, drawn from its word by SplitMix64.
struct ParameterStream {
    private var generator: SplitMix64

    init(_ word: Int) {
        generator = SplitMix64(seed: UInt64(truncatingIfNeeded: word) &* SplitMix64.golden ^ 0xD1B5_4A32_D192_ED03)
    }

    mutating func next() -> UInt64 { generator.next() }

    mutating func int(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
    mutating func bool(_ probability: Double = 0.5) -> Bool { unit() < probability }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
}

/// The list tab of version-2 programs: a table of `rows` plain rows (reloaded with another count by the program);
/// selecting a row deselects it again every other time, as list screens do after a push.
@MainActor
final class FuzzListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var rows = 60
    private(set) var selections = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections += 1
        if selections % 2 == 0 { tableView.deselectRow(at: indexPath, animated: true) }
    }

    override var description: String { "list" }
}
