import CoreGraphics
import Foundation

/// The typed inputs of CIVignette.
public protocol CIVignette: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
    var radius: Float { get set }
}

final class VignetteFilter: TypedFilter, CIVignette, @unchecked Sendable {
    init() { super.init("CIVignette") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var intensity: Float { get { float("inputIntensity") } set { setFloat(newValue, "inputIntensity") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
}
