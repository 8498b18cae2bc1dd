import QuartzCore

/// Auto Layout for one view hierarchy: the bridge between views, layout guides and ``NSLayoutConstraint``s and
/// the ``LayoutSolver`` that holds their relations.
///
/// The engine belongs to the root of the hierarchy (the window, usually). Each view or guide that a constraint
/// names gets four variables — x, y, width, height — with x and y in its superview's (or owning view's)
/// coordinate space, so a constraint between two items reads their attributes in the coordinate space of its
/// container (the items' nearest common ancestor) by adding up the offsets of the views between. A view that
/// translates its autoresizing mask into constraints gets its frame pinned (`NSAutoresizingMaskLayoutConstraint`);
/// a view that does not gets its intrinsic content size as hugging and compression-resistance constraints.
///
/// Activating, deactivating and constant changes go to the solver at once (incrementally). Moving views between
/// hierarchies rebuilds the engine at the next layout pass.
@MainActor
package final class LayoutEngine {
    package final class Node {
        weak var view: UIView?
        weak var guide: UILayoutGuide?
        let x, y, w, h: LayoutSolver.Variable
        var pins: [LayoutSolver.Constraint] = []
        var pinned = CGRect.null
        /// A view that translates its autoresizing mask: its four `NSAutoresizingMaskLayoutConstraint`s (x, y,
        /// width, height, each a linear function of the superview's size) and what they were made from.
        var autoresizing: [LayoutSolver.Constraint] = []
        var autoresizingKey: AutoresizingKey?
        var intrinsic: [LayoutSolver.Constraint] = []
        var intrinsicKey: [Float] = []
        /// The frame last given to the view (nil before the first layout).
        var applied: CGRect?

        init(view: UIView?, guide: UILayoutGuide?, solver: inout LayoutSolver) {
            self.view = view
            self.guide = guide
            x = solver.makeVariable()
            y = solver.makeVariable()
            w = solver.makeVariable()
            h = solver.makeVariable()
        }
    }

    package var solver = LayoutSolver()
    package unowned let root: UIView
    var nodes: [ObjectIdentifier: Node] = [:]
    var viewNodes: [Node] = []
    /// Set when the hierarchy changed under constrained views: the next layout pass builds the engine anew.
    package var needsRebuild = true
    /// Set by every change of the solution; the layout pass marks the views whose frames it moves.
    package var hasChanges = true
    private var dirtyIntrinsic: [UIView] = []
    /// A throwaway engine (``UIView/systemLayoutSizeFitting(_:)``) leaves the constraints' bookkeeping alone.
    private let isTemporary: Bool
    private var temporaryInstalled: [ObjectIdentifier: LayoutSolver.Constraint] = [:]
    /// Every "Unable to simultaneously satisfy constraints" report this engine logged, for tests.
    package internal(set) var unsatisfiableReports: [String] = []

    package init(root: UIView, temporary: Bool = false) {
        self.root = root
        isTemporary = temporary
    }

    // MARK: Building

    /// Adds every active constraint installed in the hierarchy (a fresh solver).
    package func rebuild() {
        solver = LayoutSolver()
        nodes = [:]
        viewNodes = []
        dirtyIntrinsic = []
        needsRebuild = false
        hasChanges = true
        var stack = [root]
        while let view = stack.popLast() {
            if let state = view.layoutStateIfPresent {
                for constraint in state.constraints { add(constraint) }
            }
            stack.append(contentsOf: view.subviews)
        }
    }

    /// The node of a view or guide, made on first use.
    package func node(for item: AnyObject) -> Node {
        let key = ObjectIdentifier(item)
        if let node = nodes[key] { return node }
        let view = item as? UIView
        let node = Node(view: view, guide: item as? UILayoutGuide, solver: &solver)
        nodes[key] = node
        if let view {
            viewNodes.append(node)
            if isTemporary && view === root {
                // Sized by the fitting constraints instead.
            } else if view === root || (view.translatesAutoresizingMaskIntoConstraints && view.superview == nil) {
                pin(node, to: view.engineFrame)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                translateAutoresizingMask(node, view)
            } else {
                updateIntrinsic(node, view)
            }
        }
        return node
    }

    package func existingNode(for item: AnyObject) -> Node? { nodes[ObjectIdentifier(item)] }

    /// A frame-based view's frame as required constraints (UIKit's NSAutoresizingMaskLayoutConstraint).
    private func pin(_ node: Node, to frame: CGRect) {
        for c in node.pins { solver.remove(c) }
        node.pins = []
        node.pinned = frame
        let values = [(node.x, frame.minX), (node.y, frame.minY), (node.w, frame.width), (node.h, frame.height)]
        for (variable, value) in values {
            if let c = try? solver.add([(variable, 1)], constant: -Double(value), relation: .equal, priority: 1000) {
                node.pins.append(c)
            }
        }
        hasChanges = true
    }

    private func syncPin(_ node: Node, _ view: UIView) {
        let frame = view.engineFrame
        guard frame != node.pinned else { return }
        if node.pins.count == 4 {
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for k in 0..<4 where values[k] != [node.pinned.minX, node.pinned.minY, node.pinned.width, node.pinned.height][k] {
                do { try solver.setConstant(node.pins[k], to: -Double(values[k])) } catch {
                    pin(node, to: frame)
                    return
                }
            }
            node.pinned = frame
            hasChanges = true
        } else {
            pin(node, to: frame)
        }
    }

    /// The intrinsic content size as `size ≤ intrinsic` at the hugging priority and `size ≥ intrinsic` at the
    /// compression-resistance priority, on each axis that has one.
    private func updateIntrinsic(_ node: Node, _ view: UIView) {
        let size = view.intrinsicContentSize
        let hh = view.contentHuggingPriority(for: .horizontal).rawValue
        let hc = view.contentCompressionResistancePriority(for: .horizontal).rawValue
        let vh = view.contentHuggingPriority(for: .vertical).rawValue
        let vc = view.contentCompressionResistancePriority(for: .vertical).rawValue
        let hasW = size.width != UIView.noIntrinsicMetric && size.width >= 0
        let hasH = size.height != UIView.noIntrinsicMetric && size.height >= 0
        let key: [Float] = [hasW ? 1 : 0, hasH ? 1 : 0, hh, hc, vh, vc]
        if key == node.intrinsicKey, node.intrinsic.count == (hasW ? 2 : 0) + (hasH ? 2 : 0) {
            var k = 0
            if hasW {
                try? solver.setConstant(node.intrinsic[0], to: -Double(size.width))
                try? solver.setConstant(node.intrinsic[1], to: -Double(size.width))
                k = 2
            }
            if hasH {
                try? solver.setConstant(node.intrinsic[k], to: -Double(size.height))
                try? solver.setConstant(node.intrinsic[k + 1], to: -Double(size.height))
            }
            hasChanges = true
            return
        }
        for c in node.intrinsic { solver.remove(c) }
        node.intrinsic = []
        node.intrinsicKey = key
        func add(_ v: LayoutSolver.Variable, _ value: CGFloat, _ relation: LayoutSolver.Relation, _ p: Float) {
            if let c = try? solver.add([(v, 1)], constant: -Double(value), relation: relation, priority: p) {
                node.intrinsic.append(c)
            }
        }
        if hasW {
            add(node.w, size.width, .lessThanOrEqual, hh)
            add(node.w, size.width, .greaterThanOrEqual, hc)
        }
        if hasH {
            add(node.h, size.height, .lessThanOrEqual, vh)
            add(node.h, size.height, .greaterThanOrEqual, vc)
        }
        hasChanges = true
    }

    package func intrinsicContentSizeChanged(_ view: UIView) {
        dirtyIntrinsic.append(view)
        hasChanges = true
    }

    // MARK: Constraints

    /// The parent whose coordinate space an item's x and y are in.
    private func parent(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Adds `factor × item.attribute` (read in `container`'s coordinates) to `terms`.
    private func addTerms(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView?,
                          factor: Double, into terms: inout [(LayoutSolver.Variable, Double)]) {
        var item = item
        var attribute = attribute
        if let view = item as? UIView, let plain = attribute.withoutMargins {
            item = view.layoutMarginsGuide
            attribute = plain
        } else if let plain = attribute.withoutMargins {
            attribute = plain
        }
        let node = self.node(for: item)
        let vertical = attribute.isVertical
        switch attribute {
        case .width: terms.append((node.w, factor)); return
        case .height: terms.append((node.h, factor)); return
        case .notAnAttribute: return
        case .right, .trailing: terms.append((node.w, factor))
        case .bottom, .lastBaseline: terms.append((node.h, factor))
        case .centerX: terms.append((node.w, factor / 2))
        case .centerY: terms.append((node.h, factor / 2))
        default: break
        }
        var current: AnyObject = item
        while current !== container {
            let n = self.node(for: current)
            terms.append((vertical ? n.y : n.x, factor))
            guard let next = parent(of: current) else { break }
            current = next
        }
    }

    private func solverRelation(_ relation: NSLayoutConstraint.Relation) -> LayoutSolver.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Adds an active constraint. One that cannot hold with the required constraints already in is broken
    /// (left out) and reported as UIKit reports it.
    package func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem else { return }
        let container = constraint.container
        var terms: [(LayoutSolver.Variable, Double)] = []
        addTerms(first, constraint.firstAttribute, in: container, factor: 1, into: &terms)
        if let second = constraint.secondItem {
            addTerms(second, constraint.secondAttribute, in: container, factor: -Double(constraint.multiplier), into: &terms)
        }
        hasChanges = true
        do {
            let id = try solver.add(terms, constant: -Double(constraint.constant),
                                    relation: solverRelation(constraint.relation), priority: constraint.priority.rawValue)
            if isTemporary {
                temporaryInstalled[ObjectIdentifier(constraint)] = id
            } else {
                constraint.engine = self
                constraint.solverConstraint = id
            }
        } catch {
            if !isTemporary {
                constraint.engine = self
                constraint.solverConstraint = nil
            }
            reportUnsatisfiable(constraint)
        }
    }

    package func remove(_ constraint: NSLayoutConstraint) {
        if let id = constraint.solverConstraint, constraint.engine === self {
            solver.remove(id)
            hasChanges = true
        }
        constraint.solverConstraint = nil
        constraint.engine = nil
    }

    package func constantChanged(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        hasChanges = true
        if let id = constraint.solverConstraint {
            do { try solver.setConstant(id, to: -Double(constraint.constant)) } catch {
                solver.remove(id)
                constraint.solverConstraint = nil
                reportUnsatisfiable(constraint)
            }
        } else {
            // A broken constraint may hold with its new constant.
            constraint.engine = nil
            add(constraint)
        }
    }

    package func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        remove(constraint)
        add(constraint)
    }

    // MARK: The layout pass

    /// Brings the engine up to date before a layout pass: rebuilds it if the hierarchy changed, follows the
    /// frames of frame-based views and changed intrinsic sizes, and marks for layout the superview of every view
    /// the solution moved.
    package func prepareForLayout() {
        if needsRebuild { rebuild() }
        for node in viewNodes {
            guard let view = node.view else { continue }
            if !node.pins.isEmpty, view.translatesAutoresizingMaskIntoConstraints || view === root {
                syncPin(node, view)
            } else if node.autoresizingKey != nil, view.translatesAutoresizingMaskIntoConstraints {
                translateAutoresizingMask(node, view)
            }
        }
        if !dirtyIntrinsic.isEmpty {
            let views = dirtyIntrinsic
            dirtyIntrinsic = []
            for view in views {
                if let node = nodes[ObjectIdentifier(view)], !view.translatesAutoresizingMaskIntoConstraints {
                    updateIntrinsic(node, view)
                }
            }
        }
        guard hasChanges else { return }
        hasChanges = false
        for node in viewNodes {
            guard let view = node.view, !view.translatesAutoresizingMaskIntoConstraints, view !== root else { continue }
            let frame = self.frame(of: node)
            if node.applied != frame {
                view.superview?.setNeedsLayout()
            }
        }
    }

    private var scale: Double { Double(root.window?.screen.scale ?? UIScreen.main.scale) }

    /// A node's frame from the solution, its edges rounded to the screen's pixels as UIKit rounds them.
    private func frame(of node: Node) -> CGRect {
        let s = scale
        func round(_ v: Double) -> Double { (v * s).rounded() / s }
        let x = solver.value(of: node.x), y = solver.value(of: node.y)
        let minX = round(x), minY = round(y)
        let maxX = round(x + solver.value(of: node.w)), maxY = round(y + solver.value(of: node.h))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The engine's frame for a guide, in its owning view's coordinates.
    package func frame(of guide: UILayoutGuide) -> CGRect {
        guard let node = nodes[ObjectIdentifier(guide)] else { return .zero }
        return frame(of: node)
    }

    /// The engine's size for a view (for fitting).
    package func size(of view: UIView) -> CGSize {
        let node = self.node(for: view)
        return CGSize(width: solver.value(of: node.w), height: solver.value(of: node.h))
    }

    /// Sets the frames of `view`'s subviews that Auto Layout places (UIView's default `layoutSubviews`).
    package func applyFrames(toSubviewsOf view: UIView) {
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let node = nodes[ObjectIdentifier(subview)] else { continue }
            let frame = self.frame(of: node)
            node.applied = frame
            subview.setEngineFrame(frame)
        }
    }

    package func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let node = nodes[ObjectIdentifier(item)] else { return false }
        return [node.x, node.y, node.w, node.h].contains { solver.isAmbiguous($0) }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute a margin attribute reads on the layout-margins guide.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
