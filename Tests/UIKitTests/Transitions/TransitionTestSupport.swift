import Flipbook
import Testing

/// A shared, ordered log of callbacks, so tests can assert the exact order UIKit sends them in.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
    /// The entries that start with `prefix`, in order.
    func entries(startingWith prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }
}

/// A view controller that logs its appearance callbacks as "<name>.<callback>".
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.color = color
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private var color: UIColor = .white

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        log.add("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// What an animator saw when `animateTransition(using:)` ran.
@MainActor
struct TransitionSnapshot {
    var containerSubviews: [UIView] = []
    var fromView: UIView?
    var toView: UIView?
    var fromViewController: UIViewController?
    var toViewController: UIViewController?
    var initialFrameOfFrom = CGRect.null
    var finalFrameOfFrom = CGRect.null
    var initialFrameOfTo = CGRect.null
    var finalFrameOfTo = CGRect.null
    var presentationStyle = UIModalPresentationStyle.none
    var isAnimated = false
    var containerSuperview: UIView?
}

/// A custom animator that follows the rules of §1.3 and records what it saw: it adds the to-view when UIKit
/// hands one over, fades it in (or fades the from-view out), and completes with `!transitionWasCancelled`.
@MainActor
final class RecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    let duration: TimeInterval
    var seen = TransitionSnapshot()
    /// Lets a test break the rules, e.g. add the presenting controller's view during a `.custom` dismissal.
    var extraWork: ((any UIViewControllerContextTransitioning) -> Void)?

    init(log: CallLog, duration: TimeInterval = 0.3) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.add("animator.transitionDuration")
        return duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        log.add("animator.animateTransition")
        let container = context.containerView
        let fromVC = context.viewController(forKey: .from)!, toVC = context.viewController(forKey: .to)!
        seen = TransitionSnapshot(
            containerSubviews: container.subviews, fromView: context.view(forKey: .from),
            toView: context.view(forKey: .to), fromViewController: fromVC, toViewController: toVC,
            initialFrameOfFrom: context.initialFrame(for: fromVC), finalFrameOfFrom: context.finalFrame(for: fromVC),
            initialFrameOfTo: context.initialFrame(for: toVC), finalFrameOfTo: context.finalFrame(for: toVC),
            presentationStyle: context.presentationStyle, isAnimated: context.isAnimated,
            containerSuperview: container.superview)
        extraWork?(context)
        let toView = context.view(forKey: .to)
        if let toView {
            toView.frame = context.finalFrame(for: toVC)
            container.addSubview(toView)
            toView.alpha = 0
        }
        let fromView = context.view(forKey: .from)
        UIView.animate(withDuration: duration, animations: {
            toView?.alpha = 1
            if toView == nil { fromView?.alpha = 0 }
        }, completion: { _ in
            self.log.add("animator.completion")
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A transitioning delegate returning fixed objects and logging the questions it is asked.
@MainActor
final class TestTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
    var presentInteractor: (any UIViewControllerInteractiveTransitioning)?
    var dismissInteractor: (any UIViewControllerInteractiveTransitioning)?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    init(log: CallLog) { self.log = log }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationControllerForPresented")
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationControllerForDismissed")
        return dismissAnimator
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("delegate.interactionControllerForPresentation")
        return presentInteractor
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("delegate.interactionControllerForDismissal")
        return dismissInteractor
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.add("delegate.presentationController")
        return makePresentationController?(presented, presenting)
    }
}

/// A stage with a logging root view controller installed and settled.
@MainActor
func makeStageWithRoot(_ log: CallLog) -> (Stage, LoggingViewController) {
    let stage = Stage(device: .iPhoneSE)
    let root = LoggingViewController("A", log: log)
    stage.window.rootViewController = root
    stage.pumpAndSettle()
    log.clear()
    return (stage, root)
}
