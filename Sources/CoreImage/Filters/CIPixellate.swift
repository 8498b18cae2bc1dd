import CoreGraphics
import Foundation

/// The typed inputs of CIPixellate.
public protocol CIPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}

final class PixellateFilter: TypedFilter, CIPixellate, @unchecked Sendable {
    init() { super.init("CIPixellate") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var center: CGPoint { get { point("inputCenter") } set { setPoint(newValue, "inputCenter") } }
    var scale: Float { get { float("inputScale") } set { setFloat(newValue, "inputScale") } }
}
