import QuartzCore

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Presents content in a popover pointing at a source view, rectangle or bar button item.
///
/// In a horizontally compact environment (every iPhone but the largest in landscape) the presentation adapts,
/// as on iOS: to ``adaptivePresentationStyle`` (a page sheet), or to what the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns — `.none` keeps the popover. As a popover the
/// content gets `preferredContentSize` (320 × 480 pt when zero, a Flipbook decision), placed on the first of
/// ``permittedArrowDirections`` (up, down, left, right) where it fits beside the source, 13 pt away for the
/// arrow, 10 pt inside the window's edges, with rounded corners; the arrow itself is not drawn.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    /// In ``sourceView``'s coordinates; `.zero` (not set) means the source view's bounds.
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Where the arrow points from, once laid out (`.unknown` before).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var backgroundColor: UIColor?
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The delegate, as the popover's own type (it is the presentation controller's `delegate`).
    open var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        get { delegate as? any UIPopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }

    static let arrowHeight: CGFloat = 13
    static let cornerRadius: CGFloat = 13
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// In compact width a popover becomes a page sheet (iOS 13 and later).
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let placed = Self.place(content: presentedViewController.preferredContentSize,
                                source: sourceRectInContainer(containerView),
                                in: containerView.bounds.inset(by: popoverLayoutMargins),
                                permitted: permittedArrowDirections)
        arrowDirection = placed.direction
        return placed.frame
    }

    /// The source in the container's coordinates.
    private func sourceRectInContainer(_ container: UIView) -> CGRect {
        if let itemView = barButtonItem?.shownView, itemView.window != nil {
            return itemView.convert(itemView.bounds, to: container)
        }
        if let sourceView {
            return sourceView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, to: container)
        }
        // A bar button item not on screen: its usual place, the right end of a navigation bar at the top of the
        // window's safe area (below the status bar, or the sensor housing).
        let top = container.window?.safeAreaInsets.top ?? 20
        return CGRect(x: container.bounds.width - 52, y: top, width: 44, height: 44)
    }

    /// Where a popover of `content` size goes beside `source` within `area`, and the arrow's direction.
    /// Pure geometry: tries the permitted directions in UIKit's order and takes the first where the content
    /// fits; if none does, the first permitted, clamped into the area.
    package static func place(content: CGSize, source: CGRect, in area: CGRect,
                              permitted: UIPopoverArrowDirection) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        var size = content == .zero ? defaultContentSize : content
        size.width = min(size.width, area.width)
        size.height = min(size.height, area.height)
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), area.maxX - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), area.maxY - size.height) }
        let candidates: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: clampX(source.midX - size.width / 2), y: source.maxY + arrowHeight, width: size.width, height: size.height)),
            (.down, CGRect(x: clampX(source.midX - size.width / 2), y: source.minY - arrowHeight - size.height,
                           width: size.width, height: size.height)),
            (.left, CGRect(x: source.maxX + arrowHeight, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)),
            (.right, CGRect(x: source.minX - arrowHeight - size.width, y: clampY(source.midY - size.height / 2),
                            width: size.width, height: size.height)),
        ]
        let allowed = candidates.filter { permitted.contains($0.0) }
        if let fitting = allowed.first(where: { area.contains($0.1) }) { return (fitting.1, fitting.0) }
        guard let first = allowed.first ?? candidates.first else { return (.zero, .unknown) }
        return (CGRect(x: clampX(first.1.minX), y: clampY(first.1.minY), width: size.width, height: size.height), first.0)
    }

    open override func presentationTransitionWillBegin() {
        precondition(sourceView != nil || barButtonItem != nil,
                     "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        popoverDelegate?.prepareForPopoverPresentation(self)
        dimPresenterTint()
        presentedView?.layer.cornerRadius = Self.cornerRadius
        presentedView?.layer.masksToBounds = true
        if let backgroundColor, presentedView?.backgroundColor == nil { presentedView?.backgroundColor = backgroundColor }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { restorePresenterTint() }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { restorePresenterTint() }
    }
}

private nonisolated(unsafe) var popoverControllerKey: UInt8 = 0

extension UIViewController {
    /// The popover controller of a controller whose `modalPresentationStyle` is `.popover` (made on first
    /// access, so its source and delegate can be set before presenting), nil otherwise.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let existing = objc_getAssociatedObject(self, &popoverControllerKey) as? UIPopoverPresentationController {
            return existing
        }
        guard modalPresentationStyle == .popover else { return nil }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        objc_setAssociatedObject(self, &popoverControllerKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    /// Lets go of the popover controller once a dismissal has completed. The controller and its popover
    /// controller hold each other (as on iOS, until the dismissal ends), so keeping it would keep both alive.
    package func forgetPopoverPresentationController() {
        objc_setAssociatedObject(self, &popoverControllerKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The style a `.popover` presentation takes from `presenting`'s environment: in compact width the
    /// delegate's adaptive style, or the popover controller's (a page sheet); `.popover` otherwise or when the
    /// delegate answers `.none`.
    package func adaptedPopoverStyle(presenting: UIViewController) -> UIModalPresentationStyle {
        guard let popover = popoverPresentationController else { return .popover }
        let traits = presenting.traitCollection
        guard traits.horizontalSizeClass == .compact else { return .popover }
        let style = popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: traits)
            ?? popover.adaptivePresentationStyle
        return style == .none ? .popover : style
    }
}
