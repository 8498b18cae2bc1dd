import QuartzCore

/// Manages a view hierarchy: loads its view lazily, receives appearance callbacks, contains children, and
/// presents other view controllers through UIKit's transition machinery (§1).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// The nib name given to `init(nibName:bundle:)` (Flipbook loads no nibs: `loadView()` makes the view).
    open private(set) var nibName: String?
    /// The bundle given to `init(nibName:bundle:)`.
    open private(set) var nibBundle: Bundle?

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    private var _view: UIView?

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set {
            _view?.owningViewController = nil
            _view = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { _view }

    open var isViewLoaded: Bool { _view != nil }

    /// Creates the view; the default is a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func loadViewIfNeeded() {
        guard _view == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
        isLoadingView = false
        viewDidLoad()
    }
    private var isLoadingView = false

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view is about to appear, after `viewWillAppear(_:)`. (iOS 17 calls it once the view is in
    /// the hierarchy with its traits and geometry, later in the same update; Flipbook calls it right after
    /// `viewWillAppear(_:)` — pinned by UIViewControllerInterfaceAuditTests.)
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: Auto Layout and the safe area (UIViewController+Layout.swift)

    /// The view's update-constraints step; the default updates the view's own constraints. Call super last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    /// Added to the safe area the view gets from its window and ancestors.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// The least margins the root view gets: 16 pt leading and trailing on a phone.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// The legacy guides (iOS 7–10): the top one ends where the safe area begins, the bottom one starts where it ends.
    open var topLayoutGuide: any UILayoutSupport { legacyLayoutGuides.top }
    open var bottomLayoutGuide: any UILayoutSupport { legacyLayoutGuides.bottom }

    open var title: String? {
        didSet { navigationItem.title = title }
    }

    open override var next: UIResponder? { _view?.superview ?? parent ?? presentingViewController }

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the window to read the status bar appearance again (the stage's status bar follows; see
    /// UIViewController+StatusBar.swift for whose appearance counts).
    open func setNeedsStatusBarAppearanceUpdate() {
        statusBarAppearanceUpdates += 1
        Self.statusBarAppearanceGeneration += 1
    }
    package var statusBarAppearanceUpdates = 0
    /// Counts every `setNeedsStatusBarAppearanceUpdate()`, for the stage's status bar.
    package static var statusBarAppearanceGeneration = 0
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether a non-full-screen presented controller takes over the status bar appearance (full-screen ones
    /// always do).
    open var modalPresentationCapturesStatusBarAppearance = false
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }

    // MARK: Editing (UIViewController+Editing.swift)

    /// Whether the controller's view is in editing mode; setting it calls ``setEditing(_:animated:)`` unanimated.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    package var editingFlag = false
    package var storedEditButtonItem: UIBarButtonItem?

    /// Turns editing mode on or off and updates ``editButtonItem`` ("Edit" ↔ bold "Done"). As on iOS, a plain
    /// controller does not pass this on to its table: override it, call super, then
    /// `tableView.setEditing(editing, animated: animated)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        updateEditButtonItem()
    }

    /// The size this controller would like when presented in a popover or form sheet, or as a child.
    /// Setting it tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            if oldValue != preferredContentSize { parent?.preferredContentSizeDidChange(forChildContentContainer: self) }
        }
    }

    // MARK: UIContentContainer, traits, memory (Sources/UIKit/Traits)

    /// The controller's traits: its parent's, or its view's place in the window, the screen's at the top,
    /// with ``overrideUserInterfaceStyle`` applied.
    open var traitCollection: UITraitCollection { computedTraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        willSet { viewIfLoaded?.window?.recordTraitBaselines() }
        didSet { if oldValue != overrideUserInterfaceStyle { viewIfLoaded?.window?.propagateTraitChanges() } }
    }
    /// Traits a container gives one child on top of its own (`setOverrideTraitCollection(_:forChild:)`).
    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        childViewController.viewIfLoaded?.window?.recordTraitBaselines()
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController.viewIfLoaded?.window?.propagateTraitChanges()
    }
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Called before the view's size changes (rotation, `Stage.rotate(to:)`), with a coordinator whose
    /// alongside animations run with the size change. Call super: it forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size),
                                     with: coordinator)
        }
    }
    /// Called before the traits change with an animation (size class on rotation). Call super.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }
    /// The size a child gets inside `parentSize`: the whole of it unless a container says otherwise.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called when the app gets a memory warning (`stage.simulateMemoryWarning()`). Release what can be
    /// rebuilt; call super.
    open func didReceiveMemoryWarning() {}

    // MARK: Segues (UIStoryboardSegue.swift)

    /// Called before a segue runs, to hand data to its destination. Default: nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether the segue with `identifier` should run; default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Runs the segue registered under `identifier` (`registerSegue(withIdentifier:…)`): makes it, calls
    /// ``prepare(for:sender:)``, then `perform()`. Traps with UIKit's message when none is registered.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        runRegisteredSegue(identifier, sender: sender)
    }

    // MARK: Appearance (§1.5)

    package enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    package private(set) var appearanceState: AppearanceState = .disappeared
    private var appearanceAnimated = false

    /// Whether a container forwards appearance calls to its children automatically.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change: `viewWillAppear`/`viewWillDisappear`. Call `endAppearanceTransition()` when done.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let target: AppearanceState = isAppearing ? .appearing : .disappearing
        guard appearanceState != target else { return }
        appearanceAnimated = animated
        appearanceState = target
        if isAppearing {
            viewWillAppear(animated)
            viewIsAppearing(animated)
        } else {
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            let current = childrenForAppearanceForwarding()
            for child in current { child.beginAppearanceTransition(isAppearing, animated: animated) }
            // A change that reverses one in progress (a cancelled interactive transition) keeps the children
            // that heard the first will-call even if they left in between (a tab switched away while a
            // presentation over the tabs ran): they still hear the did-call, and end disappeared (found by the
            // fuzzer, FuzzRegressionTests.cancelledInteractivePresentAfterATabSwitch).
            let left = forwardedChildren.filter { old in !current.contains { $0 === old } }
            forwardedChildren = current + left
        }
    }

    /// Brings a child that is settled in the wrong state to `visible` with a will/did pair. A child in the middle
    /// of another appearance change is left to whoever began it, unless `leaving`: a child whose view just left
    /// is made to disappear even if this controller's own appearing was forwarded to it.
    private final func reconcileAppearance(of child: UIViewController, visible: Bool, leaving: Bool = false) {
        switch (child.appearanceState, visible) {
        case (.appeared, false):
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
        case (.appearing, false) where leaving:
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
        case (.disappeared, true):
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
        default:
            break
        }
    }

    /// The end of a container's transition between two children: the child whose view left ends disappeared,
    /// and the one shown ends in step with this controller, whatever appearance changes of this controller ran
    /// meanwhile and were forwarded to either of them.
    package final func settleChildrenAppearance(leaving: UIViewController, shown: UIViewController) {
        reconcileAppearance(of: leaving, visible: false, leaving: true)
        let settled = appearanceState == .appeared || appearanceState == .disappeared
        if settled { reconcileAppearance(of: shown, visible: appearanceState == .appeared) }
    }

    /// The children that heard the last forwarded will-call: they hear the did-call even if they left this
    /// controller's view in between (a child swapped out mid-transition must not be left half-way; found by the
    /// fuzzer, FuzzRegressionTests.childSwapInAnUnselectedTab).
    private var forwardedChildren: [UIViewController] = []

    /// Ends an appearance change: `viewDidAppear`/`viewDidDisappear`.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            let current = childrenForAppearanceForwarding()
            let targets = forwardedChildren + current.filter { child in !forwardedChildren.contains { $0 === child } }
            forwardedChildren = []
            for child in targets { child.endAppearanceTransition() }
            // Children whose views left this controller's view since the will-call are off screen now.
            for child in targets where !current.contains(where: { $0 === child }) {
                reconcileAppearance(of: child, visible: false, leaving: true)
            }
            // A child that came back in between (a cancelled pop restores the pushed controller while a tab
            // switch takes the navigation controller away) ends in step with this controller (found by the
            // fuzzer, FuzzRegressionTests.tabSwitchDuringACancellingInteractivePop).
            for child in current {
                reconcileAppearance(of: child, visible: appearanceState == .appeared)
            }
        }
    }

    /// A cancelled interactive transition turns an appearing controller into a disappearing one and back:
    /// the reversed will-call now, the did-call at `completeTransition(false)` (§1.5).
    package func reverseAppearanceForCancel() {
        switch appearanceState {
        case .appearing: beginAppearanceTransition(false, animated: appearanceAnimated)
        case .disappearing: beginAppearanceTransition(true, animated: appearanceAnimated)
        case .appeared, .disappeared: return
        }
    }

    /// Ends the appearance transitions of a transition's two participants in UIKit's order: modal transitions
    /// send the appearing controller's did-call first, navigation transitions the disappearing one's (decision,
    /// §1.4–1.5 leave it open; pinned by TransitionContextCallbackOrderTests).
    package static func endAppearanceTransitions(_ controllers: [UIViewController], appearingFirst: Bool) {
        let appearing = controllers.filter { $0.appearanceState == .appearing }
        let others = controllers.filter { $0.appearanceState != .appearing }
        for vc in appearingFirst ? appearing + others : others + appearing { vc.endAppearanceTransition() }
    }

    /// The children that receive this controller's appearance calls: by default the ones whose views are in
    /// this controller's view; containers narrow it to what is visible.
    package func childrenForAppearanceForwarding() -> [UIViewController] {
        guard let root = _view else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    // MARK: Children

    open private(set) weak var parent: UIViewController?
    open private(set) var children: [UIViewController] = []

    /// Adds a child; calls `willMove(toParent:)` on it. Call `didMove(toParent:)` after adding its view.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)`. Call `willMove(toParent: nil)` first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open var isMovingToParent: Bool { movingToParent }
    open var isMovingFromParent: Bool { movingFromParent }
    package var movingToParent = false
    package var movingFromParent = false

    // MARK: Presentation state (see UIViewController+Presentation.swift)

    /// Supplies the animator, interactor and presentation controller of this controller's presentation (§1.1).
    /// Weak, as in UIKit: keep the delegate alive yourself.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var isModalInPresentation = false

    open package(set) var presentedViewController: UIViewController?
    open package(set) weak var presentingViewController: UIViewController?
    package var activePresentationController: UIPresentationController?
    package var isBeingPresentedFlag = false
    package var isBeingDismissedFlag = false

    /// The presentation controller made for `presentationController` before any presentation, which the next
    /// presentation uses (see `performPresentation`).
    package var pendingPresentationController: UIPresentationController?

    /// The presentation controller managing this controller's presentation — a child's is its ancestor's, as on
    /// iOS. Before the controller is presented, UIKit already answers with the controller its current style will
    /// use, so the idiom `presentationController?.delegate = self` (to hear a sheet's pull-down dismissal) works
    /// before `present` is called. A `.custom` controller has none until its delegate supplies it.
    open var presentationController: UIPresentationController? {
        if let activePresentationController { return activePresentationController }
        if let parent { return parent.presentationController }
        switch modalPresentationStyle {
        case .popover: return popoverPresentationController
        case .custom, .none: return nil
        default: break
        }
        let made = UIViewController.makeBuiltInPresentationController(style: modalPresentationStyle, presented: self,
                                                                      presenting: nil)
        if let pending = pendingPresentationController, type(of: pending) == type(of: made) { return pending }
        made.delegate = pendingPresentationController?.delegate
        made.holdsPresentedViewController(false)
        pendingPresentationController = made
        return made
    }

    open var isBeingPresented: Bool { isBeingPresentedFlag }
    open var isBeingDismissed: Bool { isBeingDismissedFlag }

    /// The running transition this controller takes part in, or one of its ancestors does (§5).
    package weak var activeTransition: TransitionContext?

    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let vc = current {
            if let transition = vc.activeTransition, !transition.isCompleted { return transition }
            current = vc.parent
        }
        return nil
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: Containers

    open var navigationController: UINavigationController? {
        var current = parent
        while let vc = current {
            if let nav = vc as? UINavigationController { return nav }
            current = vc.parent
        }
        return nil
    }

    open var tabBarController: UITabBarController? {
        var current = parent
        while let vc = current {
            if let tab = vc as? UITabBarController { return tab }
            current = vc.parent
        }
        return nil
    }

    open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    open lazy var tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)

    /// For custom containers: swaps two children's views with a UIView transition, sending the appearance
    /// calls (the caller manages `addChild`/`removeFromParent`).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        precondition(fromViewController.parent === self && toViewController.parent === self,
                     "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        guard let fromView = fromViewController.viewIfLoaded, let superview = fromView.superview else {
            completion?(false)
            return
        }
        let toView = toViewController.view!
        // The children hear appearance calls only while this controller is on screen: swapping children of a
        // controller in a hidden tab must not make the new child "appeared" off screen (found by the fuzzer,
        // FuzzRegressionTests.childSwapInAnUnselectedTab).
        let visible = appearanceState == .appeared || appearanceState == .appearing
        if visible {
            fromViewController.beginAppearanceTransition(false, animated: duration > 0)
            toViewController.beginAppearanceTransition(true, animated: duration > 0)
        }
        if toView.frame == .zero { toView.frame = fromView.frame }
        superview.insertSubview(toView, aboveSubview: fromView)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: { finished in
            fromView.removeFromSuperview()
            if visible {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            // This controller's own appearance may have changed while the swap ran (a tab switched away and
            // back) and been forwarded to both children: whatever happened, the outgoing child ends
            // disappeared — its view is gone — and the incoming one in step with this controller (found by the
            // fuzzer, FuzzRegressionTests.childSwapThenTabSwitchAwayAndBack).
            self.settleChildrenAppearance(leaving: fromViewController, shown: toViewController)
            completion?(finished)
        })
    }

    // MARK: Members from the interface audit (docs/porting.md)

    /// Shows a controller in the primary context: pushed when this controller is (in) a navigation controller,
    /// presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a controller in the secondary (detail) context; without a split view controller it is presented,
    /// as on iPhone.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// The edges along which the view runs under translucent bars (`.all`, the default). Navigation and tab bar
    /// controllers apply it to their children's frames (UINavigationController+ExtendedLayout.swift,
    /// UITabBarController+ExtendedLayout.swift).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too.
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether the tab bar hides while this controller is on a navigation stack (see
    /// UINavigationController+BottomBar.swift).
    open var hidesBottomBarWhenPushed = false
    /// The items a navigation controller's toolbar shows for this controller.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.layoutToolbar() }
    }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Whether the home indicator may hide. Flipbook draws no home indicator, so it is only asked.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// The orientations the controller supports: all but upside-down on iPhone, all on iPad (UIKit's defaults).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the view rotates with the device (deprecated in iOS 16; the stage rotates regardless).
    open var shouldAutorotate: Bool { true }
    /// Asks the windows to rotate to the device's orientation (deprecated in iOS 16). The stage decides the
    /// orientation, so this does nothing.
    open class func attemptRotationToDeviceOrientation() {}
}
