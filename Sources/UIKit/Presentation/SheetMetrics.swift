import QuartzCore

/// The geometry and the pull-down decisions of a page sheet on a phone (iOS 13+), as pure functions of sizes,
/// translations and velocities, apart from ``SheetPresentationController``'s views that use them.
///
/// Decisions (Apple documents none of these numbers; pinned by `SheetPresentationTests`):
/// - the sheet's top edge is 10 pt below the safe area's top (the status bar), so on a 414 × 896 phone with a
///   44 pt status bar the sheet is 414 × 842, the size Xcode gives a page-sheet scene (seed-samples §5);
/// - the presenter behind it is scaled back about its centre to leave 16 pt at each side and moved down so its
///   top edge sits on the safe area's top; both cards have 10 pt corners (the sheet only at the top);
/// - a dimming view of black at 40 % covers the presenter;
/// - a pull-down dismisses when released past half the sheet's height (unless flicked back up), or when flicked
///   down at 1,000 pt/s or faster; otherwise the sheet springs back;
/// - a sheet that may not be dismissed follows the finger rubber-banded, as a scroll view past its edge.
enum SheetMetrics {
    static let gapBelowStatusBar: CGFloat = 10
    static let cornerRadius: CGFloat = 10
    static let presenterSideInset: CGFloat = 16
    static let dimmingAlpha: CGFloat = 0.4
    static let dismissProgress: CGFloat = 0.5
    static let flickVelocity: CGFloat = 1000

    /// The sheet's frame in a container of `bounds` whose safe area starts `safeTop` points down.
    static func sheetFrame(in bounds: CGRect, safeTop: CGFloat) -> CGRect {
        let top = min(bounds.height, safeTop + gapBelowStatusBar)
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// The presenter's transform behind a sheet: scaled about its centre to leave ``presenterSideInset`` at each
    /// side, then moved down so its top edge is at `safeTop`.
    static func presenterTransform(size: CGSize, safeTop: CGFloat) -> CGAffineTransform {
        guard size.width > 2 * presenterSideInset, size.height > 0 else { return .identity }
        let scale = (size.width - 2 * presenterSideInset) / size.width
        let scaledTop = size.height * (1 - scale) / 2
        return CGAffineTransform(scaleX: scale, y: scale)
            .concatenating(CGAffineTransform(translationX: 0, y: safeTop - scaledTop))
    }

    /// How far a pull of `translation` points down has taken the dismissal of a sheet `height` points tall.
    static func progress(translation: CGFloat, height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        return min(max(translation / height, 0), 1)
    }

    /// Whether a pull released at `progress` while moving at `velocity` (pt/s, down positive) dismisses.
    static func shouldDismiss(progress: CGFloat, velocity: CGFloat) -> Bool {
        velocity >= flickVelocity || (progress >= dismissProgress && velocity > -flickVelocity)
    }

    /// How far a sheet that may not be dismissed moves for a pull of `translation`: rubber-banded both ways.
    static func resistedOffset(translation: CGFloat, height: CGFloat) -> CGFloat {
        ScrollPhysics.rubberBand(overshoot: translation, dimension: height)
    }
}
