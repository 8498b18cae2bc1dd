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
/// animated:)` curls the same way without telling the delegate. Spine `.mid` requires two view controllers, as
/// UIKit requires. Limitations (decisions): one page at a time is drawn — with spine `.mid` the first of the two is
/// shown; `isDoubleSided` does not draw the next page on the back of the curl (the back is the page's own picture,
/// lighter); `.max` turns the same corner as `.min`.
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

    /// The current page fills the view; other children leave.
    func arrangeCurlPage() {
        guard let state = curlState, state.turn == nil else { return }
        for child in children where child !== current {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        guard let current else { return }
        let isNew = current.parent !== self
        if isNew { addChild(current) }
        if current.view.frame != view.bounds { current.view.frame = view.bounds }
        if current.view.isHidden { current.view.isHidden = false }
        if current.view.superview !== view { view.addSubview(current.view) }
        if isNew { current.didMove(toParent: self) }
        if slots.count != 1 || slots[0] !== current { slots = [current] }
    }

    func setCurlViewControllers(_ viewControllers: [UIViewController], direction: NavigationDirection,
                                animated: Bool, completion: ((Bool) -> Void)?) {
        let required = spineLocation == .mid ? 2 : 1
        if viewControllers.count != required {
            preconditionFailure("The number of view controllers provided (\(viewControllers.count)) doesn't match the number required (\(required)) for the requested spine location (\(spineLocationName))")
        }
        let page = viewControllers[0]
        guard animated, isViewLoaded, curlState?.turn == nil, let old = current, old !== page,
              view.window != nil else {
            replaceCurrent(with: page, animated: false)
            completion?(true)
            return
        }
        guard beginCurlTurn(to: page, forward: direction == .forward, informsDelegate: false) else {
            replaceCurrent(with: page, animated: false)
            completion?(true)
            return
        }
        finishCurlTurn(commit: true, duration: Self.curlTurnDuration, completion: completion)
    }

    private var spineLocationName: String {
        switch spineLocation {
        case .none: "UIPageViewControllerSpineLocationNone"
        case .min: "UIPageViewControllerSpineLocationMin"
        case .mid: "UIPageViewControllerSpineLocationMid"
        case .max: "UIPageViewControllerSpineLocationMax"
        }
    }

    // MARK: Gestures

    private var turnLength: CGFloat {
        navigationOrientation == .horizontal ? max(view.bounds.width, 1) : max(view.bounds.height, 1)
    }

    /// Movement along the navigation axis, positive toward the trailing edge (mirrored for spine `.max`).
    private func along(_ point: CGPoint) -> CGFloat {
        let v = navigationOrientation == .horizontal ? point.x : point.y
        return spineLocation == .max ? -v : v
    }

    private func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        guard let state = curlState else { return }
        let moved = along(pan.translation(in: view))
        switch pan.state {
        case .began, .changed:
            if state.turn?.isSettling == true { return }
            if state.turn == nil {
                guard moved != 0, let current else { return }
                let forward = moved < 0
                let neighbour = forward ? dataSource?.pageViewController(self, viewControllerAfter: current)
                    : dataSource?.pageViewController(self, viewControllerBefore: current)
                guard let neighbour, beginCurlTurn(to: neighbour, forward: forward, informsDelegate: true) else { return }
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
        guard curlState?.turn == nil, let current else { return }
        let position = along(tap.location(in: view)) / turnLength + (spineLocation == .max ? 1 : 0)
        let forward: Bool
        if position > 0.8 { forward = true } else if position < 0.2 { forward = false } else { return }
        let neighbour = forward ? dataSource?.pageViewController(self, viewControllerAfter: current)
            : dataSource?.pageViewController(self, viewControllerBefore: current)
        guard let neighbour, beginCurlTurn(to: neighbour, forward: forward, informsDelegate: true) else { return }
        finishCurlTurn(commit: true, duration: Self.curlTurnDuration, completion: nil)
    }

    // MARK: Turning

    /// Puts `page` in place for a turn and starts the curl at progress 0. False when there is nothing to draw.
    @discardableResult
    private func beginCurlTurn(to page: UIViewController, forward: Bool, informsDelegate: Bool) -> Bool {
        guard let state = curlState, let old = current else { return false }
        addChild(page)
        page.view.frame = view.bounds
        page.view.isHidden = false
        page.view.layoutIfNeeded()
        guard let oldImage = PageCurlDriver.image(of: old.view.layer) else {
            page.removeFromParent()
            return false
        }
        let newImage = forward ? nil : PageCurlDriver.image(of: page.view.layer)
        if !forward && newImage == nil {
            page.removeFromParent()
            return false
        }
        if informsDelegate { delegate?.pageViewController(self, willTransitionTo: [page]) }
        beginAppearance(of: old, appearing: false, animated: true)
        beginAppearance(of: page, appearing: true, animated: true)
        // Forward: the new page is live under the curling picture of the old one. Back: the old page's picture
        // lies under the new one uncurling, both in the overlay.
        view.insertSubview(page.view, belowSubview: old.view)
        page.didMove(toParent: self)
        let overlay = PageCurlLayer()
        overlay.name = Self.curlLayerName
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay.frame = view.bounds
        overlay.contentsGravity = .resize
        view.layer.addSublayer(overlay)
        old.view.isHidden = true
        CATransaction.commit()
        let driver = PageCurlDriver(overlay: overlay, old: oldImage, new: newImage, up: forward)
        state.turn = PageCurlState.Turn(old: old, page: page, forward: forward, overlay: overlay, driver: driver,
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
        let (old, page) = (turn.old, turn.page)
        if commit {
            current = page
            endAppearance(of: old)
            endAppearance(of: page)
        } else {
            // Snapped back: the page disappears again and the current one reappears.
            beginAppearance(of: page, appearing: false, animated: true)
            beginAppearance(of: old, appearing: true, animated: true)
            endAppearance(of: page)
            endAppearance(of: old)
        }
        arrangeCurlPage()
        if turn.informsDelegate {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old],
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
        let old: UIViewController
        let page: UIViewController
        let forward: Bool
        let overlay: CALayer
        let driver: PageCurlDriver
        let informsDelegate: Bool
        var isSettling = false

        init(old: UIViewController, page: UIViewController, forward: Bool, overlay: CALayer, driver: PageCurlDriver,
             informsDelegate: Bool) {
            self.old = old
            self.page = page
            self.forward = forward
            self.overlay = overlay
            self.driver = driver
            self.informsDelegate = informsDelegate
        }
    }
}
