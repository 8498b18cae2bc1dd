import CoreGraphics
import Foundation

/// The typed inputs of CISourceOverCompositing.
public protocol CICompositeOperation: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}

final class SourceOverCompositingFilter: TypedFilter, CICompositeOperation, @unchecked Sendable {
    init() { super.init("CISourceOverCompositing") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var backgroundImage: CIImage? { get { image("inputBackgroundImage") } set { setImage(newValue, "inputBackgroundImage") } }
}
