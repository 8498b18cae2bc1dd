import QuartzCore

/// The operation a navigation transition performs.
extension UINavigationController {
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// A stack of view controllers with a navigation bar: push and pop run view-controller transitions with the
/// delegate's animator and interactor, or UIKit's parallax slide (§4.1).
///
/// Beyond UIKit: when the delegate supplies a custom pop animator but no interaction controller, the left-edge
/// swipe (`interactivePopGestureRecognizer`) still drives that animator interactively — UIKit silently drops the
/// gesture in that case (§4.1, §11.10).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?
    open private(set) lazy var navigationBar = UINavigationBar(frame: .zero)
    /// Whether the bar is hidden; setting it hides or shows the bar without animation (Apple's interface makes it
    /// settable).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenFlag }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHiddenFlag = false

    /// The toolbar at the bottom, showing the top controller's `toolbarItems`; hidden until `isToolbarHidden` is
    /// set to false (UINavigationController+Toolbar.swift).
    open private(set) lazy var toolbar: UIToolbar! = UIToolbar(frame: .zero)
    open var isToolbarHidden: Bool {
        get { toolbarHiddenFlag }
        set { setToolbarHidden(newValue, animated: false) }
    }
    package var toolbarHiddenFlag = true
    /// Set while the toolbar slides in or out (UINavigationController+Toolbar.swift); layout leaves it alone.
    package var toolbarIsAnimating = false
    /// Counts toolbar animations, so that only the latest one's completion settles the bar.
    package var toolbarGeneration = 0
    /// Set while the toolbar's items cross-fade alongside a push or pop (UIToolbar+CrossFade.swift); layout leaves
    /// the items alone then.
    package var toolbarItemsCrossFading = false
    /// Shows or hides the toolbar; animated, it slides (UINavigationController+Toolbar.swift).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        let wasHidden = toolbarHiddenFlag
        toolbarHiddenFlag = hidden
        guard animated, hidden != wasHidden, isViewLoaded, view.window != nil else {
            if hidden != wasHidden { toolbarIsAnimating = false; toolbarGeneration += 1 }
            return layoutToolbar()
        }
        animateToolbar(hidden: hidden, wasHidden: wasHidden)
    }
    /// Apple's bar-hiding conveniences: kept, not applied (Flipbook hides bars only when asked to).
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false

    /// The view the children's views live in, and the container of navigation transitions.
    package let transitionView = UIView()
    private var stack: [UIViewController] = []
    /// The transition running now; further operations wait for it.
    package private(set) var currentTransition: TransitionContext?
    private var pendingOperations: [() -> Void] = []
    /// The interactor the edge swipe creates while it drives a pop.
    package var edgeSwipeInteractor: UIPercentDrivenInteractiveTransition?
    package var edgeSwipeRecognizer: UIScreenEdgePanGestureRecognizer?

    /// The left-edge swipe that pops the top view controller (see UINavigationController+EdgeSwipe.swift).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return edgeSwipeRecognizer
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with custom bar classes. The default `UINavigationBar` and `UIToolbar` are used:
    /// Swift on Linux cannot make an instance of a class known only at run time unless its initializer is
    /// `required`, which UIView's `init(frame:)` is not (docs/porting.md).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: UINavigationBar.standardHeight)
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        root.addSubview(navigationBar)
        toolbar.isHidden = true
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(toolbar)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = stack.last { install(top) }
        installEdgeSwipe()
        updateNavigationBarForContent()
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// A navigation controller's own status bar style follows its bar: light content over a `.black` bar
    /// (UIKit's documented reason to set `barStyle` for a light status bar).
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .default ? .default : .lightContent
    }

    /// The top controller decides the style only while the bar is hidden; with the bar showing, the bar does
    /// (UIKit's behaviour, unverified beyond common practice; pinned by `StatusBarOverlayTests`).
    open override var childForStatusBarStyle: UIViewController? {
        isNavigationBarHidden ? topViewController : nil
    }

    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateNavigationBarForContent()
        layoutToolbar()
        placeTopChildView()
    }

    /// Places the bar (``restingNavigationBarFrame``) and tells it whether the top controller's scroll view is at
    /// its top edge (the bar then shows its scroll-edge appearance).
    func updateNavigationBarForContent() {
        let frame = restingNavigationBarFrame
        navigationBar.itemRowHeight = navigationBarRowHeight
        if navigationBar.frame != frame { navigationBar.frame = frame }
        navigationBar.backgroundExtensionAbove = frame.minY
        if let scrollView = topViewController?.viewIfLoaded as? UIScrollView {
            navigationBar.isAtScrollEdge = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        } else {
            navigationBar.isAtScrollEdge = false
        }
    }

    package override func childrenForAppearanceForwarding() -> [UIViewController] {
        // Only the visible controller hears its container's appearance calls.
        stack.last.map { [$0] } ?? []
    }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!stack.contains { $0 === viewController }, "Pushing the same view controller instance more than once is not supported (\(viewController))")
        precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported")
        enqueue(.push) { [self] in
            guard let from = stack.last else { return setStack([viewController]) }
            let oldStack = stack
            stack.append(viewController)
            addChild(viewController)
            navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
            transition(from: from, to: viewController, operation: .push, animated: animated) { [self] completed in
                if completed {
                    viewController.didMove(toParent: self)
                } else {
                    viewController.willMove(toParent: nil)
                    viewController.removeFromParent()
                    stack = oldStack
                    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
                }
            }
        }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack[stack.count - 1]
        pop(to: stack[stack.count - 2], animated: animated, interactor: nil)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        pop(to: stack[0], animated: animated, interactor: nil)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        pop(to: viewController, animated: animated, interactor: nil)
        return popped
    }

    /// Replaces the stack; animates as a push when the new top is new, else as a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        enqueue(.none) { [self] in
            guard let newTop = viewControllers.last, let oldTop = stack.last, isViewLoaded, oldTop !== newTop else {
                return setStack(viewControllers)
            }
            let oldStack = stack
            let operation: Operation = oldStack.contains { $0 === newTop } ? .pop : .push
            for vc in viewControllers where vc.parent !== self { addChild(vc) }
            stack = viewControllers
            navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
            transition(from: oldTop, to: newTop, operation: operation, animated: animated) { [self] completed in
                if completed {
                    for vc in oldStack where !stack.contains(where: { $0 === vc }) {
                        vc.willMove(toParent: nil)
                        vc.removeFromParent()
                    }
                    for vc in stack { vc.didMove(toParent: self) }
                } else {
                    for vc in viewControllers where !oldStack.contains(where: { $0 === vc }) {
                        vc.removeFromParent()
                    }
                    stack = oldStack
                    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
                }
            }
        }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarHiddenFlag = hidden
        navigationBar.isHidden = hidden
        placeTopChildView()
    }

    /// Pops to `target`, driven by `interactor` if given (the edge swipe), else by the delegate's.
    package func pop(to target: UIViewController, animated: Bool,
                     interactor: (any UIViewControllerInteractiveTransitioning)?) {
        enqueue(.pop) { [self] in
            guard let index = stack.firstIndex(where: { $0 === target }), let from = stack.last, from !== target else { return }
            let oldStack = stack
            let removed = Array(stack[(index + 1)...])
            for vc in removed { vc.willMove(toParent: nil) }
            stack = Array(stack[...index])
            navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
            transition(from: from, to: target, operation: .pop, animated: animated, forcedInteractor: interactor) { [self] completed in
                if completed {
                    for vc in removed { vc.removeFromParent() }
                } else {
                    stack = oldStack
                    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
                    for vc in removed { vc.didMove(toParent: self) }
                }
            }
        }
    }

    // MARK: Transitions

    /// Runs `operation` now, or after the running transition completes. A push or pop issued mid-transition
    /// logs UIKit's "nested … animation" line; on iOS the stack still takes the change (the double-push bug:
    /// both controllers end up pushed) but the navigation bar can be left garbled. Here it runs once the
    /// running transition ends, so the stack ends as on iOS and the views and bar stay consistent (decision,
    /// §4.1; pinned by TransitionContextMidTransitionTests).
    private func enqueue(_ kind: Operation, _ operation: @escaping () -> Void) {
        if currentTransition == nil { return operation() }
        switch kind {
        case .push: Console.log("nested push animation can result in corrupted navigation bar")
        case .pop: Console.log("nested pop animation can result in corrupted navigation bar")
        case .none: break
        }
        pendingOperations.append(operation)
    }

    private func runNextPendingOperation() {
        guard currentTransition == nil, !pendingOperations.isEmpty else { return }
        pendingOperations.removeFirst()()
    }

    /// Sets the stack without a transition.
    private func setStack(_ viewControllers: [UIViewController]) {
        let old = stack
        for vc in old where !viewControllers.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for vc in viewControllers where vc.parent !== self { addChild(vc) }
        stack = viewControllers
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if isViewLoaded, let top = stack.last {
            let visible = appearanceState == .appeared || appearanceState == .appearing
            if let oldTop = old.last, oldTop !== top, oldTop.viewIfLoaded?.superview === transitionView {
                if visible { oldTop.beginAppearanceTransition(false, animated: false) }
                oldTop.view.removeFromSuperview()
                if visible { oldTop.endAppearanceTransition() }
            }
            if top.viewIfLoaded?.superview !== transitionView {
                if visible { top.beginAppearanceTransition(true, animated: false) }
                install(top)
                if visible { top.endAppearanceTransition() }
            }
        }
        for vc in viewControllers { vc.didMove(toParent: self) }
    }

    private func install(_ vc: UIViewController) {
        vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(vc.view)
        placeChildView(vc)
        layoutToolbar()
    }

    /// One push or pop through a transition context: the delegate's animator (or the default slide), its
    /// interactor, appearance calls, and willShow/didShow around it.
    private func transition(from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
                            forcedInteractor: (any UIViewControllerInteractiveTransitioning)? = nil,
                            completion: @escaping (Bool) -> Void) {
        guard isViewLoaded, view.window != nil else {
            // Not on screen: just swap the views.
            from.viewIfLoaded?.removeFromSuperview()
            install(to)
            completion(true)
            return
        }
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        // The delegate's interaction controller wins over the edge swipe's.
        let interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? forcedInteractor
        delegate?.navigationController(self, willShow: to, animated: animated)
        let visible = appearanceState == .appeared || appearanceState == .appearing
        let ridesTabBar = beginTabBarRide(from: from, to: to, animated: animated)
        let context = TransitionContext(
            container: transitionView, animated: animated, style: .none, from: from, to: to,
            fromView: from.view, toView: to.view, animator: animator, interactor: interactor,
            finish: { completed in
                if completed {
                    if from.viewIfLoaded?.superview != nil { from.view.removeFromSuperview() }
                } else {
                    to.viewIfLoaded?.removeFromSuperview()
                }
                completion(completed)
            },
            afterAppearance: { [self] completed in
                from.movingFromParent = false
                to.movingToParent = false
                // A tab switch or a presentation may have taken this controller off screen while the transition
                // ran, its appearance calls forwarded to whichever controller was on top then (found by the
                // fuzzer, FuzzRegressionTests.tabSwitchDuringACancellingInteractivePop).
                settleChildrenAppearance(leaving: completed ? from : to, shown: completed ? to : from)
                currentTransition = nil
                if ridesTabBar { endTabBarRide() }
                layoutToolbar()
                if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
                runNextPendingOperation()
            })
        if visible { context.sendAppearanceCalls(disappearing: from, appearing: to, appearingDidCallFirst: false) }
        currentTransition = context
        activeTransition = context
        if operation == .push { to.movingToParent = true } else { from.movingFromParent = true }
        let finalTo = childViewFrame(for: to)
        to.view.setBarSafeAreaInsets(barInsets(for: to, frame: finalTo))
        context.setFrames(initialFrom: from.view.frame, finalFrom: childViewFrame(for: from), initialTo: .zero,
                          finalTo: finalTo)
        crossFadeToolbarItems(to: to, alongside: context)
        context.start()
    }
}

/// UIKit's default push and pop: the incoming view slides across while the outgoing one moves a third of the
/// way in parallax under a light dimming (decision: 0.35 s ease-in-out; iOS's exact curve is unverified).
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    static let duration: TimeInterval = 0.35
    static let parallax: CGFloat = 0.3
    static let dimming: CGFloat = 0.1

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
              let toVC = context.viewController(forKey: .to) else { return context.completeTransition(false) }
        let container = context.containerView
        let width = container.bounds.width
        let final = context.finalFrame(for: toVC)
        let push = operation != .pop
        if UIAccessibility.prefersCrossFadeTransitions {
            return crossFade(from: fromView, to: toView, final: final, push: push, in: context)
        }
        toView.frame = final.offsetBy(dx: push ? width : -width * Self.parallax, dy: 0)
        let dim = UIView(frame: push ? fromView.frame : toView.frame)
        dim.backgroundColor = .black
        dim.alpha = push ? 0 : Self.dimming
        if push {
            container.addSubview(dim)
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dim, aboveSubview: toView)
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
            toView.frame = final
            if push {
                fromView.frame = fromView.frame.offsetBy(dx: -width * Self.parallax, dy: 0)
                dim.frame = fromView.frame
                dim.alpha = Self.dimming
            } else {
                fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0)
                dim.frame = final
                dim.alpha = 0
            }
        }, completion: { _ in
            dim.removeFromSuperview()
            if context.transitionWasCancelled {
                fromView.frame = context.initialFrame(for: context.viewController(forKey: .from)!)
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// Reduce Motion's push and pop: no slide, the incoming view (push) fades in over the outgoing one, or the
    /// outgoing view (pop) fades out over the incoming one, over the same 0.35 s ease-in-out.
    private func crossFade(from fromView: UIView, to toView: UIView, final: CGRect, push: Bool,
                           in context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        toView.frame = final
        let fading = push ? toView : fromView
        if push {
            container.addSubview(toView)
            toView.alpha = 0
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
            fading.alpha = push ? 1 : 0
        }, completion: { _ in
            fading.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
