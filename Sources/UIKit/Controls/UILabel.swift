import QuartzCore

/// A view that shows one or more lines of read-only text.
///
/// The text is drawn by the view's ``draw(_:)`` at the screen's scale (so it is crisp on a 2× or 3× device),
/// centred vertically in the bounds as on iOS, and redrawn whenever the text or a text property changes and on
/// every resize (`contentMode` is `.redraw`).
///
/// ``attributedText`` uses the attributes of its first character for the whole string (one font, colour and
/// paragraph style).
@preconcurrency @MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    // MARK: Content

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// The text shown. Setting it replaces any attributed text.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            guard newValue != text || storedAttributedText != nil else { return }
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The text with attributes; the first character's font, colour and paragraph style apply to all of it.
    /// Setting it sets ``font``, ``textColor`` and ``textAlignment`` from those attributes, as UIKit does.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(string: storedText, attributes: defaultAttributes)
        }
        set {
            storedAttributedText = newValue
            storedText = nil
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { storedFont = font }
                if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
                if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                    storedAlignment = paragraph.alignment
                }
            }
            textDidChange()
        }
    }

    private var storedFont = UIFont.systemFont(ofSize: 17)
    /// The font; the 17-point system font by default. Setting nil restores the default.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            textDidChange()
        }
    }

    private var storedTextColor: UIColor = .black
    /// The text colour; black by default. Setting nil restores the default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .black
            setNeedsDisplay()
        }
    }

    private var storedAlignment: NSTextAlignment = .natural
    /// Where lines sit horizontally; `.natural` (left) by default.
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set {
            storedAlignment = newValue
            setNeedsDisplay()
        }
    }

    /// The most lines shown; 0 for as many as fit. Default 1.
    open var numberOfLines: Int = 1 {
        didSet { textDidChange() }
    }

    /// How lines break and the last shown line is cut; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// The colour of highlighted text; nil uses ``textColor``.
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label shows ``highlightedTextColor``.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label is enabled; a disabled label draws its text at 44 % alpha.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// The width multi-line text wraps at for ``intrinsicContentSize``; 0 wraps only at the current width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { textDidChange() }
    }

    /// Kept for API compatibility: Flipbook does not shrink text to fit.
    /// The text's shadow colour; nil (the default) draws no shadow.
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// Where the shadow falls, in points (UIKit's default: one point up).
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }
    open var adjustsFontSizeToFitWidth = false
    /// Kept for API compatibility.
    open var minimumScaleFactor: CGFloat = 0

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSizeIfPossible()
    }

    /// Asks for a new layout when the text's size may have changed.
    private func invalidateIntrinsicContentSizeIfPossible() {
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraph]
    }

    /// The resolved attributes of the shown text.
    private var resolvedAttributes: ResolvedTextAttributes {
        var attributes = ResolvedTextAttributes(
            storedAttributedText.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil },
            defaultFont: storedFont, defaultColor: storedTextColor, defaultAlignment: storedAlignment,
            defaultLineBreakMode: lineBreakMode)
        if storedAttributedText == nil {
            attributes.alignment = storedAlignment
            attributes.lineBreakMode = lineBreakMode
        }
        if isHighlighted, let highlightedTextColor { attributes.color = highlightedTextColor }
        if !isEnabled { attributes.color = attributes.color.withAlphaComponent(0.44 * alphaComponent(of: attributes.color)) }
        return attributes
    }

    private func alphaComponent(of color: UIColor) -> CGFloat { CGFloat(color.rgba.a) }

    /// The text laid out for a width (nil: unlimited), honouring ``numberOfLines`` (or `lines` when given).
    private func textLayout(width: CGFloat?, lines: Int? = nil, color: UIColor? = nil) -> TextLayout? {
        guard let string = text, !string.isEmpty else { return nil }
        var attributes = resolvedAttributes
        if let color { attributes.color = color }
        let style = attributes.style(numberOfLines: lines ?? numberOfLines)
        return TextLayout(string: string, style: style, maxWidth: width)
    }

    /// The rectangle the text occupies within `bounds`: its size (limited to `bounds`), at `bounds`' origin.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = textLayout(width: bounds.width.isFinite ? bounds.width : nil, lines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let width = min(layout.size.width.rounded(.up), bounds.width)
        let height = min(layout.size.height.rounded(.up), bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: height)
    }

    /// The text's first and last baselines from its top, and its height, wrapped as ``intrinsicContentSize``
    /// wraps it; nil without text. Auto Layout's baselines (`UIView+Baselines.swift`).
    package var textBaselineOffsets: (first: CGFloat, last: CGFloat, height: CGFloat)? {
        let current = bounds.width > 0 ? bounds.width : CGFloat.infinity
        let width = numberOfLines != 1 ? (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : current) : .infinity
        guard let layout = textLayout(width: width.isFinite ? width : nil),
              let first = layout.baselines.first, let last = layout.baselines.last else { return nil }
        return (first, last, layout.size.height.rounded(.up))
    }

    /// The size that fits the text, wrapping at `size.width` when there may be more than one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 || !size.width.isFinite ? nil : size.width
        guard let layout = textLayout(width: width) else { return .zero }
        return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }

    /// The text's natural size: on one line per paragraph, or wrapped at ``preferredMaxLayoutWidth`` for
    /// multi-line labels that set it.
    open override var intrinsicContentSize: CGSize {
        // Without a preferred width, a multi-line label placed by Auto Layout wraps at the width it was given
        // (a second layout pass follows when that width changes, as in UIKit).
        let current = !translatesAutoresizingMaskIntoConstraints && bounds.width > 0 ? bounds.width : CGFloat.infinity
        let width: CGFloat = numberOfLines != 1 ? (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : current) : .infinity
        guard text?.isEmpty == false else { return .zero }
        return sizeThatFits(CGSize(width: width, height: .infinity))
    }

    // MARK: Drawing

    /// Draws the text in `rect`, centred vertically.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), var layout = textLayout(width: rect.width) else { return }
        // Show only the lines that fit, the last one cut by the line break mode, as UIKit does.
        var lines: Int?
        if layout.size.height > rect.height + 0.5, layout.lineCount > 1 {
            let lineHeight = layout.size.height / CGFloat(layout.lineCount)
            let fitting = max(1, Int((rect.height + 0.5) / lineHeight))
            if fitting < layout.lineCount, let shorter = textLayout(width: rect.width, lines: fitting) {
                layout = shorter
                lines = fitting
            }
        }
        let height = layout.size.height
        let top = rect.minY + max(0, (rect.height - height) / 2)
        let area = CGRect(x: rect.minX, y: top, width: rect.width, height: min(height, rect.height))
        // The shadow: the same text in the shadow colour, `shadowOffset` away, with no blur.
        if let shadowColor, let shadow = textLayout(width: rect.width, lines: lines, color: shadowColor) {
            shadow.draw(in: context, rect: area.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height))
        }
        layout.draw(in: context, rect: area)
    }

    open override func draw(_ rect: CGRect) {
        guard text?.isEmpty == false else { return }
        drawText(in: bounds)
    }
}
