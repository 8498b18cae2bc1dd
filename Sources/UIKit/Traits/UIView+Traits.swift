import QuartzCore

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// The traits from where the view sits (see ``traitCollection``).
    package func computedTraitCollection() -> UITraitCollection {
        let inherited: UITraitCollection
        if let controller = owningViewController {
            inherited = controller.traitCollection
        } else if let superview {
            inherited = superview.traitCollection
        } else if let window = self as? UIWindow {
            inherited = window.screen.baseTraitCollection
        } else {
            inherited = UIScreen.main.baseTraitCollection
        }
        guard overrideUserInterfaceStyle != .unspecified, overrideUserInterfaceStyle != inherited.userInterfaceStyle
        else { return inherited }
        return inherited.modifyingTraits { $0.userInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// Re-resolves the view's dynamic colours with its current traits (UIKit does this on a trait change): the
    /// background colour's layer colour, and a redraw for views that draw.
    package func resolveDynamicColors(colorAppearanceChanged: Bool) {
        if let background = backgroundColor, background.isDynamic {
            layer.backgroundColor = background.resolvedColor(with: traitCollection).cgColor
        }
        if colorAppearanceChanged { setNeedsDisplay() }
    }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, UIContentContainer {
    /// The traits from where the controller sits (see ``traitCollection``).
    package func computedTraitCollection() -> UITraitCollection {
        var inherited: UITraitCollection
        if let parent {
            inherited = parent.traitCollection
            if let override = parent.overrideTraitCollection(forChild: self) {
                inherited = UITraitCollection(traitsFrom: [inherited, override])
            }
        } else if let superview = viewIfLoaded?.superview {
            inherited = superview.traitCollection
        } else if let presenting = presentingViewController {
            inherited = presenting.traitCollection
        } else {
            inherited = (viewIfLoaded?.window?.screen ?? UIScreen.main).baseTraitCollection
        }
        guard overrideUserInterfaceStyle != .unspecified, overrideUserInterfaceStyle != inherited.userInterfaceStyle
        else { return inherited }
        return inherited.modifyingTraits { $0.userInterfaceStyle = overrideUserInterfaceStyle }
    }
}

extension UIWindow {
    /// Tells every controller and view in the window whose traits changed since it was last told, top-down
    /// (a controller before its root view, a view before its subviews), and re-resolves dynamic colours.
    package func propagateTraitChanges() {
        visitForTraits(self)
    }

    /// Records every controller's and view's current traits where none is recorded yet, so that the change
    /// about to happen is reported to them (called before the stage, an override or a rotation changes traits).
    package func recordTraitBaselines() {
        func visit(_ view: UIView) {
            if let controller = view.owningViewController, controller.lastReportedTraits == nil {
                controller.lastReportedTraits = controller.traitCollection
            }
            if view.lastReportedTraits == nil { view.lastReportedTraits = view.traitCollection }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
    }

    private func visitForTraits(_ view: UIView) {
        if let controller = view.owningViewController {
            _ = controller.reportTraitChangeIfNeeded()
        }
        let change = view.reportTraitChangeIfNeeded()
        let appearanceChanged = change.map { $0.current.hasDifferentColorAppearance(comparedTo: $0.previous) } ?? false
        view.resolveDynamicColors(colorAppearanceChanged: appearanceChanged)
        for subview in view.subviews { visitForTraits(subview) }
    }

    /// Every controller whose view is in this window, parents first (the root, its children, then what is
    /// presented over them).
    package var viewControllersInWindow: [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ view: UIView) {
            if let controller = view.owningViewController { found.append(controller) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return found
    }
}

