import Foundation
import QuartzCore

/// Extra input and output of string drawing; kept for API compatibility (no scaling to fit).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
}
