import QuartzCore

/// The safe area and layout margins: insets propagated from the window down (a view gets the part of its
/// superview's safe area it does not cover), the guides that follow them, and their change callbacks, which UIKit
/// sends during layout.
extension UIView {
    /// The window's insets come from the device; every other view's from its superview's safe area where the view
    /// reaches beyond it, plus `additionalSafeAreaInsets` on a view controller's root view.
    package var computedSafeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if self is UIWindow {
            insets = layoutStateIfPresent?.deviceSafeAreaInsets ?? .zero
        } else if let superview {
            let parent = (superview as? UIScrollView)?.safeAreaInsetsForContent ?? superview.safeAreaInsets
            if parent != .zero {
                let safe = superview.bounds.inset(by: parent)
                let frame = engineFrame
                insets.top = min(max(0, safe.minY - frame.minY), frame.height)
                insets.left = min(max(0, safe.minX - frame.minX), frame.width)
                insets.bottom = min(max(0, frame.maxY - safe.maxY), frame.height)
                insets.right = min(max(0, frame.maxX - safe.maxX), frame.width)
            }
        }
        if let bars = layoutStateIfPresent?.barSafeAreaInsets, bars != .zero {
            insets.top = max(insets.top, bars.top)
            insets.left = max(insets.left, bars.left)
            insets.bottom = max(insets.bottom, bars.bottom)
            insets.right = max(insets.right, bars.right)
        }
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// Sets what a container's bars cover of this view (a child controller's root view): its safe area then
    /// reaches at least that far in, as UIKit's does under a navigation bar, a toolbar or a tab bar.
    package func setBarSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard (layoutStateIfPresent?.barSafeAreaInsets ?? .zero) != insets else { return }
        layoutState.barSafeAreaInsets = insets
        setNeedsLayout()
    }

    /// Sets a window's safe-area insets (the stage does, from its device).
    package func setDeviceSafeAreaInsets(_ insets: UIEdgeInsets) {
        layoutState.deviceSafeAreaInsets = insets
        setNeedsLayout()
    }

    /// The safe area as a layout guide: the view's bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutStateIfPresent?.safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        addLayoutGuide(guide)
        layoutState.safeAreaGuide = guide
        let insets = safeAreaInsets
        layoutState.lastSafeAreaInsets = insets
        layoutState.safeAreaGuideConstraints = installEdgeConstraints(guide, insets, prefix: "UIViewSafeAreaLayoutGuide")
        return guide
    }

    /// The margins as a layout guide: the bounds inset by the effective margins (``layoutMargins``, at least the
    /// view controller's minimum for its root view, from the safe-area edges when
    /// ``insetsLayoutMarginsFromSafeArea``, and the superview's where ``preservesSuperviewLayoutMargins``).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutStateIfPresent?.marginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        addLayoutGuide(guide)
        layoutState.marginsGuide = guide
        let margins = effectiveLayoutMargins
        layoutState.lastMargins = margins
        layoutState.marginsGuideConstraints = installEdgeConstraints(guide, margins, prefix: "UIView")
        return guide
    }

    /// guide.left = left + insets.left, guide.top = top + insets.top, right = guide.right + insets.right, …
    private func installEdgeConstraints(_ guide: UILayoutGuide, _ insets: UIEdgeInsets, prefix: String) -> [NSLayoutConstraint] {
        let cs = [
            NSLayoutConstraint(first: guide, .left, .equal, second: self, .left, multiplier: 1, constant: insets.left),
            NSLayoutConstraint(first: guide, .top, .equal, second: self, .top, multiplier: 1, constant: insets.top),
            NSLayoutConstraint(first: self, .right, .equal, second: guide, .right, multiplier: 1, constant: insets.right),
            NSLayoutConstraint(first: self, .bottom, .equal, second: guide, .bottom, multiplier: 1, constant: insets.bottom),
        ]
        for (c, edge) in zip(cs, ["left", "top", "right", "bottom"]) {
            c.identifier = prefix == "UIView" ? "UIView-\(edge)Margin-guide-constraint" : "\(prefix)-\(edge)"
            addConstraint(c)
        }
        return cs
    }

    private static func setEdges(_ cs: [NSLayoutConstraint], _ insets: UIEdgeInsets) {
        guard cs.count == 4 else { return }
        cs[0].constant = insets.left
        cs[1].constant = insets.top
        cs[2].constant = insets.right
        cs[3].constant = insets.bottom
    }

    /// The margins the guide and the …Margin attributes use (decision, unverified: with
    /// ``insetsLayoutMarginsFromSafeArea`` the margins are measured from the safe-area edges, i.e. added to the
    /// safe-area insets, as WWDC 2017 describes iOS 11's margins).
    package var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            m.top = max(m.top, minimum.top)
            m.left = max(m.left, minimum.leading)
            m.bottom = max(m.bottom, minimum.bottom)
            m.right = max(m.right, minimum.trailing)
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m.top += s.top
            m.left += s.left
            m.bottom += s.bottom
            m.right += s.right
        }
        if preservesSuperviewLayoutMargins, let superview {
            let parent = superview.effectiveLayoutMargins
            let frame = engineFrame
            let b = superview.bounds
            m.left = max(m.left, parent.left - (frame.minX - b.minX))
            m.top = max(m.top, parent.top - (frame.minY - b.minY))
            m.right = max(m.right, parent.right - (b.maxX - frame.maxX))
            m.bottom = max(m.bottom, parent.bottom - (b.maxY - frame.maxY))
        }
        return m
    }

    package func setRequestedLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != layoutMargins else { return }
        layoutState.layoutMargins = margins
        updateMarginsGuide()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    private func updateMarginsGuide() {
        guard let state = layoutStateIfPresent, state.marginsGuide != nil else { return }
        let margins = effectiveLayoutMargins
        guard margins != state.lastMargins else { return }
        state.lastMargins = margins
        Self.setEdges(state.marginsGuideConstraints, margins)
    }

    /// Before `layoutSubviews`: a changed safe area updates the guides and calls `safeAreaInsetsDidChange()` (and
    /// the view controller's `viewSafeAreaInsetsDidChange()`); the subviews then lay out too, since theirs depend on it.
    package func updateSafeAreaAndMargins() {
        let insets = safeAreaInsets
        let old = layoutStateIfPresent?.lastSafeAreaInsets ?? .zero
        if insets != old {
            layoutState.lastSafeAreaInsets = insets
            Self.setEdges(layoutState.safeAreaGuideConstraints, insets)
            if let heights = layoutStateIfPresent?.legacyGuideHeights, heights.count == 2 {
                heights[0].constant = insets.top
                heights[1].constant = insets.bottom
            }
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            for subview in subviews { subview.setNeedsLayout() }
        }
        updateMarginsGuide()
    }

    /// After a move: a view whose safe area changed with it lays out (and reports the change) in the next pass.
    package func safeAreaMayHaveMoved() {
        guard let superview else { return }
        let last = layoutStateIfPresent?.lastSafeAreaInsets ?? .zero
        // The memo holds only insets computed below, past the next check, for this superview in this write-back.
        if last == .zero && SafeAreaMemo.holdsZeroInsets(of: superview) { return }
        guard superview.superview != nil || superview is UIWindow else { return }
        if last == .zero && SafeAreaMemo.safeAreaInsets(of: superview) == .zero { return }
        if safeAreaInsets != last { setNeedsLayout() }
    }

    /// After `layoutSubviews`: subviews whose safe area moved (because they moved) lay out in this pass too.
    package func checkSubviewsSafeAreas() {
        guard safeAreaInsets != .zero else { return }
        for subview in subviews {
            let last = subview.layoutStateIfPresent?.lastSafeAreaInsets ?? .zero
            if subview.safeAreaInsets != last { subview.setNeedsLayout() }
        }
    }
}
