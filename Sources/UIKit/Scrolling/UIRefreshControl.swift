import Foundation
import QuartzCore

/// Pull to refresh: a spinner above a scroll view's content (``UIScrollView/refreshControl``). Pulling the
/// content down past ``triggerDistance`` starts refreshing — the spinner spins and the control sends
/// `.valueChanged` at once, while the finger is still down — and on release the content settles below the
/// spinner (the scroll view's `adjustedContentInset.top` grows by ``height`` while refreshing). The owner loads,
/// then calls ``endRefreshing()``: the room closes and content resting on the spinner slides back up.
///
/// ``beginRefreshing()`` from code starts the spinner and opens the room but, as on iOS, neither sends
/// `.valueChanged` nor scrolls to show the spinner (set the offset for that).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The room kept open above the content while refreshing (decision, unverified: 60 pt).
    public static let height: CGFloat = 60
    /// How far past the top the content must be pulled to start refreshing (decision, unverified: 120 pt).
    public static let triggerDistance: CGFloat = 120
    /// How long the content takes to slide back after ``endRefreshing()`` (decision: 0.3 s, ease in–out).
    static let closeDuration: TimeInterval = 0.3

    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false

    /// The text under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.text = attributedTitle?.string
            setNeedsLayout()
        }
    }

    /// The spinner's colour (nil: the system grey).
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            spinner.color = newValue
        }
    }

    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    /// Whether this drag already started a refresh (one per pull).
    private var triggeredThisDrag = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing from code: the spinner spins and the room above the content opens; no event is sent
    /// and the content does not move.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startRefreshing()
        scrollView?.setRefreshInset(Self.height)
    }

    /// Ends the refresh: the spinner stops and the room closes, the content sliding back up if it rests on it.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        spinner.alpha = 0
        scrollView?.setRefreshInset(0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY - (hasTitle ? 10 : 0))
        titleLabel.frame = CGRect(x: 0, y: bounds.midY + 8, width: bounds.width, height: 18)
        titleLabel.isHidden = !hasTitle
    }

    var scrollView: UIScrollView? { superview as? UIScrollView }

    private func startRefreshing() {
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
    }

    /// Follows the pull: the spinner fades in with the distance pulled, and crossing ``triggerDistance`` while
    /// dragging starts the refresh and sends `.valueChanged`.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if !scrollView.isDragging { triggeredThisDrag = false }
        place(in: scrollView)
        guard !isRefreshing else { return }
        let pull = Self.pullDistance(offsetY: scrollView.contentOffset.y, topInset: scrollView.adjustedContentInset.top)
        spinner.alpha = Self.spinnerAlpha(pull: pull)
        if scrollView.isDragging, !triggeredThisDrag, pull >= Self.triggerDistance {
            triggeredThisDrag = true
            startRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    /// The finger lifts: a refresh started by this pull opens the room the content settles into.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView) {
        triggeredThisDrag = false
        if isRefreshing, scrollView.refreshInset == 0 { scrollView.setRefreshInset(Self.height) }
    }

    /// Sits just above the content's top edge (the adjusted inset without its own room), full width.
    func place(in scrollView: UIScrollView) {
        let top = scrollView.adjustedContentInset.top - scrollView.refreshInset
        let frame = CGRect(x: 0, y: -top - Self.height, width: scrollView.bounds.width, height: Self.height)
        if self.frame != frame { self.frame = frame }
    }

    /// How far the content is pulled down past its resting top.
    static func pullDistance(offsetY: CGFloat, topInset: CGFloat) -> CGFloat { max(0, -topInset - offsetY) }

    /// The spinner's opacity for a pull: it fades in over the first half of the trigger distance.
    static func spinnerAlpha(pull: CGFloat) -> CGFloat { min(1, max(0, pull / (triggerDistance / 2))) }
}

extension UIScrollView {
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard old !== refreshControl else { return }
        if let old, old.superview === self {
            old.removeFromSuperview()
            setRefreshInset(0)
        }
        guard let control = refreshControl else { return }
        insertSubview(control, at: 0)
        control.place(in: self)
        if control.isRefreshing { setRefreshInset(UIRefreshControl.height) }
    }

    /// Opens or closes the refresh control's room. Closing it with the content resting in it slides the content
    /// back to the new top over 0.3 s.
    func setRefreshInset(_ inset: CGFloat) {
        guard refreshInset != inset else { return }
        refreshInset = inset
        adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: false)
        refreshControl?.place(in: self)
        let top = minimumContentOffset.y
        if inset == 0, !isDragging, motion == nil, contentOffset.y < top {
            startMotion(ScrollMotion(kind: .settle, startTime: layer.clock.now, x: .done(contentOffset.x),
                                     y: .ease(from: contentOffset.y, to: top, duration: UIRefreshControl.closeDuration)))
        }
    }
}
