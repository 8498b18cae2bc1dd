import CoreGraphics
import Foundation

/// The typed inputs of CIColorMatrix.
public protocol CIColorMatrix: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var rVector: CIVector { get set }
    var gVector: CIVector { get set }
    var bVector: CIVector { get set }
    var aVector: CIVector { get set }
    var biasVector: CIVector { get set }
}

final class ColorMatrixFilter: TypedFilter, CIColorMatrix, @unchecked Sendable {
    init() { super.init("CIColorMatrix") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var rVector: CIVector { get { vectorValue("inputRVector") } set { setVector(newValue, "inputRVector") } }
    var gVector: CIVector { get { vectorValue("inputGVector") } set { setVector(newValue, "inputGVector") } }
    var bVector: CIVector { get { vectorValue("inputBVector") } set { setVector(newValue, "inputBVector") } }
    var aVector: CIVector { get { vectorValue("inputAVector") } set { setVector(newValue, "inputAVector") } }
    var biasVector: CIVector { get { vectorValue("inputBiasVector") } set { setVector(newValue, "inputBiasVector") } }
}
