import QuartzCore
import Foundation

/// A reusable section header or footer: a `textLabel` in the table style's header font, or custom content in
/// `contentView`. Tables make one for each `titleForHeaderInSection` answer.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    /// Grouped tables draw titles in small capitals at the bottom; plain tables in bold, centred vertically.
    package var isGrouped = false { didSet { setNeedsLayout() } }
    package var isFooter = false

    /// Required for the same reason as `UITableViewCell.init(style:reuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        storedTextLabel = label
        styleLabel()
        return label
    }

    package func styleLabel() {
        guard let label = storedTextLabel else { return }
        if isGrouped {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
        } else {
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .label
        }
    }

    /// The title as shown: grouped headers are upper-cased, as UIKit shows them.
    package func setTitle(_ title: String?) {
        textLabel?.text = isGrouped && !isFooter ? title?.uppercased() : title
        styleLabel()
    }

    open func prepareForReuse() {}

    package func setReuseIdentifier(_ identifier: String?) { reuseIdentifier = identifier }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let label = storedTextLabel else { return }
        let inset: CGFloat = ListCellLayout.margin + (isGroupedInset ? 20 : 0)
        let height = label.font.lineHeight.rounded(.up)
        let y: CGFloat
        if isGrouped {
            y = isFooter ? 7 : bounds.height - 7 - height
        } else {
            y = ((bounds.height - height) / 2).rounded()
        }
        label.frame = CGRect(x: inset, y: y, width: max(0, bounds.width - 2 * inset), height: height)
    }

    package var isGroupedInset = false
}
