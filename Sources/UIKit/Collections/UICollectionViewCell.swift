import QuartzCore
import Foundation

/// One item of a collection view. Put content in ``contentView``; ``backgroundView`` sits behind it and
/// ``selectedBackgroundView`` between the two, shown while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where subclasses add their subviews; it fills the cell.
    public let contentView: UIView

    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    package override var selfSizingContent: UIView { contentView }

    /// Behind everything; fills the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }

    /// Shown above ``backgroundView`` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
                selectedBackgroundView.frame = bounds
            }
            updateSelectedBackground()
        }
    }

    /// Set by the collection view when the item is selected.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    /// Set by the collection view while a touch is down on the item.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// A cell leaving its item is neither selected nor highlighted (UIKit resets both before reuse).
    open override func prepareForReuse() {
        super.prepareForReuse()
    }
}
