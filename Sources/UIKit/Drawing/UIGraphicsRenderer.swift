import Foundation
import QuartzCore

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
