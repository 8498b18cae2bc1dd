import CoreGraphics
import Foundation

/// The typed inputs of CIModTransition.
public protocol CIModTransition: CITransitionFilter {
    var center: CGPoint { get set }
    var angle: Float { get set }
    var radius: Float { get set }
    var compression: Float { get set }
}

final class ModTransitionFilter: TypedFilter, CIModTransition, @unchecked Sendable {
    init() { super.init("CIModTransition") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var targetImage: CIImage? { get { image("inputTargetImage") } set { setImage(newValue, "inputTargetImage") } }
    var time: Float { get { float("inputTime") } set { setFloat(newValue, "inputTime") } }
    var center: CGPoint { get { point("inputCenter") } set { setPoint(newValue, "inputCenter") } }
    var angle: Float { get { float("inputAngle") } set { setFloat(newValue, "inputAngle") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
    var compression: Float { get { float("inputCompression") } set { setFloat(newValue, "inputCompression") } }
}
