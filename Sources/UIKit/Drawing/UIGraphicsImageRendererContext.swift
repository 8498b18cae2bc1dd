import Foundation
import QuartzCore

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
