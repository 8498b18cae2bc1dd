import QuartzCore

/// Which edges of the safe area a scroll view adds to its content inset (`contentInsetAdjustmentBehavior`): pure
/// rules, apart from the view that applies them.
enum ContentInsetAdjustment {
    /// Whether the safe area is added on the horizontal and on the vertical axis.
    ///
    /// `.scrollableAxes` adds it along an axis the content is larger than the view on (or always bounces along);
    /// `.automatic` does the same, and also adds the top and bottom, scrollable or not, for a view controller's root
    /// scroll view inside a navigation controller (UIKit's header: "for backward compatibility").
    static func adjustedAxes(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, scrollsHorizontally: Bool,
                             scrollsVertically: Bool, isRootOfNavigationChild: Bool) -> (horizontal: Bool, vertical: Bool) {
        switch behavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsHorizontally, scrollsVertically)
        case .automatic: return (scrollsHorizontally, scrollsVertically || isRootOfNavigationChild)
        }
    }

    /// `safe` on the adjusted axes only.
    static func added(_ safe: UIEdgeInsets, axes: (horizontal: Bool, vertical: Bool)) -> UIEdgeInsets {
        UIEdgeInsets(top: axes.vertical ? safe.top : 0, left: axes.horizontal ? safe.left : 0,
                     bottom: axes.vertical ? safe.bottom : 0, right: axes.horizontal ? safe.right : 0)
    }
}

extension UIScrollView {
    /// The part of ``safeAreaInsets`` that ``contentInsetAdjustmentBehavior`` adds to ``contentInset``.
    var safeAreaAddedToContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return .zero }
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let axes = ContentInsetAdjustment.adjustedAxes(
            contentInsetAdjustmentBehavior,
            scrollsHorizontally: alwaysBounceHorizontal || contentSize.width > bounds.width,
            scrollsVertically: alwaysBounceVertical || contentSize.height > bounds.height,
            isRootOfNavigationChild: owningViewController?.navigationController != nil)
        return ContentInsetAdjustment.added(safe, axes: axes)
    }

    /// The safe area the content (the subviews) measures itself against: the scroll view's own, less the edges the
    /// adjusted content inset already keeps clear — a table's cells under the status bar don't inset themselves
    /// again, but in landscape (no horizontal adjustment) they still see the sensor housing's side. (Decision,
    /// pinned in UIScrollViewContentInsetTests.)
    package var safeAreaInsetsForContent: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let added = safeAreaAddedToContentInset
        return UIEdgeInsets(top: safe.top - added.top, left: safe.left - added.left,
                            bottom: safe.bottom - added.bottom, right: safe.right - added.right)
    }

    /// Reports a change of ``adjustedContentInset`` (``adjustedContentInsetDidChange()``, the delegate) and, when
    /// the safe area or the content caused it, keeps content resting at its top or left edge at the new edge: a
    /// list shown on an iPhone SE rests at offset −20 with its first row below the status bar, as on iOS. A
    /// `contentInset` set by code leaves the offset alone, as UIKit does (the well-known need to set both).
    func adjustedContentInsetMayHaveChanged(keepingOffsetAtEdges: Bool) {
        let new = adjustedContentInset
        let old = reportedAdjustedContentInset
        if new != old {
            reportedAdjustedContentInset = new
            if keepingOffsetAtEdges, !isTracking, !isDragging, !isDecelerating, motion == nil {
                var offset = contentOffset
                if offset.y == -old.top { offset.y = -new.top }
                if offset.x == -old.left { offset.x = -new.left }
                if offset != contentOffset { contentOffset = offset }
            }
            adjustedContentInsetDidChange()
        }
        updateScrollIndicators()
    }
}
