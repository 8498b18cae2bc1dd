import QuartzCore
import Foundation

/// A row swiped open: its cell slides toward the leading edge and the trailing actions show in the space it leaves.
package struct SwipeState {
    package var path: IndexPath
    package var cell: UITableViewCell
    package var actionsView: SwipeActionsView
    package var configuration: UISwipeActionsConfiguration
    /// How far the cell is moved (positive: toward the leading edge).
    package var offset: CGFloat
    package var restingX: CGFloat
    /// Leading actions (the row slides right) rather than trailing ones.
    package var leading = false
}

/// The buttons behind a swiped row, the first action nearest the swiped edge (the trailing edge for trailing actions,
/// the leading edge for leading ones), widened in proportion as the row opens.
@preconcurrency @MainActor
package final class SwipeActionsView: UIView {
    package let actions: [UIContextualAction]
    package private(set) var buttons: [UIButton] = []
    /// Each button's width when the row rests open: its title plus 15 points each side, at least 74 points.
    package let naturalWidths: [CGFloat]
    package let leading: Bool

    package init(actions: [UIContextualAction], leading: Bool = false) {
        self.actions = actions
        self.leading = leading
        naturalWidths = actions.map { action in
            let titleWidth = (action.title ?? "").size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)]).width
            return max(74, (titleWidth + 30).rounded(.up))
        }
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15)
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The width of all buttons at rest.
    package var naturalWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// Lays the buttons out for a revealed width: the first action at the trailing edge, each widened in proportion.
    package override func layoutSubviews() {
        super.layoutSubviews()
        let scale = naturalWidth > 0 ? bounds.width / naturalWidth : 0
        var x = bounds.width
        for (button, width) in zip(buttons, naturalWidths) {
            let w = width * scale
            x -= w
            button.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
        // The first action fills everything left of the others in a full swipe.
        if let first = buttons.first, buttons.count > 0, bounds.width > naturalWidth {
            let others = naturalWidths.dropFirst().reduce(0, +)
            first.frame = CGRect(x: others, y: 0, width: bounds.width - others, height: bounds.height)
            var ox: CGFloat = others
            for (button, width) in zip(buttons.dropFirst(), naturalWidths.dropFirst()) {
                ox -= width
                button.frame = CGRect(x: ox, y: 0, width: width, height: bounds.height)
            }
        }
        // Leading actions are the mirror image: the first action at the leading edge.
        if leading {
            for button in buttons {
                button.frame.origin.x = bounds.width - button.frame.maxX
            }
        }
    }
}

/// Swipe to reveal trailing actions (iOS 11): a horizontal drag on a row whose delegate answers
/// `trailingSwipeActionsConfigurationForRowAt` slides the row toward the leading edge. Released past half the
/// buttons' width (or flicked), it opens; otherwise it closes. Dragged past 60 % of the row's width with
/// `performsFirstActionWithFullSwipe`, it performs the first action. Tapping a button calls its handler; the
/// handler's completion closes the row. Tapping elsewhere closes it. Springs settle over 0.3 s (pinned).
/// A rightward drag on a row with `leadingSwipeActionsConfigurationForRowAt` does the same, mirrored. Rows don't
/// swipe in editing mode (the delete control opens the same confirmation, see +Editing). The delegate hears
/// `willBeginEditingRowAt` when a row starts to open and `didEndEditingRowAt` when it has closed.
extension UITableView {
    package static let swipeSettleDuration: TimeInterval = 0.3
    /// The fraction of the row's width beyond which a swipe performs the first action.
    package static let fullSwipeFraction: CGFloat = 0.6

    func installSwipe() {
        let pan = UIPanGestureRecognizer(target: self, action: UITableView.handleSwipePan)
        swipePanRecognizer = pan
        addGestureRecognizer(pan)
    }

    /// Whether a pan starting now is a row swipe (horizontal, on a row with trailing actions) and not a scroll.
    package func panIsRowSwipe(_ pan: UIPanGestureRecognizer) -> Bool {
        let velocity = pan.velocity(in: self)
        let translation = pan.translation(in: self)
        let horizontal = abs(velocity.x) + abs(translation.x) > abs(velocity.y) + abs(translation.y)
        guard horizontal else { return false }
        if swipe != nil { return true }
        guard !isEditing, let path = indexPathForRow(at: pan.location(in: self)) else { return false }
        return !(swipeConfiguration(for: path, leading: velocity.x + translation.x > 0)?.actions.isEmpty ?? true)
    }

    private func swipeConfiguration(for path: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        leading ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
            : trailingSwipeConfiguration(for: path)
    }

    func handleSwipePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if swipe == nil {
                let t = pan.translation(in: self), v = pan.velocity(in: self)
                beginSwipe(at: pan.location(in: self), leading: t.x + v.x > 0)
            }
            if var state = swipe {
                state.restingX = state.offset
                swipe = state
            }
            if let path = highlightedRow {
                highlightedRow = nil
                cellForRow(at: path)?.setHighlighted(false, animated: false)
            }
        case .changed:
            guard var state = swipe else { return }
            let dx = pan.translation(in: self).x
            state.offset = max(0, state.leading ? state.restingX + dx : state.restingX - dx)
            swipe = state
            placeSwipe(state)
        case .ended:
            guard let state = swipe else { return }
            let width = state.cell.bounds.width
            let natural = state.actionsView.naturalWidth
            let velocity = state.leading ? -pan.velocity(in: self).x : pan.velocity(in: self).x
            if state.configuration.performsFirstActionWithFullSwipe, state.offset > width * Self.fullSwipeFraction {
                settleSwipe(to: width) { self.perform(state.configuration.actions[0], fullSwipe: true) }
            } else if state.offset > natural / 2 && velocity <= 300 || velocity < -300 {
                settleSwipe(to: natural, completion: nil)
            } else {
                closeSwipe(animated: true)
            }
        default:
            closeSwipe(animated: true)
        }
    }

    private func beginSwipe(at point: CGPoint, leading: Bool) {
        guard let path = indexPathForRow(at: point), let configuration = swipeConfiguration(for: path, leading: leading)
        else { return }
        startSwipe(at: path, configuration: configuration, leading: leading)
    }

    /// Puts the buttons behind the row (still closed).
    private func startSwipe(at path: IndexPath, configuration: UISwipeActionsConfiguration, leading: Bool) {
        guard let cell = cellForRow(at: path), !configuration.actions.isEmpty else { return }
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
        let actionsView = SwipeActionsView(actions: configuration.actions, leading: leading)
        insertSubview(actionsView, belowSubview: cell)
        for (button, action) in zip(actionsView.buttons, configuration.actions) {
            button.addAction(UIAction { [weak self] _ in self?.perform(action, fullSwipe: false) }, for: .touchUpInside)
        }
        swipe = SwipeState(path: path, cell: cell, actionsView: actionsView, configuration: configuration, offset: 0,
                           restingX: 0, leading: leading)
    }

    /// Opens a row's actions without a drag (the editing-mode delete control's confirmation).
    package func openSwipe(at path: IndexPath, configuration: UISwipeActionsConfiguration, leading: Bool) {
        closeSwipe(animated: false)
        startSwipe(at: path, configuration: configuration, leading: leading)
        guard let state = swipe else { return }
        settleSwipe(to: state.actionsView.naturalWidth, completion: nil)
    }

    /// Puts the cell and the buttons where the swipe has them.
    private func placeSwipe(_ state: SwipeState) {
        let row = rectForRowInContent(state.path)
        state.cell.frame = row.offsetBy(dx: state.leading ? state.offset : -state.offset, dy: 0)
        state.actionsView.frame = CGRect(x: state.leading ? row.minX : row.maxX - state.offset, y: row.minY,
                                         width: state.offset, height: row.height)
        state.actionsView.layoutIfNeeded()
    }

    private func settleSwipe(to offset: CGFloat, completion: (() -> Void)?) {
        guard var state = swipe else { return }
        state.offset = offset
        swipe = state
        UIView.animate(withDuration: Self.swipeSettleDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: { self.placeSwipe(state) },
                       completion: { _ in completion?() })
    }

    /// Slides an open row back and removes its buttons.
    public func closeSwipe(animated: Bool) {
        guard var state = swipe else { return }
        swipe = nil
        state.offset = 0
        let finish = {
            state.actionsView.removeFromSuperview()
            self.tableDelegate?.tableView(self, didEndEditingRowAt: state.path)
        }
        guard animated else {
            placeSwipe(state)
            finish()
            return
        }
        UIView.animate(withDuration: Self.swipeSettleDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: { self.placeSwipe(state) },
                       completion: { _ in finish() })
    }

    /// Runs an action's handler; its completion closes the row (a destructive action's row has usually been deleted
    /// by then, and its buttons leave with it).
    private func perform(_ action: UIContextualAction, fullSwipe: Bool) {
        guard let state = swipe else { return }
        action.handler(action, state.actionsView) { [weak self] performed in
            guard let self else { return }
            if self.swipe?.cell === state.cell { self.closeSwipe(animated: !(performed && action.style == .destructive)) }
            state.actionsView.removeFromSuperview()
        }
    }
}
