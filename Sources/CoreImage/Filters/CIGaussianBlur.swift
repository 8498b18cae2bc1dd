import CoreGraphics
import Foundation

/// The typed inputs of CIGaussianBlur.
public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

final class GaussianBlurFilter: TypedFilter, CIGaussianBlur, @unchecked Sendable {
    init() { super.init("CIGaussianBlur") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
}
