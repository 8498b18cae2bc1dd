import QuartzCore

/// A container that shows one page (a child view controller) at a time and turns to its neighbours with a
/// swipe, asking its data source for them as needed.
///
/// The `.scroll` style is a paging scroll view of at most three pages — before, current, after — so a swipe
/// tracks the finger, and at release turns the page if more than half of the next one shows or the swipe was a
/// flick, and otherwise snaps back (`ScrollPhysics.pagingTarget`). The delegate hears
/// `willTransitionTo` when a swipe starts moving towards a neighbour and `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`
/// when it settles; the pages get their appearance calls as on iOS (the pending page `viewWillAppear` as the
/// swipe starts, `viewDidAppear` when it settles on it — or the reverse pair when it snaps back).
///
/// The `.pageCurl` style turns pages with the page-curl renderer instead: see `UIPageViewController+PageCurl.swift`.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl
        case scroll
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal
        case vertical
    }

    public enum NavigationDirection: Int, Sendable {
        case forward
        case reverse
    }

    public enum SpineLocation: Int, Sendable {
        case none, min, mid, max
    }

    /// Keys of the options dictionary of ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (page curl only).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages in points, a `CGFloat` or any number (scroll style only). Default 0.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// The spine (page curl only); `.none` for the scroll style. The delegate's
    /// `pageViewController(_:spineLocationFor:)` changes it when the interface turns.
    open internal(set) var spineLocation: SpineLocation
    /// Whether pages have content on their backs (page curl only): then the back of a turning page shows the
    /// next view controller, and `setViewControllers` takes two (the front of the page shown and the back of the
    /// page turned last). Spine `.mid` makes it true, as UIKit requires.
    ///
    /// Apple's reference (`isDoubleSided`): with the spine in the middle the value must be true, and setting it to
    /// false raises. Here it traps where it is set, except while the delegate's
    /// `pageViewController(_:spineLocationFor:)` runs: Apple's Page-Based App template sets it to false there,
    /// before returning `.min`, while the spine is still `.mid` (decision; the wording of the message is
    /// Flipbook's, as UIKit's could not be verified).
    open var isDoubleSided = false {
        didSet {
            if !isDoubleSided && spineLocation == .mid && !isChoosingSpine {
                preconditionFailure(Self.midSpineNeedsDoubleSidedMessage)
            }
        }
    }

    /// The trap's message when `isDoubleSided` is set to false with spine `.mid`.
    static let midSpineNeedsDoubleSidedMessage =
        "UIPageViewController: isDoubleSided must be YES when the spine location is UIPageViewControllerSpineLocationMid"
    /// The gap between pages, from the options.
    public let interPageSpacing: CGFloat

    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The page curl's recognizers; empty for the scroll style (its scroll view's pan does the work).
    open var gestureRecognizers: [UIGestureRecognizer] { curlState?.recognizers ?? [] }

    /// The view controllers given: one for the scroll style; with page curl, two with spine `.mid` (left and
    /// right) or double-sided pages (front and back).
    open var viewControllers: [UIViewController]? {
        transitionStyle == .pageCurl && !curlPages.isEmpty ? curlPages : current.map { [$0] }
    }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .pageCurl ? ((options?[.spineLocation] as? SpineLocation) ?? .min) : .none
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        super.init(nibName: nil, bundle: nil)
        if spineLocation == .mid { isDoubleSided = true }
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    // MARK: State

    /// The paging scroll view the pages live in.
    let pageScrollView = UIScrollView()
    private lazy var coordinator = PageScrollCoordinator(owner: self)
    var current: UIViewController?
    /// The pages in the scroll view's slots, in order: before (if any), current, after (if any).
    var slots: [UIViewController] = []
    /// The neighbour a swipe is heading for, once it started moving towards it.
    var pending: UIViewController?
    /// While true, offset changes are the controller's own re-arrangement, not a swipe.
    var isRearranging = false
    /// The programmatic animated turn under way: its target and completion.
    var programmaticTurn: (target: UIViewController, completion: ((Bool) -> Void)?)?
    /// The page curl's recognizers and the turn under way (page-curl style only).
    var curlState: PageCurlState?
    /// The page-curl style's view controllers, as given (see ``viewControllers``).
    var curlPages: [UIViewController] = []
    /// True while the delegate chooses the spine for a new orientation (it may set the pages for it first).
    var isChoosingSpine = false

    open override func viewDidLoad() {
        super.viewDidLoad()
        if transitionStyle == .pageCurl { return setUpPageCurl() }
        pageScrollView.isPagingEnabled = true
        pageScrollView.contentInsetAdjustmentBehavior = .never
        pageScrollView.showsHorizontalScrollIndicator = false
        pageScrollView.showsVerticalScrollIndicator = false
        pageScrollView.clipsToBounds = true
        pageScrollView.delegate = coordinator
        view.addSubview(pageScrollView)
        arrangePages()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if pageScrollView.frame != scrollFrame { arrangePages() }
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        spineWillTransition(to: size)
    }

    /// Forwards appearance calls to the current page only (the neighbours in the scroll view are off screen).
    override package func childrenForAppearanceForwarding() -> [UIViewController] {
        if transitionStyle == .pageCurl { return displayedCurlPages }
        return current.map { [$0] } ?? []
    }

    // MARK: Setting pages

    /// Shows `viewControllers` (one for the scroll style). Animated, the new page slides in from the side that
    /// `direction` says (forward: from the trailing side) over UIKit's scroll animation, and `completion` runs
    /// when it settles; otherwise it replaces the page at once and `completion` runs right away. The delegate is
    /// not told (it hears only about swipes).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        if transitionStyle == .pageCurl {
            return setCurlViewControllers(viewControllers ?? [], direction: direction, animated: animated,
                                          completion: completion)
        }
        guard let page = viewControllers?.first else {
            preconditionFailure("The number of view controllers provided (0) doesn't match the number required (1) for the requested transition")
        }
        finishProgrammaticTurn(completed: false)
        guard animated, isViewLoaded, let old = current, old !== page else {
            replaceCurrent(with: page, animated: false)
            completion?(true)
            return
        }
        // Put the new page next to the current one, on the side `direction` says, and scroll to it.
        beginAppearance(of: page, appearing: true, animated: true)
        beginAppearance(of: old, appearing: false, animated: true)
        let forward = direction == .forward
        let before = forward ? nil : page
        let after = forward ? page : nil
        arrangePages(before: before, after: after)
        programmaticTurn = (page, completion)
        let target = slots.firstIndex { $0 === page }!
        pageScrollView.setContentOffset(offset(ofSlot: target), animated: true)
    }

    /// Ends a programmatic turn (at its scroll animation's end, or cut short by another).
    func finishProgrammaticTurn(completed: Bool) {
        guard let turn = programmaticTurn else { return }
        programmaticTurn = nil
        let old = current
        current = turn.target
        if let old { endAppearance(of: old) }
        endAppearance(of: turn.target)
        arrangePages()
        turn.completion?(completed)
    }

    func replaceCurrent(with page: UIViewController, animated: Bool) {
        let old = current
        let visible = appearanceState == .appeared || appearanceState == .appearing
        if visible, let old, old !== page { beginAppearance(of: old, appearing: false, animated: animated) }
        current = page
        arrangePages()
        if visible, old !== page {
            beginAppearance(of: page, appearing: true, animated: animated)
            if let old { endAppearance(of: old) }
            endAppearance(of: page)
        }
    }

    // MARK: Layout

    private var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// The scroll view's frame: the view widened (or heightened) by the spacing, half on each side, so pages are
    /// a spacing apart and a page turn moves by page + spacing.
    private var scrollFrame: CGRect {
        let b = view.bounds, s = interPageSpacing
        return isHorizontal ? CGRect(x: -s / 2, y: 0, width: b.width + s, height: b.height)
            : CGRect(x: 0, y: -s / 2, width: b.width, height: b.height + s)
    }

    func offset(ofSlot index: Int) -> CGPoint {
        let f = scrollFrame
        return isHorizontal ? CGPoint(x: CGFloat(index) * f.width, y: 0) : CGPoint(x: 0, y: CGFloat(index) * f.height)
    }

    /// Lays the current page and its neighbours (from the data source unless given) into the scroll view's
    /// slots, scrolled to the current one, and makes them the children.
    func arrangePages(before givenBefore: UIViewController? = nil, after givenAfter: UIViewController? = nil) {
        guard isViewLoaded else { return }
        if transitionStyle == .pageCurl { return arrangeCurlPage() }
        isRearranging = true
        defer { isRearranging = false }
        var pages: [UIViewController] = []
        if let current {
            let before = givenBefore ?? (givenAfter == nil ? dataSource?.pageViewController(self, viewControllerBefore: current) : nil)
            let after = givenAfter ?? (givenBefore == nil ? dataSource?.pageViewController(self, viewControllerAfter: current) : nil)
            pages = [before, current, after].compactMap { $0 }
        }
        // Children: exactly the pages in the slots.
        for child in slots where !pages.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        let frame = scrollFrame
        pageScrollView.frame = frame
        let s = interPageSpacing
        for (index, page) in pages.enumerated() {
            let isNew = page.parent !== self
            if isNew { addChild(page) }
            let origin = offset(ofSlot: index)
            page.view.frame = isHorizontal
                ? CGRect(x: origin.x + s / 2, y: 0, width: view.bounds.width, height: view.bounds.height)
                : CGRect(x: 0, y: origin.y + s / 2, width: view.bounds.width, height: view.bounds.height)
            if page.view.superview !== pageScrollView { pageScrollView.addSubview(page.view) }
            if isNew { page.didMove(toParent: self) }
        }
        slots = pages
        let count = CGFloat(max(pages.count, 1))
        pageScrollView.contentSize = isHorizontal ? CGSize(width: frame.width * count, height: frame.height)
            : CGSize(width: frame.width, height: frame.height * count)
        if let current, let index = pages.firstIndex(where: { $0 === current }) {
            pageScrollView.contentOffset = offset(ofSlot: index)
        }
    }

    // MARK: Appearance of pages

    private var isOnScreen: Bool { appearanceState == .appeared || appearanceState == .appearing }

    func beginAppearance(of page: UIViewController, appearing: Bool, animated: Bool) {
        guard isOnScreen else { return }
        page.beginAppearanceTransition(appearing, animated: animated)
    }

    func endAppearance(of page: UIViewController) {
        guard isOnScreen else { return }
        page.endAppearanceTransition()
    }

    // MARK: Swipes

    /// The swipe moved the content: the first movement towards a neighbour makes it pending.
    func pageScrollViewDidScroll() {
        guard !isRearranging, programmaticTurn == nil, pageScrollView.isDragging || pageScrollView.isDecelerating,
              let current, let index = slots.firstIndex(where: { $0 === current }) else { return }
        let base = offset(ofSlot: index)
        let delta = isHorizontal ? pageScrollView.contentOffset.x - base.x : pageScrollView.contentOffset.y - base.y
        guard delta != 0 else { return }
        let neighbourIndex = delta > 0 ? index + 1 : index - 1
        guard slots.indices.contains(neighbourIndex) else { return }
        let neighbour = slots[neighbourIndex]
        guard pending !== neighbour else { return }
        if let old = pending {
            // Turned round towards the other neighbour: the first one goes back.
            beginAppearance(of: old, appearing: false, animated: true)
            endAppearance(of: old)
        } else {
            beginAppearance(of: current, appearing: false, animated: true)
        }
        pending = neighbour
        delegate?.pageViewController(self, willTransitionTo: [neighbour])
        beginAppearance(of: neighbour, appearing: true, animated: true)
    }

    /// The swipe settled: on the neighbour (the page turned) or back on the current page.
    func pageScrollViewDidSettle() {
        guard !isRearranging, programmaticTurn == nil, let current else { return }
        let pageLength = isHorizontal ? scrollFrame.width : scrollFrame.height
        let position = isHorizontal ? pageScrollView.contentOffset.x : pageScrollView.contentOffset.y
        let index = min(max(Int((position / pageLength).rounded()), 0), slots.count - 1)
        let landed = slots[index]
        guard let pending else { return }
        self.pending = nil
        if landed === pending {
            self.current = pending
            endAppearance(of: current)
            endAppearance(of: pending)
            arrangePages()
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                         transitionCompleted: true)
        } else {
            // Snapped back: the pending page disappears again, the current one reappears.
            beginAppearance(of: pending, appearing: false, animated: true)
            beginAppearance(of: current, appearing: true, animated: true)
            endAppearance(of: pending)
            endAppearance(of: current)
            arrangePages()
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                         transitionCompleted: false)
        }
    }
}

/// The page scroll view's delegate (so that `UIPageViewController` itself doesn't conform publicly).
@MainActor
final class PageScrollCoordinator: NSObject, UIScrollViewDelegate {
    unowned let owner: UIPageViewController

    init(owner: UIPageViewController) {
        self.owner = owner
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        owner.pageScrollViewDidScroll()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner.pageScrollViewDidSettle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        owner.pageScrollViewDidSettle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        owner.finishProgrammaticTurn(completed: true)
    }
}
