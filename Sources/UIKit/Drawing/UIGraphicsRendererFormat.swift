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
