import QuartzCore
import Foundation

/// The view that shows a ``UIListContentConfiguration``.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    open var listConfiguration: UIListContentConfiguration {
        didSet { apply() }
    }

    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    private func apply() {
        let c = listConfiguration
        textLabel.text = c.text
        textLabel.font = c.textProperties.font
        textLabel.textColor = c.textProperties.color
        textLabel.numberOfLines = c.textProperties.numberOfLines
        secondaryLabel.text = c.secondaryText
        secondaryLabel.font = c.secondaryTextProperties.font
        secondaryLabel.textColor = c.secondaryTextProperties.color
        secondaryLabel.textAlignment = c.style == .value ? .right : .left
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        if let tint = c.imageProperties.tintColor { imageView.tintColor = tint }
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = ListCellLayout.frames(for: listConfiguration.style, bounds: bounds,
                                           imageSize: listConfiguration.image?.size,
                                           maximumImageSize: listConfiguration.imageProperties.maximumSize,
                                           imageToText: listConfiguration.imageToTextPadding,
                                           textFont: listConfiguration.textProperties.font,
                                           secondaryFont: listConfiguration.secondaryTextProperties.font,
                                           hasSecondary: listConfiguration.secondaryText != nil,
                                           verticalPadding: listConfiguration.textToSecondaryTextVerticalPadding)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryLabel.frame = frames.secondary
    }
}
