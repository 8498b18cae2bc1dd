import QuartzCore

/// A control showing a title and an image, each chosen per state.
///
/// Titles, title colours, images and background images are set per ``UIControl/State``; a state without its own
/// value shows the `.normal` one. Image and title sit side by side, centred as a group in the bounds less
/// ``contentEdgeInsets``; ``imageEdgeInsets`` and ``titleEdgeInsets`` shift each within that (positive insets
/// push away from an edge, as on iOS). System buttons (``ButtonType/system``) draw their title in the tint
/// colour, faded while highlighted and grey while disabled; custom buttons default to white titles.
/// `UIButton.Configuration` (iOS 15) is not provided.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    /// The button's kind.
    open private(set) var buttonType: ButtonType = .custom

    private let titleView = UILabel()
    private let imageContentView = UIImageView(frame: .zero)
    private let backgroundImageView = UIImageView(frame: .zero)

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// A custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A button of `buttonType` with a zero frame. System-provided types other than `.system` show a symbol.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        switch buttonType {
        case .contactAdd: setImage(UIImage(systemName: "plus"), for: .normal)
        case .close: setImage(UIImage(systemName: "xmark"), for: .normal)
        case .detailDisclosure, .infoLight, .infoDark: setImage(UIImage(systemName: "circle"), for: .normal)
        default: break
        }
        updateContent()
    }

    /// A system button that sends `primaryAction` on `.primaryActionTriggered` (a tap), titled
    /// and imaged by the action.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    private func setUp() {
        backgroundImageView.isHidden = true
        imageContentView.isHidden = true
        titleView.isHidden = true
        titleView.font = .systemFont(ofSize: 15)
        titleView.lineBreakMode = .byTruncatingMiddle
        addSubview(backgroundImageView)
        addSubview(imageContentView)
        addSubview(titleView)
        updateContent()
    }

    // MARK: Per-state content

    /// Sets the title for `state` (nil: fall back to the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title set for `state`, or the normal title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets an attributed title for `state`; it takes precedence over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateContent()
    }

    /// The attributed title set for `state`, or the normal one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`: set for it, else the normal one, else the button type's default.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        let normal = titleColors[State.normal.rawValue]
        switch buttonType {
        case .custom:
            return normal ?? .white
        default:
            if state.contains(.disabled) { return normal.map { $0.withAlphaComponent(0.35) } ?? UIColor(white: 0.56, alpha: 1) }
            let base = normal ?? tintColor!
            return state.contains(.highlighted) ? base.withAlphaComponent(0.2) : base
        }
    }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, or the normal image.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for `state`, stretched to the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image for `state`, or the normal one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The attributed title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the title.
    open var titleLabel: UILabel? { titleView }
    /// The image view showing the image.
    open var imageView: UIImageView? { imageContentView }

    // MARK: Insets

    /// Space around the image-and-title group.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Shifts the title within the content rectangle.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Shifts the image within the content rectangle.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Kept for API compatibility: images are not darkened while highlighted.
    open var adjustsImageWhenHighlighted = true
    /// Kept for API compatibility: images are not dimmed while disabled.
    open var adjustsImageWhenDisabled = true

    open override var tintColor: UIColor! {
        didSet { updateContent() }
    }

    override func controlStateDidChange() {
        updateContent()
    }

    override package func shownTintDidChange() {
        if buttonType != .custom { updateContent() }
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // System buttons take their colour from the (possibly inherited) tint.
        if buttonType != .custom { updateContent() }
    }

    /// Shows the current state's title, colours and images.
    private func updateContent() {
        if let attributed = currentAttributedTitle {
            titleView.attributedText = attributed
        } else {
            titleView.text = currentTitle
            titleView.textColor = currentTitleColor
        }
        titleView.isHidden = (currentTitle ?? "").isEmpty
        imageContentView.image = currentImage
        if let tint = buttonType == .custom ? nil : currentTitleColor, currentImage?.isTemplate == true {
            imageContentView.tintColor = tint
        }
        imageContentView.isHidden = currentImage == nil
        backgroundImageView.image = currentBackgroundImage
        backgroundImageView.isHidden = currentBackgroundImage == nil
        setNeedsLayout()
    }

    // MARK: Layout

    /// The area for content: the bounds less ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    private var titleSize: CGSize {
        guard !titleView.isHidden else { return .zero }
        return titleView.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
    }

    private var imageSize: CGSize { imageContentView.isHidden ? .zero : (currentImage?.size ?? .zero) }

    /// The image and title as a group, placed in `rect` by the content alignments.
    private func groupFrames(in rect: CGRect) -> (image: CGRect, title: CGRect) {
        let image = imageSize
        var title = titleSize
        title.width = max(0, min(title.width, rect.width - image.width))
        let groupWidth = image.width + title.width
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = rect.minX
        case .right, .trailing: x = rect.maxX - groupWidth
        case .center: x = rect.minX + (rect.width - groupWidth) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: rect.minY
            case .bottom: rect.maxY - height
            case .center: rect.minY + (rect.height - height) / 2
            }
        }
        let titleHeight = contentVerticalAlignment == .fill ? rect.height : title.height
        let imageHeight = contentVerticalAlignment == .fill ? rect.height : image.height
        return (CGRect(x: x, y: y(imageHeight), width: image.width, height: imageHeight),
                CGRect(x: x + image.width, y: y(titleHeight), width: title.width, height: titleHeight))
    }

    /// Where the title goes within `contentRect` (after ``titleEdgeInsets``).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        groupFrames(in: contentRect.inset(by: titleEdgeInsets)).title
    }

    /// Where the image goes within `contentRect` (after ``imageEdgeInsets``).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        groupFrames(in: contentRect.inset(by: imageEdgeInsets)).image
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        backgroundImageView.frame = backgroundRect(forBounds: bounds)
        imageContentView.frame = imageRect(forContentRect: content)
        titleView.frame = titleRect(forContentRect: content)
    }

    /// The image and title side by side plus ``contentEdgeInsets``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let image = imageSize, title = titleSize
        var width = image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right
        var height = max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
        if let background = currentBackgroundImage?.size {
            width = max(width, background.width)
            height = max(height, background.height)
        }
        return CGSize(width: width, height: height)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
