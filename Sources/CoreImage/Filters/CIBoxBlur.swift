import CoreGraphics
import Foundation

/// The typed inputs of CIBoxBlur.
public protocol CIBoxBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

final class BoxBlurFilter: TypedFilter, CIBoxBlur, @unchecked Sendable {
    init() { super.init("CIBoxBlur") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
}
