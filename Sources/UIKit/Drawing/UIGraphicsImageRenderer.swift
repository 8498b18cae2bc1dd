import Foundation
import QuartzCore

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
