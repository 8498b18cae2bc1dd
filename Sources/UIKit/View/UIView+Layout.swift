import QuartzCore

/// Auto Layout on views: installed constraints, anchors, layout guides, priorities, the update-constraints and
/// layout passes, and fitting sizes.
extension UIView {
    package var layoutState: ViewLayoutState {
        if let state = layoutStateIfPresent { return state }
        let state = ViewLayoutState()
        layoutStateIfPresent = state
        return state
    }

    /// The hierarchy's root: the window, or the topmost superview.
    package var layoutRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The engine of this view's hierarchy, if any constraint was ever installed in it.
    package var rootLayoutEngine: LayoutEngine? { layoutRoot.layoutStateIfPresent?.engine }

    /// The root's engine, made if missing (built at the next layout pass).
    private func ensureRootEngine() -> LayoutEngine {
        let root = layoutRoot
        if let engine = root.layoutStateIfPresent?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutState.engine = engine
        return engine
    }

    /// Builds the engine now if it is waiting for a rebuild (for reads such as a guide's `layoutFrame`).
    package func layoutEngineIfBuilt() {
        guard let engine = rootLayoutEngine, engine.needsRebuild else { return }
        engine.prepareForLayout()
    }

    // MARK: Constraints

    /// The constraints installed on this view (those whose nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutStateIfPresent?.constraints ?? [] }

    /// Installs a constraint on this view, which must contain its items (prefer `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let old = constraint.container {
            if old === self { return }
            old.removeConstraint(constraint)
        }
        constraint.container = self
        layoutState.constraints.append(constraint)
        let engine = ensureRootEngine()
        if !engine.needsRebuild { engine.add(constraint) }
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self, let state = layoutStateIfPresent else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.container = nil
        if let engine = constraint.engine {
            engine.remove(constraint)
        } else if let engine = rootLayoutEngine, !engine.needsRebuild {
            engine.hasChanges = true
        }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// Baselines: the top and bottom edges for views without text (labels: see ``UILabel``).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { layoutStateIfPresent?.layoutGuides ?? [] }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        layoutState.layoutGuides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutState.layoutGuides.removeAll { $0 === layoutGuide }
        for c in constraints where c.firstItem === layoutGuide || c.secondItem === layoutGuide { removeConstraint(c) }
        layoutGuide.owningView = nil
    }

    // MARK: Priorities

    package func huggingPriority(_ axis: NSLayoutConstraint.Axis) -> Float {
        if let h = layoutStateIfPresent?.hugging { return axis == .horizontal ? h.horizontal : h.vertical }
        // Labels and image views hug their content a little harder than other views.
        return self is UILabel || self is UIImageView ? 251 : 250
    }

    package func setHuggingPriority(_ value: Float, _ axis: NSLayoutConstraint.Axis) {
        var h = (horizontal: huggingPriority(.horizontal), vertical: huggingPriority(.vertical))
        if axis == .horizontal { h.horizontal = value } else { h.vertical = value }
        layoutState.hugging = h
        intrinsicContentSizeDidChange()
    }

    package func setCompressionPriority(_ value: Float, _ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compression.horizontal = value } else { layoutState.compression.vertical = value }
        intrinsicContentSizeDidChange()
    }

    package func intrinsicContentSizeDidChange() {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = rootLayoutEngine else { return }
        engine.intrinsicContentSizeChanged(self)
    }

    // MARK: The layout cycle

    /// Whether the engine leaves this view's frame undetermined.
    public var hasAmbiguousLayout: Bool {
        layoutEngineIfBuilt()
        return rootLayoutEngine?.isAmbiguous(self) ?? false
    }

    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        UIView.pendingConstraintUpdates.append(WeakView(view: self))
    }

    public func needsUpdateConstraints() -> Bool { layoutStateIfPresent?.needsUpdateConstraints ?? false }

    /// Runs the update-constraints pass for this view's hierarchy now: ``updateConstraints()`` on every view
    /// that asked, leaves first (a view controller's root view runs `updateViewConstraints()`).
    public func updateConstraintsIfNeeded() {
        guard !UIView.pendingConstraintUpdates.isEmpty else { return }
        let root = layoutRoot
        var mine: [(depth: Int, view: UIView)] = []
        var others: [WeakView] = []
        for entry in UIView.pendingConstraintUpdates {
            guard let view = entry.view, view.needsUpdateConstraints() else { continue }
            var depth = 0
            var v = view
            while let parent = v.superview { v = parent; depth += 1 }
            if v === root { mine.append((depth, view)) } else { others.append(entry) }
        }
        UIView.pendingConstraintUpdates = others
        var seen = Set<ObjectIdentifier>()
        for (_, view) in mine.sorted(by: { $0.depth > $1.depth }) where seen.insert(ObjectIdentifier(view)).inserted {
            if let controller = view.owningViewController {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
            view.layoutStateIfPresent?.needsUpdateConstraints = false
        }
    }

    package static var pendingConstraintUpdates: [WeakView] = []

    /// ``layoutIfNeeded()``: update constraints, bring the engine up to date (marking the views it moves),
    /// lay out; again while that changed the engine (a label that wraps at its new width, a safe area that moved).
    package func runLayoutPass() {
        let root = layoutRoot
        for _ in 0..<4 {
            updateConstraintsIfNeeded()
            let engine = root.layoutStateIfPresent?.engine
            engine?.prepareForLayout()
            layer.layoutIfNeeded()
            guard let engine, engine.hasChanges || engine.needsRebuild else { return }
        }
    }

    /// UIView's default `layoutSubviews`: the subviews Auto Layout places get the engine's frames.
    package func applyAutoLayoutFrames() {
        guard let engine = rootLayoutEngine else { return }
        if engine.needsRebuild { engine.prepareForLayout() }
        engine.applyFrames(toSubviewsOf: self)
    }

    /// The frame as the engine sees it: from center and bounds, so a transform does not distort it.
    package var engineFrame: CGRect {
        let size = bounds.size
        let anchor = layer.anchorPoint
        return CGRect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y,
                      width: size.width, height: size.height)
    }

    /// Places the view as the engine says: bounds size and center, as UIKit sets them (so they animate inside
    /// animation blocks like any other change).
    package func setEngineFrame(_ frame: CGRect) {
        let anchor = layer.anchorPoint
        let newCenter = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        let widthChanged = bounds.width != frame.width
        if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
        if center != newCenter { center = newCenter }
        if widthChanged, let label = self as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 {
            label.invalidateIntrinsicContentSize()
        }
    }

    // MARK: Hierarchy changes

    /// Before leaving `parent`: constraints installed above that name views inside this subtree go, as in UIKit.
    package func layoutHierarchyWillDetach(from parent: UIView) {
        guard parent.rootLayoutEngine != nil else { return }
        var ancestor: UIView? = parent
        while let view = ancestor {
            if let state = view.layoutStateIfPresent, !state.constraints.isEmpty {
                for c in state.constraints {
                    let a = c.firstView, b = c.secondView
                    if a.map({ $0.isDescendant(of: self) }) == true || b.map({ $0.isDescendant(of: self) }) == true {
                        view.removeConstraint(c)
                    }
                }
            }
            ancestor = view.superview
        }
    }

    package func layoutHierarchyDidDetach(from parent: UIView) {
        guard let engine = parent.rootLayoutEngine else { return }
        engine.needsRebuild = true
        let mine = LayoutEngine(root: self)
        layoutState.engine = mine
    }

    package func layoutHierarchyDidAttach() {
        let hadEngine = layoutStateIfPresent?.engine != nil
        layoutStateIfPresent?.engine = nil
        if hadEngine { ensureRootEngine().needsRebuild = true }
        if let state = layoutStateIfPresent, state.needsUpdateConstraints {
            UIView.pendingConstraintUpdates.append(WeakView(view: self))
        }
    }

    // MARK: Fitting

    /// UIView.layoutFittingCompressedSize and …ExpandedSize.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    package func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, temporary: true)
        engine.rebuild()
        let node = engine.node(for: self)
        _ = try? engine.solver.add([(node.x, 1)], constant: 0, relation: .equal, priority: 1000)
        _ = try? engine.solver.add([(node.y, 1)], constant: 0, relation: .equal, priority: 1000)
        _ = try? engine.solver.add([(node.w, 1)], constant: -Double(target.width), relation: .equal,
                                   priority: horizontal.rawValue)
        _ = try? engine.solver.add([(node.h, 1)], constant: -Double(target.height), relation: .equal,
                                   priority: vertical.rawValue)
        return engine.size(of: self)
    }
}

/// A weak reference to a view, for lists of views waiting for a pass.
package struct WeakView {
    package weak var view: UIView?
}
