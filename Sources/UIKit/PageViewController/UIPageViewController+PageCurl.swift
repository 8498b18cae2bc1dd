import QuartzCore

/// The `.pageCurl` style: the current page lies in the controller's view, and a turn draws the page curl
/// (``PageCurlDriver``, Core Image's cylinder mapping) over the pages.
///
/// - Turning forward (a swipe against the reading direction, or a tap near the trailing edge) curls the current
///   page up and away from its trailing corner, uncovering the next page, which is live underneath.
/// - Turning back (a swipe along it, or a tap near the leading edge) uncurls the previous page down over the
///   current one.
/// - A swipe follows the finger — the curl's progress is the distance moved over the page's width (height when
///   vertical) — and at release the turn completes if it is past half way or was a flick (over 500 pt/s toward
///   the turn), and otherwise snaps back. A tap turns at once (0.4 s).
///
/// The data source is asked for the neighbour when a turn starts, and the delegate hears
/// `willTransitionTo` then `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` as for `.scroll`;
/// the pages get their appearance calls (the reverse pair on a snap-back). `setViewControllers(_:direction:
/// animated:)` curls the same way without telling the delegate.
///
/// Spines and sides (`UIPageViewController+Spine.swift`): with spine `.mid` two pages lie side by side (left and
/// right, or top and bottom) and a turn lifts the right page (forward) or the left one (back) at its outer edge
/// and turns it over the spine (``PageCurl/overSpine(page:angle:radius:progress:)``): the cylinder's axis sweeps
/// from the outer edge to the spine, the page's edge from its outer edge across the spine to the other side's
/// outer edge; half way the front has shrunk to nothing and the page stands on the spine, then its back — the
/// page that lands on the other side, as printed — is laid onto the other half, over the page there, which
/// changes when the turn ends. A finger holds the page's edge: a whole turn is the view's width. A double-sided
/// page shows the next page's back (the following view controller) on its back, a single-sided one its own
/// picture mirrored and faded — "the content on the front of the page will partially show through to the back"
/// (`isDoubleSided` in Apple's reference). Decision: `.max` turns the same corner as `.min`.
extension UIPageViewController {
    /// How long a tap's or a programmatic turn takes.
    static let curlTurnDuration: TimeInterval = 0.4
    /// The name of the layer the curl is drawn in.
    static let curlLayerName = "UIPageViewControllerCurl"

    func setUpPageCurl() {
        let state = PageCurlState()
        let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.handleCurlPan(recognizer) }
        let tap = UITapGestureRecognizer { [weak self] recognizer in self?.handleCurlTap(recognizer) }
        state.recognizers = [pan, tap]
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        curlState = state
        arrangeCurlPage()
    }

    /// The pages shown: both with spine `.mid`, the front only otherwise (a double-sided page's second view
    /// controller is the back of the page turned last, drawn only on the curl).
    var displayedCurlPages: [UIViewController] {
        spineLocation == .mid ? curlPages : Array(curlPages.prefix(1))
    }

    /// Where the displayed page `index` lies: the whole view, or its half with spine `.mid`.
    func curlPageFrame(_ index: Int) -> CGRect {
        let b = view.bounds
        guard spineLocation == .mid else { return b }
        if navigationOrientation == .horizontal {
            return CGRect(x: b.minX + CGFloat(index) * b.width / 2, y: b.minY, width: b.width / 2, height: b.height)
        }
        return CGRect(x: b.minX, y: b.minY + CGFloat(index) * b.height / 2, width: b.width, height: b.height / 2)
    }

    /// The displayed pages lie in their places; other children leave.
    func arrangeCurlPage() {
        guard let state = curlState, state.turn == nil else { return }
        let shown = displayedCurlPages
        for child in children where !shown.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for (index, page) in shown.enumerated() {
            let isNew = page.parent !== self
            if isNew { addChild(page) }
            let frame = curlPageFrame(index)
            if page.view.frame != frame { page.view.frame = frame }
            if page.view.isHidden { page.view.isHidden = false }
            if page.view.superview !== view { view.addSubview(page.view) }
            if isNew { page.didMove(toParent: self) }
        }
        current = curlPages.first
        if slots.count != shown.count || !zip(slots, shown).allSatisfy({ $0 === $1 }) { slots = shown }
    }

    /// How many view controllers `setViewControllers` needs: two with spine `.mid` or double-sided pages.
    var requiredCurlPageCount: Int { spineLocation == .mid || isDoubleSided ? 2 : 1 }

    func setCurlViewControllers(_ viewControllers: [UIViewController], direction: NavigationDirection,
                                animated: Bool, completion: ((Bool) -> Void)?) {
        let required = requiredCurlPageCount
        // While the delegate picks a spine for a new orientation it sets the pages for that spine first.
        if viewControllers.count != required && !(isChoosingSpine && (1...2).contains(viewControllers.count)) {
            preconditionFailure("The number of view controllers provided (\(viewControllers.count)) doesn't match the number required (\(required)) for the requested spine location (\(spineLocationName))")
        }
        let same = curlPages.count == viewControllers.count && zip(curlPages, viewControllers).allSatisfy { $0 === $1 }
        guard animated, !same, isViewLoaded, curlState?.turn == nil, !curlPages.isEmpty, view.window != nil,
              viewControllers.count == requiredCurlPageCount,
              beginCurlTurn(to: viewControllers, forward: direction == .forward, informsDelegate: false) else {
            replaceCurlPages(with: viewControllers)
            completion?(true)
            return
        }
        finishCurlTurn(commit: true, duration: Self.curlTurnDuration, completion: completion)
    }

    /// Shows `pages` at once, with the appearance calls of the pages that come and go.
    func replaceCurlPages(with pages: [UIViewController]) {
        let visible = appearanceState == .appeared || appearanceState == .appearing
        let leaving = isViewLoaded ? displayedCurlPages.filter { old in !pages.contains { $0 === old } } : []
        curlPages = pages
        current = pages.first
        let arriving = displayedCurlPages.filter { new in !children.contains { $0 === new } }
        if visible { for page in leaving { beginAppearance(of: page, appearing: false, animated: false) } }
        arrangeCurlPage()
        if visible {
            for page in arriving { beginAppearance(of: page, appearing: true, animated: false) }
            for page in leaving { endAppearance(of: page) }
            for page in arriving { endAppearance(of: page) }
        }
    }

    var spineLocationName: String {
        switch spineLocation {
        case .none: "UIPageViewControllerSpineLocationNone"
        case .min: "UIPageViewControllerSpineLocationMin"
        case .mid: "UIPageViewControllerSpineLocationMid"
        case .max: "UIPageViewControllerSpineLocationMax"
        }
    }

    // MARK: Gestures

    /// How far the finger moves for a whole turn. With spine `.mid` the page's outer edge crosses both halves
    /// (``PageCurl/spineTurnEdge(length:progress:)``): the whole width, so that the edge stays under the finger.
    private var turnLength: CGFloat {
        let length = navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
        return max(length, 1)
    }

    /// Movement along the navigation axis, positive toward the trailing edge (mirrored for spine `.max`).
    private func along(_ point: CGPoint) -> CGFloat {
        let v = navigationOrientation == .horizontal ? point.x : point.y
        return spineLocation == .max ? -v : v
    }

    /// The view controllers a turn forward (or back) would show, from the data source; nil at either end.
    ///
    /// Forward from [F] is [after F]; double-sided, from [F, …] it is [after B, B] with B = after F (the front
    /// of the next page and the back of the one turned); with spine `.mid`, from [L, R] it is [after R,
    /// after after R]. Back, symmetrically.
    func curlNeighbours(forward: Bool) -> [UIViewController]? {
        guard let dataSource, let first = curlPages.first else { return nil }
        func next(_ page: UIViewController) -> UIViewController? {
            forward ? dataSource.pageViewController(self, viewControllerAfter: page)
                : dataSource.pageViewController(self, viewControllerBefore: page)
        }
        if spineLocation == .mid {
            let edge = forward ? curlPages.last! : first
            guard let a = next(edge), let b = next(a) else { return nil }
            return forward ? [a, b] : [b, a]
        }
        if isDoubleSided {
            guard let back = next(first), let front = next(back) else { return nil }
            return [front, back]
        }
        return next(first).map { [$0] }
    }

    private func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        guard let state = curlState else { return }
        let moved = along(pan.translation(in: view))
        switch pan.state {
        case .began, .changed:
            if state.turn?.isSettling == true { return }
            if state.turn == nil {
                guard moved != 0, !curlPages.isEmpty else { return }
                let forward = moved < 0
                guard let pages = curlNeighbours(forward: forward),
                      beginCurlTurn(to: pages, forward: forward, informsDelegate: true) else { return }
            }
            guard let turn = state.turn else { return }
            let progress = min(max((turn.forward ? -moved : moved) / turnLength, 0), 1)
            turn.driver.track(progress: Double(progress))
        case .ended, .cancelled, .failed:
            guard let turn = state.turn, !turn.isSettling else { return }
            let progress = turn.driver.progress
            let speed = along(pan.velocity(in: view)) * (turn.forward ? -1 : 1)
            let commit = pan.state == .ended && (progress > 0.5 || speed > 500)
            let remaining = commit ? 1 - progress : progress
            finishCurlTurn(commit: commit, duration: max(Self.curlTurnDuration * remaining, 0.05), completion: nil)
        default:
            break
        }
    }

    private func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard curlState?.turn == nil, !curlPages.isEmpty else { return }
        let length = navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
        let position = along(tap.location(in: view)) / max(length, 1) + (spineLocation == .max ? 1 : 0)
        let forward: Bool
        if position > 0.8 { forward = true } else if position < 0.2 { forward = false } else { return }
        guard let pages = curlNeighbours(forward: forward),
              beginCurlTurn(to: pages, forward: forward, informsDelegate: true) else { return }
        finishCurlTurn(commit: true, duration: Self.curlTurnDuration, completion: nil)
    }

    // MARK: Turning

    /// Puts `pages` (the view controllers after the turn) in place and starts the curl at progress 0. False
    /// when there is nothing to draw.
    @discardableResult
    private func beginCurlTurn(to pages: [UIViewController], forward: Bool, informsDelegate: Bool) -> Bool {
        guard let state = curlState, !curlPages.isEmpty else { return false }
        let old = curlPages, oldShown = displayedCurlPages
        let mid = spineLocation == .mid
        // The page that turns: the whole page, or with spine `.mid` the right (forward) or left (back) one.
        let turning = mid ? (forward ? oldShown[1] : oldShown[0]) : oldShown[0]
        let slot = mid ? (forward ? 1 : 0) : 0
        let region = curlPageFrame(slot)
        // What arrives in the turning page's place, live under the curl (or, turning back without a spine in the
        // middle, uncurling down over it), and what the back of the turning page shows.
        let arriving = mid ? pages[slot] : pages[0]
        let backPage: UIViewController? = mid ? pages[1 - slot] : (isDoubleSided ? pages[1] : nil)
        let newShown = mid ? pages : [pages[0]]
        for page in newShown where page.parent !== self { addChild(page) }
        for (index, page) in newShown.enumerated() {
            page.view.frame = curlPageFrame(index)
            page.view.isHidden = false
            page.view.layoutIfNeeded()
        }
        if let backPage, backPage.parent !== self {
            backPage.view.frame = region
            backPage.view.layoutIfNeeded()
        }
        let uncurls = !forward && !mid
        guard let oldImage = PageCurlDriver.image(of: turning.view.layer),
              !uncurls || PageCurlDriver.image(of: arriving.view.layer) != nil else {
            for page in newShown where !oldShown.contains(where: { $0 === page }) { page.removeFromParent() }
            return false
        }
        let newImage = uncurls ? PageCurlDriver.image(of: arriving.view.layer) : nil
        let vertical = mid && navigationOrientation == .vertical
        let backImage = backPage.flatMap { PageCurlDriver.image(of: $0.view.layer) }
            .flatMap { PageCurlDriver.mirrored($0, vertically: vertical) }
        if informsDelegate { delegate?.pageViewController(self, willTransitionTo: pages) }
        let leaving = oldShown.filter { page in !newShown.contains { $0 === page } }
        let coming = newShown.filter { page in !oldShown.contains { $0 === page } }
        for page in leaving { beginAppearance(of: page, appearing: false, animated: true) }
        for page in coming { beginAppearance(of: page, appearing: true, animated: true) }
        // The arriving page lies under the turning one; the other half (spine `.mid`) keeps its page until the
        // turn ends.
        view.insertSubview(arriving.view, belowSubview: turning.view)
        for page in coming { page.didMove(toParent: self) }
        let overlay = PageCurlLayer()
        overlay.name = Self.curlLayerName
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // With spine `.mid` the curl is drawn over both halves: the page turns over the spine onto the other one.
        overlay.frame = mid ? view.bounds : region
        overlay.contentsGravity = .resize
        view.layer.addSublayer(overlay)
        turning.view.isHidden = true
        CATransaction.commit()
        let driver: PageCurlDriver
        if mid {
            let canvas = view.bounds.size
            // The turning half in the overlay's Core Image coordinates (y up), and the fold's direction: toward the
            // spine, from the page's outer edge.
            let page = CGRect(x: region.minX - view.bounds.minX, y: canvas.height - (region.maxY - view.bounds.minY),
                              width: region.width, height: region.height)
            let angle = vertical ? (forward ? Double.pi / 2 : -Double.pi / 2) : (forward ? Double.pi : 0)
            driver = PageCurlDriver(overlay: overlay, turning: oldImage, at: page, on: canvas, back: backImage,
                                    angle: angle)
        } else {
            driver = PageCurlDriver(overlay: overlay, old: oldImage, new: newImage, up: !uncurls, back: backImage)
        }
        state.turn = PageCurlState.Turn(old: old, pages: pages, turning: turning, arriving: arriving,
                                        forward: forward, overlay: overlay, driver: driver,
                                        informsDelegate: informsDelegate)
        return true
    }

    /// Runs the curl to its end (`commit`) or back to its start, then settles the pages and tells the delegate.
    private func finishCurlTurn(commit: Bool, duration: TimeInterval, completion: ((Bool) -> Void)?) {
        guard let state = curlState, let turn = state.turn else { return }
        turn.isSettling = true
        turn.driver.run(from: turn.driver.progress, to: commit ? 1 : 0, duration: duration,
                        curve: CAMediaTimingFunction(name: .easeOut)) { [weak self] in
            self?.settleCurlTurn(commit: commit, completion: completion)
        }
    }

    private func settleCurlTurn(commit: Bool, completion: ((Bool) -> Void)?) {
        guard let state = curlState, let turn = state.turn else { return }
        state.turn = nil
        turn.overlay.removeFromSuperlayer()
        let oldShown = spineLocation == .mid ? turn.old : Array(turn.old.prefix(1))
        let newShown = spineLocation == .mid ? turn.pages : Array(turn.pages.prefix(1))
        let leaving = oldShown.filter { page in !newShown.contains { $0 === page } }
        let coming = newShown.filter { page in !oldShown.contains { $0 === page } }
        turn.turning.view.isHidden = false
        if commit {
            curlPages = turn.pages
            for page in leaving + coming { endAppearance(of: page) }
        } else {
            // Snapped back: the pages that were coming disappear again and the old ones reappear.
            for page in coming { beginAppearance(of: page, appearing: false, animated: true) }
            for page in leaving { beginAppearance(of: page, appearing: true, animated: true) }
            for page in coming + leaving { endAppearance(of: page) }
        }
        arrangeCurlPage()
        if turn.informsDelegate {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.old,
                                         transitionCompleted: commit)
        }
        completion?(commit)
    }
}

/// The page curl's recognizers and the turn under way.
@MainActor
final class PageCurlState {
    var recognizers: [UIGestureRecognizer] = []
    var turn: Turn?

    final class Turn {
        /// The view controllers before the turn, and after it.
        let old: [UIViewController]
        let pages: [UIViewController]
        /// The page that curls, and the one that takes its place.
        let turning: UIViewController
        let arriving: UIViewController
        let forward: Bool
        let overlay: CALayer
        let driver: PageCurlDriver
        let informsDelegate: Bool
        var isSettling = false

        init(old: [UIViewController], pages: [UIViewController], turning: UIViewController,
             arriving: UIViewController, forward: Bool, overlay: CALayer, driver: PageCurlDriver,
             informsDelegate: Bool) {
            self.old = old
            self.pages = pages
            self.turning = turning
            self.arriving = arriving
            self.forward = forward
            self.overlay = overlay
            self.driver = driver
            self.informsDelegate = informsDelegate
        }
    }
}
