import QuartzCore

/// Dragging: the scroll view's own pan recognizer moves the content 1:1 with the finger (rubber-banded past
/// the edges), and its release hands over to the deceleration.
extension UIScrollView {
    /// The pan recognizer's action.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging()
        case .changed:
            dragContent(translation: pan.translation(in: self))
            if keyboardDismissMode != .none, let window { dragKeyboard(fingerInWindow: pan.location(in: window).y) }
        case .ended:
            if keyboardDismissMode != .none, let window { releaseKeyboard(velocityInWindow: pan.velocity(in: window).y) }
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled, .failed:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// The drag begins: any motion stops where it is, and the offset becomes the raw offset the finger moves
    /// from (un-rubber-banded, so catching content past an edge doesn't make it jump).
    private func beginDragging() {
        stopMotion()
        isTracking = true
        let lo = minimumContentOffset, hi = maximumContentOffset, offset = contentOffset
        dragStartRawOffset = CGPoint(
            x: ScrollPhysics.rawOffset(shown: offset.x, minimum: lo.x, maximum: hi.x, dimension: bounds.width),
            y: ScrollPhysics.rawOffset(shown: offset.y, minimum: lo.y, maximum: hi.y, dimension: bounds.height))
        isDragging = true
        dismissKeyboardForDragBegin()
        delegate?.scrollViewWillBeginDragging(self)
        showScrollIndicators()
    }

    /// The content follows the finger on the axes it scrolls along: the finger's translation subtracted from
    /// the starting offset, rubber-banded outside the limits (or clamped to them without ``bounces``).
    private func dragContent(translation: CGPoint) {
        let lo = minimumContentOffset, hi = maximumContentOffset
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = draggedOffset(dragStartRawOffset.x - translation.x, lo.x, hi.x, bounds.width)
        }
        if scrollsVertically {
            offset.y = draggedOffset(dragStartRawOffset.y - translation.y, lo.y, hi.y, bounds.height)
        }
        if offset != contentOffset { contentOffset = offset }
    }

    private func draggedOffset(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ dimension: CGFloat) -> CGFloat {
        bounces ? ScrollPhysics.rubberBandedOffset(raw, minimum: lo, maximum: hi, dimension: dimension)
            : min(max(raw, lo), hi)
    }

    /// The finger lifts with `fingerVelocity` (points per second, in this view's coordinates). The delegate
    /// gets the content's velocity in points per millisecond and the projected rest point — clamped to the
    /// limits, as UIKit passes it — which it may change; then the deceleration (or bounce, or paging) starts.
    private func endDragging(velocity fingerVelocity: CGPoint) {
        refreshControl?.scrollViewWillEndDragging(self)
        let velocity = CGPoint(x: scrollsHorizontally ? -fingerVelocity.x : 0,
                               y: scrollsVertically ? -fingerVelocity.y : 0)
        let offset = contentOffset
        let lo = minimumContentOffset, hi = maximumContentOffset
        let rate = decelerationRate.rawValue
        let natural: CGPoint
        if isPagingEnabled {
            natural = CGPoint(
                x: ScrollPhysics.pagingTarget(offset: offset.x, velocity: velocity.x, pageSize: bounds.width,
                                              minimum: lo.x, maximum: hi.x),
                y: ScrollPhysics.pagingTarget(offset: offset.y, velocity: velocity.y, pageSize: bounds.height,
                                              minimum: lo.y, maximum: hi.y))
        } else {
            natural = CGPoint(x: ScrollPhysics.projectedRestOffset(offset: offset.x, velocity: velocity.x, rate: rate),
                              y: ScrollPhysics.projectedRestOffset(offset: offset.y, velocity: velocity.y, rate: rate))
        }
        let proposed = clampedOffset(natural)
        var target = proposed
        let velocityPerMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocityPerMillisecond, targetContentOffset: pointer)
        }
        isDragging = false
        // A target the delegate left alone decelerates along the natural (unclamped) path, which carries the
        // content past an edge into its bounce; a changed one is headed for directly.
        let x = axisMotion(offset: offset.x, velocity: velocity.x, natural: natural.x,
                           target: target.x == proposed.x ? natural.x : target.x, lo: lo.x, hi: hi.x)
        let y = axisMotion(offset: offset.y, velocity: velocity.y, natural: natural.y,
                           target: target.y == proposed.y ? natural.y : target.y, lo: lo.y, hi: hi.y)
        let decelerates = !(x.isDone && y.isDone)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            isTracking = false
            scheduleIndicatorFade()
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        isTracking = false
        startMotion(ScrollMotion(kind: .deceleration, startTime: layer.clock.now, x: x, y: y))
    }

    /// The motion of one axis after a release at `offset` with `velocity` (content, points per second).
    private func axisMotion(offset: CGFloat, velocity: CGFloat, natural: CGFloat, target: CGFloat,
                            lo: CGFloat, hi: CGFloat) -> ScrollMotion.Axis {
        // Past an edge: spring back (to the delegate's target if it moved it inside).
        if offset < lo || offset > hi {
            let anchor = min(max(target, lo), hi)
            return .spring(anchor: anchor, start: offset, velocity: velocity)
        }
        if isPagingEnabled {
            guard abs(target - offset) >= ScrollPhysics.restDistance || abs(velocity) > ScrollPhysics.pageFlickVelocity
            else { return .done(offset) }
            return .spring(anchor: target, start: offset, velocity: velocity)
        }
        guard abs(target - offset) >= ScrollPhysics.restDistance else { return .done(offset) }
        return .decelerate(start: offset, target: target, rate: decelerationRate.rawValue,
                           minimum: lo, maximum: hi, bounces: bounces)
    }

    /// Whether the pan may begin (see `gestureRecognizerShouldBegin(_:)`): the drag's direction is one the content
    /// scrolls along — judged by the latest movement, since the slop was already taken off the translation — and
    /// no content view that has the touch refuses to lose it.
    func panShouldBegin() -> Bool {
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        guard horizontal || vertical else { return false }
        if !(horizontal && vertical) {
            var direction = panGestureRecognizer.velocity(in: self)
            if direction == .zero { direction = panGestureRecognizer.translation(in: self) }
            let mostlyHorizontal = abs(direction.x) > abs(direction.y)
            if horizontal && !mostlyHorizontal { return false }
            if vertical && mostlyHorizontal { return false }
        }
        for touch in panGestureRecognizer.trackedTouches where touch.viewSawBegan && !touch.viewIsDone {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// A finger came down on the scroll view: a deceleration or scroll animation under way stops there (the
    /// catch). Called by the touch delayer, which sees every touch of the scroll view first.
    func fingerDidTouchDown() {
        isTracking = true
        if motion != nil {
            stopMotion()
            isDecelerating = false
        }
    }

    /// The last finger lifted (or the sequence ended) without a drag under way.
    func fingersDidLift() {
        if !isDragging { isTracking = false }
    }
}

/// The scroll view's first recognizer: it notices a finger coming down (to catch a moving scroll view) and,
/// with `delaysContentTouches`, holds the content's `touchesBegan` for 150 ms (UIKit's delay), so that a drag
/// starting within that time never reaches the content. It never recognizes: it fails after the delay, or when
/// the finger lifts first (the held touches — a tap — then reach the content, began and ended together), or
/// when the pan recognizes (the touches are then cancelled for the content, which never saw them).
final class ContentTouchDelayer: UIGestureRecognizer {
    /// UIKit's delay before content gets a touch in a scroll view.
    static let delay: TimeInterval = 0.15

    override init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else { return }
        (view as? UIScrollView)?.fingerDidTouchDown()
        guard delaysTouchesBegan else { return state = .failed }
        scheduleTimer(at: event.timestamp + Self.delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty, state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty, state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        (view as? UIScrollView)?.fingersDidLift()
    }

    /// Never keeps other recognizers from recognizing, and is never blocked by them from failing.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
