import Foundation
import QuartzCore

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
