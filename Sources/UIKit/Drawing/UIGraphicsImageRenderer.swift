import Foundation
import QuartzCore

/// The settings of a graphics renderer.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The area drawn, in the renderer's coordinates.
    open internal(set) var bounds: CGRect = .zero

    public override init() {
        super.init()
    }
}

/// The settings of an image renderer: pixels per point and whether the bitmap has alpha.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat
    /// Whether the image is opaque (no alpha channel; undrawn pixels are black). Default false.
    open var opaque: Bool = false
    /// The colour range; Flipbook always renders standard (sRGB, 8 bits per component).
    open var preferredRange: Range = .standard

    /// A format with the main screen's scale, transparent.
    public override init() {
        scale = mainScreenScaleIfAvailable()
        super.init()
    }

    /// A format with `traitCollection`'s scale; here, the main screen's.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The best format for the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// Colour ranges of a renderer's bitmap.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }
}

/// What a renderer's drawing actions draw with.
open class UIGraphicsRendererContext: NSObject {
    /// The y-down Core Graphics context, in points.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour using `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a line of the current width just along `rect`'s edges, with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect` using `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// An image renderer's context: adds the image drawn so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        scale = format.scale
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage(), scale: scale, orientation: .up, renderingMode: .automatic,
                isSymbolImage: false, tintColor: nil)
    }
}

/// The base of graphics renderers: an area and a format.
open class UIGraphicsRenderer: NSObject {
    /// The area drawn.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        self.format = format
        format.bounds = bounds
        super.init()
    }

    /// Whether the renderer makes images: true for image renderers.
    open var allowsImageOutput: Bool { false }
}

/// Draws into a bitmap and hands back the result as a ``UIImage``, PNG or JPEG data.
///
/// The drawing actions run with a y-down context in points (origin at the top-left of ``UIGraphicsRenderer/bounds``)
/// that is also UIKit's current context, so `UIBezierPath.fill()`, `UIColor.setFill()`, `UIImage.draw(in:)`
/// and string drawing work inside them:
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let dot = renderer.image { context in
///     UIColor.systemBlue.setFill()
///     UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// ```
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The actions that draw an image.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private var imageFormat: UIGraphicsImageRendererFormat { format as! UIGraphicsImageRendererFormat }

    /// A renderer of `size` points with the default format (the main screen's scale, transparent).
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` with `format`: drawing at `bounds.origin` lands at the image's top-left.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` against a new bitmap and returns the image; an empty size gives an empty image.
    open func image(actions: DrawingActions) -> UIImage {
        let format = imageFormat
        guard let cgImage = render(actions) else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: format.scale, orientation: .up, renderingMode: .automatic,
                       isSymbolImage: false, tintColor: nil)
    }

    /// Runs `actions` and returns the bitmap as PNG data (empty for an empty size).
    open func pngData(actions: DrawingActions) -> Data {
        render(actions)?.pngData() ?? Data()
    }

    /// Runs `actions` and returns the bitmap as JPEG data at `compressionQuality` (0…1).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        render(actions)?.jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func render(_ actions: DrawingActions) -> CGImage? {
        let format = imageFormat
        let scale = format.scale > 0 ? format.scale : mainScreenScaleIfAvailable()
        guard let context = CGContext(uiKitSize: bounds.size, scale: scale, opaque: format.opaque) else { return nil }
        if bounds.origin != .zero { context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y) }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        context.saveGState()
        actions(rendererContext)
        context.restoreGState()
        return context.makeImage()
    }
}
