import CoreGraphics

/// A layer that draws a string, laid out from the top of its bounds with Flipbook's text engine (pango with the
/// DejaVu fonts, so every machine draws the same pixels).
///
/// As in Core Animation the defaults are 36-point Helvetica (drawn as DejaVu Sans) in opaque white, on one line
/// that runs past the bounds and is cut there. `fontSize` and `foregroundColor` animate. `string` may be a
/// `String` or an `NSAttributedString` (drawn in the layer's font and colour; attributes are not used).
/// `font` may be a font name (`"HelveticaNeue-Bold"`), mapped to the DejaVu face with that weight and slant.
open class CATextLayer: CALayer {
    static let animatableKeys: Set<String> = ["fontSize", "foregroundColor"]
    private static let registration: Void = { CALayer.customAnimatableKeys.withLock { $0.formUnion(animatableKeys) } }()

    public override init() {
        _ = Self.registration
        super.init()
        modelValues.custom["fontSize"] = .number(36)
        modelValues.custom["foregroundColor"] = .color(RGBA(r: 1, g: 1, b: 1, a: 1))
    }

    /// Copies the model values (through `CALayer`) and the text state.
    public override init(layer: Any) {
        _ = Self.registration
        super.init(layer: layer)
        if let other = layer as? CATextLayer {
            string = other.string
            font = other.font
            isWrapped = other.isWrapped
            truncationMode = other.truncationMode
            alignmentMode = other.alignmentMode
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any?
    /// A font name (`String`); nil for Helvetica. Its size is ignored: `fontSize` sets it.
    open var font: Any?
    open var fontSize: CGFloat {
        get { if case .number(let v) = modelValues.custom["fontSize"] { CGFloat(v) } else { 36 } }
        set { change("fontSize") { $0.custom["fontSize"] = .number(Double(newValue)) } }
    }
    /// Opaque white by default.
    open var foregroundColor: CGColor? {
        get { if case .color(let c?) = modelValues.custom["foregroundColor"] { CGColor(rgba: c) } else { nil } }
        set { change("foregroundColor") { $0.custom["foregroundColor"] = .color(newValue?.rgba) } }
    }
    /// Whether lines wrap at the bounds' width (otherwise the text is one line).
    open var isWrapped = false
    /// How text that does not fit is cut: `.none` clips it at the bounds.
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural

    /// The layout last drawn, kept while nothing it depends on changes.
    private var cachedLayout: (key: LayoutKey, layout: TextLayout)?

    private struct LayoutKey: Equatable {
        var text: String, font: String?, size: CGFloat, color: RGBA, width: CGFloat, height: CGFloat
        var wrapped: Bool, truncation: CATextLayerTruncationMode, alignment: CATextLayerAlignmentMode
    }

    private var text: String? {
        switch string {
        case let s as String: s
        case let s as NSAttributedString: s.string
        default: nil
        }
    }

    func layout(for p: LayerProperties) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let size: CGFloat = if case .number(let v) = p.custom["fontSize"] { CGFloat(v) } else { 36 }
        guard case .color(let color?) = p.custom["foregroundColor"], color.a > 0, size > 0 else { return nil }
        let key = LayoutKey(text: text, font: font as? String, size: size, color: color, width: p.bounds.width,
                            height: p.bounds.height, wrapped: isWrapped, truncation: truncationMode,
                            alignment: alignmentMode)
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
        let face = (font as? String).map { TextFont(name: $0, pointSize: size) } ?? TextFont(pointSize: size)
        let alignment: TextAlignment = switch alignmentMode {
        case .center: .center
        case .right: .right
        case .justified: .justified
        default: .left
        }
        let breaking: TextLineBreakMode = switch truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: isWrapped ? .byWordWrapping : .byClipping
        }
        // Wrapped, truncating text shows the lines that fit the height; the last one gets the ellipsis.
        let lineHeight = size * 1.2
        let lines = !isWrapped ? 1 : truncationMode == .none ? 0 : max(Int(p.bounds.height / lineHeight), 1)
        let style = TextStyle(font: face, color: color, alignment: alignment, lineBreakMode: breaking,
                              numberOfLines: lines)
        let layout = TextLayout(string: text, style: style, maxWidth: p.bounds.width)
        cachedLayout = (key, layout)
        return layout
    }
}

extension CATextLayer: LayerContentDrawing {
    package func drawContent(_ p: LayerProperties, in ctx: CGContext) {
        layout(for: p)?.draw(in: ctx, rect: p.bounds)
    }
}
