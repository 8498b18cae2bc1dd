import QuartzCore

/// A view whose content is larger than itself and that the user scrolls — and zooms — with a finger.
///
/// Scrolling moves `bounds.origin`: ``contentOffset`` *is* the bounds origin, so the subviews (the content)
/// move on screen without their frames changing. Every change of the offset, however it happens — a drag, a
/// frame of deceleration or of an animated scroll, code — calls the delegate's `scrollViewDidScroll(_:)` and
/// marks the view for layout, so subclasses (collection and table views) tile their content in
/// ``layoutSubviews()`` as they scroll.
///
/// The motion after a drag follows UIKit's model (`ScrollPhysics`): the release velocity decays by
/// ``decelerationRate`` every millisecond; past an edge the content rubber-bands while dragged and springs
/// back when released; with ``isPagingEnabled`` it settles on multiples of the view's size. The delegate hears
/// every step in UIKit's order (see `UIScrollViewDelegate`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Creating

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrolling()
    }

    private func configureScrolling() {
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(contentTouchDelayer)
        addGestureRecognizer(panGestureRecognizer)
        contentTouchDelayer.delaysTouchesBegan = delaysContentTouches
    }

    /// The content and frame layout guides, made on first use (UIScrollView+LayoutGuides.swift).
    var layoutGuideStorage: ScrollViewLayoutGuides?

    // MARK: Content

    /// The size of the content, in points; scrolling is possible where it (plus the insets) exceeds the bounds.
    open var contentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChange("contentSize", from: contentSize) }
        didSet {
            keyValueObservers?.didChange("contentSize", from: oldValue, to: contentSize)
            guard contentSize != oldValue else { return }
            contentSizeDidChangeForLayoutGuides()
            adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: true)
        }
    }

    /// The point of the content shown at the view's top-left corner: the bounds origin. Setting it scrolls at
    /// once (stopping any scroll animation); use ``setContentOffset(_:animated:)`` to animate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Scrolling moves the bounds origin: every change of it is a scroll (delegate `scrollViewDidScroll`,
    /// layout, key-value observers of `contentOffset`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            let observers = old.origin != newValue.origin ? keyValueObservers : nil
            observers?.willChange("contentOffset", from: old.origin)
            super.bounds = newValue
            if old != newValue { updateFrameLayoutGuide() }
            if old.origin != newValue.origin {
                setNeedsLayout()
                observers?.didChange("contentOffset", from: old.origin, to: newValue.origin)
                updateScrollIndicators()
                refreshControl?.scrollViewDidScroll(self)
                delegate?.scrollViewDidScroll(self)
            }
        }
    }

    /// Extra room around the content, in points: the content can scroll this much further at each edge.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { keyValueObservers?.willChange("contentInset", from: contentInset) }
        didSet {
            keyValueObservers?.didChange("contentInset", from: oldValue, to: contentInset)
            guard contentInset != oldValue else { return }
            adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: false)
        }
    }

    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes`, except that the top and bottom are always adjusted for a view controller's root
        /// scroll view inside a navigation controller, scrollable or not (UIKit's compatibility rule).
        case automatic
        /// The safe area is added on the axes the scroll view can scroll along: its content is larger than the
        /// view on that axis, or it always bounces along it.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// How the safe area adds to the insets. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: true) }
    }

    /// ``contentInset`` plus the safe-area insets that ``contentInsetAdjustmentBehavior`` adds: the insets
    /// scrolling actually uses. A full-screen vertical list on an iPhone 15 gets 59 pt at the top and 34 at the
    /// bottom, so its first row rests below the sensor housing and its last above the home indicator.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaAddedToContentInset
        return UIEdgeInsets(top: contentInset.top + safe.top + refreshInset, left: contentInset.left + safe.left,
                            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// Called when ``adjustedContentInset`` changes; tells the delegate. Subclasses call super.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// A changed safe area (the view moved, the device rotated) may change the adjusted insets.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: true)
    }

    /// The adjusted insets last reported through ``adjustedContentInsetDidChange()``.
    var reportedAdjustedContentInset: UIEdgeInsets = .zero

    // MARK: Refreshing

    /// The pull-to-refresh control shown above the content; setting it adds it as a subview (see
    /// `UIRefreshControl`). Default nil.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    /// The room a refreshing ``refreshControl`` keeps open above the content, part of ``adjustedContentInset``
    /// (iOS 11 and later report it there, not in ``contentInset``).
    var refreshInset: CGFloat = 0

    /// What a drag does to the keyboard. Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// How a drag in the scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone.
        case none
        /// The keyboard hides when a drag begins.
        case onDrag
        /// The keyboard follows a finger dragged down into it, and hides when released moving down (or more than
        /// half hidden); otherwise it slides back up.
        case interactive
        /// `.onDrag`, and a drag up doesn't bring it back either (iOS 16's variant of `.onDrag`).
        case onDragWithAccessory
        /// `.interactive`, for an input accessory view (iOS 16); the same here.
        case interactiveWithAccessory
    }

    // MARK: Delegate and behaviour

    /// The delegate, told about scrolling, dragging, deceleration and zooming. Weak, as in UIKit.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Whether scrolling is possible at all. When false the pan recognizer is disabled.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether content can be pulled past its edges (rubber-banding) and bounces back. Default true.
    open var bounces = true
    /// Whether the zoom scale can be pinched past its limits and bounces back. Default true.
    open var bouncesZoom = true
    /// Whether a vertical drag bounces even when the content is no taller than the view. Default false.
    open var alwaysBounceVertical = false {
        didSet { adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: true) }
    }
    /// Whether a horizontal drag bounces even when the content is no wider than the view. Default false.
    open var alwaysBounceHorizontal = false {
        didSet { adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: true) }
    }
    /// Whether a drag scrolls along one axis only once it has chosen one. Stored; Flipbook's drags follow
    /// both scrollable axes.
    open var isDirectionalLockEnabled = false
    /// Whether scrolling settles on multiples of the view's size (pages). Default false.
    open var isPagingEnabled = false
    /// Whether a tap on the status bar scrolls to the top. Stored (Flipbook has no status bar).
    open var scrollsToTop = true

    /// How fast a fling slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: the default, long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: a short glide (pickers, paging-like lists).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The rate the velocity decays by after a fling. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal

    // MARK: State of the scroll

    /// Whether a finger is on the scroll view (it may not have started dragging yet).
    open internal(set) var isTracking = false
    /// Whether the user is dragging the content (the pan has begun and the finger is down).
    open internal(set) var isDragging = false
    /// Whether the content is moving on its own after a drag (deceleration, bounce, paging).
    open internal(set) var isDecelerating = false
    /// Whether the user is pinching.
    open internal(set) var isZooming = false
    /// Whether the zoom scale is springing back inside its limits.
    open internal(set) var isZoomBouncing = false

    // MARK: Touches

    /// Whether touches reach the content only after a short wait (150 ms) in which the scroll view can decide
    /// that they are a drag; a drag that starts quickly then never touches the content (a button under the
    /// finger is not pressed). Default true.
    open var delaysContentTouches = true {
        didSet { contentTouchDelayer.delaysTouchesBegan = delaysContentTouches }
    }

    /// Whether a drag that starts after the content already got the touch takes it over (the content gets
    /// `touchesCancelled`) — if ``touchesShouldCancel(in:)`` agrees. When false such a drag doesn't scroll.
    /// Default true.
    open var canCancelContentTouches = true

    /// Decides whether the scroll view's pan may begin: only along an axis the content scrolls on (so a
    /// horizontal scroll view inside a vertical one leaves vertical drags to its parent), and not when content
    /// that already has the touch may not lose it (``canCancelContentTouches``, ``touchesShouldCancel(in:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panShouldBegin()
    }

    /// Whether the content view `view` should get touches that begin in it. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may take the touches away from `view`, which already has them. UIKit's default: yes,
    /// unless `view` is a `UIControl` — so a button held for longer than the touch delay keeps its touch and
    /// the drag does not scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The recognizer that drags the content. Attach it to other recognizers' failure requirements, or read it
    /// for the finger's position; don't change its delegate.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// The recognizer that zooms, present while the delegate names a view for zooming and the zoom scales
    /// allow it (`minimumZoomScale < maximumZoomScale`).
    open internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    /// Holds the content's touches for ``delaysContentTouches`` and notices a finger coming down.
    let contentTouchDelayer = ContentTouchDelayer()

    // MARK: Zooming

    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The largest zoom scale. Default 1 (no zooming).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The current zoom scale of the delegate's `viewForZooming(in:)`. Setting it zooms at once, clamped to
    /// the limits.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var storedZoomScale: CGFloat = 1

    /// Zooms to `scale` (clamped to the limits), keeping the content point at the view's top-left corner;
    /// animated, over 0.3 s with `scrollViewDidEndScrollingAnimation` at the end.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        performSetZoomScale(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view, as far as the limits allow.
    open func zoom(to rect: CGRect, animated: Bool) {
        performZoom(to: rect, animated: animated)
    }

    // MARK: Indicators

    /// Whether the vertical indicator shows while scrolling. Default true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling. Default true.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colours.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border: visible on any background.
        case `default`
        /// Dark, for light backgrounds.
        case black
        /// Light, for dark backgrounds.
        case white
    }
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { scrollIndicators?.applyStyle(indicatorStyle) }
    }
    /// Insets of the vertical indicator's track from the view's edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator's track.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets; reading it gives the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators are inset by the safe area too. Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// The indicator layers, made on the first scroll.
    var scrollIndicators: ScrollIndicators?

    // MARK: Motion state

    /// The deceleration, bounce or animation under way, if any.
    var motion: ScrollMotion?
    /// Where the drag began, as a raw (un-rubber-banded) offset.
    var dragStartRawOffset: CGPoint = .zero
    /// The scale and pinch state of a zoom in progress.
    var pinchStart: (scale: CGFloat, location: CGPoint, offset: CGPoint)?
    /// A zoom animation under way (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, the bounce after a pinch).
    var zoomAnimation: ZoomAnimation?

    // MARK: Layout

    /// Lays out the subviews; scroll views keep their indicators on top and up to date here. Called whenever
    /// the content scrolls. Subclasses override it to tile content, and call super.
    open override func layoutSubviews() {
        updateFrameLayoutGuide()
        super.layoutSubviews()
        adoptContentLayoutGuideSize()
        adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: true)
    }

    // MARK: Limits

    /// The smallest content offset: the top-left inset, negated.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset: the content's end plus the bottom-right inset, less the view's size (never
    /// below the minimum).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset, minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                       y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether a drag moves the content horizontally: the content (with insets) is wider than the view, or it
    /// always bounces horizontally.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x
    }

    /// Whether a drag moves the content vertically.
    var scrollsVertically: Bool {
        alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y
    }

    /// `offset` moved inside the limits.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    // MARK: Scrolling from code

    /// Scrolls to `contentOffset`, at once or animated (0.3 s, ease in–ease out, a Flipbook decision). An
    /// animated scroll calls `scrollViewDidScroll` every frame and `scrollViewDidEndScrollingAnimation` at the
    /// end; scrolling to where the content already is does nothing. Any deceleration under way stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        guard contentOffset != self.contentOffset else { return }
        startMotion(ScrollMotion(kind: .animation, startTime: layer.clock.now,
                                 x: .ease(from: self.contentOffset.x, to: contentOffset.x,
                                          duration: ScrollPhysics.scrollAnimationDuration),
                                 y: .ease(from: self.contentOffset.y, to: contentOffset.y,
                                          duration: ScrollPhysics.scrollAnimationDuration)))
    }

    /// Scrolls the least distance that shows `rect` (in the content's coordinates, those of the bounds) inside
    /// the view less its insets; a rectangle larger than that area shows its top-left part. Nothing happens if
    /// it is already visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: inset)
        func axis(_ lo: CGFloat, _ hi: CGFloat, visibleLo: CGFloat, visibleHi: CGFloat) -> CGFloat {
            if hi - lo > visibleHi - visibleLo || lo < visibleLo { return lo - visibleLo }
            if hi > visibleHi { return hi - visibleHi }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visibleLo: visible.minX, visibleHi: visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visibleLo: visible.minY, visibleHi: visible.maxY)
        let target = clampedOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Shows the indicators briefly.
    open func flashScrollIndicators() {
        showScrollIndicators()
        scheduleIndicatorFade()
    }
}
