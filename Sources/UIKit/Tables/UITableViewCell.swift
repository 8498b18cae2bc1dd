import QuartzCore
import Foundation

/// One row of a table view: the classic styles' `textLabel`, `detailTextLabel` and `imageView`, an accessory drawn
/// on the trailing side, or a `contentConfiguration` (iOS 14) in place of the classic labels.
///
/// Classic styles (pinned measures, iOS 15, 375-point iPhone): `.default` text at 16 points from the leading edge
/// (after the image and 16 points when there is one); `.subtitle` a 12-point gray detail under the text; `.value1`
/// the detail right-aligned in `secondaryLabel` colour; `.value2` a 12-point tinted text in a 79-point column and
/// the detail after it. Separators are drawn in `separator` colour under the row, inset like the text.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    public let style: CellStyle
    open private(set) var reuseIdentifier: String?
    /// Where the row's content goes; it fills the row up to the accessory.
    public let contentView = UIView()
    private let separatorView = UIView()
    private let accessoryImageView = TableAccessoryView()

    /// Required (unlike iOS) because the table creates registered classes from their metatype, which Swift allows
    /// only through a required initializer: a ported subclass writes `required init(style:reuseIdentifier:)` where
    /// iOS code writes `override init(style:reuseIdentifier:)` (the compiler offers the fix).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
        accessoryImageView.isHidden = true
        addSubview(accessoryImageView)
    }

    /// A `.default` cell (what `register(_:forCellReuseIdentifier:)` creates).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    // MARK: Classic content

    private var storedTextLabel: UILabel?
    private var storedDetailLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The main text (created on first use, in the style's font).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .value2 ? 12 : 17)
        label.textColor = style == .value2 ? tintColor : .label
        if style == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary text; nil for `.default` cells, as on iOS.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailLabel { return storedDetailLabel }
        let label = UILabel()
        switch style {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value2: label.font = .systemFont(ofSize: 12)
        default: label.font = .systemFont(ofSize: 17)
        }
        label.textColor = style == .value1 ? .secondaryLabel : .label
        if style == .value1 { label.textAlignment = .right }
        contentView.addSubview(label)
        storedDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The leading image (nil for `.value2`).
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    /// The standard accessory drawn on the trailing side.
    open var accessoryType: AccessoryType = .none {
        didSet {
            accessoryImageView.kind = accessoryType
            accessoryImageView.isHidden = accessoryType == .none || accessoryView != nil
            setNeedsLayout()
        }
    }

    /// A custom accessory (replaces `accessoryType`).
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            accessoryImageView.isHidden = accessoryType == .none || accessoryView != nil
            setNeedsLayout()
        }
    }

    open var selectionStyle: SelectionStyle = .default
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// Whether the separator under the row is drawn (the table hides the last row's in grouped styles).
    package var showsSeparator = true { didSet { separatorView.isHidden = !showsSeparator } }

    // MARK: Editing (UITableViewCell+Editing.swift)

    /// Whether the cell shows its editing controls; the table sets it for every row in ``UITableView/setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    package var editingFlag = false
    /// The control the table gave the row for editing mode (from `editingStyleForRowAt`); `.delete` by default.
    open internal(set) var editingStyle: EditingStyle = .delete
    /// Whether the row's content moves right to make room for the editing control (true by default).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// Documented as needed for the reorder control; Flipbook, like iOS in practice, shows the control whenever the
    /// row can move (see ``UITableView``'s editing notes).
    open var showsReorderControl = false
    /// The accessory shown while editing (in place of ``accessoryType``).
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    package var editingControls = TableCellEditingControls()

    /// Shows or hides the editing control (and reorder control), sliding the content; animated over 0.3 s
    /// ease-in-out.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        applyEditingState(animated: animated)
    }

    /// The row height its content needs (Auto Layout in the content view), or 44 for classic content.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSizeOfContent(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Content configuration (iOS 14)

    /// The `cell()` list configuration, for the caller to fill and assign to ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    private var configuredContentView: (any UIView & UIContentView)?

    /// Replaces the classic labels with the view the configuration makes (kept and updated when the new
    /// configuration is of the same kind).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard let contentConfiguration else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                return
            }
            if let view = configuredContentView, type(of: view.configuration) == type(of: contentConfiguration) {
                view.configuration = contentConfiguration
            } else {
                configuredContentView?.removeFromSuperview()
                let view = contentConfiguration.makeContentView()
                contentView.addSubview(view)
                configuredContentView = view
            }
            storedTextLabel?.isHidden = true
            storedDetailLabel?.isHidden = true
            storedImageView?.isHidden = true
            setNeedsLayout()
        }
    }

    // MARK: Backgrounds and state

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private lazy var defaultSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray4
        return view
    }()

    /// Shown while selected or highlighted; a `systemGray4` view unless replaced (none with `.none` style).
    open var selectedBackgroundView: UIView? {
        get { storedSelectedBackground ?? (selectionStyle == .none ? nil : defaultSelectedBackground) }
        set {
            storedSelectedBackground?.removeFromSuperview()
            storedSelectedBackground = newValue
            updateSelectionAppearance()
        }
    }
    private var storedSelectedBackground: UIView?

    open private(set) var isSelected = false
    open private(set) var isHighlighted = false

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        editingControls.editingControl?.isChecked = selected
        updateSelectionAppearance(animated: animated)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// Deselecting with animation fades the selected background out over UIKit's 0.3 s (pinned in tests).
    private func updateSelectionAppearance(animated: Bool = false) {
        let shown = isSelected || isHighlighted
        guard let background = selectedBackgroundView else { return }
        if shown {
            if background.superview !== self {
                insertSubview(background, belowSubview: contentView)
                background.frame = bounds
            }
            background.alpha = 1
        } else if background.superview === self {
            if animated {
                UIView.animate(withDuration: 0.3, animations: { background.alpha = 0 }, completion: { _ in
                    if !(self.isSelected || self.isHighlighted) { background.removeFromSuperview() }
                })
            } else {
                background.removeFromSuperview()
            }
        }
    }

    /// Called before the cell is handed out again: clears selection; the classic labels keep their views.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    package func setReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }

    // MARK: Layout

    /// The separator is one device pixel high (`1 / scale`), so a cell laid out off screen (at the default scale,
    /// 2) lays itself out again when it moves into a window of another scale, as a change of the trait
    /// collection's `displayScale` does on iOS. Without this the hairline's height depended on whether the cell
    /// happened to be laid out before or after it entered the window (found by the fuzzer as a determinism
    /// difference: the same program ended with 0.5 pt or 1 pt separators on a 1× stage).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if let scale = window?.screen.scale, separatorView.frame.height != 1 / scale { setNeedsLayout() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        if let background = selectedBackgroundView, background.superview === self { background.frame = bounds }
        var contentWidth = bounds.width
        // While the reorder control shows, it takes the accessory's place.
        let editingInsets = layoutEditingControls()
        accessoryView?.isHidden = editingInsets.trailing > 0
        accessoryImageView.isHidden = accessoryType == .none || accessoryView != nil || editingInsets.trailing > 0
        if editingInsets.trailing > 0 {
            contentWidth = bounds.width - editingInsets.trailing
        } else if let accessoryView {
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: bounds.width - ListCellLayout.margin - size.width,
                                         y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
                                         height: size.height)
            contentWidth = accessoryView.frame.minX - 8
        } else if accessoryType != .none {
            let size = TableAccessoryView.size(of: accessoryType)
            accessoryImageView.frame = CGRect(x: bounds.width - ListCellLayout.margin - size.width,
                                              y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
                                              height: size.height)
            contentWidth = accessoryImageView.frame.minX - 8 + ListCellLayout.margin
        }
        contentView.frame = CGRect(x: editingInsets.leading, y: 0, width: max(0, contentWidth - editingInsets.leading),
                                   height: bounds.height)
        configuredContentView?.frame = contentView.bounds
        layoutClassicLabels()
        let scale = window?.screen.scale ?? 2
        separatorView.frame = CGRect(x: separatorInset.left, y: bounds.height - 1 / scale,
                                     width: bounds.width - separatorInset.left - separatorInset.right, height: 1 / scale)
    }

    private func layoutClassicLabels() {
        guard configuredContentView == nil else { return }
        let bounds = contentView.bounds
        if style == .value2 {
            let column: CGFloat = 79
            storedTextLabel?.frame = CGRect(x: ListCellLayout.margin, y: 0, width: column - ListCellLayout.margin,
                                            height: bounds.height)
            storedDetailLabel?.frame = CGRect(x: column + 6, y: 0, width: max(0, bounds.width - column - 6 - ListCellLayout.margin),
                                              height: bounds.height)
            return
        }
        let hasDetail = !(storedDetailLabel?.text ?? "").isEmpty
        let listStyle: UIListContentConfiguration.Style = style == .subtitle ? .subtitle : style == .value1 ? .value : .cell
        let frames = ListCellLayout.frames(for: listStyle, bounds: bounds, imageSize: storedImageView?.image?.size,
                                           maximumImageSize: .zero, imageToText: 16,
                                           textFont: storedTextLabel?.font ?? .systemFont(ofSize: 17),
                                           secondaryFont: storedDetailLabel?.font ?? .systemFont(ofSize: 12),
                                           hasSecondary: hasDetail, verticalPadding: 3)
        storedImageView?.frame = frames.image
        storedTextLabel?.frame = frames.text
        storedDetailLabel?.frame = frames.secondary
    }
}

/// Draws the standard accessories: the gray chevron, the tinted checkmark, the detail (ⓘ) button.
@preconcurrency @MainActor
final class TableAccessoryView: UIView {
    var kind: UITableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    static func size(of kind: UITableViewCell.AccessoryType) -> CGSize {
        switch kind {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 14 + 8, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        let b = bounds
        func chevron(in r: CGRect) {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: r.minX + 1, y: r.minY + 1))
            path.addLine(to: CGPoint(x: r.maxX - 1.5, y: r.midY))
            path.addLine(to: CGPoint(x: r.minX + 1, y: r.maxY - 1))
            path.lineWidth = 2
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.systemGray3.setStroke()
            path.stroke()
        }
        func info(in r: CGRect) {
            let circle = UIBezierPath(ovalIn: r.insetBy(dx: 1, dy: 1))
            circle.lineWidth = 1.5
            tintColor.setStroke()
            circle.stroke()
            tintColor.setFill()
            UIBezierPath(ovalIn: CGRect(x: r.midX - 1.25, y: r.minY + 5, width: 2.5, height: 2.5)).fill()
            UIBezierPath(rect: CGRect(x: r.midX - 1, y: r.minY + 9, width: 2, height: 8)).fill()
        }
        switch kind {
        case .none:
            break
        case .disclosureIndicator:
            chevron(in: b)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: b.minX + 1, y: b.midY))
            path.addLine(to: CGPoint(x: b.minX + b.width * 0.38, y: b.maxY - 1.5))
            path.addLine(to: CGPoint(x: b.maxX - 1, y: b.minY + 1))
            path.lineWidth = 2
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            tintColor.setStroke()
            path.stroke()
        case .detailButton:
            info(in: b)
        case .detailDisclosureButton:
            info(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            chevron(in: CGRect(x: b.maxX - 8, y: (b.height - 13) / 2, width: 8, height: 13))
        }
    }
}
