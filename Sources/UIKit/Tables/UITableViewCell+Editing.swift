import QuartzCore
import Foundation

/// What the table decided about a row's editing controls, and the control views once made.
package struct TableCellEditingControls {
    package var editingControl: TableEditingControl?
    package var reorderControl: TableReorderControl?
    /// The leading control: none, delete (red minus), insert (green plus) or the multiple-selection circle.
    package var kind: TableEditingControl.Kind = .none
    /// Whether the row shows the reorder control in editing mode (the table's `canMoveRowAt` answer).
    package var showsReorder = false
    package init() {}
}

/// Editing mode in a cell: the leading control slides in from the leading edge and fades in while the content view
/// moves right by ``UITableViewCell/editingIndentation`` (when `shouldIndentWhileEditing`); the reorder control
/// takes the accessory's place at the trailing edge. Measures pinned (unverified on iOS 15): 38 points for each
/// control's strip, a 22-point circle, 0.3 s ease-in-out.
extension UITableViewCell {
    /// How far the content moves right for the editing control.
    public static let editingIndentation: CGFloat = 38
    /// The width of the reorder control's strip at the trailing edge.
    package static let reorderControlWidth: CGFloat = 38
    package static let editingAnimationDuration: TimeInterval = 0.3

    /// The leading control's view, while there is one (for tests and the table's hit testing).
    package var editingControlView: TableEditingControl? { editingControls.editingControl }
    package var reorderControlView: TableReorderControl? { editingControls.reorderControl }

    /// Makes the controls the state needs and lays them out, animated when asked.
    package func applyEditingState(animated: Bool) {
        if isEditing, editingControls.kind != .none, editingControls.editingControl == nil {
            let control = TableEditingControl(frame: CGRect(x: -Self.editingIndentation, y: 0,
                                                            width: Self.editingIndentation, height: bounds.height))
            control.alpha = 0
            addSubview(control)
            editingControls.editingControl = control
        }
        editingControls.editingControl?.kind = editingControls.kind
        if isEditing, editingControls.showsReorder, editingControls.reorderControl == nil {
            let control = TableReorderControl(frame: CGRect(x: bounds.width, y: 0, width: Self.reorderControlWidth,
                                                            height: bounds.height))
            control.alpha = 0
            addSubview(control)
            editingControls.reorderControl = control
        }
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: Self.editingAnimationDuration, delay: 0, options: [.curveEaseInOut],
                           animations: { self.layoutIfNeeded() })
        } else {
            UIView.performWithoutAnimation { self.layoutIfNeeded() }
        }
    }

    /// Places the controls; returns how much room they take at the leading and trailing edges.
    package func layoutEditingControls() -> (leading: CGFloat, trailing: CGFloat) {
        let h = bounds.height
        let indent = Self.editingIndentation
        let leadingShown = isEditing && editingControls.kind != .none
        if let control = editingControls.editingControl {
            control.frame = CGRect(x: leadingShown ? 0 : -indent, y: 0, width: indent, height: h)
            control.alpha = leadingShown ? 1 : 0
            control.isUserInteractionEnabled = leadingShown
        }
        let reorderShown = isEditing && editingControls.showsReorder
        if let control = editingControls.reorderControl {
            let w = Self.reorderControlWidth
            control.frame = CGRect(x: reorderShown ? bounds.width - w : bounds.width, y: 0, width: w, height: h)
            control.alpha = reorderShown ? 1 : 0
        }
        let leading = leadingShown && (shouldIndentWhileEditing || editingControls.kind == .selection) ? indent : 0
        return (leading, reorderShown ? Self.reorderControlWidth : 0)
    }
}

/// The control at a row's leading edge in editing mode: a red circle with a minus (delete), a green one with a plus
/// (insert), or the multiple-selection circle (an empty gray ring, a filled blue disc with a check when selected).
@preconcurrency @MainActor
package final class TableEditingControl: UIControl {
    package enum Kind: Sendable { case none, delete, insert, selection }

    package var kind: Kind = .none { didSet { setNeedsDisplay() } }
    package var isChecked = false { didSet { if oldValue != isChecked { setNeedsDisplay() } } }
    /// What a tap does (the table opens the delete confirmation or commits an insertion).
    package var onTap: (() -> Void)?
    package static let circleDiameter: CGFloat = 22

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The circle, centred in the strip.
    package var circleRect: CGRect {
        let d = Self.circleDiameter
        return CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
    }

    package override func draw(_ rect: CGRect) {
        let circle = circleRect
        switch kind {
        case .none:
            return
        case .delete, .insert:
            (kind == .delete ? UIColor.systemRed : UIColor.systemGreen).setFill()
            UIBezierPath(ovalIn: circle).fill()
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: circle.minX + 5, y: circle.midY - 1, width: circle.width - 10, height: 2)).fill()
            if kind == .insert {
                UIBezierPath(rect: CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: circle.height - 10))
                    .fill()
            }
        case .selection:
            if isChecked {
                tintColor.setFill()
                UIBezierPath(ovalIn: circle).fill()
                let check = UIBezierPath()
                check.move(to: CGPoint(x: circle.minX + 6, y: circle.midY))
                check.addLine(to: CGPoint(x: circle.minX + 9.5, y: circle.maxY - 7))
                check.addLine(to: CGPoint(x: circle.maxX - 6, y: circle.minY + 7))
                check.lineWidth = 2
                UIColor.white.setStroke()
                check.stroke()
            } else {
                let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
                ring.lineWidth = 1.5
                UIColor.systemGray3.setStroke()
                ring.stroke()
            }
        }
    }
}

/// The reorder control ("grabber"): three gray bars at a row's trailing edge; dragging it moves the row.
@preconcurrency @MainActor
package final class TableReorderControl: UIView {
    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    package override func draw(_ rect: CGRect) {
        UIColor.systemGray2.setFill()
        let w: CGFloat = 18, x = (bounds.width - w) / 2
        for i in -1...1 {
            UIBezierPath(rect: CGRect(x: x, y: bounds.midY + CGFloat(i) * 5 - 0.75, width: w, height: 1.5)).fill()
        }
    }
}
