import CoreGraphics
import Foundation

/// The typed inputs of CIDissolveTransition.
public protocol CIDissolveTransition: CITransitionFilter {
}

final class DissolveTransitionFilter: TypedFilter, CIDissolveTransition, @unchecked Sendable {
    init() { super.init("CIDissolveTransition") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var targetImage: CIImage? { get { image("inputTargetImage") } set { setImage(newValue, "inputTargetImage") } }
    var time: Float { get { float("inputTime") } set { setFloat(newValue, "inputTime") } }
}
