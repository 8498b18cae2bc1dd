import CoreGraphics
import Foundation

/// The typed inputs of CIColorControls.
public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

final class ColorControlsFilter: TypedFilter, CIColorControls, @unchecked Sendable {
    init() { super.init("CIColorControls") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var saturation: Float { get { float("inputSaturation") } set { setFloat(newValue, "inputSaturation") } }
    var brightness: Float { get { float("inputBrightness") } set { setFloat(newValue, "inputBrightness") } }
    var contrast: Float { get { float("inputContrast") } set { setFloat(newValue, "inputContrast") } }
}
